/**
 * @arcade/foxdolphin: Foxes and Dolphins in the terminal. `main(args, io)`
 * is the whole program; `cli.ts` only wires the process to it.
 */
export * from './game.js';
export * from './text.js';
