// The cpu time of this process's finished children, for the side-by-side figures of run.mjs
// (fc-solve) and short.mjs (macroxue/freecell).
import { readFileSync } from 'node:fs';

/** Seconds of cpu the children that have ended used (Linux: /proc/self/stat, in 1/100 s), or NaN. */
export function childCpu() {
  try {
    const f = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(f[13]) + Number(f[14])) / 100; // cutime + cstime (fields 16, 17)
  } catch {
    return Number.NaN;
  }
}
