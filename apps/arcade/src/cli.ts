#!/usr/bin/env node
// The `arcade` binary: wires process.argv and the process's console (see
// processConsoleIO) to main(), with stdin read a byte at a time so that the
// game gets every line after the menu's. All the logic is in main(), which
// tests script; main runs through runConsoleGame (a closed output pipe is
// status 0). main runs in a worker thread (superviseGame): the main thread
// stays free to pass SIGINT, SIGTERM and SIGHUP on to the game it started,
// and ends after the game, dying by the same signal (130 for Ctrl-C).
import { processConsoleIO } from '@arcade/view-console/console';
import { superviseGame } from '@arcade/view-console/supervise';
import { main } from './arcade.js';
import { byteLineReader } from './input.js';

superviseGame(import.meta.url, () => main(process.argv.slice(2), { ...processConsoleIO(), input: byteLineReader(0) }));
