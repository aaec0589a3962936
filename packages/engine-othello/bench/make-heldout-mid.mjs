// `node bench/make-heldout-mid.mjs [--depth 18] [--first 14] [--near 6] [--t 2] [--per 5] [--cpu SECONDS]`: writes (appends
// to) test/fixtures/heldout-mid-2013.txt, the held-out set at 25 to 36 empties (issue 38): positions
// of 2013 WTHOR games (data/wthor/WTH_2013.wtb, held out of the training: train/train.ts), from the
// games whose number is 5 mod 11. The 21-24 set (test/fixtures/heldout-2013.txt, train/heldout.ts)
// takes the games 0 mod 11, so no game gives positions to both. Candidate n is game 5 + 11 n at
// 25 + n mod 12 empties: the file fills one empties count after the other, round after round, so a
// run stopped early still covers the whole range. Positions where the side to move has fewer than
// two moves are skipped (nothing to choose).
//
// Every legal move gets a reference value: the move's child searched by this engine to a fixed
// depth (learned evaluation, ProbCut margin --t standard deviations instead of play's 1.5: fewer
// of its cuts are wrong), in discs for the side to move at the position: first every move --first
// plies deep, then the moves within --near discs of the best of those again --depth plies deep
// (where a disc or two decides; a move 6 discs worse at the first depth costs its loss whatever
// its exact value). Each value is tagged with how it was made (`d18`: an 18-ply search from the
// child; `x`: exact, where the game ends after the move). The exact solver would need about 14 s
// of CPU for one 24-empty child on this machine (several minutes a position at 25 empties, far
// more beyond), out of reach for this set on a 2-core machine shared by a team. Each line is appended as soon as its
// position is done, and positions already in the file are skipped, so a run can be stopped and
// resumed; --cpu stops it after that much CPU. Run after `pnpm build`.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { Cell, Othello, parseWthor } from '@arcade/model-othello';
import { analyze } from '../dist/index.js';
import { PROBCUT } from '../dist/internal.js';

function argValue(name) {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}
const depth = Number(argValue('--depth') ?? 18);
const first = Number(argValue('--first') ?? 14);
const near = Number(argValue('--near') ?? 6);
const t = Number(argValue('--t') ?? 2);
const per = Number(argValue('--per') ?? 5);
const cpuLimit = Number(argValue('--cpu') ?? Number.POSITIVE_INFINITY);
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

const { games } = parseWthor(new Uint8Array(readFileSync(new URL('../data/wthor/WTH_2013.wtb', import.meta.url))));
const out = new URL('../test/fixtures/heldout-mid-2013.txt', import.meta.url);
if (!existsSync(out)) {
  appendFileSync(
    out,
    [
      '# Held-out positions at 25-36 empties (issue 38), written by bench/make-heldout-mid.mjs.',
      '# Source: data/wthor/WTH_2013.wtb (2013 WTHOR games, never trained or tuned on), games 5 mod 11',
      '# (the 21-24 set, heldout-2013.txt, uses the games 0 mod 11); candidate n: game 5 + 11n at',
      '# 25 + n mod 12 empties, skipped when the side to move has fewer than two moves.',
      '# Line: board (a1..h8, X black, O white, - free) side empties game, then move:value:how for every',
      '# legal move; value in discs for the side to move at the position; how: dN = the child searched',
      '# N plies by this engine (learned evaluation, fixed depth, ProbCut margin T sigma: every move at',
      '# the first depth, those within NEAR discs of the best again at the second, see the "ref" line of',
      '# its batch), x = exact (the game ends after the move).',
    ]
      .map((l) => `${l}\n`)
      .join(''),
  );
}
const lines = readFileSync(out, 'utf8').split('\n');
const done = new Set(lines.filter((l) => l && !l.startsWith('#')).map((l) => Number(l.split(' ')[3])));
appendFileSync(
  out,
  `# ref: depths ${first} then ${depth} for the moves within ${near} discs of the best, ProbCut t ${t} (sigma ${PROBCUT.sigma}), ${os.cpus()[0]?.model ?? 'unknown CPU'}, node ${process.version}, started ${new Date().toISOString()}\n`,
);
PROBCUT.t = t;
const count = new Map();
for (const l of lines) if (l && !l.startsWith('#')) count.set(l.split(' ')[2], (count.get(l.split(' ')[2]) ?? 0) + 1);
const c0 = cpu();
for (let n = 0; 5 + 11 * n < games.length && cpu() - c0 < cpuLimit; n++) {
  const g = 5 + 11 * n;
  const empties = 25 + (n % 12);
  if (done.has(g) || (count.get(String(empties)) ?? 0) >= per) continue;
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
  let board = '';
  for (let i = 0; i < 8; i++)
    for (let j = 0; j < 8; j++) {
      const c = game.getb(i, j);
      board += c === Cell.BLACK ? 'X' : c === Cell.WHITE ? 'O' : '-';
    }
  const side = game.getTurn() === Cell.BLACK ? 'X' : 'O';
  const t0 = cpu();
  /** Each move's child, its value in discs for the mover, and how it was made. */
  const rows = moves.map(([i, j]) => {
    const c = game.clone();
    const mover = c.getTurn();
    c.move(i, j, mover);
    if (!c.isAnyValidMove()) c.switchTurn();
    const row = { name: `${'abcdefgh'[j]}${i + 1}`, c, mover, value: 0, how: 'x' };
    if (!c.isAnyValidMove()) {
      // The game is over: its final score (the empty squares to the winner).
      const mine = c.count(mover === Cell.BLACK ? Cell.BLACK : Cell.WHITE);
      const theirs = c.count(mover === Cell.BLACK ? Cell.WHITE : Cell.BLACK);
      const d = mine - theirs;
      const e = 64 - mine - theirs;
      row.value = d > 0 ? d + e : d < 0 ? d - e : 0;
    }
    return row;
  });
  const searchTo = (row, d) => {
    const r = analyze(row.c, { depth: d });
    row.value = (row.c.getTurn() === row.mover ? r.score : -r.score) + 0;
    row.how = r.exact ? 'x' : `d${d}`;
  };
  for (const row of rows) if (row.c.isAnyValidMove()) searchTo(row, first);
  const top = Math.max(...rows.map((r) => r.value));
  for (const row of rows) if (row.how !== 'x' && row.value >= top - near) searchTo(row, depth);
  const values = rows.map((r) => `${r.name}:${r.value}:${r.how}`);
  const line = `${board} ${side} ${empties} ${g} ${values.join(' ')}`;
  appendFileSync(out, `${line}\n`);
  count.set(String(empties), (count.get(String(empties)) ?? 0) + 1);
  console.log(`${empties} empties, game ${g}: ${moves.length} moves, ${(cpu() - t0).toFixed(1)} s CPU`);
}
console.log(`${(cpu() - c0).toFixed(1)} s CPU`);
