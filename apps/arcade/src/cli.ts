#!/usr/bin/env node
// The `arcade` binary: wires process.argv, stdin (read a byte at a time, so
// the game gets every line after the menu's), stdout and the exit status to
// main(). All the logic is in main(), which tests script. No SIGINT handler:
// Ctrl-C reaches the game and the launcher alike, and the shell reports 130.
import { colorEnabled } from '@arcade/view-console/color';
import { runConsoleGame } from '@arcade/view-console/console';
import { scriptedReader, shouldEchoInput, stderrSink, stdoutSink } from '@arcade/view-console/io';
import { main } from './arcade.js';
import { byteLineReader } from './input.js';

process.exitCode = runConsoleGame('arcade', { input: scriptedReader([]), output: stdoutSink }, () =>
  main(process.argv.slice(2), {
    input: byteLineReader(0),
    output: stdoutSink,
    error: stderrSink,
    color: colorEnabled(process.env, process.stdout.isTTY === true),
    echo: shouldEchoInput(process.stdin.isTTY === true, process.stdout.isTTY === true),
  }),
);
