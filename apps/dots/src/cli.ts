#!/usr/bin/env node
// The `dots` binary: wires process.argv, the console reader, stdout and the
// exit status to main(). All the logic is in main(), which tests script.
import { colorEnabled } from '@arcade/view-console/color';
import * as fs from 'node:fs';
import { consoleReader, shouldEchoInput, stderrSink, stdoutSink } from '@arcade/view-console/io';
import { main } from './dots.js';
import { fileProgress } from './progress.js';

// main runs through runConsoleGame: a reader that goes away (`dots | head`)
// ends the game at once with status 0 (stdoutSink throws OutputClosedError
// where the write happens), unreadable input is one line and status 1.
process.exitCode = main(process.argv.slice(2), {
  input: consoleReader(),
  output: stdoutSink,
  error: stderrSink,
  color: colorEnabled(process.env, process.stdout.isTTY === true),
  // Echo what is read unless both ends are a terminal (which shows the typing
  // itself): piped input, and `dots | tee log` or `dots > log`, whose log
  // would otherwise have no moves in it.
  echo: shouldEchoInput(process.stdin.isTTY === true, process.stdout.isTTY === true),
  randomSeed: () => Date.now() % 1_000_000,
  // Mode L's progress: $XDG_CONFIG_HOME/arcade/dots.json, else ~/.config/arcade/dots.json.
  progress: fileProgress({ fs, env: process.env }),
});
