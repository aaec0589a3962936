#!/usr/bin/env node
// The `dots` binary: wires process.argv and the process's console (see
// processConsoleIO: the console reader, stdout and stderr written
// synchronously, colour, echo, a clock seed) to main(), and main's status
// to the exit status. All the logic is in main(), which tests script; main
// runs through runConsoleGame, so a reader that goes away (`dots | head`)
// ends the game at once with status 0, and unreadable input is one line and
// status 1.
import * as fs from 'node:fs';
import { answerVersion, processConsoleIO } from '@arcade/view-console/console';
import { stdoutSink } from '@arcade/view-console/io';
import { main } from './dots.js';
import { fileProgress } from './progress.js';

// `dots --version`: the installed package's own version (dist/cli.js -> ../package.json).
if (answerVersion(process.argv.slice(2), 'dots', new URL('../package.json', import.meta.url), { output: stdoutSink })) {
  process.exit(0);
}

process.exitCode = main(process.argv.slice(2), {
  ...processConsoleIO(),
  // Mode L's progress: $XDG_CONFIG_HOME/arcade/dots.json, else ~/.config/arcade/dots.json.
  progress: fileProgress({ fs, env: process.env }),
});
