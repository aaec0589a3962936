// Benchmark: walk the whole tic-tac-toe game tree (549,946 nodes) through the
// public API, and solve it from scratch in a fresh process.
// Run after a build: `pnpm build && pnpm bench`.
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Game } from '../dist/index.js';

const EXPECTED_NODES = 549_946;

/** Every node of the tree: the game, then each game after each legal put. */
function walk(game) {
  let nodes = 1;
  for (const { i, j } of game.legalMoves()) nodes += walk(game.put(i, j));
  return nodes;
}

function measure(label, rounds, run) {
  const rates = [];
  let result;
  for (let r = 0; r < rounds; r++) {
    const t0 = performance.now();
    result = run();
    const ms = performance.now() - t0;
    rates.push({ ms, result });
  }
  rates.sort((a, b) => a.ms - b.ms);
  return { label, best: rates[0], median: rates[Math.floor(rates.length / 2)] };
}

const cpu = cpus();
console.log(`machine: ${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores, node ${process.version}`);

walk(Game.make()); // warm-up: let the JIT compile the walk before timing it
const tree = measure('game tree walk', 7, () => walk(Game.make()));
if (tree.best.result !== EXPECTED_NODES) {
  throw new Error(`the walk visited ${tree.best.result} nodes, expected ${EXPECTED_NODES}`);
}
for (const [name, run] of [
  ['best', tree.best],
  ['median', tree.median],
]) {
  const rate = (EXPECTED_NODES / run.ms) * 1000;
  console.log(
    `game tree walk (${name} of 7): ${EXPECTED_NODES} nodes in ${run.ms.toFixed(1)} ms = ${Math.round(rate).toLocaleString('en-US')} nodes/s`,
  );
}

// The solver memoises in a module-level table; a fresh import measures a cold solve.
const fresh = await import(`../dist/index.js?cold=${Date.now()}`);
const t0 = performance.now();
const v = fresh.value(fresh.Game.make());
const coldMs = performance.now() - t0;
console.log(`perfect-play solve from empty (cold, 5,478 positions): value ${v} in ${coldMs.toFixed(1)} ms`);
