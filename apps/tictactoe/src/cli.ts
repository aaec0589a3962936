#!/usr/bin/env node
// The `tictactoe` binary: wires process.argv and the process's console (see
// processConsoleIO) to main(), and main's status to the exit status. All the
// logic is in main(), which tests script; main runs through runConsoleGame,
// so a reader that goes away (`tictactoe | head`) ends the game at once with
// status 0. No SIGINT handler: Node's default Ctrl-C death gives status 130
// in the shell, also while input is read synchronously.
import { processConsoleIO } from '@arcade/view-console/console';
import { main } from './tictactoe.js';

process.exitCode = main(process.argv.slice(2), processConsoleIO());
