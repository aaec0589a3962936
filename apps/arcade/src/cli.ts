#!/usr/bin/env node
// The `arcade` binary: wires process.argv and the process's console (see
// processConsoleIO) to main(). From a pipe the menu reads ahead in chunks and
// the game gets what it read past its line, then the rest of stdin (menuReader);
// a terminal or a file is read without read-ahead and shared with the game. All the logic is in main(), which
// tests script; main runs through runConsoleGame (a closed output pipe is
// status 0). main runs in a worker thread (superviseGame): the main thread
// stays free to pass SIGINT, SIGTERM and SIGHUP on to the game it started,
// and ends after the game, dying by the same signal (130 for Ctrl-C).
import { answerVersion, processConsoleIO } from '@arcade/view-console/console';
import { stdoutSink } from '@arcade/view-console/io';
import { superviseGame } from '@arcade/view-console/supervise';
import { main } from './arcade.js';
import { menuReader } from './input.js';

// `arcade --version`: the installed package's own version (dist/cli.js -> ../package.json).
if (
  answerVersion(process.argv.slice(2), 'arcade', new URL('../package.json', import.meta.url), { output: stdoutSink })
) {
  process.exit(0);
}

superviseGame(import.meta.url, () => {
  const input = menuReader(0);
  return main(process.argv.slice(2), { ...processConsoleIO(), input, takeUnread: () => input.takeUnread() });
});
