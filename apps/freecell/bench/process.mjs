// What a person waits for (issue 38): `freecell --deal N --solve --short` as a
// whole process (node's start, the module load, the search, the output),
// beside macroxue/freecell's solver at its default beam on the same deals,
// alternating the two, several rounds; wall and cpu time per deal, the ratio,
// the solutions' lengths and the machine.
//
//   pnpm bench                                  the default held-out deals, 3 rounds
//   pnpm bench -- --rounds 5                    more rounds
//   pnpm bench -- --deals 700001,700002         these deals
//   pnpm bench -- --from A --to B               a range
//   pnpm bench -- --macroxue PATH               macroxue's solver binary (else $MACROXUE_SOLVER,
//                                               else /work/anchors/macroxue/solver/solver)
//
// Run `pnpm build` first (this runs dist/cli.cjs, the `freecell` binary). macroxue's solver is built
// outside the repository from github.com/macroxue/freecell's solver/ (`git
// clone` it anywhere but here, `cd solver && make solver`: g++ -O3 -std=c++0x,
// -pthread; measured with commit 67511a1, built under /work/anchors/macroxue,
// /work/anchors/README) and run as `solver -A -q N` with stdin an empty pipe:
// maximum auto play, its default beam 2^15, one thread (it then re-searches
// the tail of its first solution, as it does by default). Without it, only
// this solver's figures print, with a line saying why.
//
// The default deals, 700001..700008, were never used to tune either mode (the
// short mode was tuned on 1..1000, the fast mode on 1..32000, 100001..132000,
// 200001..208000 and 300001..308000). Cpu time is each child's user + system
// time, from the kernel's count of this process's finished children
// (/proc/self/stat, 1/100 s): the fairer figure on a shared machine. Each
// figure is the median over the rounds; within a round the order of the two
// programs alternates from deal to deal and from round to round.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { arg } from '../../../packages/model-freecell/bench/args.mjs';

const cli = fileURLToPath(new URL('../dist/cli.cjs', import.meta.url));
if (!existsSync(cli)) {
  console.error('bench: dist/cli.cjs is missing; run `pnpm build` first.');
  process.exit(1);
}

const args = process.argv.slice(2).filter((a) => a !== '--');

/** `--name N`, a whole number >= 1, or undefined (the FreeCell benches' one parser). */
const num = (name) => arg(args, name);

/** `--name TEXT`, or undefined. */
function text(name) {
  const k = args.indexOf(name);
  return k < 0 ? undefined : args[k + 1];
}

/** Seconds of cpu the finished children used (Linux: /proc/self/stat, 1/100 s), or NaN. */
function childCpu() {
  try {
    const f = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(f[13]) + Number(f[14])) / 100; // cutime + cstime
  } catch {
    return Number.NaN;
  }
}

/** Runs a command to its end: its output, wall and cpu seconds. */
function timed(cmd, argv, input) {
  const c0 = childCpu();
  const t0 = performance.now();
  const r = spawnSync(cmd, argv, { input, encoding: 'utf8', maxBuffer: 1 << 24 });
  const wall = (performance.now() - t0) / 1000;
  const cpu = childCpu() - c0;
  return { r, wall, cpu };
}

/** This app's short mode on deal n, as a person runs it. */
function ours(n) {
  const { r, wall, cpu } = timed(process.execPath, [cli, '--deal', String(n), '--solve', '--short'], '');
  const m = /solved in \d+ moves, (\d+) besides moves home/.exec(r.stdout ?? '');
  return { wall, cpu, length: r.status === 0 && m !== null ? Number(m[1]) : null };
}

/** macroxue's solver on deal n: its solution line holds two characters a move. */
function theirs(bin, n) {
  // stdin an empty pipe: with a file there it reads a solution to improve.
  const { r, wall, cpu } = timed(bin, ['-A', '-q', String(n)], '');
  const line = (r.stdout ?? '').trim().split('\n').pop() ?? '';
  const m = /^(\d+):(\S*)$/.exec(line);
  const ok = r.status === 0 && m !== null && Number(m[1]) === n && m[2] !== '';
  return { wall, cpu, length: ok ? m[2].length / 2 : null };
}

/** Node alone (`node -e 0`): the floor under any Node program's time. */
function bare() {
  const { wall, cpu } = timed(process.execPath, ['-e', '0'], '');
  return { wall, cpu, length: null };
}

const median = (xs) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (s.length === 0) return Number.NaN;
  const h = s.length >> 1;
  return s.length % 2 === 1 ? s[h] : (s[h - 1] + s[h]) / 2;
};
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

let deals;
const list = text('--deals');
if (list !== undefined) {
  deals = list.split(',').map((s) => Number(s));
  if (deals.length === 0 || deals.some((d) => !Number.isInteger(d) || d < 1 || d > 2 ** 31 - 1)) {
    console.error(`bench: --deals needs deal numbers separated by commas, got ${list}`);
    process.exit(2);
  }
} else {
  const from = num('--from') ?? 700001;
  const to = num('--to') ?? (args.includes('--from') ? from : 700008);
  if (to < from || to - from >= 10000) {
    console.error(`bench: the range ${from}..${to} is empty or longer than 10000 deals`);
    process.exit(2);
  }
  deals = [];
  for (let n = from; n <= to; n++) deals.push(n);
}
const rounds = num('--rounds') ?? 3;
const bin = text('--macroxue') ?? process.env.MACROXUE_SOLVER ?? '/work/anchors/macroxue/solver/solver';
const haveMx = existsSync(bin);

const cores = os.availableParallelism?.() ?? os.cpus().length;
const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
console.log(
  `freecell --deal N --solve --short as a whole process, ${deals.length} deals (${deals[0]}..${deals[deals.length - 1]}), ${rounds} rounds`,
);
console.log(
  `machine: ${os.cpus()[0]?.model ?? 'unknown cpu'}, ${cores} cores, ${os.platform()} ${os.release()}, node ${process.version}, load average ${load()}`,
);
if (!haveMx)
  console.log(
    `macroxue: no solver at ${bin}; set MACROXUE_SOLVER or --macroxue PATH (build: github.com/macroxue/freecell, solver/, make solver); its columns are left out`,
  );

const runs = deals.map(() => ({ ours: [], theirs: [], bare: [] }));
for (let round = 0; round < rounds; round++) {
  for (let i = 0; i < deals.length; i++) {
    const n = deals[i];
    const slot = runs[i];
    // Alternate which program goes first, deal to deal and round to round.
    const oursFirst = (round + i) % 2 === 0;
    if (oursFirst) slot.ours.push(ours(n));
    if (haveMx) slot.theirs.push(theirs(bin, n));
    if (!oursFirst) slot.ours.push(ours(n));
    slot.bare.push(bare());
    if (process.stdout.isTTY) process.stdout.write(`\r\x1b[Kround ${round + 1}/${rounds}, deal ${n}`);
  }
}
if (process.stdout.isTTY) process.stdout.write('\r\x1b[K');

const f2 = (x) => (Number.isFinite(x) ? x.toFixed(2) : '-');
const lenOf = (rs) => rs.find((r) => r.length !== null)?.length ?? null;
console.log('median over the rounds, seconds; ratio = this app / macroxue');
console.log('| deal | freecell wall | cpu | moves | macroxue wall | cpu | moves | cpu ratio | wall ratio |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
const rows = [];
for (let i = 0; i < deals.length; i++) {
  const s = runs[i];
  const row = {
    deal: deals[i],
    ow: median(s.ours.map((r) => r.wall)),
    oc: median(s.ours.map((r) => r.cpu)),
    ol: lenOf(s.ours),
    tw: median(s.theirs.map((r) => r.wall)),
    tc: median(s.theirs.map((r) => r.cpu)),
    tl: lenOf(s.theirs),
    bw: median(s.bare.map((r) => r.wall)),
    bc: median(s.bare.map((r) => r.cpu)),
  };
  rows.push(row);
  console.log(
    `| ${row.deal} | ${f2(row.ow)} | ${f2(row.oc)} | ${row.ol ?? 'failed'} | ${f2(row.tw)} | ${f2(row.tc)} | ${haveMx ? (row.tl ?? 'failed') : '-'} | ${f2(row.oc / row.tc)} | ${f2(row.ow / row.tw)} |`,
  );
}
const solvedLen = (k) => rows.map((r) => r[k]).filter((x) => x !== null);
const oc = mean(rows.map((r) => r.oc));
const ow = mean(rows.map((r) => r.ow));
console.log(
  `freecell --solve --short: ${f2(ow)} s wall, ${f2(oc)} s cpu a deal (mean of the medians); ${(mean(solvedLen('ol')) || 0).toFixed(2)} moves a deal (${solvedLen('ol').length} solved)`,
);
console.log(
  `node -e 0 alone, same rounds: ${f2(mean(rows.map((r) => r.bw)))} s wall, ${f2(mean(rows.map((r) => r.bc)))} s cpu (the start any Node program pays)`,
);
if (haveMx) {
  const tc = mean(rows.map((r) => r.tc));
  const tw = mean(rows.map((r) => r.tw));
  console.log(
    `macroxue/freecell -A (beam 2^15): ${f2(tw)} s wall, ${f2(tc)} s cpu a deal; ${(mean(solvedLen('tl')) || 0).toFixed(2)} moves a deal (${solvedLen('tl').length} solved)`,
  );
  console.log(
    `ratio this app / macroxue: cpu ${f2(oc / tc)} (mean), ${f2(median(rows.map((r) => r.oc / r.tc)))} (median of the deals); wall ${f2(ow / tw)} (mean), ${f2(median(rows.map((r) => r.ow / r.tw)))} (median of the deals)`,
  );
}
console.log(`load average at the end: ${load()}`);
