// Benchmark: fdReader on one long line (issue 23.6), from a file, at 1, 4
// and 16 MB: read whole (a cap raised to 32 MB) and refused at the default
// 64 KiB cap (dropped up to its end). Linear time shows as a constant MB/s.
// Then wrapText on one long word (issue 23.8) at 0.25, 1 and 4 M characters:
// linear time shows as constant characters per ms. (The tests assert no time.)
// Run after a build: `pnpm build && pnpm --filter @arcade/view-console bench`.
import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { wrapText } from '../dist/console.js';
import { fdReader, isLineTooLongError } from '../dist/io.js';

const MB = 1024 * 1024;
const cpu = cpus();
console.log(`machine: ${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores, node ${process.version}`);

const dir = mkdtempSync(join(tmpdir(), 'arcade-reader-bench-'));

/** Milliseconds (best of `rounds`) to read the file's long line and the short one after it. */
function measure(file, options, rounds) {
  let best = Number.POSITIVE_INFINITY;
  let answer = '';
  for (let r = 0; r < rounds; r++) {
    const fd = openSync(file, 'r');
    try {
      const reader = fdReader(fd, options);
      const t0 = performance.now();
      try {
        answer = `a line of ${reader.readLine().length} characters`;
      } catch (err) {
        if (!isLineTooLongError(err)) throw err;
        answer = 'refused';
      }
      const next = reader.readLine();
      best = Math.min(best, performance.now() - t0);
      if (next !== 'next') throw new Error(`the line after the long one was ${JSON.stringify(next)}`);
    } finally {
      closeSync(fd);
    }
  }
  return { ms: best, answer };
}

try {
  for (const size of [1, 4, 16]) {
    const file = join(dir, `line-${size}`);
    writeFileSync(file, `${'x'.repeat(size * MB)}\nnext\n`);
    for (const [label, options] of [
      ['read whole (cap 32 MB)', { maxLineBytes: 32 * MB }],
      ['default 64 KiB cap', {}],
    ]) {
      const { ms, answer } = measure(file, options, 5);
      console.log(
        `${String(size).padStart(2)} MB line, ${label.padEnd(22)}: ${ms.toFixed(1).padStart(7)} ms (best of 5) = ${Math.round((size * 1000) / ms)} MB/s, ${answer}`,
      );
    }
  }
  // The launcher's reader never reads ahead: a byte a call from anything but a terminal.
  const file = join(dir, 'line-1-exact');
  writeFileSync(file, `${'x'.repeat(MB)}\nnext\n`);
  const { ms } = measure(file, { readAhead: false }, 1);
  console.log(` 1 MB line without read-ahead (the arcade menu): ${ms.toFixed(1)} ms, refused`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

// wrapText cuts one long word into lines of 80 (100 K characters took 13 s, quadratic).
for (const n of [250_000, 1_000_000, 4_000_000]) {
  const text = 'x'.repeat(n);
  let best = Number.POSITIVE_INFINITY;
  for (let r = 0; r < 3; r++) {
    const t0 = performance.now();
    wrapText(text);
    best = Math.min(best, performance.now() - t0);
  }
  console.log(
    `wrapText, one word of ${String(n).padStart(9)} characters: ${best.toFixed(1).padStart(7)} ms (best of 3) = ${Math.round(n / best)} characters/ms`,
  );
}
