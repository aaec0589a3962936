#!/usr/bin/env node
// The `foxdolphin` binary: wires process.argv, the console reader, stdout and
// the exit status to main(). All the logic is in main(), which tests script.
// No SIGINT handler: Node's default Ctrl-C death gives status 130 in the
// shell, also while input is read synchronously.
import { colorEnabled } from '@arcade/view-console/color';
import {
  consoleReader,
  exitQuietlyOnClosedStdout,
  sleepSync,
  shouldEchoInput,
  stdoutSink,
} from '@arcade/view-console/io';
import { main } from './game.js';

// A reader that goes away (`foxdolphin | head`) is not a crash: stop quietly.
exitQuietlyOnClosedStdout('foxdolphin');

const interactive = process.stdin.isTTY === true;
const terminal = process.stdout.isTTY === true;
process.exitCode = main(process.argv.slice(2), {
  input: consoleReader(),
  output: stdoutSink,
  error: { write: (text) => process.stderr.write(text) },
  color: colorEnabled(process.env, terminal),
  echo: shouldEchoInput(interactive, terminal),
  clear: terminal,
  randomSeed: () => Date.now() % 1_000_000,
  sleep: sleepSync,
  defaultDelay: terminal ? 250 : 0,
});
