/**
 * Every reachable game, found through the public API only: a breadth-first
 * walk from `Game.make()` that puts into every empty cell of every game not
 * yet over, keeping one game per position (by the compact notation).
 */
import { Game, makeGame } from '../src/index.js';

export function reachableGames(): readonly Game[] {
  const seen = new Map<string, Game>();
  let layer: Game[] = [Game.make()];
  seen.set(makeGame(Game.make()), Game.make());
  while (layer.length > 0) {
    const next: Game[] = [];
    for (const g of layer) {
      for (const { i, j } of g.legalMoves()) {
        const child = g.put(i, j);
        const key = makeGame(child);
        if (!seen.has(key)) {
          seen.set(key, child);
          next.push(child);
        }
      }
    }
    layer = next;
  }
  return [...seen.values()];
}

/** The nine cells, (1, 1) to (3, 3), row by row. */
export const COORDS: readonly (readonly [number, number])[] = [1, 2, 3].flatMap((i) =>
  [1, 2, 3].map((j) => [i, j] as const),
);

/** The board as nine values, row by row, through `item` only. */
export function boardOf(g: Game): number[] {
  return COORDS.map(([i, j]) => g.item(i, j));
}
