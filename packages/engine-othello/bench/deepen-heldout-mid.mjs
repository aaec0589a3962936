// `node bench/deepen-heldout-mid.mjs [--seconds 60] [--exact 26] [--exact-nodes 400000000] [--cpu SECONDS]
//   [--until HH:MM] [--games G,H] [--plan] [--changes]`: deepens the references of test/fixtures/heldout-mid-2013.txt
// where they decide the bench's verdict. The moves come from the bench's own runs: bench/heldout-mid.mjs
// appends every move it chooses to node_modules/.cache/heldout-mid-choices.jsonl (run it first, at the
// budgets to be judged: `--nodes 1000000` and 1 s of CPU). A position is deepened when the learned and the
// hand-set evaluation chose different moves there (at any budget, in any run), or a chosen move loses a
// disc or more against the position's best reference value: each chosen move, and the move with the best
// reference value, gets a new one unless it is exact or already searched that long. The best is looked at
// again after every new value, so a best move whose reference fell is followed by the next best.
//
// A new value: at --exact empties or fewer at the position, the move's child solved by `solve` within
// --exact-nodes nodes (tag `x`); elsewhere, or where the solve gave up, the child searched by `analyze` with
// the learned evaluation for --seconds s of CPU without the exact solve (tag `sNdD`, as the maker's). The
// order: positions where the two evaluations chose differently at the node budget first, then at 1 s, then
// the losses alone; within each, those where the learned evaluation lost more first (they decide whether it
// is behind), then the largest difference between their losses.
//
// Each finished move is saved at once in node_modules/.cache/heldout-mid-deep.jsonl (not in git; the old
// and new value, the CPU), with the fixture rewritten after it; a move being searched is claimed there by
// the process's id, so two processes started side by side share the queue, and a run resumes. --cpu or
// --until (UTC) stop it starting a new move; --games limits it to those games' positions; --plan prints the queue and stops; --changes prints how the
// values moved. Run after `pnpm build`, under `nice`.
import { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { parseBoard } from '@arcade/model-othello';
import { analyze, solve } from '../dist/index.js';
import { TIMEOUT } from '../dist/internal.js';
import { CHOICES_FILE, parseMidLine } from './heldout-mid.mjs';
import { argValue, clampDiscs, cpuClock } from './eval.mjs';

const seconds = Number(argValue('--seconds') ?? 60);
const exactMax = Number(argValue('--exact') ?? 26);
const exactNodes = Number(argValue('--exact-nodes') ?? 400_000_000);
const cpuLimit = Number(argValue('--cpu') ?? Number.POSITIVE_INFINITY);
const until = argValue('--until');
/** --games G,H: only these games' positions (null: all). */
const onlyGames = argValue('--games')?.split(',').map(Number) ?? null;
/** True once the wall clock passed --until (HH:MM, UTC, today). */
const pastUntil = () => {
  if (until === undefined) return false;
  const [h, m] = until.split(':').map(Number);
  const now = new Date();
  return now.getUTCHours() * 60 + now.getUTCMinutes() >= h * 60 + m;
};

const fixture = new URL('../test/fixtures/heldout-mid-2013.txt', import.meta.url);
const cacheDir = new URL('../node_modules/.cache/', import.meta.url);
mkdirSync(cacheDir, { recursive: true });
const cache = new URL('heldout-mid-deep.jsonl', cacheDir);

const readLines = (url) =>
  existsSync(url)
    ? readFileSync(url, 'utf8')
        .split('\n')
        .filter((l) => l !== '')
        .map((l) => JSON.parse(l))
    : [];

/** The new values by `game move`, and the live claims by `game move` (a process id). */
const loadDeep = () => {
  const done = new Map();
  const claims = new Map();
  for (const r of readLines(cache)) {
    const key = `${r.game} ${r.move}`;
    if (r.claim !== undefined) claims.set(key, r.claim);
    else {
      // A value after the claim ends it; one from before (a shorter search, redone at a longer
      // --seconds) does not, or two processes would take the same move.
      done.set(key, r);
      claims.delete(key);
    }
  }
  const alive = (pid) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  for (const [key, pid] of claims) if (!alive(pid)) claims.delete(key);
  return { done, claims };
};

/** The fixture's positions, with each move's value and tag, the new values applied. */
const readFixture = (done) => {
  const text = readFileSync(fixture, 'utf8').split('\n');
  const positions = [];
  for (const [at, line] of text.entries()) {
    const p = parseMidLine(line, at);
    if (p === null) continue;
    positions.push({
      ...p,
      moves: p.moves.map((m) => {
        const d = done.get(`${p.game} ${m.move}`);
        return d === undefined ? m : { move: m.move, value: d.value, how: d.how };
      }),
    });
  }
  return { text, positions };
};

const write = (done) => {
  const { text, positions } = readFixture(done);
  for (const p of positions) text[p.at] = `${p.head} ${p.moves.map((m) => `${m.move}:${m.value}:${m.how}`).join(' ')}`;
  const note = `# deep: moves tagged sNdD with N of 60 or more were searched again N s of CPU by bench/deepen-heldout-mid.mjs (the moves the bench's runs played where the two evaluations chose differently or a move lost a disc or more, and each such position's best move), or solved (x) at ${exactMax} empties or fewer within ${exactNodes} nodes a move`;
  const had = text.findIndex((l) => l.startsWith('# deep:'));
  if (had >= 0) text[had] = note;
  else {
    let last = 0;
    for (const [i, l] of text.entries()) if (l.startsWith('#')) last = i;
    text.splice(last + 1, 0, note);
  }
  // Whole or not at all: the other process and the bench may be reading it.
  const part = new URL(`heldout-mid-2013.txt.${process.pid}.part`, cacheDir);
  writeFileSync(part, text.join('\n'));
  renameSync(part, fixture);
};

/** A value this step need not redo: exact, or searched at least as long. */
const deepEnough = (how) => how === 'x' || Number(/^s(\d+)d/.exec(how)?.[1] ?? 0) >= seconds;

/** The queue: [position, move, why] in order, from the bench's choices and the values as they stand. */
const plan = (positions) => {
  const chosen = new Map();
  for (const c of readLines(CHOICES_FILE)) {
    if (c.way !== 'learned' && c.way !== 'classic') continue;
    const by = chosen.get(c.game) ?? new Map();
    const key = `${c.budget.startsWith('nodes') ? 'nodes' : 'ms'}`;
    const b = by.get(key) ?? { learned: new Set(), classic: new Set() };
    b[c.way].add(c.move);
    by.set(key, b);
    chosen.set(c.game, by);
  }
  const rows = [];
  for (const p of positions) {
    const by = chosen.get(p.game);
    if (by === undefined || (onlyGames !== null && !onlyGames.includes(p.game))) continue;
    const value = new Map(p.moves.map((m) => [m.move, m.value]));
    const best = Math.max(...value.values());
    const loss = (moves) => Math.max(...[...moves].map((m) => best - value.get(m)));
    const differs = (b) =>
      b !== undefined && [...b.learned, ...b.classic].some((m) => !(b.learned.has(m) && b.classic.has(m)));
    const all = new Set();
    let gap = 0;
    let behind = false;
    for (const b of by.values()) {
      for (const m of [...b.learned, ...b.classic]) all.add(m);
      if (b.learned.size > 0 && b.classic.size > 0) {
        gap = Math.max(gap, Math.abs(loss(b.learned) - loss(b.classic)));
        if (loss(b.learned) > loss(b.classic)) behind = true;
      }
    }
    const rank = differs(by.get('nodes')) ? 0 : differs(by.get('ms')) ? 1 : loss(all) >= 1 ? 2 : 3;
    if (rank === 3) continue;
    const top = p.moves.reduce((a, m) => (m.value > a.value ? m : a));
    const moves = [top.move, ...[...all].filter((m) => m !== top.move)];
    for (const move of moves) {
      const m = p.moves.find((x) => x.move === move);
      if (!deepEnough(m.how)) rows.push({ p, m, rank, behind, gap, why: move === top.move ? 'best' : 'chosen' });
    }
  }
  rows.sort(
    (a, b) =>
      a.rank - b.rank ||
      Number(b.behind) - Number(a.behind) ||
      b.gap - a.gap ||
      a.p.empties - b.p.empties ||
      a.p.game - b.p.game,
  );
  return rows;
};

if (process.argv.includes('--changes')) {
  const { done } = loadDeep();
  for (const r of [...done.values()].sort((a, b) => a.empties - b.empties || a.game - b.game))
    console.log(
      `${r.empties} empties, game ${r.game} ${r.move}: ${r.old} (${r.oldHow}) -> ${r.value} (${r.how}), ${r.cpu} s CPU`,
    );
  process.exit(0);
}
if (process.argv.includes('--plan')) {
  const { done } = loadDeep();
  for (const r of plan(readFixture(done).positions))
    console.log(
      `rank ${r.rank}${r.behind ? ' behind' : ''} gap ${r.gap.toFixed(2)}: ${r.p.empties} empties, game ${r.p.game} ${r.m.move} (${r.why}) ${r.m.value}:${r.m.how}`,
    );
  process.exit(0);
}

TIMEOUT.exactMaxEmpties = 0;
const c0 = cpuClock();
let count = 0;
for (;;) {
  if (cpuClock() - c0 > cpuLimit * 1000 || pastUntil()) break;
  const { done, claims } = loadDeep();
  const next = plan(readFixture(done).positions).find((r) => !claims.has(`${r.p.game} ${r.m.move}`));
  if (next === undefined) break;
  const { p, m, why } = next;
  appendFileSync(cache, `${JSON.stringify({ game: p.game, move: m.move, claim: process.pid })}\n`);
  const child = parseBoard(p.board);
  const mover = child.getTurn();
  child.move(Number(m.move[1]) - 1, 'abcdefgh'.indexOf(m.move[0]), mover);
  if (!child.isAnyValidMove()) child.switchTurn();
  const fromMover = (score) => (child.getTurn() === mover ? score : -score) + 0;
  const t0 = cpuClock();
  let value;
  let how;
  let solveNote = '';
  if (p.empties <= exactMax) {
    const r = solve(child, { maxNodes: exactNodes });
    if (r.status === 'solved') [value, how] = [fromMover(r.score), 'x'];
    else solveNote = `, solve gave up at ${r.nodes} nodes (${((cpuClock() - t0) / 1000).toFixed(1)} s)`;
  }
  if (how === undefined) {
    const r = analyze(child, { timeMs: seconds * 1000, clock: cpuClock });
    [value, how] = [clampDiscs(fromMover(r.score)), `s${seconds}d${r.depth}`];
  }
  const cpu = Number(((cpuClock() - t0) / 1000).toFixed(1));
  appendFileSync(
    cache,
    `${JSON.stringify({ game: p.game, empties: p.empties, move: m.move, value, how, old: m.value, oldHow: m.how, why, cpu })}\n`,
  );
  write(loadDeep().done);
  count++;
  console.log(
    `${p.empties} empties, game ${p.game} ${m.move} (${why}): ${m.value} (${m.how}) -> ${value} (${how}), ${cpu} s CPU${solveNote}; load ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}`,
  );
}
console.log(
  `${count} moves deepened, ${((cpuClock() - c0) / 1000).toFixed(1)} s CPU; ${plan(readFixture(loadDeep().done).positions).length} left in the queue`,
);
