/**
 * @arcade/arcade: the launcher of the Arcade's console games. A menu, or
 * `arcade <game> [options]`; each game runs as its own built binary.
 *
 * ```ts
 * import { main } from '@arcade/arcade';
 * import { stdoutSink } from '@arcade/view-console/node';
 * import { byteLineReader } from '@arcade/arcade';
 * process.exitCode = main(process.argv.slice(2), { input: byteLineReader(0), output: stdoutSink });
 * ```
 */
export { main, PROGRAM, readChoice, USAGE, type ArcadeIO, type Launcher, type MenuChoice } from './arcade.js';
export { findGame, GAME_IDS, GAMES, renderMenu, type GameId, type GameInfo } from './games.js';
export { byteLineReader, MAX_LINE_BYTES, menuReader, type MenuReader, type ReadSync } from './input.js';
export { resolveGame, runGame, type GameResolution, type PackageResolver } from './launch.js';
