// Issue 24.1 (the shipped weights working in the browser) and issue 19.8 (size): the weights as a
// binary file that a web worker fetches, read by the lite entry, which embeds none; the evaluation
// from the file is bit-identical to the embedded one.
import { seededRandom } from '@arcade/core';
import { Othello, parseBoard } from '@arcade/model-othello';
import { describe, expect, it } from 'vitest';
import { decodeWeights, embeddedWeightsFile, encodeWeights, isEngineError } from '../src/index.js';
import { embeddedWeights } from '../src/embedded.js';
import { evaluatePattern, hasPatternWeights, setPatternWeights } from '../src/pattern-eval.js';
import { analyze, computerMove, loadWeights, OthelloSessionCore, solve } from '../src/lite.js';
import { computerMove as computerMoveEmbedded } from '../src/session.js';

/** mulberry32 (core's seededRandom): the same random positions on every run. */
function rng(seed: number): () => number {
  const g = seededRandom(seed);
  return () => g.next();
}

/** `count` random positions as bitboard words, from nearly empty to nearly full (every stage). */
function positions(count: number, seed: number): [number, number, number, number][] {
  const random = rng(seed);
  const out: [number, number, number, number][] = [];
  for (let n = 0; n < count; n++) {
    const filled = random();
    const w = [0, 0, 0, 0];
    for (let k = 0; k < 64; k++) {
      if (random() >= filled) continue;
      const side = random() < 0.5 ? 0 : 2;
      w[side + (k >> 5)]! |= 1 << (k & 31);
    }
    out.push([w[0]!, w[1]!, w[2]!, w[3]!]);
  }
  return out;
}

const codeOf = (f: () => unknown): string | undefined => {
  try {
    f();
  } catch (e) {
    return isEngineError(e) ? e.code : `not an EngineError: ${String(e)}`;
  }
  return undefined;
};

describe('issue 24.1: the weights as a file, for the lite entry', () => {
  it('issue 24.1: before loadWeights the lite entry asks for the weights (WEIGHTS_REQUIRED); classic needs none', () => {
    // This file's module state is its own (vitest isolates test files): nothing has loaded weights yet.
    expect(hasPatternWeights()).toBe(false);
    const game = new Othello();
    expect(codeOf(() => analyze(game, { level: 3 }))).toBe('WEIGHTS_REQUIRED');
    expect(codeOf(() => solve(parseBoard(`${'X'.repeat(30)}${'O'.repeat(30)}---- X`)))).toBe('WEIGHTS_REQUIRED');
    expect(
      codeOf(() =>
        computerMove({ board: `${'-'.repeat(27)}OX${'-'.repeat(6)}XO${'-'.repeat(27)} X`, level: 1, seed: 1 }),
      ),
    ).toBe('WEIGHTS_REQUIRED');
    expect(analyze(game, { level: 3, evaluation: 'classic' }).move).not.toBeNull();
    expect(hasPatternWeights()).toBe(false);
  });

  it('issue 24.1: the evaluation from the file equals the embedded one on 5,000 random positions, bit for bit', () => {
    const sample = positions(5000, 24);
    setPatternWeights(embeddedWeights());
    const embedded = sample.map((p) => evaluatePattern(...p));
    // Another set of weights first, so that the comparison could fail: the file must replace it.
    const other = embeddedWeights();
    other.scales.fill(0.01);
    setPatternWeights(other);
    const skewed = sample.map((p) => evaluatePattern(...p));
    expect(skewed).not.toEqual(embedded);
    loadWeights(embeddedWeightsFile());
    const fromFile = sample.map((p) => evaluatePattern(...p));
    expect(fromFile).toEqual(embedded);
    // And the numbers themselves round-trip exactly.
    const w = embeddedWeights();
    const back = decodeWeights(encodeWeights(w));
    expect(back.values).toEqual(w.values);
    expect(Array.from(back.scales)).toEqual(Array.from(w.scales));
    expect(Array.from(back.bias)).toEqual(Array.from(w.bias));
    expect(Array.from(back.parity)).toEqual(Array.from(w.parity));
    // Three unpackings of the full tables: once 37.7 s at load 12; a correctness test, not a timing.
  }, 180_000);

  it('issue 24.1: with the file loaded, the lite engine chooses what the embedded one does', () => {
    loadWeights(embeddedWeightsFile());
    const board = parseBoard('--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X');
    for (const level of [1, 4, 8]) {
      const input = { board: 'OOOOOOO-XXXXXOOO-XXOOXOO--XXOXOO--XOXXOO---XXOOO---XXXOO-----XOO O', level, seed: 3 };
      expect(computerMove(input)).toEqual(computerMoveEmbedded(input));
    }
    expect(analyze(board, { level: 5 }).move).not.toBeNull();
    // Two level-8 searches of each kind: allow for a loaded machine (a correctness test, not a timing).
  }, 180_000);

  it('issue 24.1: bad weight files are refused with INVALID_WEIGHTS, and the weights in use stay', () => {
    loadWeights(embeddedWeightsFile());
    const probe = positions(50, 5);
    const before = probe.map((p) => evaluatePattern(...p));
    const good = embeddedWeightsFile();
    const damaged = good.slice();
    damaged[good.length - 100]! ^= 1;
    const wrongVersion = good.slice();
    wrongVersion[4] = 2;
    const wrongShape = good.slice();
    wrongShape[5] = 13;
    const cases: [string, unknown, RegExp][] = [
      ['not bytes', [1, 2, 3], /expected a Uint8Array/],
      ['empty', new Uint8Array(0), /too short/],
      ['another format', new Uint8Array(64), /not an Othello weights file/],
      ['truncated', good.subarray(0, good.length - 1), /bytes, expected/],
      ['damaged', damaged, /checksum/],
      ['another version', wrongVersion, /version 2/],
      ['other stages', wrongShape, /13 stages/],
    ];
    for (const [what, bytes, message] of cases) {
      let caught: unknown;
      try {
        loadWeights(bytes as Uint8Array);
      } catch (e) {
        caught = e;
      }
      expect(isEngineError(caught), what).toBe(true);
      expect((caught as { code: string }).code, what).toBe('INVALID_WEIGHTS');
      expect((caught as Error).message, what).toMatch(message);
    }
    // Numbers out of range are refused when encoding too.
    const w = embeddedWeights();
    w.values[7] = -128;
    expect(codeOf(() => encodeWeights(w))).toBe('INVALID_WEIGHTS');
    const big = embeddedWeights();
    big.scales[0] = 10;
    expect(codeOf(() => encodeWeights(big))).toBe('INVALID_WEIGHTS');
    expect(probe.map((p) => evaluatePattern(...p))).toEqual(before);
  });

  it('issue 19.8: OthelloSessionCore plays the moves it is given; with no engine, a search is ENGINE_REQUIRED', () => {
    const s = new OthelloSessionCore({ white: 'computer', level: 8, seed: 1 });
    s.play({ i: 2, j: 3 });
    expect(codeOf(() => s.computerPlay())).toBe('ENGINE_REQUIRED');
    expect(codeOf(() => s.hint())).toBe('ENGINE_REQUIRED');
    expect(s.state.moves.length).toBe(1);
    const reply = s.computerPlay({ move: 'c3' });
    expect(reply?.flipped.length).toBe(1);
    expect(s.undo()?.length).toBe(2);
    const back = OthelloSessionCore.fromJSON(JSON.parse(JSON.stringify(s.toJSON())));
    expect(back).toBeInstanceOf(OthelloSessionCore);
    expect(back.state).toEqual(s.state);
  });
});
