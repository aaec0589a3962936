#!/usr/bin/env node
// The `foxdolphin` binary: wires process.argv, the console reader, stdout and
// the exit status to main(). All the logic is in main(), which tests script.
// No SIGINT handler: Node's default Ctrl-C death gives status 130 in the
// shell, also while input is read synchronously.
import { colorEnabled } from '@arcade/view-console/color';
import { consoleReader, sleepSync, shouldEchoInput, stderrSink, stdoutSink } from '@arcade/view-console/io';
import { main } from './game.js';

const interactive = process.stdin.isTTY === true;
const terminal = process.stdout.isTTY === true;
// main runs through runConsoleGame: a reader that goes away (`foxdolphin | head`)
// ends the game at once with status 0 (stdoutSink throws OutputClosedError
// where the write happens), unreadable input is one line and status 1.
process.exitCode = main(process.argv.slice(2), {
  input: consoleReader(),
  output: stdoutSink,
  error: stderrSink,
  color: colorEnabled(process.env, terminal),
  echo: shouldEchoInput(interactive, terminal),
  // Clearing the screen is an escape sequence too: not on a dumb terminal.
  clear: terminal && process.env.TERM !== 'dumb',
  randomSeed: () => Date.now() % 1_000_000,
  sleep: sleepSync,
  defaultDelay: terminal ? 250 : 0,
});
