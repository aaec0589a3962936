// `node bench/make-heldout-mid.mjs [--per 6] [--exact 25] [--exact-nodes 300000000] [--short 2] [--long 10]
//   [--near 5] [--cpu SECONDS] [--share I/N]`: writes test/fixtures/heldout-mid-2013.txt, the held-out set at 25 to 36
// empties: positions of 2013 WTHOR games (data/wthor/WTH_2013.wtb, held out of the training:
// train/train.ts), from the games whose number is 5 mod 11. The 21-24 set (test/fixtures/heldout-2013.txt,
// train/heldout.ts) takes the games 0 mod 11, so no game gives positions to both. Candidate n is game
// 5 + 11 n at 25 + n mod 12 empties; positions where the side to move has fewer than two moves are
// skipped (nothing to choose). Work goes round by round (the next position of every empties count), so
// a run stopped early still covers the whole range; --per caps the positions of each count.
//
// Every legal move gets a reference value, in discs for the side to move at the position, tagged with
// how it was made:
// - `x`: exact. Up to --exact empties at the position, each move's child is solved by this engine's
//   exact solver (`solve`; checked against FForum's published values in test/solve.test.ts), when it
//   finishes within --exact-nodes nodes; the game's end after the move is exact too.
// - `sNdD`: elsewhere (or where the solve did not finish), the child searched by this engine's
//   `analyze` with the learned evaluation for N s of CPU, completing D plies (the exact solve left out,
//   TIMEOUT.exactMaxEmpties 0): every move --short s, then the moves within --near discs of the best
//   of those --long s. The learned evaluation is the one the bench judges, which flatters it there.
//
// Each finished move is saved at once in node_modules/.cache/heldout-mid.jsonl (not in git) and a run
// resumes from it; the fixture is rewritten with every position whose moves are all valued, in the
// order of the candidates. The fixture itself is the record kept in git: every move value already in it
// counts as done (with its tag, exact or searched, and any later step's value, e.g. those of
// bench/exact-heldout-mid.mjs and bench/deepen-heldout-mid.mjs), so a machine without the cache computes
// only the positions the fixture lacks (--per 4 after a set of 3: one more round); --fresh leaves the
// fixture's values out and recomputes everything. The fixture's `#` lines after the maker's own header
// (those later steps' provenance) are kept. --cpu stops after that much CPU. Run after `pnpm build`,
// under `nice`.
import { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { Cell, Othello, parseWthor } from '@arcade/model-othello';
import { analyze, solve } from '../dist/index.js';
import { TIMEOUT } from '../dist/internal.js';
import { argValue, clampDiscs, cpuClock } from './eval.mjs';

const per = Number(argValue('--per') ?? 6);
const exactMax = Number(argValue('--exact') ?? 25);
const exactNodes = Number(argValue('--exact-nodes') ?? 300_000_000);
const short = Number(argValue('--short') ?? 2);
const long = Number(argValue('--long') ?? 10);
const near = Number(argValue('--near') ?? 5);
const cpuLimit = Number(argValue('--cpu') ?? Number.POSITIVE_INFINITY);

const { games } = parseWthor(new Uint8Array(readFileSync(new URL('../data/wthor/WTH_2013.wtb', import.meta.url))));
const out = new URL('../test/fixtures/heldout-mid-2013.txt', import.meta.url);
const cacheDir = new URL('../node_modules/.cache/', import.meta.url);
mkdirSync(cacheDir, { recursive: true });
const cache = new URL('heldout-mid.jsonl', cacheDir);

/** Saved move values by `game move`, from earlier runs and from a second process working on the same file. */
const saved = new Map();
const reload = () => {
  if (existsSync(cache))
    for (const l of readFileSync(cache, 'utf8').split('\n'))
      if (l !== '') {
        const r = JSON.parse(l);
        const had = saved.get(`${r.game} ${r.move}`);
        if (had === undefined || !had.final) saved.set(`${r.game} ${r.move}`, r);
      }
};
reload();

/** The fixture's `#` lines and position lines as they stand (empty when there is none yet). */
const fixtureLines = () =>
  existsSync(out)
    ? readFileSync(out, 'utf8')
        .split('\n')
        .filter((l) => l !== '')
    : [];
// The fixture's values as done moves, over the cache's: later steps may have changed them there.
if (!process.argv.includes('--fresh'))
  for (const line of fixtureLines()) {
    if (line.startsWith('#')) continue;
    const [, , , game, ...moves] = line.split(' ');
    for (const m of moves) {
      const [move, value, how] = m.split(':');
      saved.set(`${Number(game)} ${move}`, { game: Number(game), move, value: Number(value), how, final: true });
    }
  }

const boardOf = (game) => {
  let board = '';
  for (let i = 0; i < 8; i++)
    for (let j = 0; j < 8; j++) {
      const c = game.getb(i, j);
      board += c === Cell.BLACK ? 'X' : c === Cell.WHITE ? 'O' : '-';
    }
  return board;
};

/** The candidates, round by round: each with its position and legal moves. */
const candidates = [];
const perCount = new Map();
for (let n = 0; 5 + 11 * n < games.length; n++) {
  const g = 5 + 11 * n;
  const empties = 25 + (n % 12);
  if ((perCount.get(empties) ?? 0) >= per) continue;
  const game = new Othello();
  let reached = false;
  for (const sq of games[g].moves) {
    if (game.count(Cell.FREE) === empties && game.isAnyValidMove()) {
      reached = true;
      break;
    }
    if (!game.isAnyValidMove()) game.switchTurn();
    game.move(sq.i, sq.j, game.getTurn());
  }
  if (!reached) continue;
  const moves = [];
  for (let i = 0; i < 8; i++)
    for (let j = 0; j < 8; j++) if (game.isValidMove(i, j, game.getTurn())) moves.push([i, j]);
  if (moves.length < 2) continue;
  perCount.set(empties, (perCount.get(empties) ?? 0) + 1);
  candidates.push({ g, empties, game, moves, round: perCount.get(empties) });
}
candidates.sort((a, b) => a.round - b.round || a.empties - b.empties);
// --share I/N: this process takes candidates I, I + N, I + 2N... of those with work left at its start, in
// the order above, so N processes started together share the work (each also skips what the others
// saved, and writes the fixture with all of it).
const [shareI, shareN] = (argValue('--share') ?? '0/1').split('/').map(Number);

const header = [
  '# Held-out positions at 25-36 empties, written by bench/make-heldout-mid.mjs.',
  '# Source: data/wthor/WTH_2013.wtb (2013 WTHOR games, never trained or tuned on), games 5 mod 11',
  '# (the 21-24 set, heldout-2013.txt, uses the games 0 mod 11); candidate n: game 5 + 11n at',
  '# 25 + n mod 12 empties, skipped when the side to move has fewer than two moves.',
  '# Line: board (a1..h8, X black, O white, - free) side empties game, then move:value:how for every',
  '# legal move; value in discs for the side to move at the position; how: x = exact (solved by',
  "# this engine's solver, or the game ends), sNdD = the move's child searched N s of CPU by this",
  "# engine's analyze with the learned evaluation, completing D plies (not exact).",
  `# ref: exact up to ${exactMax} empties (at most ${exactNodes} nodes a move), else ${short} s a move, ${long} s for those within ${near} discs of the best; ${os.cpus()[0]?.model ?? 'unknown CPU'}, node ${process.version}`,
];
const writeFixture = () => {
  reload();
  // Provenance lines of the later steps (after the maker's own header in the fixture), kept as they are.
  const later = process.argv.includes('--fresh')
    ? []
    : fixtureLines()
        .filter((l) => l.startsWith('#'))
        .slice(header.length);
  const lines = [];
  for (const c of [...candidates].sort((a, b) => a.empties - b.empties || a.g - b.g)) {
    const values = c.moves.map(([i, j]) => saved.get(`${c.g} ${'abcdefgh'[j]}${i + 1}`));
    if (values.some((v) => v === undefined || !v.final)) continue;
    const side = c.game.getTurn() === Cell.BLACK ? 'X' : 'O';
    lines.push(
      `${boardOf(c.game)} ${side} ${c.empties} ${c.g} ${values.map((v) => `${v.move}:${v.value}:${v.how}`).join(' ')}`,
    );
  }
  // Whole or not at all: a second process (--share) reads it at its start and at every write.
  const part = new URL(`heldout-mid-2013.txt.${process.pid}.part`, cacheDir);
  writeFileSync(part, `${[...header, ...later, ...lines].join('\n')}\n`);
  renameSync(part, out);
  return lines.length;
};
const save = (r) => {
  saved.set(`${r.game} ${r.move}`, r);
  appendFileSync(cache, `${JSON.stringify(r)}\n`);
};

TIMEOUT.exactMaxEmpties = 0;
const c0 = cpuClock();
// --games G,H...: only these games' candidates (to hand a long one, a 25-empty position's solves, to a
// process of its own).
const only = argValue('--games')?.split(',').map(Number);
const todo = candidates.filter((c) => c.moves.some(([i, j]) => !saved.get(`${c.g} ${'abcdefgh'[j]}${i + 1}`)?.final));
console.log(
  `${candidates.length} candidates, ${todo.length} with work left${todo.length > 0 ? ':' : ''} ${todo.map((c) => `game ${c.g} at ${c.empties}`).join(', ')}`,
);
if (process.argv.includes('--list')) process.exit(0);
for (const [index, c] of todo.entries()) {
  if (index % shareN !== shareI || (only !== undefined && !only.includes(c.g))) continue;
  if (cpuClock() - c0 > cpuLimit * 1000) break;
  reload();
  const t0 = cpuClock();
  const rows = c.moves.map(([i, j]) => {
    const child = c.game.clone();
    const mover = child.getTurn();
    child.move(i, j, mover);
    if (!child.isAnyValidMove()) child.switchTurn();
    return { name: `${'abcdefgh'[j]}${i + 1}`, child, mover };
  });
  const record = (row, value, how, final) => save({ game: c.g, move: row.name, value: value + 0, how, final });
  const fromMover = (row, score) => (row.child.getTurn() === row.mover ? score : -score);
  const search = (row, seconds) => {
    const r = analyze(row.child, { timeMs: seconds * 1000, clock: cpuClock });
    return [clampDiscs(fromMover(row, r.score)), `s${seconds}d${r.depth}`];
  };
  let work = false;
  for (const row of rows) {
    if (saved.get(`${c.g} ${row.name}`)?.final) continue;
    work = true;
    if (!row.child.isAnyValidMove()) {
      // The game is over: its final score (the empty squares to the winner).
      const mine = row.child.count(row.mover);
      const theirs = row.child.count(row.mover === Cell.BLACK ? Cell.WHITE : Cell.BLACK);
      const d = mine - theirs;
      const e = 64 - mine - theirs;
      record(row, d > 0 ? d + e : d < 0 ? d - e : 0, 'x', true);
    } else if (c.empties <= exactMax) {
      const r = solve(row.child, { maxNodes: exactNodes });
      if (r.status === 'solved') record(row, fromMover(row, r.score), 'x', true);
    }
  }
  // Searches where nothing exact was found: every move briefly, then the near ones long.
  const open = rows.filter((row) => !saved.get(`${c.g} ${row.name}`)?.final);
  for (const row of open) {
    if (saved.has(`${c.g} ${row.name}`)) continue;
    work = true;
    const [value, how] = search(row, short);
    record(row, value, how, false);
  }
  if (open.length > 0) {
    const top = Math.max(...rows.map((row) => saved.get(`${c.g} ${row.name}`).value));
    for (const row of open) {
      const s = saved.get(`${c.g} ${row.name}`);
      if (s.final) continue;
      work = true;
      if (s.value >= top - near) {
        const [value, how] = search(row, long);
        record(row, value, how, true);
      } else record(row, s.value, s.how, true);
    }
  }
  const n = writeFixture();
  if (work)
    console.log(
      `${c.empties} empties, game ${c.g}: ${rows.length} moves, ${((cpuClock() - t0) / 1000).toFixed(1)} s CPU; ${n} positions in the fixture, load ${os
        .loadavg()
        .map((x) => x.toFixed(1))
        .join(' ')}`,
    );
}
console.log(`${writeFixture()} positions, ${((cpuClock() - c0) / 1000).toFixed(1)} s CPU`);
