// Issue 20.6 (sessions below the views, for every consumer): the main entry
// and `/session` share one copy of each class, in CommonJS as in ESM. The
// CJS build once gave each entry its own copy (no shared chunks), so a
// CommonJS user's session made boards and errors of a class other than the
// one `require('@arcade/model-twodots')` exports. Reads dist/ (turbo builds it
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
    '%s: the board of a level is a TwoDotsBoard of the main entry (===), and its errors TwoDotsErrors',
    (_, { main, sub }) => {
      expect(sharedExportsDiffering(main, sub)).toEqual([]);
      const level = sub.LEVELS[0];
      if (level === undefined) throw new Error('no level');
      const game = new sub.LevelGame(level);
      expect(Object.getPrototypeOf(game.board)).toBe(main.TwoDotsBoard.prototype);
      const e = thrown(() => new sub.LevelGame({ ...level, moves: 0 }));
      expect(Object.getPrototypeOf(e)).toBe(main.IllegalArgumentException.prototype);
    },
  );
});
