// Throughput of the model's hot paths on a 6 x 6 board: validateMoves on a
// legal path, and validateMoves + updateBoard (gravity and refill); then
// bestMove's time per call, the hint's cost, over 1,000 seeded boards.
// Run after a build: `pnpm build && pnpm bench`.
import os from 'node:os';
import {
  bestMove,
  MAX_BOARD_SIDE,
  MAX_BOARD_TEXT,
  mulberry32,
  PointT,
  parseBoard,
  TwoDotsBoard,
} from '../dist/index.js';

function measure(label, fn, ms = 1000) {
  for (let i = 0; i < 2000; i++) fn(); // warm up
  let n = 0;
  const start = performance.now();
  let now = start;
  while (now - start < ms) {
    for (let i = 0; i < 1000; i++) fn();
    n += 1000;
    now = performance.now();
  }
  const perSec = (n / (now - start)) * 1000;
  console.log(`${label.padEnd(44)} ${Math.round(perSec).toLocaleString('en-US').padStart(12)} ops/s`);
}

const board = new TwoDotsBoard(6, 6, mulberry32(1));
const path = [new PointT(2, 1), new PointT(2, 2), new PointT(3, 2), new PointT(3, 3)];
const paint = () => {
  for (const p of path) board.set(p, 'R');
};

console.log(`machine: ${os.cpus()[0]?.model ?? 'unknown'}, ${os.cpus().length} cores, node ${process.version}`);
paint();
measure('validateMoves (4-dot legal path)', () => board.validateMoves(path));
measure('set path + validateMoves + updateBoard', () => {
  paint();
  if (board.validateMoves(path)) board.updateBoard(path);
});
measure('new TwoDotsBoard(6, 6, rng)', () => new TwoDotsBoard(6, 6, mulberry32(2)));

// bestMove: each board's time is the best of 5 calls (the machine is shared
// with other work, and the best is the least disturbed), then the mean and
// the worst of those over 1,000 seeded boards. CPU time of one plain pass
// over the same boards checks the wall-clock mean.
const boards = Array.from({ length: 1000 }, (_, seed) => new TwoDotsBoard(6, 6, mulberry32(seed)));
for (let k = 0; k < 3; k++) for (const b of boards) bestMove(b); // warm up
const bestOf = (b, runs = 5) => {
  let min = Number.POSITIVE_INFINITY;
  for (let r = 0; r < runs; r++) {
    const t = performance.now();
    bestMove(b);
    min = Math.min(min, performance.now() - t);
  }
  return min * 1000; // microseconds
};
let sum = 0;
let worst = 0;
let worstSeed = 0;
let loops = 0;
boards.forEach((b, seed) => {
  const us = bestOf(b);
  sum += us;
  if (us > worst) [worst, worstSeed] = [us, seed];
  if (bestMove(b)?.loop) loops += 1;
});
const cpu = process.cpuUsage();
for (const b of boards) bestMove(b);
const { user, system } = process.cpuUsage(cpu);
const us = (x) => `${x.toFixed(1).padStart(7)} us`;
console.log(
  `${'bestMove, 6 x 6, 1,000 seeded boards'.padEnd(44)} mean ${us(sum / boards.length)}, worst ${us(worst)} (seed ${worstSeed}); ${loops} loops`,
);
console.log(`${'bestMove, same boards, CPU time per call'.padEnd(44)} ${us((user + system) / boards.length)}`);
// Shapes that stress the search: every dot one colour (a loop of 36),
// rings of 8 around other colours (no square: the girth search), one long
// snake (a tree: the longest-path search) and no move at all.
const shapes = {
  'one colour': Array(6).fill('RRRRRR'),
  'rings of 8, no square': ['RRRRRR', 'RGRBRG', 'RRRRRR', 'RBRGRB', 'RRRRRR', 'RGRBRG'],
  'a snake of 20 dots': ['RRRRRR', 'GBGBGR', 'RRRRRR', 'RGBGBG', 'RRRRRR', 'GBGBGB'],
  checkerboard: ['RGRGRG', 'GRGRGR', 'RGRGRG', 'GRGRGR', 'RGRGRG', 'GRGRGR'],
};
for (const [name, rows] of Object.entries(shapes)) {
  const b = parseBoard(rows.join('\n'));
  for (let k = 0; k < 100; k++) bestMove(b);
  const best = bestMove(b);
  const what = best === null ? 'no move' : `${best.loop ? 'loop' : 'path'} of ${best.total}`;
  console.log(`${`bestMove, 6 x 6, ${name}`.padEnd(44)} best of 20 ${us(bestOf(b, 20))} (${what})`);
}

// parseBoard (issue 23.8) on square boards up to the largest, MAX_BOARD_SIDE a side, and on
// the worst text within MAX_BOARD_TEXT (two rows of 1 Mi letters, refused by a row's length).
// Linear time shows as constant dots per ms; the tests assert no time.
function bestOf3(run) {
  let ms = Number.POSITIVE_INFINITY;
  for (let r = 0; r < 3; r++) {
    const t0 = performance.now();
    run();
    ms = Math.min(ms, performance.now() - t0);
  }
  return ms;
}
for (const side of [250, 500, MAX_BOARD_SIDE]) {
  const text = `${'RGBPY'.repeat(side / 5)}\n`.repeat(side);
  const ms = bestOf3(() => parseBoard(text));
  console.log(
    `${`parseBoard, ${side} x ${side}`.padEnd(44)} ${ms.toFixed(1)} ms (best of 3) = ${Math.round((side * side) / ms)} dots/ms`,
  );
}
const longRows = `${'R'.repeat(MAX_BOARD_TEXT / 2 - 1)}\n`.repeat(2);
const worstMs = bestOf3(() => {
  try {
    parseBoard(longRows);
  } catch {
    // TOO_LARGE, as expected: the time to refuse it is the figure
  }
});
console.log(`${'parseBoard, two rows of 1 Mi letters (refused)'.padEnd(44)} ${worstMs.toFixed(1)} ms (best of 3)`);
