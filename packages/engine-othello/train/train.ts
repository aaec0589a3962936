/**
 * `pnpm --filter @arcade/engine-othello train`: fits the pattern evaluation
 * to the WTHOR games in data/wthor (train/fit.ts) and writes src/weights.ts.
 * Prints the training and held-out errors per stage. Deterministic: the same
 * data, seed and options write the same file.
 *
 * Options: --seed N (default 1), --sample F (fraction of the training
 * positions, default 1), --iterations N (default 100), --lambda X (default 4),
 * --held-out YEARS (default 2013), --labels final|consistent (default final:
 * see FitOptions.labels), --data DIR (the .wtb files, default data/wthor),
 * --out FILE (default src/weights.ts), --dry-run (print, write nothing).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { FIT_DEFAULTS, fitWeights } from './fit.js';

const { values: args } = parseArgs({
  options: {
    seed: { type: 'string', default: '1' },
    sample: { type: 'string', default: String(FIT_DEFAULTS.sample) },
    iterations: { type: 'string', default: String(FIT_DEFAULTS.iterations) },
    lambda: { type: 'string', default: String(FIT_DEFAULTS.lambda) },
    'held-out': { type: 'string', default: '2013' },
    labels: { type: 'string', default: FIT_DEFAULTS.labels },
    data: { type: 'string' },
    out: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
  },
});

if (args.labels !== 'final' && args.labels !== 'consistent')
  throw new Error(`--labels: final or consistent, got ${args.labels}`);
const dir =
  args.data === undefined ? new URL('../data/wthor/', import.meta.url) : pathToFileURL(`${resolve(args.data)}/`);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.wtb'))
  .sort()
  .map((name) => ({ name, bytes: new Uint8Array(readFileSync(new URL(name, dir))) }));
const t0 = process.hrtime.bigint();
const c0 = process.cpuUsage();
const result = fitWeights(files, {
  heldOutYears: args['held-out'].split(',').map(Number),
  seed: Number(args.seed),
  sample: Number(args.sample),
  iterations: Number(args.iterations),
  lambda: Number(args.lambda),
  labels: args.labels,
  log: (line) => console.log(line),
});
const cpu = process.cpuUsage(c0);
console.log(
  `training MAE ${result.trainMae.toFixed(3)} discs on ${result.trainPositions} positions (${result.trainGames} games); ` +
    `held-out MAE ${result.heldOutMae.toFixed(3)} discs on ${result.heldOutPositions} positions (${result.heldOutGames} games)`,
);
console.log(
  `${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU, ${(Number(process.hrtime.bigint() - t0) / 1e9).toFixed(1)} s wall; ` +
    `${result.values.length} int8 weights (${(result.values.length / 1e6).toFixed(3)} MB unpacked), module ${(result.module.length / 1e6).toFixed(3)} MB`,
);
if (!args['dry-run']) {
  const out = args.out ?? 'src/weights.ts';
  writeFileSync(
    args.out === undefined ? new URL('../src/weights.ts', import.meta.url) : resolve(args.out),
    result.module,
  );
  console.log(`wrote ${out}`);
}
