#!/usr/bin/env node
// The `freecell` binary: wires process.argv, the console reader, stdout, the
// clock (the random deal's seed) and the pause to main(). All the logic is in
// main(), which tests script. No SIGINT handler: Node's default Ctrl-C death
// gives status 130 in the shell, also while input is read synchronously.
import { colorEnabled } from '@arcade/view-console/color';
import { runConsoleGame } from '@arcade/view-console/console';
import {
  consoleReader,
  scriptedReader,
  shouldEchoInput,
  sleepSync,
  stderrSink,
  stdoutSink,
} from '@arcade/view-console/io';
import { main } from './freecell.js';

const interactive = process.stdin.isTTY === true;
const terminal = process.stdout.isTTY === true;
// A reader that goes away (`freecell | head`) ends the game at once with status 0:
// stdoutSink throws OutputClosedError where the write happens.
process.exitCode = runConsoleGame('freecell', { input: scriptedReader([]), output: stdoutSink }, () =>
  main(process.argv.slice(2), {
    input: consoleReader(),
    output: stdoutSink,
    error: stderrSink,
    color: colorEnabled(process.env, terminal),
    echo: shouldEchoInput(interactive, terminal),
    randomSeed: () => Date.now() % 1_000_000_000,
    // The solver's moves are watched on a terminal; a pipe or a log gets them at once.
    ...(terminal ? { pause: sleepSync } : {}),
  }),
);
