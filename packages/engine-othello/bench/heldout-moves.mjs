// `node bench/heldout-moves.mjs [--ms 1000] [--empties 21-24] [--skip K] [--per N]`: move quality
// on held-out positions (test/fixtures/heldout-2013.txt: positions of 2013 WTHOR games, never
// trained or tuned on, with their exact scores), the two ways analyze can play when its budget
// runs out in the exact solve (TIMEOUT in src/analyze.ts): the last midgame iteration's move, or
// the move of the solve's selective stage. Positions K..K+N-1 of each number of empties are
// analysed at --ms of CPU a move each way, interleaved; the chosen move's value is its child
// solved exactly, and the discs lost are the position's score minus that value. `--old FILE`
// adds a third way: the `analyze` of another build's index.js (a copy of an earlier dist/). Run
// after `pnpm build`. Prints a line a position and the mean discs lost a move each way.
import { makeSquare, parseBoard } from '@arcade/model-othello';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { analyze, solve } from '../dist/index.js';
import { TIMEOUT } from '../dist/internal.js';
import { argValue, cpuClock, readHeldOut } from './eval.mjs';

const ms = Number(argValue('--ms') ?? 1000);
const [lo, hi] = (argValue('--empties') ?? '21-24').split('-').map(Number);
const skip = Number(argValue('--skip') ?? 0);
const per = Number(argValue('--per') ?? 20);
const ways = [
  ['midgame', analyze, false],
  ['selective', analyze, true],
];
const old = argValue('--old');
if (old !== undefined) ways.unshift(['old', (await import(pathToFileURL(old).href)).analyze, false]);

const byEmpties = new Map();
for (const p of readHeldOut()) {
  if (p.empties < lo || p.empties > (hi ?? lo)) continue;
  const list = byEmpties.get(p.empties) ?? [];
  list.push(p);
  byEmpties.set(p.empties, list);
}
const positions = [...byEmpties].sort((a, b) => a[0] - b[0]).flatMap(([, list]) => list.slice(skip, skip + per));
console.log(`machine: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, node ${process.version}`);
console.log(
  `${positions.length} held-out positions (${skip + 1}-${skip + per} of each), ${lo}-${hi ?? lo} empties, ${ms} ms of CPU a move`,
);
console.log(`empties  score  ${ways.map(([name]) => `${name}: move lost`.padEnd(24)).join('')}`);
/** The exact value of each (position, move) already solved: both ways often choose alike. */
const values = new Map();
const lost = ways.map(() => 0);
const losing = ways.map(() => 0);
const saved = TIMEOUT.selective;
try {
  for (const p of positions) {
    let text = `${String(p.empties).padStart(7)}  ${String(p.score).padStart(5)}  `;
    ways.forEach(([name, analyzeWay, selective], i) => {
      TIMEOUT.selective = selective;
      const game = parseBoard(p.board);
      const move = makeSquare(analyzeWay(game, { timeMs: ms, clock: cpuClock }).move);
      const key = `${p.board} ${move}`;
      if (!values.has(key)) {
        const mover = game.getTurn();
        game.play(move);
        const s = solve(game).score;
        // The child's score is for its side to move: the opponent, unless the opponent must pass.
        values.set(key, game.getTurn() === mover ? s : -s);
      }
      const loss = p.score - values.get(key);
      lost[i] += loss;
      if (loss > 0) losing[i]++;
      text += `${name}: ${move} ${String(loss).padStart(3)}`.padEnd(24);
    });
    console.log(text);
  }
} finally {
  TIMEOUT.selective = saved;
}
ways.forEach(([name], i) => {
  console.log(
    `${name}: ${(lost[i] / positions.length).toFixed(2)} discs lost a move, ${losing[i]} of ${positions.length} moves losing`,
  );
});
