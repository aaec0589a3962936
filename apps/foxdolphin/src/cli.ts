#!/usr/bin/env node
// The `foxdolphin` binary: wires process.argv and the process's console (see
// processConsoleIO), the screen clearing and the pause between watched
// rounds to main(). All the logic is in main(), which tests script; main
// runs through runConsoleGame, so a reader that goes away
// (`foxdolphin | head`) ends the game at once with status 0. No SIGINT
// handler: Node's default Ctrl-C death gives status 130 in the shell, also
// while input is read synchronously.
import { processConsoleIO } from '@arcade/view-console/console';
import { sleepSync } from '@arcade/view-console/io';
import { main } from './game.js';

const io = processConsoleIO();
process.exitCode = main(process.argv.slice(2), {
  ...io,
  // Clearing the screen is an escape sequence too: not on a dumb terminal.
  clear: io.terminal && process.env.TERM !== 'dumb',
  sleep: sleepSync,
  defaultDelay: io.terminal ? 250 : 0,
});
