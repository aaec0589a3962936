#!/usr/bin/env node
// The `foxdolphin` binary: wires process.argv and the process's console (see
// processConsoleIO), the screen clearing and the pause between watched
// rounds to main(). All the logic is in main(), which tests script; main
// runs through runConsoleGame, so a reader that goes away
// (`foxdolphin | head`) ends the game at once with status 0.
// Signals (issue 23.11): the game runs in a worker thread (superviseGame),
// so that Ctrl-C, SIGTERM or SIGHUP during a watched game lets the map being
// written finish, then resets the terminal's colours (\x1b[0m) and ends the
// process by the same signal (status 130 in the shell for Ctrl-C).
import { answerVersion, processConsoleIO } from '@arcade/view-console/console';
import { stdoutSink } from '@arcade/view-console/io';
import { superviseGame } from '@arcade/view-console/supervise';
import { main } from './game.js';

// `foxdolphin --version`: the installed package's own version (dist/cli.js -> ../package.json).
if (
  answerVersion(process.argv.slice(2), 'foxdolphin', new URL('../package.json', import.meta.url), {
    output: stdoutSink,
  })
) {
  process.exit(0);
}

superviseGame(
  import.meta.url,
  (game) => {
    const io = processConsoleIO();
    return main(process.argv.slice(2), {
      ...io,
      // Stops at a signal between writes, never within one (each map is one write).
      output: game.guard(io.output),
      // Clearing the screen is an escape sequence too: not on a dumb terminal.
      clear: io.terminal && process.env.TERM !== 'dumb',
      sleep: game.sleep,
      defaultDelay: io.terminal ? 250 : 0,
      // --size fits the terminal; 80x24 when the output is not one.
      ...(io.terminal ? { columns: game.columns, rows: game.rows } : {}),
    });
  },
  // Whatever the map left on, the terminal gets its colours back.
  { onSignal: '\u001b[0m' },
);
