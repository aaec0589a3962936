// BoardView beside the MIS (issue 13): the levels game offered at the mode
// prompt when the app asks for it, and the reasons a loop is refused.
import { PointT } from '@arcade/model-twodots';
import { describe, expect, it } from 'vitest';
import {
  BoardView,
  bufferSink,
  describeTwoDotsPlayProblem,
  describeTwoDotsProblem,
  parseTwoDotsGameMode,
  parseTwoDotsMode,
  scriptedReader,
  TWO_DOTS_LEVELS_MODE_PROMPT,
  TWO_DOTS_MODE_PROMPT,
} from '../src/node.js';

function view(lines: string[], levels?: boolean) {
  const output = bufferSink();
  const v = new BoardView({ input: scriptedReader(lines), output, ...(levels === undefined ? {} : { levels }) });
  return { v, output };
}

describe('parseTwoDotsGameMode', () => {
  it('reads L (either case) beside T and M; parseTwoDotsMode still does not', () => {
    expect(parseTwoDotsGameMode('L')).toBe('levels');
    expect(parseTwoDotsGameMode(' l ')).toBe('levels');
    expect(parseTwoDotsGameMode('t')).toBe('timed');
    expect(parseTwoDotsGameMode('M')).toBe('moves');
    for (const bad of ['', 'x', 'LL', 'level', '1']) expect(parseTwoDotsGameMode(bad)).toBeNull();
    expect(parseTwoDotsMode('L')).toBeNull();
    expect(parseTwoDotsMode('levels')).toBeNull();
  });
});

describe('BoardView with levels', () => {
  it('offers T, M and L in a prompt within 80 columns, and returns levels for L', () => {
    expect(TWO_DOTS_LEVELS_MODE_PROMPT.length).toBeLessThanOrEqual(80);
    const { v, output } = view(['x', 'L'], true);
    expect(v.modePrompt()).toBe('levels');
    expect(output.text()).toBe(
      `${TWO_DOTS_LEVELS_MODE_PROMPT}"x" is not a mode: type T, M or L (or help).\n${TWO_DOTS_LEVELS_MODE_PROMPT}`,
    );
  });

  it('without the option, the MIS prompt: L is not a mode', () => {
    const { v, output } = view(['L', 'm']);
    expect(v.modePrompt()).toBe('moves');
    expect(output.text()).toContain(`${TWO_DOTS_MODE_PROMPT}"L" is not a mode: type T or M (or help).\n`);
  });

  it('refuses a levels option that is not a boolean', () => {
    expect(() => new BoardView({ input: scriptedReader([]), output: bufferSink(), levels: 'yes' as never })).toThrow(
      /levels must be true or false/,
    );
  });
});

describe('describeTwoDotsPlayProblem', () => {
  const size = { rows: 6, cols: 6 };
  it('words the two loop problems in the 1-based numbering, each in one line of 80 columns at most', () => {
    const short = describeTwoDotsPlayProblem({ kind: 'loopTooShort', length: 3 }, size);
    expect(short).toBe('A square needs 4 dots and a return to the first; you gave 3 points.');
    const open = describeTwoDotsPlayProblem(
      { kind: 'notClosed', first: new PointT(0, 0), last: new PointT(1, 0) },
      size,
    );
    expect(open).toBe('A loop ends where it began: 1,1, not 2,1.');
    for (const line of [short, open]) expect(line.length).toBeLessThanOrEqual(80);
  });

  it("gives the MIS's reasons for the problems a path shares with a loop", () => {
    const p = { kind: 'repeated', index: 2, point: new PointT(2, 3) } as const;
    expect(describeTwoDotsPlayProblem(p, size)).toBe(describeTwoDotsProblem(p, size));
  });
});
