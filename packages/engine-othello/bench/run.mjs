// The engine's figures: the FForum endgame problems 20-39 solved exactly
// (fixtures: test/fixtures/fforum-20-39.obf, FForum problems as distributed
// with Edax), and strength matches between the levels and against a greedy
// and a random player, from 50 fixed openings (perft-6 positions, each
// played with both colours).
// Run after `pnpm build`:  pnpm bench  [-- --quick] [-- --no-matches] [-- --no-fforum] [-- --levels-only]
//   [-- --jobs N] [-- --only 8-7,8-greedy,8-8c] [-- --no-eval] [-- --move-ms N]
//   [-- --edax PATH/TO/lEdax --edax-eval PATH/TO/eval.dat] [-- --openings N] [-- --endgame]
//   [-- --level-games N] [-- --from N] [-- --repeat N]
// Issue 24's figures (bench/eval.mjs, skipped by --no-eval): the held-out
// error of the learned and classic evaluations, the move quality on FForum
// 40-59 at --move-ms of CPU a move (default 1000), FForum 40-44 beside Edax
// (skipped without --edax), the bundle size, level 8's CPU time a move in
// --level-games self-play games (default 1), and the held-out move quality
// at 25-36 empties (issue 38, bench/heldout-mid.mjs; --heldout-mid: that
// alone, with its options --ms, --nodes, --half, --empties, --old, --try,
// --no-classic). The pair `8-8c` is level 8
// against level 8 with the classic evaluation (`Nc`: level N, classic).
// --quick: FForum 20-35 and 10 openings (20 games a match); --levels-only:
// the level matches without the greedy and random ones; --openings N: N
// evenly spaced openings instead of 50 (2N games a match); --jobs: games are
// played in N worker threads at once (default: one per core); --only: the
// named pairs alone (e.g. to re-run one pair after a retune); --from N: the
// openings from the Nth on (a stopped match resumed).
// Times are wall clock and CPU time of this process (process.cpuUsage): the
// machine may be shared, and CPU time does not count other people's work.
import { seededRandom } from '@arcade/core';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { Cell, makeSquare, Othello, parseBoard } from '@arcade/model-othello';
import { analyze, LEVELS, solve } from '../dist/index.js';
import { PROBCUT } from '../dist/internal.js';
import { argValue, bundleSize, fforum4044, heldOut, moveQuality } from './eval.mjs';
import { heldOutMid, heldOutMidArgs } from './heldout-mid.mjs';

const quick = process.argv.includes('--quick');
const doFforum = !process.argv.includes('--no-fforum');
const doMatches = !process.argv.includes('--no-matches');
const levelsOnly = process.argv.includes('--levels-only');
const doEval = !process.argv.includes('--no-eval');
// --endgame: the exact solves alone (FForum 40-44 beside Edax, then 20-39).
const endgameOnly = process.argv.includes('--endgame');
// --no-probcut: Multi-ProbCut off (measurement), in this thread and the workers.
const noProbcut = isMainThread ? process.argv.includes('--no-probcut') : workerData.noProbcut;
if (noProbcut) PROBCUT.minDepth = 0;
const jobs = Math.max(1, Number(argValue('--jobs') ?? os.availableParallelism?.() ?? os.cpus().length) || 1);
const only = argValue('--only')?.split(',');
// --repeat N: FForum 40-44 and Edax N times, alternating (their median ratio).
const repeat = Math.max(1, Math.min(50, Number(argValue('--repeat') ?? 1) || 1));

if (isMainThread) {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  console.log(`machine: ${cpu}, ${os.cpus().length} cores, node ${process.version}, ${os.platform()} ${os.arch()}`);
  console.log(
    `load average: ${os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')} (other work on the machine slows the wall-clock figures)`,
  );
}

function cpuSeconds(c0) {
  const u = process.cpuUsage(c0);
  return (u.user + u.system) / 1e6;
}

function fforum() {
  const lines = readFileSync(new URL('../test/fixtures/fforum-20-39.obf', import.meta.url), 'utf8')
    .trim()
    .split('\n');
  const last = quick ? 35 : 39;
  console.log(`\nFForum ${20}-${last}: exact solve, one core`);
  console.log(' #   empties  score  move       nodes    wall s     CPU s   M nodes/s (CPU)  check');
  let totalNodes = 0;
  let totalWall = 0;
  let totalCpu = 0;
  let wrong = 0;
  lines.forEach((line, i) => {
    const n = 20 + i;
    if (n > last) return;
    const [board, ...rest] = line.split(';');
    const values = rest
      .map((s) => s.trim())
      .filter(Boolean)
      .map((s) => {
        const [m, v] = s.split(':');
        return [m.toLowerCase(), Number(v)];
      });
    const game = parseBoard(board);
    const empties = game.count(Cell.FREE);
    const c0 = process.cpuUsage();
    const t0 = process.hrtime.bigint();
    const r = solve(game);
    const wall = Number(process.hrtime.bigint() - t0) / 1e9;
    const used = cpuSeconds(c0);
    totalNodes += r.nodes;
    totalWall += wall;
    totalCpu += used;
    const move = r.move === null ? 'pass' : makeSquare(r.move);
    const ok = r.score === values[0][1] && values.some(([m, v]) => m === move && v === r.score);
    if (!ok) wrong++;
    console.log(
      `${String(n).padStart(2)}  ${String(empties).padStart(7)}  ${String(r.score).padStart(5)}  ${move.padEnd(4)} ${String(r.nodes).padStart(12)}  ${wall.toFixed(3).padStart(8)}  ${used.toFixed(3).padStart(8)}  ${(r.nodes / used / 1e6).toFixed(2).padStart(15)}  ${ok ? 'exact' : `WRONG (expected ${values[0][1]})`}`,
    );
  });
  console.log(
    `total: ${totalNodes} nodes, ${totalWall.toFixed(2)} s wall, ${totalCpu.toFixed(2)} s CPU, ${(totalNodes / totalCpu / 1e6).toFixed(2)} M nodes/s; ${wrong === 0 ? 'every score exact and every move a best one' : `${wrong} WRONG`}`,
  );
  if (wrong > 0) process.exitCode = 1;
}

/** The 8200 perft-6 positions in move order; 50 evenly spaced ones are the openings. */
function openings(count) {
  const lines = [];
  const g = new Othello();
  const walk = (depth, path) => {
    if (depth === 0) {
      lines.push(path.slice());
      return;
    }
    for (const s of g.legalMoves()) {
      g.move(s.i, s.j, g.getTurn());
      path.push(s);
      walk(depth - 1, path);
      path.pop();
      g.undo();
    }
  };
  walk(6, []);
  const out = [];
  for (let n = 0; n < count; n++) out.push(lines[Math.floor((n * lines.length) / count)]);
  return out;
}

function mulberry32(seed) {
  const g = seededRandom(seed);
  return () => g.next();
}

/**
 * CPU time a move of `level` in self-play games from the first `games`
 * of 50 openings spaced 7 apart (the level's "about 1 s a move" figure).
 */
function levelTime(level, games) {
  const list = openings(50);
  let total = 0;
  let moves = 0;
  let slowest = 0;
  for (let n = 0; n < games; n++) {
    const g = new Othello();
    for (const s of list[(1 + n * 7) % 50]) g.move(s.i, s.j, g.getTurn());
    while (!g.isGameOver()) {
      if (!g.isAnyValidMove()) {
        g.switchTurn();
        continue;
      }
      const c0 = process.cpuUsage();
      const r = analyze(g, { level });
      const used = cpuSeconds(c0);
      total += used;
      moves++;
      if (used > slowest) slowest = used;
      g.move(r.move.i, r.move.j, g.getTurn());
    }
  }
  console.log(
    `\nLevel ${level}: ${games} self-play game${games === 1 ? '' : 's'}, ${moves} moves, ${(total / moves).toFixed(3)} s of CPU a move on average, slowest ${slowest.toFixed(2)} s (target: about 1 s)`,
  );
}

/** Level N, or `Nc`: level N with the classic evaluation. */
const levelPlayer = (name) => {
  const level = Number.parseInt(name, 10);
  const classic = String(name).endsWith('c');
  return {
    name: classic ? `level ${level} classic` : `level ${level}`,
    move: (g) => analyze(g, { level, ...(classic ? { evaluation: 'classic' } : {}) }).move,
  };
};
const greedy = {
  name: 'greedy',
  move: (g) => {
    // Most discs flipped; the first in a1..h8 order on a tie.
    const me = g.getTurn();
    let best = null;
    let most = -1;
    for (const s of g.legalMoves()) {
      const before = g.count(me);
      g.move(s.i, s.j, me);
      const flipped = g.count(me) - before - 1;
      g.undo();
      if (flipped > most) {
        most = flipped;
        best = s;
      }
    }
    return best;
  },
};
const randomPlayer = (seed) => {
  const rng = mulberry32(seed);
  return {
    name: 'random',
    move: (g) => {
      const moves = g.legalMoves();
      return moves[Math.floor(rng() * moves.length)];
    },
  };
};

/** One game from `opening`; returns black's final disc difference (empties to the winner). */
function play(opening, black, white) {
  const g = new Othello();
  for (const s of opening) g.move(s.i, s.j, g.getTurn());
  while (!g.isGameOver()) {
    if (!g.isAnyValidMove()) {
      g.switchTurn();
      continue;
    }
    const p = g.getTurn() === Cell.BLACK ? black : white;
    const s = p.move(g);
    g.move(s.i, s.j, g.getTurn());
  }
  const b = g.count(Cell.BLACK);
  const w = g.count(Cell.WHITE);
  const e = 64 - b - w;
  return b > w ? b - w + e : b < w ? b - w - e : 0;
}

/** The players of a pair named like `8-7`, `8-greedy`, `8-random`. */
function pairPlayers(pair) {
  const [a, b] = pair.split('-');
  const first = levelPlayer(a);
  if (b === 'greedy') return [first, () => greedy];
  if (b === 'random') return [first, (seed) => randomPlayer(seed)];
  return [first, () => levelPlayer(b)];
}

/** One game of a pair: opening n, the first player black or white; its disc difference for the first player. */
function playOne(list, pair, n, firstBlack) {
  const [a, makeB] = pairPlayers(pair);
  const b = makeB(2 * n + (firstBlack ? 0 : 1));
  return firstBlack ? play(list[n], a, b) : -play(list[n], b, a);
}

/** A worker: plays the games it is sent, one at a time. */
function worker() {
  const list = openings(workerData.count);
  parentPort.on('message', (task) => {
    if (task === null) {
      parentPort.close();
      return;
    }
    const t0 = process.hrtime.bigint();
    const d = playOne(list, task.pair, task.n, task.firstBlack);
    parentPort.postMessage({ id: task.id, d, wall: Number(process.hrtime.bigint() - t0) / 1e9 });
  });
}

/** The W-D-L line of a pair over its games played so far. */
function pairLine(pair, tasks, results) {
  const [a, makeB] = pairPlayers(pair);
  let wins = 0;
  let draws = 0;
  let losses = 0;
  let discs = 0;
  let wall = 0;
  tasks.forEach((t, i) => {
    if (t.pair !== pair || results[i] === undefined) return;
    const { d } = results[i];
    wall += results[i].wall;
    if (d > 0) wins++;
    else if (d < 0) losses++;
    else draws++;
    discs += d;
  });
  const games = wins + draws + losses;
  const text = `${a.name.padEnd(9)} vs ${makeB(0).name.padEnd(17)} ${String(wins).padStart(3)}-${String(draws).padStart(2)}-${String(losses).padStart(3)}  ${((100 * (wins + draws / 2)) / games).toFixed(1).padStart(5)}%  ${(discs / games >= 0 ? '+' : '') + (discs / games).toFixed(1).padStart(5)} discs  ${wall.toFixed(1).padStart(9)} s`;
  return { games, text };
}

async function matches() {
  const count = Number(argValue('--openings') ?? (quick ? 10 : 50));
  // --from N: only the openings N.. of the count (a stopped match resumed: the games are the same
  // at fixed depth, each with the seed of its opening and colour).
  const from = Math.max(0, Math.min(count, Number(argValue('--from') ?? 0) || 0));
  // The cheap pairs first, so that their lines come out early.
  let pairs = [];
  for (let l = 2; l <= LEVELS; l++) pairs.push(`${l}-${l - 1}`);
  if (!levelsOnly) pairs.push(`${LEVELS}-greedy`, `${LEVELS}-random`, `${LEVELS}-${LEVELS}c`);
  if (only) pairs = pairs.filter((p) => only.includes(p)).concat(only.filter((p) => !pairs.includes(p)));
  // Every game is a task, dealt in the order of the pairs.
  const tasks = [];
  for (const pair of pairs)
    for (let n = from; n < count; n++)
      for (const firstBlack of [true, false]) tasks.push({ id: tasks.length, pair, n, firstBlack });
  const results = new Array(tasks.length);
  const c0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  const threads = Math.min(jobs, tasks.length);
  console.log(
    `\nMatches: ${count} perft-6 openings, each played with both colours (${2 * count} games a match), ${threads} worker threads`,
  );
  // Each pair's line is printed as soon as its games are all played (and a
  // running tally every 20 games), so a long run shows results as it goes.
  console.log('player    vs opponent           W-D-L      score  disc diff (average)  game time (sum of wall)');
  const report = (pair) => {
    const line = pairLine(pair, tasks, results);
    if (line.games === 2 * count) console.log(line.text);
    else if (line.games % (count <= 10 ? 1 : 20) === 0)
      console.log(`  (${pair}: ${line.games} games so far: ${line.text.slice(30, 67)})`);
  };
  let next = 0;
  await Promise.all(
    Array.from({ length: threads }, () => {
      const w = new Worker(new URL(import.meta.url), { workerData: { count, noProbcut }, argv: [] });
      return new Promise((resolve, reject) => {
        const feed = () => w.postMessage(next < tasks.length ? tasks[next++] : null);
        w.on('message', (r) => {
          results[r.id] = r;
          report(tasks[r.id].pair);
          feed();
        });
        w.on('error', reject);
        w.on('exit', resolve);
        feed();
      });
    }),
  );
  console.log('\nplayer    vs opponent           W-D-L      score  disc diff (average)  game time (sum of wall)');
  for (const pair of pairs) console.log(pairLine(pair, tasks, results).text);
  console.log(
    `all matches: ${(Number(process.hrtime.bigint() - t0) / 1e9).toFixed(1)} s wall, ${cpuSeconds(c0).toFixed(1)} s CPU (all threads)`,
  );
}

if (!isMainThread) worker();
else if (process.argv.includes('--heldout-mid')) await heldOutMid(...heldOutMidArgs());
else if (endgameOnly) {
  const edax = argValue('--edax');
  fforum4044(edax === undefined ? undefined : { bin: edax, eval: argValue('--edax-eval') }, repeat);
  if (doFforum) fforum();
} else {
  if (doEval) {
    heldOut();
    bundleSize();
    const edax = argValue('--edax');
    fforum4044(edax === undefined ? undefined : { bin: edax, eval: argValue('--edax-eval') }, repeat);
    moveQuality(Number(argValue('--move-ms') ?? 1000), ['pattern', 'classic']);
    levelTime(LEVELS, Number(argValue('--level-games') ?? 1));
    await heldOutMid(Number(argValue('--move-ms') ?? 1000));
  }
  if (doFforum) fforum();
  if (doMatches) await matches();
}
