// Solves Microsoft FreeCell deals with the package's solver and prints the
// counts, the time and the average solution length (a sequence move counts
// as one, automatic foundation moves not at all).
//
//   pnpm bench                 deals 1..32000
//   pnpm bench -- --quick      deals 1..1000 (or BENCH_QUICK=1 pnpm bench)
//   pnpm bench -- --from 5000 --to 6000
//
// Run `pnpm build` first: this imports ../dist/index.js.
import { existsSync } from 'node:fs';
import os from 'node:os';

if (!existsSync(new URL('../dist/index.js', import.meta.url))) {
  console.error('bench: dist/index.js is missing; run `pnpm build` first.');
  process.exit(1);
}
const { FreecellGame, msDeal, solve } = await import('../dist/index.js');

const args = process.argv.slice(2);
const quick = args.includes('--quick') || process.env.BENCH_QUICK === '1';
const arg = (name, dflt) => {
  const k = args.indexOf(name);
  return k >= 0 ? Number(args[k + 1]) : dflt;
};
const from = arg('--from', 1);
const to = arg('--to', quick ? 1000 : 32000);
const check = args.includes('--check'); // also replay every solution with play()

const counts = { solved: 0, unsolvable: 0, 'gave-up': 0 };
const unsolvable = [];
const gaveUp = [];
let moves = 0;
let nodes = 0;
let worst = { deal: 0, ms: 0 };
const cpu0 = process.cpuUsage();
const t0 = performance.now();
for (let n = from; n <= to; n++) {
  const g = new FreecellGame();
  g.newGame(msDeal(n));
  const t = performance.now();
  const r = solve(g);
  const ms = performance.now() - t;
  if (ms > worst.ms) worst = { deal: n, ms };
  counts[r.status]++;
  nodes += r.nodes;
  if (r.status === 'solved') {
    moves += r.length;
    if (check) {
      for (const m of r.moves) g.play(m);
      if (!g.gameWon()) throw new Error(`deal ${n}: the solution does not win`);
    }
  } else if (r.status === 'unsolvable') unsolvable.push(n);
  else gaveUp.push(n);
}
const wall = (performance.now() - t0) / 1000;
const cpu = process.cpuUsage(cpu0);

console.log(`FreeCell solver, Microsoft deals ${from}..${to}${check ? ' (every solution replayed)' : ''}`);
console.log(`machine: ${os.cpus()[0]?.model ?? 'unknown cpu'}, ${os.cpus().length} cores, node ${process.version}`);
console.log(
  `solved: ${counts.solved}, unsolvable: ${counts.unsolvable}${unsolvable.length ? ` (${unsolvable.join(', ')})` : ''}, gave-up: ${counts['gave-up']}${gaveUp.length ? ` (${gaveUp.slice(0, 20).join(', ')})` : ''}`,
);
console.log(
  `time: ${wall.toFixed(2)} s wall, ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s cpu, ${((wall * 1000) / (to - from + 1)).toFixed(2)} ms per deal; slowest deal ${worst.deal} (${worst.ms.toFixed(0)} ms)`,
);
console.log(
  `average solution: ${(moves / Math.max(1, counts.solved)).toFixed(1)} moves (sequence moves count one, automatic foundation moves none); ${Math.round(nodes / (to - from + 1))} positions expanded per deal`,
);
