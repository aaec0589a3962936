/**
 * The patterns of the learned evaluation (Logistello's and Edax's set): the
 * edge with its two X squares, the 3x3 and 2x5 corners, the lines of the
 * second, third and fourth rows and the diagonals of 4 to 8 squares. Each
 * pattern is given once, in the a1 corner's orientation; its images under
 * the 8 symmetries of the board are its instances, and all instances share
 * one table. A table is also indexed by canonical configuration: two
 * configurations that a symmetry of the pattern itself maps onto each other
 * (the edge read from a1 or from h1) share one weight, so the evaluation is
 * symmetric by construction.
 *
 * Shared by the evaluation (src/pattern-eval.ts) and the training script
 * (train/train.ts), so both index the same way.
 *
 * ```ts
 * const board = new Uint8Array(64);
 * fillBoard(board, pl, ph, ol, oh); // 0 empty, 1 mover, 2 opponent
 * patternIndex(board, 0); // the first instance's configuration, 0..3^10-1
 * ```
 */

/** The base patterns, squares as 8 * row + column (a1 = 0, h1 = 7, a8 = 56). */
const BASE: readonly (readonly number[])[] = [
  // edge + 2X: a1..h1, b2, g2
  [0, 1, 2, 3, 4, 5, 6, 7, 9, 14],
  // 3x3 corner
  [0, 1, 2, 8, 9, 10, 16, 17, 18],
  // 2x5 corner
  [0, 1, 2, 3, 4, 8, 9, 10, 11, 12],
  // lines 2, 3, 4
  [8, 9, 10, 11, 12, 13, 14, 15],
  [16, 17, 18, 19, 20, 21, 22, 23],
  [24, 25, 26, 27, 28, 29, 30, 31],
  // diagonals of 8, 7, 6, 5, 4 squares
  [0, 9, 18, 27, 36, 45, 54, 63],
  [1, 10, 19, 28, 37, 46, 55],
  [2, 11, 20, 29, 38, 47],
  [3, 12, 21, 30, 39],
  [4, 13, 22, 31],
];

/** The names of the patterns, in BASE's order. */
export const PATTERN_NAMES: readonly string[] = Object.freeze([
  'edge+2X',
  'corner 3x3',
  'corner 2x5',
  'line 2',
  'line 3',
  'line 4',
  'diagonal 8',
  'diagonal 7',
  'diagonal 6',
  'diagonal 5',
  'diagonal 4',
]);

/** The number of patterns (tables per stage). */
export const N_PATTERNS = BASE.length;

/** The image of square k under symmetry t (0..7): transpose, then mirror rows, columns. */
export function symmetric(k: number, t: number): number {
  let i = k >> 3;
  let j = k & 7;
  if ((t & 4) !== 0) {
    const x = i;
    i = j;
    j = x;
  }
  if ((t & 1) !== 0) i = 7 - i;
  if ((t & 2) !== 0) j = 7 - j;
  return 8 * i + j;
}

/** 3^n. */
const POW3 = Int32Array.from({ length: 11 }, (_, n) => 3 ** n);

/** Per pattern: its size (squares), 3^size, and the canonical map. */
export const PATTERN_SIZE = Int32Array.from(BASE, (b) => b.length);
/** Per pattern: the number of configurations, 3^size. */
export const PATTERN_CONFIGS = Int32Array.from(BASE, (b) => POW3[b.length]!);

/** Instances: the pattern of each, and their squares (flat, INSTANCE_START). */
const instPattern: number[] = [];
const instSquares: number[] = [];
const instStart: number[] = [0];
/** The symmetries of each pattern onto itself, as permutations of its positions. */
const selfPerms: number[][][] = [];

BASE.forEach((base, p) => {
  const seen = new Set<string>();
  const perms: number[][] = [];
  for (let t = 0; t < 8; t++) {
    const squares = base.map((k) => symmetric(k, t));
    const key = squares
      .slice()
      .sort((a, b) => a - b)
      .join(',');
    // A symmetry that maps the pattern onto its own squares permutes its positions.
    if (
      key ===
      base
        .slice()
        .sort((a, b) => a - b)
        .join(',')
    )
      perms.push(squares.map((k) => base.indexOf(k)));
    if (seen.has(key)) continue;
    seen.add(key);
    instPattern.push(p);
    instSquares.push(...squares);
    instStart.push(instSquares.length);
  }
  selfPerms.push(perms);
});

/** The number of pattern instances on the board (46). */
export const N_INSTANCES = instPattern.length;
/** The pattern (table) of each instance. */
export const INSTANCE_PATTERN = Int32Array.from(instPattern);
/** The squares of instance n: INSTANCE_SQUARES[INSTANCE_START[n] .. INSTANCE_START[n + 1]). */
export const INSTANCE_SQUARES = Int32Array.from(instSquares);
export const INSTANCE_START = Int32Array.from(instStart);

/**
 * Per pattern, configuration index -> canonical id (0..CANONICAL_COUNT - 1):
 * configurations that a self-symmetry of the pattern maps onto each other
 * get the same id. The index of a configuration reads the squares in order,
 * the first square the most significant base-3 digit (0 empty, 1 mover, 2
 * opponent).
 */
export const CANONICAL: readonly Int32Array[] = BASE.map((base, p) => {
  const n = base.length;
  const size = POW3[n]!;
  const map = new Int32Array(size).fill(-1);
  const digits = new Int32Array(n);
  let next = 0;
  for (let idx = 0; idx < size; idx++) {
    if (map[idx] !== -1) continue;
    let x = idx;
    for (let q = n - 1; q >= 0; q--) {
      digits[q] = x % 3;
      x = (x - digits[q]!) / 3;
    }
    // Every image of this configuration under the pattern's self-symmetries.
    for (const perm of selfPerms[p]!) {
      let img = 0;
      for (let q = 0; q < n; q++) img = img * 3 + digits[perm[q]!]!;
      map[img] = next;
    }
    next++;
  }
  return map;
});

/** Per pattern: the number of canonical configurations (weights per stage). */
export const CANONICAL_COUNT = Int32Array.from(CANONICAL, (m) => {
  let max = -1;
  for (let i = 0; i < m.length; i++) if (m[i]! > max) max = m[i]!;
  return max + 1;
});

/** Weights per stage: the canonical configurations of every pattern, end to end. */
export const STAGE_WEIGHTS = CANONICAL_COUNT.reduce((a, b) => a + b, 0);

/** Where each pattern's canonical weights start within a stage. */
export const CANONICAL_OFFSET = Int32Array.from(CANONICAL_COUNT, (_, p) => {
  let s = 0;
  for (let q = 0; q < p; q++) s += CANONICAL_COUNT[q]!;
  return s;
});

/** Empty squares per stage: stage = floor((empties - 1) / STAGE_EMPTIES). */
export const STAGE_EMPTIES = 5;
/** The number of stages (1..60 empties). */
export const N_STAGES = 12;

/** The stage of a position with `empties` empty squares (0 counts as 1). */
export function stageOf(empties: number): number {
  const s = ((empties > 0 ? empties : 1) - 1) / STAGE_EMPTIES;
  return s >= N_STAGES ? N_STAGES - 1 : s | 0;
}

/** Writes the cells of a position: 0 empty, 1 the mover's (pl, ph), 2 the opponent's. */
export function fillBoard(board: Uint8Array, pl: number, ph: number, ol: number, oh: number): void {
  for (let k = 0; k < 32; k++) board[k] = ((pl >>> k) & 1) | (((ol >>> k) & 1) << 1);
  for (let k = 0; k < 32; k++) board[k + 32] = ((ph >>> k) & 1) | (((oh >>> k) & 1) << 1);
}

/** The configuration index of instance n on `board`. */
export function patternIndex(board: Uint8Array, n: number): number {
  let idx = 0;
  const end = INSTANCE_START[n + 1]!;
  for (let q = INSTANCE_START[n]!; q < end; q++) idx = idx * 3 + board[INSTANCE_SQUARES[q]!]!;
  return idx;
}
