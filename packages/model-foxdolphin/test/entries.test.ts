// Issue 20.6 (sessions below the views, for every consumer): the main entry
// and `/session` share one copy of each class, in CommonJS as in ESM. The
// CJS build once gave each entry its own copy (no shared chunks), so a
// CommonJS user's session made boards and errors of a class other than the
// one `require('@arcade/model-foxdolphin')` exports. Reads dist/ (turbo builds it
// first).
import { describe, expect, it } from 'vitest';
import { loadEntries, sharedExportsDiffering, thrown } from '../../../test-support/entries.js';
import type * as Main from '../src/index.js';
import type * as Session from '../src/session.js';

const entries = await loadEntries<typeof Main, typeof Session>(new URL('../', import.meta.url));

describe('issue 20.6: require() of the package and of /session share one copy of each class', () => {
  it.each([
    ['CommonJS', entries.cjs],
    ['ESM', entries.esm],
  ])(
    '%s: the board of a session is a Board of the main entry (===), and its errors FoxDolphinErrors',
    (_, { main, sub }) => {
      expect(sharedExportsDiffering(main, sub)).toEqual([]);
      const s = new sub.FoxDolphinSession({ seed: 3, rounds: 5 });
      expect(Object.getPrototypeOf(s.board)).toBe(main.Board.prototype);
      const e = thrown(() => new sub.FoxDolphinSession({ seed: 3, rounds: 0 }));
      expect(Object.getPrototypeOf(e)).toBe(main.InvalidArgumentError.prototype);
    },
  );
});
