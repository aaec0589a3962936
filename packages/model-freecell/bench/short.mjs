// The short mode's figures (issue 21): `solve(game, { minimize: 'moves' })` on
// Microsoft deals, one core, and macroxue/freecell's solver beside it.
//
//   pnpm bench -- --short                       deals 1..100, the default beam
//   pnpm bench -- --short --from A --to B       a range
//   pnpm bench -- --short --beam N              another beam width
//   pnpm bench -- --short --macroxue PATH [--side N]
//        then macroxue's solver (built from github.com/macroxue/freecell's
//        solver/, `g++ -O3`, run as `solver -A -q DEAL`: maximum auto play, its
//        default beam 2^15, one thread; $MACROXUE_SOLVER when --macroxue is not given)
//        on the first N deals of the range
//        (default: all of them, at most 100), and the two side by side
//
// Every solution is replayed with play() to a win and counted with countMoves
// (maximum auto play: moves home are free, a sequence move and a move to a
// cell count one). Time is process.cpuUsage() around each solve (the fairest
// figure on a shared machine); macroxue's, its process's cpu time.
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { arg } from './args.mjs';
import { childCpu } from './cpu.mjs';

const { FreecellGame, msDeal, solve, countMoves, DEFAULT_BEAM } = await import(
  new URL('../dist/index.js', import.meta.url).href
);

/** One deal in the short mode: its length, cpu ms. */
function ours(n, beam) {
  const g = new FreecellGame();
  g.newGame(msDeal(n));
  const c0 = process.cpuUsage();
  const r = solve(g, { minimize: 'moves', beam });
  const c = process.cpuUsage(c0);
  const ms = (c.user + c.system) / 1000;
  if (r.status !== 'solved') return { status: r.status, ms };
  const length = countMoves(g, r.moves);
  if (length !== r.length) throw new Error(`deal ${n}: length ${r.length}, countMoves ${length}`);
  for (const m of r.moves) g.play(m);
  if (!g.gameWon()) throw new Error(`deal ${n}: the solution does not win`);
  return { status: 'solved', length, ms };
}

/** One deal with macroxue's solver: its length (the solution line holds two characters a move), cpu ms. */
function theirs(bin, n) {
  const c0 = childCpu();
  // stdin a pipe: the solver reads a solution to improve only from a file.
  const r = spawnSync(bin, ['-A', '-q', String(n)], { input: '', encoding: 'utf8' });
  const ms = (childCpu() - c0) * 1000;
  const line = (r.stdout ?? '').trim().split('\n').pop() ?? '';
  const m = /^(\d+):(.*)$/.exec(line);
  if (r.status !== 0 || m === null || Number(m[1]) !== n || m[2] === '') return { status: 'failed', ms };
  return { status: 'solved', length: m[2].length / 2, ms };
}

function summary(rows) {
  const solved = rows.filter((r) => r.status === 'solved');
  const length = solved.reduce((s, r) => s + r.length, 0) / Math.max(1, solved.length);
  const ms = rows.reduce((s, r) => s + r.ms, 0) / Math.max(1, rows.length);
  let worst = rows[0];
  for (const r of rows) if (r.ms > worst.ms) worst = r;
  return { solved: solved.length, length, ms, worst };
}

export async function runShort(args) {
  const from = arg(args, '--from') ?? 1;
  const to = arg(args, '--to') ?? 100;
  const beam = arg(args, '--beam') ?? DEFAULT_BEAM;
  if (to < from) {
    console.error(`bench: the range ${from}..${to} is empty`);
    process.exit(2);
  }
  const k = args.indexOf('--macroxue');
  const bin = k >= 0 ? args[k + 1] : process.env.MACROXUE_SOLVER;
  const side = Math.min(to - from + 1, arg(args, '--side') ?? 100);
  const cores = os.availableParallelism?.() ?? os.cpus().length;
  console.log(`FreeCell solver, short mode (beam ${beam}), Microsoft deals ${from}..${to}, one core`);
  console.log(
    `machine: ${os.cpus()[0]?.model ?? 'unknown cpu'}, ${cores} cores, node ${process.version}, load average ${os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
  const rows = [];
  for (let n = from; n <= to; n++) {
    rows.push({ deal: n, ...ours(n, beam) });
    if (process.stdout.isTTY) process.stdout.write(`\r\x1b[K${n - from + 1}/${to - from + 1} deals`);
  }
  if (process.stdout.isTTY) process.stdout.write('\r\x1b[K');
  const s = summary(rows);
  const notSolved = rows.filter((r) => r.status !== 'solved').map((r) => `${r.deal} ${r.status}`);
  const within = rows.filter((r) => r.ms <= 1000).length;
  console.log(`solved: ${s.solved} of ${rows.length}${notSolved.length > 0 ? ` (not: ${notSolved.join(', ')})` : ''}`);
  console.log(
    `average length: ${s.length.toFixed(2)} moves (maximum auto play: moves home free, a sequence move one, a move to a cell one)`,
  );
  console.log(
    `time: ${(s.ms / 1000).toFixed(3)} s cpu per deal; slowest deal ${s.worst.deal} (${(s.worst.ms / 1000).toFixed(2)} s); solved within 1 s: ${((100 * within) / rows.length).toFixed(1)}%`,
  );
  if (bin === undefined) return;
  const mx = [];
  for (let n = from; n < from + side; n++) {
    const r = theirs(bin, n);
    if (r.status !== 'solved') console.log(`macroxue: deal ${n} ${r.status}`);
    mx.push({ deal: n, ...r });
  }
  const a = summary(rows.slice(0, side));
  const b = summary(mx);
  let shorter = 0;
  let longer = 0;
  for (let j = 0; j < side; j++) {
    const x = rows[j];
    const y = mx[j];
    if (x.status !== 'solved' || y.status !== 'solved') continue;
    if (x.length < y.length) shorter++;
    else if (x.length > y.length) longer++;
  }
  console.log(`side by side, deals ${from}..${from + side - 1}:`);
  console.log('| solver | average length | cpu per deal | slowest deal |');
  console.log('| --- | --- | --- | --- |');
  const row = (name, t) =>
    console.log(
      `| ${name} | ${t.length.toFixed(2)} | ${(t.ms / 1000).toFixed(3)} s | ${t.worst.deal} (${(t.worst.ms / 1000).toFixed(2)} s) |`,
    );
  row(`this solver, short mode, beam ${beam}`, a);
  row('macroxue/freecell, -A, beam 2^15', b);
  console.log(`this solver shorter on ${shorter} deals, longer on ${longer}, as long on ${side - shorter - longer}`);
}
