/**
 * The arcade launcher: `arcade` shows a numbered menu of the five games and
 * starts the one picked, with the options typed after it (`dots --seed 1`),
 * then shows the menu again when a person plays at a terminal; `arcade <game> [options]` starts it directly with
 * the options passed on; `arcade --help` lists the games. The games run as
 * child processes (see launch.ts), so the launcher imports no app.
 *
 * ```ts
 * import { main } from '@arcade/arcade';
 * import { bufferSink, scriptedReader } from '@arcade/view-console/node';
 * const output = bufferSink();
 * const launch = (game, args) => 0; // a stand-in for the real child process
 * main([], { input: scriptedReader(['4']), output, launch }); // 0, after launch(tictactoe, [])
 * ```
 */
import {
  type ConsoleIO,
  GameConsole,
  parseCommandLine,
  quoteOptionValue,
  runConsoleGame,
  usageError as writeUsageError,
} from '@arcade/view-console/console';
import { quoteInput } from '@arcade/view-console/io';
import { findGame, GAME_IDS, GAMES, type GameInfo, renderMenu } from './games.js';
import { resolveGame, runGame } from './launch.js';

export const PROGRAM = 'arcade';

/** Starts a game with its options and returns its exit status. */
export type Launcher = (game: GameInfo, args: readonly string[]) => number;

export interface ArcadeIO extends ConsoleIO {
  /** Starts the game picked; by default its built binary as a child process (resolveGame, runGame). */
  readonly launch?: Launcher;
  /**
   * What the menu's reader read ahead from a piped stdin, taken when a game
   * starts (menuReader's takeUnread): the default launcher gives it to the
   * game before the rest of stdin. Without it the game shares stdin.
   */
  readonly takeUnread?: () => Uint8Array | undefined;
}

function gameList(): string {
  const width = Math.max(...GAMES.map((g) => g.id.length));
  return GAMES.map((g, n) => `  ${n + 1}  ${g.id.padEnd(width)}  ${g.title}`).join('\n');
}

export const USAGE = `Usage: arcade [<game> [options]] [--help]

The Arcade: five console games. With no game, a menu lets you pick one by
number or name, with its options (\`dots --seed 1\`); at a terminal the menu
comes back after each game. \`arcade <game> [options]\` starts a game directly,
passing the options on (\`arcade othello --level 3\`, \`arcade tictactoe --help\`).

Games:
${gameList()}

Options:
  -h, --help   show this help (\`arcade <game> --help\` shows the game's)
  --version    print the version and exit

Input can be piped: the menu reads just its own line, and the rest goes to the
game: printf '4\\n2,2\\n' | arcade`;

const MENU_RULES = `Pick a game by its number (1 to ${GAMES.length}) or its name (${GAME_IDS.join(', ')}), with the game's options after it if you like (dots --seed 1, 5 --play fox; dots --help lists Two Dots' options); the game then starts in this terminal, with its own help. At a terminal the menu comes back when the game ends.`;

/** What the menu's prompt answers to `help` and a blank line: how to pick a game. */
const MENU_EXAMPLE = 'type a number or a name, and options: dots --seed 1';

/** The default launcher: the game's built binary, or one line saying why it cannot start (status 1). */
function launchBuilt(io: ArcadeIO): Launcher {
  return (game, args) => {
    const found = resolveGame(game);
    if (!found.ok) {
      (io.error ?? io.output).write(`${PROGRAM}: ${found.reason}\n`);
      return 1;
    }
    return runGame(found.bin, args, io.takeUnread?.());
  };
}

/**
 * main(args, io): the menu or the game named, and the exit status: the
 * game's own, 0 when the menu is quit (or its input ends), 1 when a game
 * cannot be started, 2 for a bad command line or an unknown game.
 */
export function main(args: readonly string[], io: ArcadeIO): number {
  return runConsoleGame(PROGRAM, io, () => {
    const launch = io.launch ?? launchBuilt(io);
    // Everything from the game's name on belongs to the game.
    const at = args.findIndex((a) => !a.startsWith('-'));
    const own = at < 0 ? args : args.slice(0, at);
    const parsed = parseCommandLine(own, { help: { type: 'boolean', short: 'h' } } as const);
    const usageError = (reason: string): number => writeUsageError(io, PROGRAM, reason);
    if (typeof parsed === 'string') return usageError(parsed);
    if (parsed.values.help === true) {
      io.output.write(`${USAGE}\n`);
      return 0;
    }
    if (at >= 0) {
      const name = args[at]!;
      const game = findGame(name);
      // Within 80 columns whatever was typed (the value is quoted short); the Try line's --help lists the games.
      if (game === null) return usageError(`unknown game ${quoteOptionValue(name)}`);
      return launch(game, args.slice(at + 1));
    }
    return menu(io, launch);
  });
}

/** The menu: asks until a game is picked (then runs it) or the player quits. */
function menu(io: ArcadeIO, launch: Launcher): number {
  const screen = new GameConsole(io, {
    program: PROGRAM,
    rules: MENU_RULES,
    board: () => renderMenu(),
    example: MENU_EXAMPLE,
  });
  screen.say('The Arcade: pick a game.');
  screen.show(renderMenu());
  for (;;) {
    const reply = screen.ask(`Game (1-${GAMES.length} or a name): `);
    if (reply.kind === 'quit' || reply.kind === 'end') {
      screen.finish('quit');
      return 0;
    }
    const text = reply.kind === 'move' ? reply.text : reply.name;
    const choice = readChoice(text);
    if (typeof choice === 'string') {
      screen.refuse(choice);
      continue;
    }
    const status = launch(choice.game, choice.args);
    // Piped input plays one game, as before (scripts rely on it); a game stopped by a signal (Ctrl-C) stops
    // the launcher too. At a terminal the menu comes back.
    if (io.interactive !== true || status >= 128) return status;
    screen.say('');
    screen.say('The Arcade: pick another game, or quit.');
    screen.show(renderMenu());
  }
}

/** A menu line read: the game and the options for it, or a one-line reason. */
export type MenuChoice = { readonly game: GameInfo; readonly args: readonly string[] } | string;

/**
 * Reads a menu line: the game (a number or a name, which may have spaces:
 * `tic tac toe`), then the game's options (`dots --seed 1`, `5 --play fox`),
 * split at spaces as a shell would, with '...' or "..." for a value with
 * spaces. A one-line reason for a line that names no game.
 */
export function readChoice(text: string): MenuChoice {
  const words = splitWords(String(text));
  const notGame = (what: string): string =>
    `${quoteInput(what)} is not a game: type 1 to ${GAMES.length} or a name (${GAME_IDS.join(', ')}).`;
  if (typeof words === 'string') return words;
  // The name is every word before the first option.
  const at = words.findIndex((w) => w.startsWith('-'));
  const name = (at < 0 ? words : words.slice(0, at)).join(' ');
  if (name === '') return notGame(String(text).trim());
  const game = findGame(name);
  if (game === null) return notGame(name);
  return { game, args: at < 0 ? [] : words.slice(at) };
}

/** A line split into words at spaces, '...' and "..." quoting; a reason when a quote is not closed. */
function splitWords(text: string): string[] | string {
  const words: string[] = [];
  let word: string | null = null;
  let quote: string | null = null;
  for (const ch of text) {
    if (quote !== null) {
      if (ch === quote) quote = null;
      else word += ch;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
      word ??= '';
    } else if (/\s/.test(ch)) {
      if (word !== null) words.push(word);
      word = null;
    } else {
      word = (word ?? '') + ch;
    }
  }
  if (quote !== null) return `A quote (${quote}) is not closed: close it, or leave the quotes out.`;
  if (word !== null) words.push(word);
  return words;
}
