#!/usr/bin/env node
// The `tictactoe` binary: wires process.argv, the console reader, stdout and
// the exit status to main(). All the logic is in main(), which tests script.
// No SIGINT handler: Node's default Ctrl-C death gives status 130 in the
// shell, also while input is read synchronously.
import { colorEnabled } from '@arcade/view-console/color';
import { runConsoleGame } from '@arcade/view-console/console';
import { consoleReader, scriptedReader, shouldEchoInput, stderrSink, stdoutSink } from '@arcade/view-console/io';
import { main } from './tictactoe.js';

// A reader that goes away (`tictactoe | head`) ends the game at once with
// status 0: stdoutSink throws OutputClosedError where the write happens.
process.exitCode = runConsoleGame('tictactoe', { input: scriptedReader([]), output: stdoutSink }, () =>
  main(process.argv.slice(2), {
    input: consoleReader(),
    output: stdoutSink,
    error: stderrSink,
    color: colorEnabled(process.env, process.stdout.isTTY === true),
    // Echo what is read unless both ends are a terminal (which shows the typing itself).
    echo: shouldEchoInput(process.stdin.isTTY === true, process.stdout.isTTY === true),
    randomSeed: () => Date.now() % 1_000_000,
  }),
);
