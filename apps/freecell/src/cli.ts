#!/usr/bin/env node
// The `freecell` binary: wires process.argv and the process's console (see
// processConsoleIO) and, on a terminal, the pause between the moves the
// solver plays, to main(). All the logic is in main(), which tests script;
// main runs through runConsoleGame, so a reader that goes away
// (`freecell | head`) ends the game at once with status 0. No SIGINT
// handler: Node's default Ctrl-C death gives status 130 in the shell, also
// while input is read synchronously.
import * as fs from 'node:fs';
import { answerVersion, processConsoleIO } from '@arcade/view-console/console';
import { sleepSync, stdoutSink } from '@arcade/view-console/io';
import { utf8Locale } from './commands.js';
import { main } from './freecell.js';
import { fileStats } from './stats.js';

// `freecell --version`: the installed package's own version (dist/cli.js -> ../package.json).
if (
  answerVersion(process.argv.slice(2), 'freecell', new URL('../package.json', import.meta.url), { output: stdoutSink })
) {
  process.exit(0);
}

const io = processConsoleIO();
// The solver's moves are watched on a terminal; a pipe or a log gets them at once.
// Suit symbols on a UTF-8 terminal only: piped output keeps the letters scripts read.
const terminal = io.terminal ? { pause: sleepSync, symbols: utf8Locale(process.env) } : {};
process.exitCode = main(process.argv.slice(2), {
  ...io,
  ...terminal,
  // Statistics: $XDG_CONFIG_HOME/arcade/freecell.json, else ~/.config/arcade/freecell.json.
  stats: fileStats({ fs, env: process.env }),
});
