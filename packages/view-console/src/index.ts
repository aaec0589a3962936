export * from './io.js';
export * from './color.js';
export * from './twodots.js';
export * from './othello.js';
export * from './freecell.js';
export * from './tictactoe.js';
export * from './foxdolphin.js';
export * from './console.js';
export { ViewConsoleError, type ViewConsoleErrorCode } from './errors.js';
