// Solves Microsoft FreeCell deals with the package's solver and prints the
// counts, the time per deal, the machine and the average solution length.
//
//   pnpm bench                          deals 1..32000 on one core (the figure to compare)
//   pnpm bench -- --quick               deals 1..1000 (or BENCH_QUICK=1 pnpm bench)
//   pnpm bench -- --from A --to B       a range, one worker thread per core
//   pnpm bench -- --from A --to B --jobs N
//   pnpm bench -- --check               also replay every solution with play() to a win
//   pnpm bench -- --fc-solve            then time fc-solve -l lg on the same deals, one core, and
//                                       compare: $FC_SOLVE_RANGE (its freecell-solver-range-parallel-solve),
//                                       else /work/anchors/fc-solve/bin/freecell-solver-range-parallel-solve
//                                       (built from github.com/shlomif/fc-solve, see the README), else
//                                       the one on PATH (Debian: apt-get install freecell-solver-bin)
//   pnpm bench -- --fc-solve --rounds N the same N times, alternating the two solvers; the median ratio
//   pnpm bench -- --short [...]         the short mode instead (bench/short.mjs says its options)
//
// fc-solve, built outside the repository (the steps: /work/anchors/README on
// the machine that measured): fc-solve/source of github.com/shlomif/fc-solve,
// with the four repositories its CMake clones (shlomif-cmake-modules,
// rinutils, patsolve, xxHash-wrapper) put in place by hand where there is no
// network; Debian's libmoo-perl, libpath-tiny-perl, gperf, libgmp-dev; then
// `cmake -DCMAKE_BUILD_TYPE=release -DFCS_WITH_TEST_SUITE=OFF
// -DFCS_BUILD_DOCS=OFF -DBUILD_STATIC_LIBRARY=OFF -DFCS_ENABLE_DBM_SOLVER=OFF
// -DCMAKE_INSTALL_PREFIX=/work/anchors/fc-solve` and `make install` (which
// also installs the presets that `-l lg` loads).
//
// Run `pnpm build` first: this imports ../dist/index.js. The time counted is
// solve()'s own (its conversion from the game and its notation output
// included; dealing the cards with msDeal/newGame not). With one job it is
// process.cpuUsage() around the calls (cpu time: the fairest figure on a
// shared machine; taken per batch of 100 deals), with workers performance.now()
// summed over the deals.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { arg as wholeArg } from './args.mjs';
import { childCpu } from './cpu.mjs';

const dist = new URL('../dist/index.js', import.meta.url);
if (!existsSync(dist)) {
  console.error('bench: dist/index.js is missing; run `pnpm build` first.');
  process.exit(1);
}
const { FreecellGame, msDeal, solve } = await import(dist.href);
if (isMainThread && process.argv.includes('--short')) {
  const { runShort } = await import('./short.mjs');
  await runShort(process.argv.slice(2).filter((a) => a !== '--' && a !== '--short'));
  process.exit(0);
}

/** `seconds` over `deals` deals, as the per-deal figure both solvers are compared by. */
function usPerDeal(seconds, deals) {
  return `${((seconds * 1e6) / deals).toFixed(0)} us per deal`;
}

/** Solves deals from..to; returns the tallies. */
function runRange(from, to, check, cpuEach) {
  const t = {
    deals: 0,
    solved: 0,
    unsolvable: [],
    gaveUp: [],
    moves: 0,
    own: 0,
    nodes: 0,
    ms: 0,
    cpu: 0,
    worst: { deal: 0, ms: 0 },
  };
  // Deal a batch first, then solve it between two cpuUsage() calls (a call per deal would
  // cost more than a small solve), with performance.now() around each deal for the slowest.
  for (let a = from; a <= to; a += 100) {
    const b = Math.min(to, a + 99);
    const games = [];
    for (let n = a; n <= b; n++) {
      const g = new FreecellGame();
      g.newGame(msDeal(n));
      games.push(g);
    }
    const results = [];
    const c0 = cpuEach ? process.cpuUsage() : null;
    for (let n = a; n <= b; n++) {
      const t0 = performance.now();
      results.push(solve(games[n - a]));
      const ms = performance.now() - t0;
      t.ms += ms;
      if (ms > t.worst.ms) t.worst = { deal: n, ms };
    }
    if (c0 !== null) {
      const c = process.cpuUsage(c0);
      t.cpu += (c.user + c.system) / 1000;
    }
    for (let n = a; n <= b; n++) {
      const r = results[n - a];
      const g = games[n - a];
      t.deals++;
      t.nodes += r.nodes;
      if (r.status === 'solved') {
        t.solved++;
        t.own += r.length;
        // Moves besides foundation moves: every move but those ending in 'h'.
        for (const m of r.moves) if (!m.endsWith('h')) t.moves++;
        if (check) {
          for (const m of r.moves) g.play(m);
          if (!g.gameWon()) throw new Error(`deal ${n}: the solution does not win`);
        }
      } else if (r.status === 'unsolvable') t.unsolvable.push(n);
      else t.gaveUp.push(n);
    }
  }
  return t;
}

function merge(a, b) {
  a.deals += b.deals;
  a.solved += b.solved;
  a.unsolvable.push(...b.unsolvable);
  a.gaveUp.push(...b.gaveUp);
  a.moves += b.moves;
  a.own += b.own;
  a.nodes += b.nodes;
  a.ms += b.ms;
  a.cpu += b.cpu;
  if (b.worst.ms > a.worst.ms) a.worst = b.worst;
}

if (!isMainThread) {
  // A worker: solve the chunks the main thread sends until it sends null.
  parentPort.on('message', (chunk) => {
    if (chunk === null) process.exit(0);
    parentPort.postMessage(runRange(chunk.from, chunk.to, workerData.check, false));
  });
} else {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  const quick = args.includes('--quick') || process.env.BENCH_QUICK === '1';
  const check = args.includes('--check');
  const arg = (name) => wholeArg(args, name);
  const ranged = args.includes('--from') || args.includes('--to');
  const from = arg('--from') ?? 1;
  const to = arg('--to') ?? (quick ? 1000 : 32000);
  if (to < from || to > 2 ** 31 - 1) {
    console.error(`bench: the range ${from}..${to} is empty or past 2^31-1`);
    process.exit(2);
  }
  const cores = os.availableParallelism?.() ?? os.cpus().length;
  // The default run (no range given) uses one core, the comparison figure; a range uses every core.
  const jobs = Math.min(arg('--jobs') ?? (ranged ? cores : 1), to - from + 1);
  const total = to - from + 1;
  const tty = process.stdout.isTTY === true;
  if (jobs === 1) {
    // Deal some games first, and give V8's background compiler time to finish their code: else it
    // compiles the dealing code while the first batches are solved, and process.cpuUsage() counts it.
    for (let n = 1; n <= 2000; n++) new FreecellGame().newGame(msDeal(n));
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const sum = runRange(1, 0, false, false);

  if (jobs === 1) {
    // In this thread, in chunks, so a terminal sees progress.
    for (let a = from; a <= to; a += 1000) {
      merge(sum, runRange(a, Math.min(to, a + 999), check, true));
      if (tty) progress();
    }
  } else {
    const CHUNK = Math.max(50, Math.min(2000, Math.ceil(total / (jobs * 20))));
    let next = from;
    await new Promise((resolve, reject) => {
      let live = jobs;
      for (let j = 0; j < jobs; j++) {
        const w = new Worker(new URL(import.meta.url), { workerData: { check } });
        const feed = () => {
          if (next > to) {
            w.postMessage(null);
            return;
          }
          const chunk = { from: next, to: Math.min(to, next + CHUNK - 1) };
          next = chunk.to + 1;
          w.postMessage(chunk);
        };
        w.on('message', (t) => {
          merge(sum, t);
          if (tty) progress();
          feed();
        });
        w.on('error', reject);
        w.on('exit', () => {
          if (--live === 0) resolve();
        });
        feed();
      }
    });
  }
  if (tty) process.stdout.write('\r\x1b[K');

  const wall = (performance.now() - t0) / 1000;
  const cu = process.cpuUsage(cpu0);
  const cpu = (cu.user + cu.system) / 1e6;
  sum.unsolvable.sort((a, b) => a - b);
  sum.gaveUp.sort((a, b) => a - b);
  const list = (xs, most) =>
    xs.length === 0 ? '' : ` (${xs.slice(0, most).join(', ')}${xs.length > most ? ', ...' : ''})`;
  const perDeal = (s) => usPerDeal(s, total);
  console.log(
    `FreeCell solver, Microsoft deals ${from}..${to}${check ? ' (every solution replayed with play())' : ''}`,
  );
  console.log(
    `machine: ${os.cpus()[0]?.model ?? 'unknown cpu'}, ${cores} cores, node ${process.version}, ${jobs} job${jobs > 1 ? 's' : ''}, load average ${os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    `solved: ${sum.solved}, unsolvable: ${sum.unsolvable.length}${list(sum.unsolvable, 50)}, gave-up: ${sum.gaveUp.length}${list(sum.gaveUp, 20)}`,
  );
  // One job: solve's cpu time (process.cpuUsage around the calls) is the figure, the
  // least disturbed by other work on the machine; with workers, the wall time in solve.
  const inSolve =
    jobs === 1
      ? `${(sum.cpu / 1000).toFixed(2)} s cpu in solve (${perDeal(sum.cpu / 1000)}), ${(sum.ms / 1000).toFixed(2)} s wall`
      : `${(sum.ms / 1000).toFixed(2)} s wall in solve over ${jobs} jobs (${perDeal(sum.ms / 1000)})`;
  console.log(
    `time: ${inSolve}; whole run ${wall.toFixed(2)} s wall, ${cpu.toFixed(2)} s cpu; slowest deal ${sum.worst.deal} (${sum.worst.ms.toFixed(0)} ms)`,
  );
  const avg = (x) => (x / Math.max(1, sum.solved)).toFixed(1);
  console.log(
    `average solution: ${avg(sum.moves)} moves besides foundation moves (a sequence move counts one); ${avg(sum.own)} with the solver's own foundation moves, automatic ones not; ${Math.round(sum.nodes / total)} positions expanded per deal`,
  );

  if (args.includes('--fc-solve')) {
    const rounds = arg('--rounds') ?? 1;
    const ours = [jobs === 1 ? sum.cpu / 1000 : null];
    const theirs = [compareFcSolve(from, to, ours[0])];
    // More rounds, each a fresh process of this bench and then fc-solve again, so that a drift in the
    // machine's speed (20-30% within an hour here) hits both solvers alike; the median ratio is the figure.
    for (let r = 2; r <= rounds && ours[0] !== null; r++) {
      const child = spawnSync(
        process.execPath,
        [fileURLToPath(import.meta.url), '--from', `${from}`, '--to', `${to}`, '--jobs', '1'],
        {
          encoding: 'utf8',
        },
      );
      const cpu = Number(/([\d.]+) s cpu in solve/.exec(child.stdout ?? '')?.[1]);
      ours.push(cpu);
      console.log(`round ${r}: this solver ${cpu.toFixed(2)} s cpu in solve (${usPerDeal(cpu, total)})`);
      theirs.push(compareFcSolve(from, to, cpu));
    }
    const ratios = ours.map((c, k) => (c ?? Number.NaN) / (theirs[k] ?? Number.NaN)).filter((x) => x > 0);
    if (rounds > 1 && ratios.length > 0) {
      ratios.sort((x, y) => x - y);
      const median = ratios[ratios.length >> 1];
      console.log(
        `over ${ratios.length} rounds: this solver's cpu time is ${median.toFixed(2)}x fc-solve's (median; ${ratios[0].toFixed(2)} to ${ratios[ratios.length - 1].toFixed(2)})`,
      );
    }
  }

  function progress() {
    const s = (performance.now() - t0) / 1000;
    const rate = sum.deals / s;
    const eta = rate > 0 ? (total - sum.deals) / rate : 0;
    process.stdout.write(
      `\r\x1b[K${sum.deals}/${total} deals, ${rate.toFixed(0)}/s, ${s.toFixed(0)} s, eta ${eta.toFixed(0)} s, unsolvable ${sum.unsolvable.length}, gave up ${sum.gaveUp.length}`,
    );
  }
}

/**
 * Times fc-solve's range solver with its fastest preset (`-l lg`) on the
 * same deals, on one core, right after this run, so both figures come from
 * the same machine in the same state. Its cpu time is the children's time
 * the kernel reports for this process (Linux: /proc/self/stat, in 1/100 s).
 */
function compareFcSolve(from, to, ourCpu) {
  const total = to - from + 1;
  const bin = fcSolveBin();
  const c0 = childCpu();
  const t0 = performance.now();
  const r = spawnSync(bin, [String(from), String(to), '1', '-l', 'lg'], { stdio: 'ignore' });
  const wall = (performance.now() - t0) / 1000;
  if (r.error !== undefined || r.status !== 0) {
    console.log(
      `fc-solve: ${bin} did not run (${r.error?.message ?? `exit ${r.status}`}); set FC_SOLVE_RANGE to its freecell-solver-range-parallel-solve (github.com/shlomif/fc-solve; Debian: apt-get install freecell-solver-bin); left out`,
    );
    return null;
  }
  const cpu = childCpu() - c0;
  const per = (s) => usPerDeal(s, total);
  const theirs = Number.isNaN(cpu)
    ? `${wall.toFixed(2)} s wall (${per(wall)})`
    : `${cpu.toFixed(2)} s cpu (${per(cpu)}), ${wall.toFixed(2)} s wall`;
  const ratio =
    ourCpu !== null && cpu > 0 ? `; this solver's cpu time is ${(ourCpu / cpu).toFixed(2)}x fc-solve's` : '';
  console.log(`fc-solve -l lg (${bin.split('/').pop()}, C), same deals, one core: ${theirs}${ratio}`);
  return Number.isNaN(cpu) ? null : cpu;
}

/** fc-solve's range solver: $FC_SOLVE_RANGE, else the anchor built under /work/anchors, else PATH's. */
function fcSolveBin() {
  const name = 'freecell-solver-range-parallel-solve';
  if (process.env.FC_SOLVE_RANGE) return process.env.FC_SOLVE_RANGE;
  const anchor = `/work/anchors/fc-solve/bin/${name}`;
  return existsSync(anchor) ? anchor : name;
}
