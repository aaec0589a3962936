// Issue 24: the pattern evaluation fitted to the WTHOR games, and the search on it.
import { seededRandom } from '@arcade/core';
import { readFileSync } from 'node:fs';
import { Cell, makeSquare, Othello, parseBoard } from '@arcade/model-othello';
import { describe, expect, it } from 'vitest';
import { packInt8, unpackInt8 } from '../src/codec.js';
import { evaluateClassic } from '../src/evaluate.js';
import { analyze, isEngineError, solve } from '../src/index.js';
import { shippedWeights } from '../src/embedded.js';
import { evaluatePattern, SELECTIVE, TIMEOUT } from '../src/internal.js';
import { fastIndices } from '../src/pattern-eval.js';
import {
  canonicalLayout,
  fillBoard,
  INSTANCE_PATTERN,
  INSTANCE_START,
  N_INSTANCES,
  N_PATTERNS,
  N_STAGES,
  PATTERN_CONFIGS,
  patternIndex,
  STAGE_WEIGHTS,
  symmetric,
} from '../src/patterns.js';
import { fitWeights } from '../train/fit.js';
import { readHeldOut, readProblems } from './fforum.js';

/** mulberry32: the tests' random positions are the same on every run. */
function rng(seed: number): () => number {
  const g = seededRandom(seed);
  return () => g.next();
}

/** Positions of random games, as the mover's and the opponent's 64 squares. */
function randomPositions(count: number, seed: number): { me: boolean[]; opp: boolean[] }[] {
  const random = rng(seed);
  const out: { me: boolean[]; opp: boolean[] }[] = [];
  while (out.length < count) {
    const g = new Othello();
    const stop = 1 + Math.floor(random() * 58);
    for (let ply = 0; ply < stop && !g.isGameOver(); ply++) {
      const moves = g.legalMoves();
      if (moves.length === 0) {
        g.switchTurn();
        continue;
      }
      const m = moves[Math.floor(random() * moves.length)]!;
      g.move(m.i, m.j, g.getTurn());
    }
    out.push(sides(g));
  }
  return out;
}

/** The position as the mover's and the opponent's 64 squares (a1..h1, a2..h8). */
function sides(g: Othello): { me: boolean[]; opp: boolean[] } {
  const turn = g.getTurn();
  const me: boolean[] = [];
  const opp: boolean[] = [];
  for (let k = 0; k < 64; k++) {
    const c = g.getb(k >> 3, k & 7);
    me.push(c === turn);
    opp.push(c !== turn && c !== 'FREE');
  }
  return { me, opp };
}

function words(me: boolean[], opp: boolean[]): [number, number, number, number] {
  const w = [0, 0, 0, 0];
  for (let k = 0; k < 64; k++) {
    if (me[k]) w[k >> 5]! |= 1 << (k & 31);
    if (opp[k]) w[2 + (k >> 5)]! |= 1 << (k & 31);
  }
  return [w[0]!, w[1]!, w[2]!, w[3]!];
}

describe('issue 24.1: the learned evaluation', () => {
  it('issue 24.1: the shipped weights unpack to exactly one int8 weight per canonical configuration and stage', () => {
    const { values, count } = shippedWeights();
    expect(count).toBe(N_STAGES * STAGE_WEIGHTS);
    expect(values.length).toBe(count);
    // At most 1.5 MB unpacked.
    expect(values.byteLength).toBeLessThanOrEqual(1.5e6);
    let nonZero = 0;
    for (const v of values) if (v !== 0) nonZero++;
    // Most configurations never occur in the games (their weight is 0).
    expect(nonZero).toBeGreaterThan(values.length / 10);
    // 46 instances: 4 edges, 4 + 8 corners, 12 lines, 18 diagonals (the constants are literals,
    // so that importing the module computes nothing: they must match what the tables hold).
    expect(N_INSTANCES).toBe(46);
    expect(INSTANCE_START.length).toBe(N_INSTANCES + 1);
    expect(INSTANCE_PATTERN.length).toBe(N_INSTANCES);
    const layout = canonicalLayout();
    expect(layout.offset.at(-1)! + layout.count.at(-1)!).toBe(STAGE_WEIGHTS);
    expect(layout.offset.length).toBe(N_PATTERNS);
    expect(Array.from(PATTERN_CONFIGS).length).toBe(N_PATTERNS);
  });

  it('issue 24.1: symmetric configurations of a pattern share one weight (the edge read from a1 or from h1)', () => {
    // edge+2X: a1..h1, b2, g2; index digits: first square most significant.
    const config = [1, 2, 0, 0, 1, 1, 2, 0, 1, 2];
    const mirror = [0, 2, 1, 1, 0, 0, 2, 1, 2, 1];
    const index = (digits: number[]) => digits.reduce((a, d) => a * 3 + d, 0);
    const CANONICAL = canonicalLayout().maps;
    expect(CANONICAL[0]![index(config)]).toBe(CANONICAL[0]![index(mirror)]);
    expect(CANONICAL[0]!.length).toBe(PATTERN_CONFIGS[0]);
  });

  it("issue 24.1: the evaluation's fast indices (rows, columns, diagonals as bytes) are the squares' indices", () => {
    const board = new Uint8Array(64);
    for (const { me, opp } of randomPositions(100, 11)) {
      const w = words(me, opp);
      fillBoard(board, ...w);
      expect(fastIndices(...w)).toEqual(Array.from({ length: N_INSTANCES }, (_, n) => patternIndex(board, n)));
    }
  });

  it('issue 24.1: the evaluation is the same under the 8 symmetries of the board', () => {
    for (const { me, opp } of randomPositions(200, 24)) {
      const values = new Set<number>();
      for (let t = 0; t < 8; t++) {
        const me2: boolean[] = new Array(64).fill(false);
        const opp2: boolean[] = new Array(64).fill(false);
        for (let k = 0; k < 64; k++) {
          me2[symmetric(k, t)] = me[k]!;
          opp2[symmetric(k, t)] = opp[k]!;
        }
        values.add(evaluatePattern(...words(me2, opp2)));
      }
      expect(values.size).toBe(1);
    }
  });

  it('issue 24.1: the held-out set (200 positions or more, 20-24 empties): the evaluation predicts the exact score better than the classic one', () => {
    // test/fixtures/heldout-2013.txt: positions of 2013 WTHOR games (never
    // trained on) at 20-24 empties, with the exact score by this solver.
    const lines = readHeldOut();
    // 209 positions since the set was extended (the issue asks 200-500),
    // about 40 at each of 20..24 empties.
    expect(lines.length).toBeGreaterThanOrEqual(200);
    const byEmpties = new Map<number, number>();
    for (const { empties } of lines) byEmpties.set(empties, (byEmpties.get(empties) ?? 0) + 1);
    expect([...byEmpties.keys()].sort()).toEqual([20, 21, 22, 23, 24]);
    for (const count of byEmpties.values()) expect(count).toBeGreaterThanOrEqual(40);
    let learned = 0;
    let classic = 0;
    for (const { board, score } of lines) {
      const { me, opp } = sides(parseBoard(board));
      const w = words(me, opp);
      learned += Math.abs(evaluatePattern(...w) / 8 - score);
      classic += Math.abs(evaluateClassic(...w) / 8 - score);
    }
    expect(learned / lines.length).toBeLessThan(classic / lines.length);
  });

  it('issue 24.1: the packing of the weights round-trips', () => {
    const random = rng(7);
    const values = Int8Array.from({ length: 1000 }, () => (random() < 0.5 ? 0 : Math.floor(random() * 255) - 127));
    values.fill(0, 100, 700);
    const out = new Int8Array(values.length);
    expect(unpackInt8(packInt8(values), out)).toBe(values.length);
    expect(out).toEqual(values);
  });

  it('issue 24.1: training is deterministic on a tiny sample', () => {
    // The first 40 games of 2012 to train on, the first 10 of 2013 held out.
    const cut = (year: number, games: number) => {
      const bytes = new Uint8Array(readFileSync(new URL(`../data/wthor/WTH_${year}.wtb`, import.meta.url)));
      return { name: `WTH_${year}.wtb`, bytes: bytes.slice(0, 16 + 68 * games) };
    };
    const files = [cut(2012, 40), cut(2013, 10)];
    const a = fitWeights(files, { heldOutYears: [2013], seed: 5, iterations: 4 });
    const b = fitWeights(files, { heldOutYears: [2013], seed: 5, iterations: 4 });
    expect(a.module).toBe(b.module);
    expect(a.trainGames).toBe(40);
    expect(a.heldOutGames).toBe(10);
    expect(a.trainMae).toBeLessThan(a.heldOutMae);
  });

  it("issue 24.1: the classic evaluation is still available as analyze's evaluation: 'classic'", () => {
    const g = parseBoard('--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X');
    const mid = new Othello();
    for (const m of ['f5', 'd6', 'c3', 'd3', 'c4', 'f4']) {
      const sq = mid.legalMoves().find((s) => makeSquare(s) === m)!;
      mid.move(sq.i, sq.j, mid.getTurn());
    }
    const learned = analyze(mid, { depth: 4 });
    const classic = analyze(mid, { depth: 4, evaluation: 'classic' });
    expect(classic.score).toBe(analyze(mid, { depth: 4, evaluation: 'classic' }).score);
    expect(learned.score).not.toBe(classic.score);
    // The option holds for one call: the next call without it is the learned one again.
    expect(analyze(mid, { depth: 4 })).toEqual(learned);
    expect(analyze(g, { evaluation: 'classic' }).score).toBe(18);
    let code = '';
    try {
      analyze(mid, { evaluation: 'edax' as never });
    } catch (e) {
      if (isEngineError(e)) code = e.code;
    }
    expect(code).toBe('INVALID_OPTION');
  });
});

describe('issue 24.2: the search on the learned evaluation', () => {
  it('issue 24.2: the solver, ordering by the learned evaluation, is still exact on FForum 1-19', () => {
    for (const p of readProblems('fforum-1-19.obf', 1)) {
      const r = solve(parseBoard(p.board));
      const best = p.values[0]![1];
      if (r.status !== 'solved') throw new Error(`problem ${p.n}: ${r.status}`);
      expect(r.score).toBe(best);
      expect(p.values.filter(([, v]) => v === best).map(([m]) => m)).toContain(makeSquare(r.move!));
    }
  });

  it('issue 24.2: the selective stage before the exact tests (ProbCut) leaves the score exact', () => {
    // Held-out positions at 20 empties (test/fixtures/heldout-2013.txt, scores solved exactly and,
    // at 24 empties, agreeing with the WTHOR database): the selective stage's table bounds must not
    // reach the exact search, whose answer is the same with the stage turned off.
    const at20 = readHeldOut()
      .filter((p) => p.empties === 20)
      .slice(0, 3);
    expect(at20).toHaveLength(3);
    expect(SELECTIVE.margin).toBeGreaterThan(0);
    for (const { board, score } of at20) {
      const g = parseBoard(board);
      const selective = solve(g);
      const margin = SELECTIVE.margin;
      SELECTIVE.margin = 0;
      let plain: ReturnType<typeof solve>;
      try {
        plain = solve(g);
      } finally {
        SELECTIVE.margin = margin;
      }
      if (selective.status !== 'solved' || plain.status !== 'solved') throw new Error('not solved');
      expect(selective.score).toBe(score);
      expect(plain.score).toBe(score);
      expect(selective.nodes).not.toBe(plain.nodes);
    }
  }, 120_000);

  it("issue 24.2: a budget that runs out in the exact solve plays the selective stage's move", () => {
    // FForum 42: 22 empties, g2 scores +6, c6 -2. With 2 million nodes the exact tests do not
    // finish; the 14-ply midgame search (the solve's first guess) prefers c6, the selective
    // stage, finished within the budget, g2.
    const p = readProblems('fforum-40-59.obf', 40).find((q) => q.n === 42)!;
    const g = parseBoard(p.board);
    const value = (m: string): number => p.values.find(([v]) => v === m)![1];
    expect(TIMEOUT.selective).toBe(true);
    const r = analyze(g, { maxNodes: 2_000_000 });
    expect(r.status).toBe('gave-up');
    expect(r.exact).toBe(false);
    expect(makeSquare(r.move!)).toBe('g2');
    expect(value('g2')).toBe(6);
    expect(makeSquare(r.pv[0]!)).toBe('g2');
    TIMEOUT.selective = false;
    try {
      const midgame = analyze(g, { maxNodes: 2_000_000 });
      expect(makeSquare(midgame.move!)).toBe('c6');
      expect(value('c6')).toBe(-2);
    } finally {
      TIMEOUT.selective = true;
    }
  }, 120_000);

  it('issue 24.2: level 8 (recalibrated to about 1 s a move) plays exactly from 22 empties', () => {
    // FForum 42: 22 empties, best score +6 (g2). Level 8 was exact from 20.
    const p = readProblems('fforum-40-59.obf', 40).find((q) => q.n === 42)!;
    const g = parseBoard(p.board);
    expect(g.count(Cell.FREE)).toBe(22);
    const r = analyze(g, { level: 8 });
    expect(r.exact).toBe(true);
    expect(r.score).toBe(6);
    expect(p.values.filter(([, v]) => v === 6).map(([m]) => m)).toContain(makeSquare(r.move!));
  }, 120_000);
});
