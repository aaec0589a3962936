// What one round of greedy against greedy costs on a large island (issue 23.9): the time to generate
// a W x H island with P pieces a side, then the median and the longest of up to R rounds. The greedy
// turn costs its moves (P / 4) times every piece's targets, plus a search of the whole island after
// each piece eaten, so large islands with many pieces are slow; the foxdolphin app bounds --pieces and
// --rounds by these figures. Run after `pnpm build`: `node bench/big-rounds.mjs 200 200 500 5`.
import { Controller, generateIsland, greedyPlayer, mulberry32 } from '../dist/index.js';

const [W, H, P, R] = [200, 200, 500, 5].map((d, i) => Number(process.argv[2 + i] ?? d));
const rng = mulberry32(1);
let t = performance.now();
const board = generateIsland({ rng, width: W, height: H, pieces: P });
const generate = performance.now() - t;
const game = new Controller({ board, rng, roundLimit: R, fox: greedyPlayer(), dolphin: greedyPlayer() });
const times = [];
while (!game.isOver()) {
  t = performance.now();
  game.playRound();
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
console.log(
  `${W}x${H}, ${P} pieces a side: generate ${generate.toFixed(0)} ms; ${times.length} rounds, median ${times[times.length >> 1].toFixed(1)} ms, longest ${times.at(-1).toFixed(1)} ms`,
);
