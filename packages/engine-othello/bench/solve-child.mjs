// `node bench/solve-child.mjs FILE FIRST COUNT`: solves problems FIRST..FIRST+COUNT-1 (0-based) of the
// fixture FILE exactly, in this fresh process, and prints one JSON line a problem (score, move,
// nodes, CPU seconds). The bench's FForum 40-44 beside Edax runs it so that both programs start
// alike, each round from a fresh process, rather than after the bench's other work (the held-out
// error and the move quality, which run the classic evaluation too) in the bench's own process.
import { makeSquare, parseBoard } from '@arcade/model-othello';
import { solve } from '../dist/index.js';
import { readObf } from './eval.mjs';

const [file, first, count] = process.argv.slice(2);
const problems = readObf(file).slice(Number(first), Number(first) + Number(count));
for (const pr of problems) {
  const game = parseBoard(pr.board);
  const c0 = process.cpuUsage();
  const r = solve(game);
  const u = process.cpuUsage(c0);
  console.log(
    JSON.stringify({
      score: r.score,
      move: r.move === null ? 'pass' : makeSquare(r.move),
      nodes: r.nodes,
      cpu: (u.user + u.system) / 1e6,
    }),
  );
}
