import { type Board, parseBoard, type Random } from '../src/index.js';

/** A Random that replays fixed draws of next() (int() is derived from them as mulberry32 does). */
export function scriptedRandom(draws: number[]): Random {
  let i = 0;
  const next = (): number => {
    if (i >= draws.length) throw new Error('scriptedRandom ran out of draws');
    return draws[i++]!;
  };
  return { next, int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)) };
}

/** A board from rows of tokens (see parseBoard), with w = 0 and no event unless given. */
export function board(
  rows: string[],
  extra: { bridges?: string; caves?: string; w?: string; event?: string } = {},
): Board {
  return parseBoard(
    [
      extra.w ?? 'w 0 -15 15',
      extra.event ?? 'event 0 0',
      `bridges ${extra.bridges ?? ''}`,
      `caves ${extra.caves ?? ''}`,
      'tiles',
      ...rows,
    ].join('\n'),
  );
}
