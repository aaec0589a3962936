#!/usr/bin/env node
// The `othello` binary: wires process.argv, the process's console (see
// processConsoleIO: the console reader, stdout and stderr, colour, echo, the
// terminal's width, whether a person types, the seed) and the clock to
// main(). All the logic is in main(), which tests script. No SIGINT handler:
// Node's default Ctrl-C death gives status 130.
import { answerVersion, processConsoleIO } from '@arcade/view-console/console';
import { stdoutSink } from '@arcade/view-console/io';
import { main } from './game.js';

// `othello --version`: the installed package's own version (dist/cli.js -> ../package.json).
if (
  answerVersion(process.argv.slice(2), 'othello', new URL('../package.json', import.meta.url), { output: stdoutSink })
) {
  process.exit(0);
}

const io = processConsoleIO();
process.exitCode = main(process.argv.slice(2), {
  ...io,
  // The only clock of the game: the engine and main() read none.
  clock: () => performance.now(),
  // The progress line rewrites itself with \r: only a terminal shows that as one line.
  progress: io.terminal && process.env.TERM !== 'dumb',
});
