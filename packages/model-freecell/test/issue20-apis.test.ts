// Issue 20 (APIs a programmer expects, one convention for long work, one
// style of error code): the members a programmer reaches for first.
import { describe, expect, it } from 'vitest';
import { deal } from './helpers.js';
import {
  FreecellError,
  type FreecellErrorCode,
  FreecellGame,
  msDeal,
  ParseError,
  parseCard,
  parseMove,
  solve,
} from '../src/index.js';

/** The code a call throws with, or 'no error'. */
function codeOf(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (e instanceof FreecellError) return e.code;
    throw e;
  }
  return 'no error';
}

describe('issue 20.9: one style of error code', () => {
  it('issue 20.9: codes the specification names stay verbatim, every other code is UPPER_SNAKE_CASE', () => {
    const g = new FreecellGame();
    const codes: FreecellErrorCode[] = [];
    const push = (f: () => unknown) => codes.push(codeOf(f) as FreecellErrorCode);
    push(() => g.size('cell', 0)); // used before newGame
    g.newGame(msDeal(1));
    push(() => g.size('cell', 9));
    push(() => g.getCard('cell', 0));
    push(() => g.moveCard('cell', 'cell', 0, 1));
    push(() => parseMove('zz'));
    push(() => msDeal(1.5));
    push(() => msDeal(0));
    push(() => solve(g, { nope: 1 } as never));
    push(() => solve(null as never));
    expect(codes).toEqual([
      'GAME_NOT_STARTED',
      'invalid_index',
      'invalid_availability',
      'invalid_move',
      'PARSE_ERROR',
      'NOT_AN_INTEGER',
      'OUT_OF_RANGE',
      'UNKNOWN_OPTION',
      'WRONG_TYPE',
    ]);
    const mis = new Set(['invalid_deck', 'invalid_availability', 'invalid_index', 'invalid_move']);
    for (const c of codes) expect(mis.has(c) || /^[A-Z]+(_[A-Z]+)*$/.test(c)).toBe(true);
  });
});

describe('issue 20.7: FreeCell beside chess.js', () => {
  it('issue 20.7: parseCard throws like the other parsers instead of returning a reason', () => {
    expect(parseCard('TH').toString()).toBe('TH');
    expect(parseCard(' 10h ').toString()).toBe('TH');
    expect(() => parseCard('ZZ')).toThrow(ParseError);
    expect(codeOf(() => parseCard('1H'))).toBe('PARSE_ERROR');
    expect(() => parseCard('7★')).toThrow(/'7★' has no suit/);
    expect(codeOf(() => parseCard(3 as never))).toBe('WRONG_TYPE');
  });

  it('issue 20.7: history() lists the moves played in notation, and replaying it gives the same game', () => {
    const g = new FreecellGame();
    g.newGame(msDeal(1));
    expect(g.history()).toEqual([]);
    const r = solve(g);
    if (r.status !== 'solved') throw new Error('deal 1 is solvable');
    for (const m of r.moves.slice(0, 20)) g.play(m);
    const cell = [0, 1, 2, 3].find((k) => g.size('cell', k) === 0) ?? -1;
    g.moveCard('tableau', 'cell', 0, cell);
    g.autoMoveToFoundations();
    const h = g.history();
    expect(h.length).toBe(g.undoDepth());
    expect(h.slice(0, 20).map((m) => m.replace(/v\d+$/, ''))).toEqual(
      r.moves.slice(0, 20).map((m) => m.replace(/v\d+$/, '')),
    );
    expect(h[20]).toBe(`1${'abcd'[cell]}`);
    const replay = new FreecellGame();
    replay.newGame(msDeal(1));
    for (const m of h) replay.play(m);
    expect(replay.position()).toEqual(g.position());
    g.undo(2);
    expect(g.history()).toEqual(h.slice(0, -2));
    expect(g.clone().history()).toEqual(g.history());
  });

  it('issue 20.7: history() before newGame is GAME_NOT_STARTED, like every other member', () => {
    expect(codeOf(() => new FreecellGame().history())).toBe('GAME_NOT_STARTED');
  });
});

it('issue 20.7: history() writes a move onto an empty column with its count, so play replays it exactly', () => {
  // A whole solution of deal 1 replayed from history(): every column move
  // onto an emptied column must keep its count for the positions to match.
  const g = new FreecellGame();
  g.newGame(msDeal(1));
  const r = solve(g);
  if (r.status !== 'solved') throw new Error('deal 1 is solvable');
  for (const m of r.moves) g.play(m);
  const h = g.history();
  const replay = new FreecellGame();
  replay.newGame(msDeal(1));
  for (const m of h) replay.play(m);
  expect(replay.gameWon()).toBe(true);
  expect(h.some((m) => /^[1-8][1-8]v\d+$/.test(m))).toBe(true);
});

describe('issue 20.5: one convention for long work', () => {
  it('issue 20.5: maxNodes, timeMs with clock, and signal each end solve with gave-up and stoppedBy', () => {
    const hard = deal(11982); // unsolvable: a full search takes about 130,000 positions
    expect(solve(hard, { maxNodes: 100 })).toEqual({ status: 'gave-up', stoppedBy: 'maxNodes', nodes: 100 });
    let t = 0;
    const timed = solve(hard, { timeMs: 50, clock: () => (t += 1) });
    expect(timed).toMatchObject({ status: 'gave-up', stoppedBy: 'timeMs' });
    const stop = new AbortController();
    stop.abort();
    expect(solve(hard, { signal: stop.signal })).toEqual({ status: 'gave-up', stoppedBy: 'signal', nodes: 0 });
    // The short mode (and so the app's hint) ends the same way.
    expect(solve(hard, { minimize: 'moves', signal: stop.signal })).toMatchObject({
      status: 'gave-up',
      stoppedBy: 'signal',
    });
  });

  it('issue 20.5: onProgress gets { nodes, elapsedMs } and an abort from it stops the search', () => {
    const stop = new AbortController();
    const seen: { nodes: number; elapsedMs: number | null }[] = [];
    const r = solve(deal(11982), {
      signal: stop.signal,
      onProgress: (p) => {
        seen.push(p);
        if (seen.length === 3) stop.abort();
      },
    });
    expect(r).toMatchObject({ status: 'gave-up', stoppedBy: 'signal' });
    expect(seen).toHaveLength(3);
    expect(seen[0]).toEqual({ nodes: expect.any(Number), elapsedMs: null }); // no clock given
    expect(seen[1]!.nodes).toBeGreaterThan(seen[0]!.nodes);
    expect(r.nodes).toBeLessThan(seen[2]!.nodes + 300); // stopped at the next look, every 256 positions
  });

  it('issue 20.5: the old names timeLimitMs and now still work for this version, not both spellings at once', () => {
    let t = 0;
    expect(solve(deal(11982), { timeLimitMs: 50, now: () => (t += 1) })).toMatchObject({
      status: 'gave-up',
      stoppedBy: 'timeMs',
    });
    expect(codeOf(() => solve(deal(1), { timeMs: 5, timeLimitMs: 5, clock: () => 0 }))).toBe('WRONG_TYPE');
    expect(codeOf(() => solve(deal(1), { signal: {} as never }))).toBe('WRONG_TYPE');
    expect(() => solve(deal(1), { timeMs: 5 })).toThrow('solve: timeMs needs a clock, options.clock');
  });
});
