/**
 * @arcade/view-console: the renderers (strings in, strings out) and the text
 * helpers, with no Node built-in reachable, so they bundle and run in a
 * browser (issue 20.2). The terminal side (line readers, sinks,
 * readline-sync, the game console, command-line options, BoardView) is the
 * `@arcade/view-console/node` entry, which exports all of this too.
 *
 * ```ts
 * import { renderOthello, paint } from '@arcade/view-console/node';
 * import { Othello } from '@arcade/model-othello';
 * renderOthello(new Othello()); // the board as text
 * paint('R', 'red', true); // '\u001b[31mR\u001b[39m'
 * ```
 */
export * from './color.js';
export * from './twodots.js';
export * from './othello.js';
export * from './freecell.js';
export * from './tictactoe.js';
export * from './foxdolphin.js';
export {
  CONSOLE_WIDTH,
  consoleWidth,
  DEFAULT_EXAMPLE,
  type GameCommand,
  MIN_WIDTH,
  nothingTyped,
  printableInput,
  quoteInput,
  SHARED_COMMANDS,
  showCharacter,
  wrapText,
} from './text.js';
export { ViewConsoleError, type ViewConsoleErrorCode } from './errors.js';
