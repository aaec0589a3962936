#!/usr/bin/env node
// The `dots` binary: wires process.argv, the console reader, stdout and the
// exit status to main(). All the logic is in main(), which tests script.
import { colorEnabled } from '@arcade/view-console/color';
import { consoleReader, exitQuietlyOnClosedStdout, stdoutSink } from '@arcade/view-console/io';
import { main } from './dots.js';

// A reader that goes away (`dots | head`) is not a crash: stop quietly.
exitQuietlyOnClosedStdout('dots');

const interactive = process.stdin.isTTY === true;
process.exitCode = main(process.argv.slice(2), {
  input: consoleReader(),
  output: stdoutSink,
  error: { write: (text) => process.stderr.write(text) },
  color: colorEnabled(process.env, process.stdout.isTTY === true),
  echo: !interactive,
  randomSeed: () => Date.now() % 1_000_000,
});
