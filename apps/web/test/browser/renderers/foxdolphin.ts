// See othello.ts.
import { generateIsland } from '@arcade/model-foxdolphin';
import { renderFoxDolphin } from '@arcade/view-console';

/** A small seeded island. */
export function scene(): string {
  return renderFoxDolphin(generateIsland({ width: 12, height: 8, seed: 3, pieces: 3 }), { round: 1 });
}
