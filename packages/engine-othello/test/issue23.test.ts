// Issue 23 items 13 and 14 for the engine: a polluted Object.prototype is
// not read as options, and the model's bitboards cannot be written from
// outside, so the engine always answers for the game's true position.
import { Othello, playTranscript } from '@arcade/model-othello';
import { afterEach, describe, expect, it } from 'vitest';
import { analyze, isEngineError, solve } from '../src/index.js';

const proto = Object.prototype as Record<string, unknown>;
const polluting = ['maxNodes', 'timeMs', 'clock', 'level', 'depth', 'rng', 'onProgress'];
afterEach(() => {
  for (const k of polluting) delete proto[k];
});

/** A position 12 empties from the end: the last legal move each turn, from the start. */
function endgame(): Othello {
  const g = new Othello();
  while (64 - g.count('BLACK') - g.count('WHITE') > 12 && !g.isGameOver()) {
    const moves = g.legalMoves();
    const m = moves[moves.length - 1];
    if (m === undefined) g.switchTurn();
    else g.move(m.i, m.j, g.getTurn());
  }
  return g;
}
const end = endgame();

describe('issue 23.13: a polluted Object.prototype is not read as engine options', () => {
  it('Object.prototype.maxNodes = 1 and timeMs = 5 change neither solve nor analyze', () => {
    const solved = solve(end);
    const analyzed = analyze(end, { depth: 2 });
    proto.maxNodes = 1;
    proto.timeMs = 5;
    proto.clock = () => Number.NaN;
    expect(solve(end)).toEqual(solved);
    expect(solve(end, {})).toEqual(solved);
    expect(analyze(end, { depth: 2 })).toEqual(analyzed);
  });
  it('Object.prototype.level, depth, rng and onProgress change nothing', () => {
    const g = playTranscript('f5d6c3');
    const plain = analyze(g);
    proto.level = 1;
    proto.depth = 1;
    proto.rng = () => 0.99;
    proto.onProgress = () => {
      throw new Error('polluted onProgress called');
    };
    expect(analyze(g)).toEqual(plain);
  });
  it('an own option that is misspelt is still refused', () => {
    let caught: unknown;
    try {
      solve(end, { maxnodes: 10 } as never);
    } catch (e) {
      caught = e;
    }
    expect(isEngineError(caught) && caught.code).toBe('INVALID_OPTION');
  });
});

describe('issue 23.14: the engine answers for the true position of a game whose fields a caller wrote', () => {
  it('bl/bh/wl/wh written at run time (both colours everywhere) are not the game', () => {
    const truth = solve(end);
    const g = end.clone();
    const open = g as unknown as Record<string, number>;
    for (const k of ['bl', 'bh', 'wl', 'wh']) open[k] = -1;
    expect(solve(g)).toEqual(truth);
    expect(new Othello().count('BLACK')).toBe(2);
  });
});
