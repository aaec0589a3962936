// How many bridges cross water and how many caves pass under land, as
// generated (seeds 0..199 of each size): a shortcut whose straight line meets
// no tile of the other kind is a plain jump. Run after `pnpm build`:
// `node bench/shortcuts.mjs [seeds]`.
import { generateIsland } from '../dist/index.js';

const SEEDS = Number(process.argv[2] ?? 200);

// The tiles strictly between the two ends of a straight hex line.
function between(board, [a, c]) {
  const steps = Math.max(Math.abs(c.x - a.x), Math.abs(c.y - a.y));
  const dx = Math.sign(c.x - a.x);
  const dy = Math.sign(c.y - a.y);
  const out = [];
  for (let j = 1; j < steps; j++) out.push(board.tile(a.x + dx * j, a.y + dy * j));
  return out;
}

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
      if (between(board, s).some((t) => t.isWater)) overWater++;
    }
    for (const s of board.caves) {
      caves++;
      if (between(board, s).some((t) => !t.isWater)) underLand++;
    }
  }
  console.log(`${width} x ${height}: ${overWater} of ${bridges} bridges cross water, ${underLand} of ${caves} caves pass under land`);
}
