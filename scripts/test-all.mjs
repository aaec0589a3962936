#!/usr/bin/env node
// The checks of `pnpm test`, after Biome and `turbo run build` (package.json):
// two turbo runs at once, each running its tasks alone (`--only`: every build
// is already done, and no build is replayed from the cache under a running test):
//   1. the two longest tasks, started first: the site's tests (@arcade/web: its
//      unit tests, then the browser tests) and the publishing checks (the
//      root's test:publish, scripts/test/*.test.mjs, which include every
//      package's lint), with every package's typecheck in one process (the
//      root's typecheck:all);
//   2. every other package's test, two at a time.
// In one turbo run the site's test waited behind every other task that was
// ready before it (turbo starts ready tasks first come, first served): the
// browser tests started in the last third of the run, and the publishing
// checks ran after all of it. Both runs' lines are passed through whole; the
// exit status is the first failure's.
//
//   node scripts/test-all.mjs   # as `pnpm test` runs it, after the builds
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { root } from './packages.mjs';

const color = process.stdout.isTTY ? ['--color'] : [];

/** The site's tests and the publishing checks (`//` is the root), and every other package's tasks. */
const RUNS = [
  [
    'run',
    'test',
    'test:publish',
    'typecheck:all',
    '--filter=@arcade/web',
    '--filter=//',
    '--only',
    '--concurrency=3',
    ...color,
  ],
  // No `lint`: the root's scripts/test/lint.test.mjs runs each package's lint (publint and attw) on
  // the tarballs of one shared pack, where the packages' lint scripts packed each package twice more.
  // No `typecheck`: the root's typecheck:all (scripts/typecheck-all.mjs, in 1) checks every package
  // in one process, parsing the declarations they share once.
  ['run', 'test', '--filter=!@arcade/web', '--only', '--concurrency=2', ...color],
];

/** Runs turbo with `args`, passing its output on line by line; resolves to its exit status. */
function turbo(args) {
  return new Promise((resolve) => {
    const child = spawn(join(root, 'node_modules', '.bin', 'turbo'), args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      createInterface({ input: from, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) => to.write(`${line}\n`));
    }
    child.on('error', (e) => {
      process.stderr.write(`turbo ${args.join(' ')}: ${e.message}\n`);
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal === null ? 1 : 128)));
  });
}

const codes = await Promise.all(RUNS.map(turbo));
process.exitCode = codes.find((c) => c !== 0) ?? 0;
