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
export const PATTERN_NAMES: readonly string[] = /* @__PURE__ */ Object.freeze([
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

/** The number of patterns (tables per stage; BASE's length, a test checks it). */
export const N_PATTERNS = 11;

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
const POW3 = /* @__PURE__ */ Int32Array.from({ length: 11 }, (_, n) => 3 ** n);

/** Per pattern: its size (squares), 3^size, and the canonical map. */
export const PATTERN_SIZE = /* @__PURE__ */ Int32Array.from(BASE, (b) => b.length);
/** Per pattern: the number of configurations, 3^size. */
export const PATTERN_CONFIGS = /* @__PURE__ */ Int32Array.from(BASE, (b) => 3 ** b.length);

/** The instances (each pattern's distinct images under the 8 symmetries) and each pattern's self-symmetries. */
function instances(): { pattern: number[]; squares: number[]; start: number[]; selfPerms: number[][][] } {
  const pattern: number[] = [];
  const squaresOf: number[] = [];
  const start: number[] = [0];
  /** The symmetries of each pattern onto itself, as permutations of its positions. */
  const selfPerms: number[][][] = [];
  BASE.forEach((base, p) => {
    const seen = new Set<string>();
    const perms: number[][] = [];
    const own = base
      .slice()
      .sort((a, b) => a - b)
      .join(',');
    for (let t = 0; t < 8; t++) {
      const squares = base.map((k) => symmetric(k, t));
      const key = squares
        .slice()
        .sort((a, b) => a - b)
        .join(',');
      // A symmetry that maps the pattern onto its own squares permutes its positions.
      if (key === own) perms.push(squares.map((k) => base.indexOf(k)));
      if (seen.has(key)) continue;
      seen.add(key);
      pattern.push(p);
      squaresOf.push(...squares);
      start.push(squaresOf.length);
    }
    selfPerms.push(perms);
  });
  return { pattern, squares: squaresOf, start, selfPerms };
}

/** One of the instances' lists as a typed array (46 instances: cheap, unlike the canonical maps). */
function instanceTable(which: 'pattern' | 'squares' | 'start'): Int32Array {
  return Int32Array.from(instances()[which]);
}

/** The number of pattern instances on the board (a test checks it against the instances). */
export const N_INSTANCES = 46;
/** The pattern (table) of each instance. */
export const INSTANCE_PATTERN = /* @__PURE__ */ instanceTable('pattern');
/** The squares of instance n: INSTANCE_SQUARES[INSTANCE_START[n] .. INSTANCE_START[n + 1]). */
export const INSTANCE_SQUARES = /* @__PURE__ */ instanceTable('squares');
/** Where each instance's squares start in INSTANCE_SQUARES (N_INSTANCES + 1 entries). */
export const INSTANCE_START = /* @__PURE__ */ instanceTable('start');

/**
 * The canonical configurations, per pattern: `maps[p]` takes a
 * configuration index to its canonical id (0..count[p] - 1), configurations
 * that a self-symmetry of the pattern maps onto each other getting the same
 * id; `offset[p]` is where pattern p's weights start within a stage. The
 * index of a configuration reads the squares in order, the first square the
 * most significant base-3 digit (0 empty, 1 mover, 2 opponent). Built on
 * first use (some 50 ms), not when the module loads.
 */
export interface CanonicalLayout {
  /** Per pattern, configuration index -> canonical id. */
  readonly maps: readonly Int32Array[];
  /** Per pattern: the number of canonical configurations (weights per stage). */
  readonly count: Int32Array;
  /** Where each pattern's canonical weights start within a stage. */
  readonly offset: Int32Array;
}

let layout: CanonicalLayout | null = null;

/** The canonical configurations of every pattern (built once, on first use). */
export function canonicalLayout(): CanonicalLayout {
  if (layout !== null) return layout;
  const { selfPerms } = instances();
  const maps = BASE.map((base, p) => {
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
  const count = Int32Array.from(maps, (m) => {
    let max = -1;
    for (let i = 0; i < m.length; i++) if (m[i]! > max) max = m[i]!;
    return max + 1;
  });
  const offset = Int32Array.from(count, (_, p) => {
    let s = 0;
    for (let q = 0; q < p; q++) s += count[q]!;
    return s;
  });
  layout = { maps, count, offset };
  return layout;
}

/** Weights per stage: the canonical configurations of every pattern, end to end (a test checks it against canonicalLayout). */
export const STAGE_WEIGHTS = 113_877;

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
