// How many bridges cross water and how many caves pass under land, as
// generated (seeds 0..199 of each size): a shortcut whose straight line meets
// no tile of the other kind is a plain jump. Run after `pnpm build`:
// `node bench/shortcuts.mjs [seeds]`.
import { generateIsland, shortcutCrosses } from '../dist/index.js';

const SEEDS = Number(process.argv[2] ?? 200);

for (const [width, height] of [
  [20, 14],
  [16, 12],
  [14, 10],
  [30, 30],
  [64, 64],
]) {
  let bridges = 0;
  let overWater = 0;
  let caves = 0;
  let underLand = 0;
  for (let seed = 0; seed < SEEDS; seed++) {
    const board = generateIsland({ seed, width, height });
    for (const s of board.bridges) {
      bridges++;
      if (shortcutCrosses(board, s)) overWater++;
    }
    for (const s of board.caves) {
      caves++;
      if (shortcutCrosses(board, s)) underLand++;
    }
  }
  console.log(
    `${width} x ${height}: ${overWater} of ${bridges} bridges cross water, ${underLand} of ${caves} caves pass under land`,
  );
}
