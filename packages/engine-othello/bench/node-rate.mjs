// The search's speed at every stage of a game: positions of held-out 2013 WTHOR games (never trained or
// tuned on) at 14 to 58 empties, every second count, --per games a count (default 4), each analysed at
// --nodes nodes (default 250,000) with the learned evaluation. Prints the nodes a CPU second by tens of
// empties. With --old PATH/dist/index.js (a copy of an earlier build), the two builds alternate on every
// position and the table shows both, their ratio, and how many positions got the same result from both
// (move, score, depth, principal variation and node count): a change that only makes the search faster
// must give the same result everywhere. --level N: each position analysed at that level (fixed depth, as the
// games' levels play) instead of a node budget; the CPU seconds a move are printed too.
//
//   node bench/node-rate.mjs [--old PATH/dist/index.js] [--nodes 250000 | --level 8] [--per 4]
//
// Run after `pnpm build`.
import { readFileSync } from 'node:fs';
import { Cell, Othello, parseWthor } from '@arcade/model-othello';
import { analyze } from '../dist/index.js';
import { argValue, cpuClock } from './eval.mjs';
import { machine } from './heldout-mid.mjs';

const oldPath = argValue('--old');
const nodes = Number(argValue('--nodes') ?? 250_000);
const per = Number(argValue('--per') ?? 4);
const level = argValue('--level') === undefined ? undefined : Number(argValue('--level'));
const budget = level === undefined ? { maxNodes: nodes } : { level };
const builds = [['new', analyze]];
if (oldPath !== undefined)
  builds.push(['old', (await import(new URL(oldPath, `file://${process.cwd()}/`).href)).analyze]);

const { games } = parseWthor(new Uint8Array(readFileSync(new URL('../data/wthor/WTH_2013.wtb', import.meta.url))));
/** The position of game g at `empties` empties with a move to play, or null. */
function reach(g, empties) {
  const game = new Othello();
  for (const sq of games[g].moves) {
    if (game.count(Cell.FREE) === empties && game.isAnyValidMove()) return game;
    if (!game.isAnyValidMove()) game.switchTurn();
    game.move(sq.i, sq.j, game.getTurn());
  }
  return null;
}

console.log(
  `Search speed by stage: ${per} positions of 2013 WTHOR games every second count of empties, ${level === undefined ? `${nodes} nodes` : `level ${level}`} a move`,
);
console.log(`machine: ${machine()}`);
const rows = new Map();
let g = 7;
for (let empties = 58; empties >= 14; empties -= 2) {
  for (let rep = 0; rep < per; rep++) {
    g = (g + 37) % games.length;
    const game = reach(g, empties);
    if (game === null) continue;
    const low = 14 + 10 * Math.floor((empties - 14) / 10);
    const key = `${low}-${Math.min(low + 9, 58)}`;
    const row = rows.get(key) ?? { n: 0, same: 0, rate: builds.map(() => ({ nodes: 0, cpu: 0 })) };
    rows.set(key, row);
    const order = builds.map((_, i) => i);
    if (rep % 2 === 1) order.reverse();
    const results = [];
    for (const i of order) {
      const c0 = cpuClock();
      const r = builds[i][1](game, budget);
      row.rate[i].cpu += cpuClock() - c0;
      row.rate[i].nodes += r.nodes;
      results[i] = JSON.stringify(r);
    }
    row.n++;
    if (results.every((r) => r === results[0])) row.same++;
  }
}
const head = builds.map(([name]) => `${name} M nodes/s  CPU s/move`.padStart(27)).join('');
console.log(`empties  positions${head}${builds.length > 1 ? '  new/old  same result' : ''}`);
for (const [key, row] of rows) {
  const rates = row.rate.map((r) => r.nodes / r.cpu / 1000);
  const cells = rates
    .map((x, i) => `${x.toFixed(2).padStart(15)}${(row.rate[i].cpu / 1000 / row.n).toFixed(3).padStart(12)}`)
    .join('');
  const extra =
    builds.length > 1
      ? `${(rates[0] / rates[1]).toFixed(2).padStart(9)}  ${String(row.same).padStart(6)}/${row.n}`
      : '';
  console.log(`${key.padEnd(7)}  ${String(row.n).padStart(9)}${cells}${extra}`);
}
