// `node bench/exact-heldout-mid.mjs [--exact 28] [--exact-nodes 300000000] [--cpu SECONDS] [--ranks 99]`:
// makes searched reference values of test/fixtures/heldout-mid-2013.txt exact where the solver
// finishes. For every position at --exact empties or fewer, each move still tagged `sNdD` has its
// child solved by this engine's `solve` within --exact-nodes nodes; a move that finishes gets its
// exact value, tag `x`, and one that does not keeps its searched value. The moves go in rounds over
// the positions, each position's moves in order of their reference value (best first; --ranks caps how
// many of them), fewest empties first, so a run stopped early (--cpu, or killed) has made the best
// moves exact first, which are the values every loss is measured from.
//
// Each attempt (solved or not, with its nodes and CPU) is saved at once in
// node_modules/.cache/heldout-mid-exact.jsonl (not in git), the run resumes from it, and the fixture is
// rewritten after every move. Run after `pnpm build`, under `nice`.
import { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { parseBoard } from '@arcade/model-othello';
import { solve } from '../dist/index.js';
import { parseMidLine } from './heldout-mid.mjs';
import { argValue, cpuClock } from './eval.mjs';

const exactMax = Number(argValue('--exact') ?? 28);
const exactNodes = Number(argValue('--exact-nodes') ?? 300_000_000);
const cpuLimit = Number(argValue('--cpu') ?? Number.POSITIVE_INFINITY);
const ranks = Number(argValue('--ranks') ?? 99);

const fixture = new URL('../test/fixtures/heldout-mid-2013.txt', import.meta.url);
const cacheDir = new URL('../node_modules/.cache/', import.meta.url);
mkdirSync(cacheDir, { recursive: true });
const cache = new URL('heldout-mid-exact.jsonl', cacheDir);

/** Attempts so far by `game move`: { value (null when the solve gave up), nodes, cpu, cap }. */
const tried = new Map();
if (existsSync(cache))
  for (const l of readFileSync(cache, 'utf8').split('\n'))
    if (l !== '') {
      const r = JSON.parse(l);
      const had = tried.get(`${r.game} ${r.move}`);
      // A solved value wins; else the attempt with the largest cap.
      if (had === undefined || (had.value === null && (r.value !== null || r.cap > had.cap)))
        tried.set(`${r.game} ${r.move}`, r);
    }

const text = readFileSync(fixture, 'utf8').split('\n');
// The provenance line of this step, put in (or updated) once, before the positions' line numbers are read.
{
  const note = `# exact above 25 empties: moves tagged x there were solved later by bench/exact-heldout-mid.mjs (at most ${exactNodes} nodes a move); the others kept their searched values`;
  const had = text.findIndex((l) => l.startsWith('# exact above 25 empties:'));
  if (had >= 0) text[had] = note;
  else text.splice(text.findIndex((l) => l.startsWith('# ref:')) + 1, 0, note);
}

/** The fixture's positions with their line number and moves. */
const positions = [];
for (const [at, line] of text.entries()) {
  const p = parseMidLine(line, at);
  if (p !== null) positions.push(p);
}

const write = () => {
  for (const p of positions) {
    const moves = p.moves.map((m) => {
      const t = tried.get(`${p.game} ${m.move}`);
      return t !== undefined && t.value !== null ? `${m.move}:${t.value}:x` : `${m.move}:${m.value}:${m.how}`;
    });
    text[p.at] = `${p.head} ${moves.join(' ')}`;
  }
  // Whole or not at all: the bench may be reading the fixture meanwhile.
  const part = new URL('heldout-mid-2013.txt.part', cacheDir);
  writeFileSync(part, text.join('\n'));
  renameSync(part, fixture);
};

// Rounds: rank 0 (each position's best move) of every position, then rank 1...
const queue = [];
const eligible = positions
  .filter((p) => p.empties <= exactMax)
  .sort((a, b) => a.empties - b.empties || a.game - b.game);
for (let r = 0; r < ranks; r++)
  for (const p of eligible) {
    const m = [...p.moves].sort((a, b) => b.value - a.value)[r];
    if (m !== undefined && m.how !== 'x') queue.push([p, m]);
  }

const c0 = cpuClock();
let solved = 0;
let gaveUp = 0;
for (const [p, m] of queue) {
  if (cpuClock() - c0 > cpuLimit * 1000) break;
  const had = tried.get(`${p.game} ${m.move}`);
  if (had !== undefined && (had.value !== null || had.cap >= exactNodes)) continue;
  const game = parseBoard(p.board);
  const mover = game.getTurn();
  const [i, j] = [Number(m.move[1]) - 1, 'abcdefgh'.indexOf(m.move[0])];
  game.move(i, j, mover);
  if (!game.isAnyValidMove()) game.switchTurn();
  const t0 = cpuClock();
  const r = solve(game, { maxNodes: exactNodes });
  const cpu = (cpuClock() - t0) / 1000;
  const value = r.status === 'solved' ? (game.getTurn() === mover ? r.score : -r.score) + 0 : null;
  const rec = { game: p.game, move: m.move, value, nodes: r.nodes, cpu: Number(cpu.toFixed(1)), cap: exactNodes };
  tried.set(`${p.game} ${m.move}`, rec);
  appendFileSync(cache, `${JSON.stringify(rec)}\n`);
  if (value === null) gaveUp++;
  else solved++;
  write();
  console.log(
    `${p.empties} empties, game ${p.game} ${m.move}: searched ${m.value}, ${value === null ? 'gave up' : `exact ${value}`}, ${r.nodes} nodes, ${cpu.toFixed(1)} s CPU; load ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}`,
  );
}
write();
console.log(`${solved} solved, ${gaveUp} gave up, ${((cpuClock() - c0) / 1000).toFixed(1)} s CPU`);
