// The level table: each level's goals and move limit beside the moves the
// greedy bestMove player (bestMove, then applyMove) needs on the level's own
// seed, and how often that player wins within the limit on other deals of
// the same goals (seeds 1 to 300: a player whose moves differ sees other
// falling dots, so this says how generous the limit is). Run after a build:
// `pnpm build && node bench/levels.mjs` (also part of `pnpm bench`).
import os from 'node:os';
import { COLOR_NAMES } from '@arcade/model-twodots';
import { goalColors, LEVELS, simulateLevel } from '../dist/index.js';

const SEEDS = Number(process.env.LEVEL_SEEDS ?? 300);
const goals = (lv) =>
  goalColors(lv)
    .map((c) => `${lv.goals[c]} ${COLOR_NAMES[c]}`)
    .join(', ');

console.log(`machine: ${os.cpus()[0]?.model.trim() ?? 'unknown'}, ${os.cpus().length} cores, node ${process.version}`);
console.log('');
console.log('| level | goals | limit | bestMove player needs | spare | squares | greedy wins on other seeds |');
console.log('|---:|---|---:|---:|---:|---:|---:|');
let worst = null;
const start = process.cpuUsage();
for (const lv of LEVELS) {
  const sim = simulateLevel(lv);
  let wins = 0;
  for (let seed = 1; seed <= SEEDS; seed++) if (simulateLevel({ ...lv, seed }, lv.moves).won) wins += 1;
  const spare = sim.needed === null ? null : lv.moves - sim.needed;
  if (spare === null || spare < 0) worst = lv.number;
  console.log(
    `| ${lv.number} | ${goals(lv)} | ${lv.moves} | ${sim.needed ?? 'not won'} | ${spare ?? '-'} | ${sim.loops} | ${Math.round((100 * wins) / SEEDS)}% |`,
  );
}
const cpu = process.cpuUsage(start);
console.log('');
console.log(`${LEVELS.length * (SEEDS + 1)} simulated games in ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU`);
if (worst !== null) {
  console.log(`level ${worst}: the bestMove player does not win it within its limit (a defect)`);
  process.exitCode = 1;
}
