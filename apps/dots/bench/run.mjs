// Start-up time: from spawning `node dist/cli.js` to its first prompt on
// stdout, beside a bare `node -e 0` (spawn to exit) on the same machine.
// Target: under 3 times as long. Run after a build: `pnpm build && pnpm bench`.
import { spawn } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const PROMPT = 'Type T for the timed game';
const RUNS = Number(process.env.BENCH_RUNS ?? 25);

/** Milliseconds from spawn until `done` says so (or the process exits). */
function once(args, done) {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const child = spawn(process.execPath, args, {
      stdio: ['pipe', 'pipe', 'inherit'],
      env: { ...process.env, NO_COLOR: '1' },
    });
    let out = '';
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      resolve(Number(process.hrtime.bigint() - start) / 1e6);
      child.kill();
    };
    child.stdout.on('data', (d) => {
      out += d;
      if (done(out)) finish();
    });
    child.on('exit', finish);
    child.on('error', reject);
  });
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

const bare = [];
const dots = [];
// Warm the file cache, then alternate so load changes hit both alike.
await once(['-e', '0'], () => false);
await once([CLI, '--seed', '1'], (out) => out.includes(PROMPT));
for (let i = 0; i < RUNS; i++) {
  bare.push(await once(['-e', '0'], () => false));
  dots.push(await once([CLI, '--seed', '1'], (out) => out.includes(PROMPT)));
}

const b = median(bare);
const d = median(dots);
console.log(
  `machine: ${os.cpus()[0]?.model ?? 'unknown'}, ${os.cpus().length} cores, node ${process.version}, load ${os.loadavg()[0].toFixed(2)}`,
);
console.log(`node -e 0 (spawn to exit):           median ${b.toFixed(1)} ms over ${RUNS} runs`);
console.log(`dots (spawn to the first prompt):    median ${d.toFixed(1)} ms over ${RUNS} runs`);
console.log(`ratio: ${(d / b).toFixed(2)}x (target: under 3x)`);
