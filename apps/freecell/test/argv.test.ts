// Hostile command lines (issue 12 for the apps): random argv arrays of this app's options, their = forms,
// '-', '--', huge numbers and unicode, fed to main() with an empty scripted input. Every run returns 0 or 2
// (1 for an unreadable file), throws nothing, and writes every line within 80 columns, --help included.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostileArgv, runArgv } from '../../../test-support/argv.js';
import { main } from '../src/index.js';

/** freecell --solve prints its moves on one line (issue 11: scripts read it whole); it is data, not a message. */
const isSolutionLine = (line: string): boolean => /^[1-8a-h]{2}(v\d+)?( [1-8a-h]{2}(v\d+)?)*$/.test(line);

describe('freecell: hostile command lines', () => {
  it('main returns 0, 1 or 2, throws nothing and stays within 80 columns', () => {
    expect(
      hostileArgv(fc, main, ['--deal', '--seed', '--no-auto', '--solve', '--board'], { isData: isSolutionLine }),
    ).toBe(300);
  });

  it('--help fits 80 columns', () => {
    const r = runArgv(main, ['--help']);
    expect(r.code).toBe(0);
    expect(r.problems).toEqual([]);
  });
});
