// Issue 20.6 (sessions below the views, for every consumer): the main entry
// and `/session` (and `/lite`) share one copy of each class, in CommonJS as in ESM. The
// CJS build once gave each entry its own copy (no shared chunks), so a
// CommonJS user's session made errors of a class other than the
// one `require('@arcade/engine-othello')` exports. Reads dist/ (turbo builds it
// first).
import { describe, expect, it } from 'vitest';
import { loadEntries, sharedExportsDiffering, thrown } from '../../../test-support/entries.js';
import type * as Main from '../src/index.js';
import type * as Lite from '../src/lite.js';
import type * as Session from '../src/session.js';

const entries = await loadEntries<typeof Main, typeof Session>(new URL('../', import.meta.url));
const lite = await loadEntries<typeof Main, typeof Lite>(new URL('../', import.meta.url), 'lite');

describe('issue 20.6: require() of the package and of /session share one copy of each class', () => {
  it.each([
    ['CommonJS', entries.cjs],
    ['ESM', entries.esm],
  ])('%s: the errors of a session are EngineErrors of the main entry (===)', (_, { main, sub }) => {
    expect(sharedExportsDiffering(main, sub)).toEqual([]);
    const e = thrown(() => new sub.OthelloSession({ black: 'robot' as 'human' }));
    expect(Object.getPrototypeOf(e)).toBe(main.EngineError.prototype);
  });
  it.each([
    ['CommonJS', entries.cjs, lite.cjs],
    ['ESM', entries.esm, lite.esm],
  ])(
    '%s: /lite shares EngineError with the package and OthelloSessionCore with /session (===)',
    (_, both, withLite) => {
      expect(withLite.sub.EngineError).toBe(both.main.EngineError);
      expect(withLite.sub.OthelloSessionCore).toBe(both.sub.OthelloSessionCore);
      expect(Object.getPrototypeOf(both.sub.OthelloSession)).toBe(withLite.sub.OthelloSessionCore);
    },
  );
});
