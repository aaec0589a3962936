// Throughput of the model's hot paths on a 6 x 6 board: validateMoves on a
// legal path, and validateMoves + updateBoard (gravity and refill).
// Run after a build: `pnpm build && pnpm bench`.
import os from 'node:os';
import { PointT, TwoDotsBoard, mulberry32 } from '../dist/index.js';

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
