import { type Board, generateIsland, mulberry32 } from '@arcade/model-foxdolphin';

/**
 * The board as the person first sees it in `--play`: the island the app
 * generates from the seed, after round 1's water step (Tide,
 * NaturalEvent, Flood, Flood), drawn from the same random source in the
 * same order as the app.
 */
export function firstPrompt(seed: number, pieces = 6): Board {
  const rng = mulberry32(seed);
  const board = generateIsland({ rng, pieces });
  board.tide(rng);
  board.naturalEvent(rng);
  board.flood();
  board.flood();
  return board;
}
