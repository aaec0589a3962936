/**
 * @arcade/view-console/node: everything of the main entry plus the terminal
 * side, for Node only (issue 20.2): line readers and sinks over file
 * descriptors, readline-sync on a TTY, the shared game console, command-line
 * options (util.parseArgs) and Two Dots' BoardView. The console apps import
 * this entry; a browser imports `@arcade/view-console`.
 *
 * ```ts
 * import { GameConsole, scriptedReader, bufferSink } from '@arcade/view-console/node';
 * const output = bufferSink();
 * const game = new GameConsole(
 *   { input: scriptedReader(['quit']), output },
 *   { program: 'guess', rules: 'Guess my number.', board: () => '[ ? ]\n' },
 * );
 * ```
 */
export * from './index.js';
export * from './io.js';
export * from './console.js';
export * from './twodots-view.js';
