#!/usr/bin/env node
// The `othello` binary: wires process.argv, the console reader, stdout, the
// clock and the seed to main(). All the logic is in main(), which tests
// script. No SIGINT handler: Node's default Ctrl-C death gives status 130.
import { colorEnabled } from '@arcade/view-console/color';
import { consoleReader, shouldEchoInput, stderrSink, stdinIsTerminal, stdoutSink } from '@arcade/view-console/io';
import { main } from './game.js';

const terminal = process.stdout.isTTY === true;
process.exitCode = main(process.argv.slice(2), {
  input: consoleReader(),
  output: stdoutSink,
  error: stderrSink,
  color: colorEnabled(process.env, terminal),
  echo: shouldEchoInput(stdinIsTerminal(), terminal),
  // The only clock and the only time-based seed of the game: the engine and main() read none.
  clock: () => performance.now(),
  randomSeed: () => Date.now() % 1_000_000,
  // The progress line rewrites itself with \r: only a terminal shows that as one line.
  progress: terminal && process.env.TERM !== 'dumb',
});
