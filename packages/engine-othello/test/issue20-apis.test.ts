// Issue 20.5 (one convention for long work) and 20.7 (results that tell a
// pass from the end of the game), for solve and analyze.
import { parseBoard, playTranscript } from '@arcade/model-othello';
import { describe, expect, it } from 'vitest';
import { analyze, isEngineError, type Progress, solve } from '../src/index.js';
import { readProblems } from './fforum.js';

const hard = parseBoard(readProblems('fforum-20-39.obf', 20)[4]!.board);
const mid = playTranscript('f5d6c3d3c4');

function codeOf(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (isEngineError(e)) return e.code;
    throw e;
  }
  return 'no error';
}

describe('issue 20.5: one convention for long work', () => {
  it('issue 20.5: an aborted signal stops solve with status gave-up, stoppedBy signal', () => {
    const c = new AbortController();
    c.abort();
    expect(solve(hard, { signal: c.signal })).toEqual({ status: 'gave-up', stoppedBy: 'signal', nodes: 0 });
  });

  it('issue 20.5: aborting from onProgress stops solve within one poll, and progress has nodes and elapsedMs', () => {
    const c = new AbortController();
    const seen: Progress[] = [];
    let now = 0;
    const r = solve(hard, {
      signal: c.signal,
      clock: () => (now += 1),
      onProgress: (p) => {
        seen.push(p);
        if (seen.length === 2) c.abort();
      },
    });
    expect(r.status === 'gave-up' && r.stoppedBy).toBe('signal');
    expect(seen).toHaveLength(2);
    expect(seen[0]).toEqual({ nodes: expect.any(Number), elapsedMs: expect.any(Number) });
    expect(seen[1]!.nodes).toBeGreaterThan(seen[0]!.nodes);
    expect(r.nodes).toBeGreaterThan(seen[1]!.nodes);
  });

  it('issue 20.5: analyze stopped by a signal still answers a legal move, status gave-up', () => {
    const c = new AbortController();
    c.abort();
    const r = analyze(mid, { signal: c.signal });
    expect(r.status).toBe('gave-up');
    expect(r.stoppedBy).toBe('signal');
    expect(r.move).not.toBeNull();
    expect(mid.isValidMove(r.move!.i, r.move!.j, mid.getTurn())).toBe(true);
    const done = analyze(mid, { depth: 2 });
    expect(done.status).toBe('complete');
    expect(done.stoppedBy).toBeUndefined();
    expect(analyze(mid, { maxNodes: 500 })).toMatchObject({ status: 'gave-up', stoppedBy: 'maxNodes' });
  });

  it('issue 20.5: a signal that is not an AbortSignal is INVALID_OPTION', () => {
    expect(codeOf(() => solve(hard, { signal: {} as never }))).toBe('INVALID_OPTION');
    expect(codeOf(() => analyze(mid, { signal: 'stop' as never }))).toBe('INVALID_OPTION');
  });
});

describe('issue 20.7: engine results tell a pass from the end of the game', () => {
  it('issue 20.7: analyze says pass or gameOver when there is no move', () => {
    const over = parseBoard(`${'X'.repeat(63)}- O`);
    const pass = parseBoard(`${'X'.repeat(61)}O-- O`);
    expect(analyze(over)).toMatchObject({ move: null, pass: false, gameOver: true, exact: true, score: -64 });
    expect(analyze(pass)).toMatchObject({ move: null, pass: true, gameOver: false });
    expect(analyze(mid, { depth: 1 })).toMatchObject({ pass: false, gameOver: false });
  });
});
