// perft(11) from the start position: 212,258,800 leaves (the Othello rulings
// in docs/specs/README.md). Prints leaves per second and the machine.
// Run after `pnpm build`:  pnpm bench  [-- --depth 10] [-- --runs 5]
import os from 'node:os';
import { perft } from '../dist/index.js';

const EXPECTED = [1, 4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288, 24571284, 212258800];

function arg(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
}
const depth = arg('depth', 11);
const runs = arg('runs', 3);

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
console.log(`machine: ${cpu}, ${os.cpus().length} cores, node ${process.version}, ${os.platform()} ${os.arch()}`);
console.log(
  `load average: ${os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')} (other work on the machine slows the figure)`,
);

// Warm-up: let the JIT compile the kernel before timing.
perft(9);

// Wall-clock time is the figure; CPU time of this process is printed beside
// it because on a shared machine the wall clock also counts other people's work.
let best = Infinity;
let bestCpu = Infinity;
let leaves = 0;
for (let r = 1; r <= runs; r++) {
  const c0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  leaves = perft(depth);
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  const used = process.cpuUsage(c0);
  const cpu = (used.user + used.system) / 1e6;
  best = Math.min(best, seconds);
  bestCpu = Math.min(bestCpu, cpu);
  const ok =
    EXPECTED[depth] === undefined
      ? ''
      : leaves === EXPECTED[depth]
        ? ' (correct)'
        : ` (WRONG: expected ${EXPECTED[depth]})`;
  console.log(
    `run ${r}: perft(${depth}) = ${leaves}${ok} in ${seconds.toFixed(3)} s = ${(leaves / seconds / 1e6).toFixed(1)} M leaves/s (CPU ${cpu.toFixed(3)} s = ${(leaves / cpu / 1e6).toFixed(1)} M/s)`,
  );
  if (ok.includes('WRONG')) process.exitCode = 1;
}
console.log(
  `best of ${runs}: ${(leaves / best / 1e6).toFixed(1)} million leaves per second, one core, wall clock ` +
    `(${(leaves / bestCpu / 1e6).toFixed(1)} by CPU time; target: 200)`,
);
