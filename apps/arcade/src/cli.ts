#!/usr/bin/env node
// The `arcade` binary: wires process.argv and the process's console (see
// processConsoleIO) to main(), with stdin read a byte at a time so that the
// game gets every line after the menu's. All the logic is in main(), which
// tests script; main runs through runConsoleGame (a closed output pipe is
// status 0). No SIGINT handler: Ctrl-C reaches the game and the launcher
// alike, and the shell reports 130.
import { processConsoleIO } from '@arcade/view-console/console';
import { main } from './arcade.js';
import { byteLineReader } from './input.js';

process.exitCode = main(process.argv.slice(2), { ...processConsoleIO(), input: byteLineReader(0) });
