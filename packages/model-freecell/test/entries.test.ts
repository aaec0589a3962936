// Issue 20.6 (sessions below the views, for every consumer): the main entry
// and `/session` share one copy of each class, in CommonJS as in ESM. The
// CJS build once gave each entry its own copy (no shared chunks), so a
// CommonJS user's session made errors and cards of a class other than the
// one `require('@arcade/model-freecell')` exports. Reads dist/ (turbo builds it
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
    '%s: a session refuses with a FreecellError of the main entry (===), and works on its game',
    (_, { main, sub }) => {
      expect(sharedExportsDiffering(main, sub)).toEqual([]);
      const e = thrown(() => new sub.FreecellSession(new main.FreecellGame()));
      expect(Object.getPrototypeOf(e)).toBe(main.FreecellError.prototype);
      const game = new main.FreecellGame();
      game.newGame(main.msDeal(1));
      const s = new sub.FreecellSession(game, { auto: false });
      expect(s.game).toBe(game);
      expect(Object.getPrototypeOf(s.game)).toBe(main.FreecellGame.prototype);
    },
  );
});
