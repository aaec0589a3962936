#!/usr/bin/env node
// The `tictactoe` binary: wires process.argv and the process's console (see
// processConsoleIO) to main(), and main's status to the exit status. All the
// logic is in main(), which tests script; main runs through runConsoleGame,
// so a reader that goes away (`tictactoe | head`) ends the game at once with
// status 0. No SIGINT handler: Node's default Ctrl-C death gives status 130
// in the shell, also while input is read synchronously.
import { answerVersion, processConsoleIO } from '@arcade/view-console/console';
import { stdoutSink } from '@arcade/view-console/io';
import { main } from './tictactoe.js';

// `tictactoe --version`: the installed package's own version (dist/cli.js -> ../package.json).
if (
  answerVersion(process.argv.slice(2), 'tictactoe', new URL('../package.json', import.meta.url), { output: stdoutSink })
) {
  process.exit(0);
}

process.exitCode = main(process.argv.slice(2), processConsoleIO());
