// The supervisor's pieces that run in this thread; the signals themselves are tested end to end on the
// built apps (arcade: issue 23.10, foxdolphin: issue 23.11), where a real process receives them.
import { describe, expect, it } from 'vitest';
import { SUPERVISED_SIGNALS, signalStatus, supervisedGame, watchParent, watchParentArgs } from '../src/supervise.js';

describe('supervise (issue 23.10, 23.11)', () => {
  it('a game run directly (not under superviseGame) has no supervision', () => {
    expect(supervisedGame()).toBeNull();
  });

  it('the signals it stops on, and their status as a shell reports it', () => {
    expect([...SUPERVISED_SIGNALS]).toEqual(['SIGINT', 'SIGTERM', 'SIGHUP']);
    expect(signalStatus('SIGINT')).toBe(130);
    expect(signalStatus('SIGTERM')).toBe(143);
    expect(signalStatus('SIGHUP')).toBe(129);
  });

  it('watchParent ignores what is not a process id', () => {
    for (const pid of [0, -1, 1.5, Number.NaN]) expect(() => watchParent(pid)).not.toThrow();
  });

  it('a child is started with the parent watch preloaded (the module beside this one)', () => {
    expect(watchParentArgs()).toEqual(['--import', new URL('../src/watch-parent.js', import.meta.url).href]);
  });
});
