// Hostile command lines (issue 12 for the apps): random argv arrays of this app's options, their = forms,
// '-', '--', huge numbers and unicode, fed to main() with an empty scripted input. Every run returns 0 or 2
// (1 for an unreadable file), throws nothing, and writes every line within 80 columns, --help included.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostileArgv, runArgv } from '../../../test-support/argv.js';
import { main } from '../src/index.js';

describe('arcade: hostile command lines', () => {
  it('main returns 0, 1 or 2, throws nothing and stays within 80 columns', () => {
    expect(
      hostileArgv(fc, main, ['dots', 'tictactoe', 'freecell', 'foxdolphin', 'othello', '1', '9'], {
        extra: { launch: () => 0 },
      }),
    ).toBe(300);
  });

  it('--help fits 80 columns', () => {
    const r = runArgv(main, ['--help'], { launch: () => 0 });
    expect(r.code).toBe(0);
    expect(r.problems).toEqual([]);
  });
});
