// `node bench/selective.mjs [held|fforum-20-39|fforum-40-44]`: the exact solver with and without
// its selective stage (SELECTIVE in src/endgame.ts), CPU time a position, each position solved
// `--runs` times each way (default 2), interleaved in this process, the faster kept: a
// comparison the machine's drift from minute to minute does not decide. `held` is the held-out
// set (test/fixtures/heldout-2013.txt, never tuned on), `--empties A-B` of it (default 22-23).
// Run after `pnpm build`. Prints a line a position (without, with, ratio, both node counts) and
// the totals.
import { parseBoard } from '@arcade/model-othello';
import os from 'node:os';
import { solve } from '../dist/index.js';
import { SELECTIVE } from '../dist/internal.js';
import { argValue, readHeldOut, readObf } from './eval.mjs';

const set = process.argv[2] && !process.argv[2].startsWith('--') ? process.argv[2] : 'held';
const runs = Math.max(1, Math.min(10, Number(argValue('--runs') ?? 2) || 1));
const [lo, hi] = (argValue('--empties') ?? '22-23').split('-').map(Number);

let problems;
if (set === 'held') {
  problems = readHeldOut()
    .filter(({ empties }) => empties >= lo && empties <= (hi ?? lo))
    .map(({ board, score }) => ({ board, best: score }));
} else if (set === 'fforum-20-39') problems = readObf('fforum-20-39.obf');
else if (set === 'fforum-40-44') problems = readObf('fforum-40-59.obf').slice(0, 5);
else throw new Error(`unknown set ${set}: held, fforum-20-39 or fforum-40-44`);

console.log(`machine: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, node ${process.version}`);
console.log(
  `${set}${set === 'held' ? ` ${lo}-${hi ?? lo} empties` : ''}: ${problems.length} positions, ${runs} runs each way`,
);
console.log('without s   with s  ratio   nodes without      nodes with');
const margin = SELECTIVE.margin;
const total = [0, 0];
const totalNodes = [0, 0];
for (const p of problems) {
  const best = [Infinity, Infinity];
  const nodes = [0, 0];
  for (let r = 0; r < runs; r++) {
    for (const way of [0, 1]) {
      SELECTIVE.margin = way === 0 ? 0 : margin;
      const c0 = process.cpuUsage();
      const result = solve(parseBoard(p.board));
      const u = process.cpuUsage(c0);
      if (result.score !== p.best) throw new Error(`${p.board}: ${result.score}, expected ${p.best}`);
      best[way] = Math.min(best[way], (u.user + u.system) / 1e6);
      nodes[way] = result.nodes;
    }
  }
  SELECTIVE.margin = margin;
  for (const way of [0, 1]) {
    total[way] += best[way];
    totalNodes[way] += nodes[way];
  }
  console.log(
    `${best[0].toFixed(3).padStart(9)} ${best[1].toFixed(3).padStart(8)} ${(best[1] / best[0]).toFixed(2).padStart(6)} ${String(nodes[0]).padStart(15)} ${String(nodes[1]).padStart(15)}`,
  );
}
console.log(
  `total: without ${total[0].toFixed(2)} s, with ${total[1].toFixed(2)} s, ratio ${(total[1] / total[0]).toFixed(3)}; nodes ${totalNodes[0]} and ${totalNodes[1]}, ratio ${(totalNodes[1] / totalNodes[0]).toFixed(3)}; every score exact`,
);
