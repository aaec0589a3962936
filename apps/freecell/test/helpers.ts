// Shared by the freecell app's tests: a board built for sequence moves and
// refusals, and main() run in-process on scripted lines.
import { FreecellGame, msDeal } from '@arcade/model-freecell';
import { bufferSink, scriptedReader } from '@arcade/view-console/node';
import { main } from '../src/index.js';

/**
 * A whole deck in fc-solve board text, laid out for the tests: column 1 ends
 * in the ordered run 9C 8H 7S, which goes onto TD at the top of column 2
 * (a sequence move of 3 cards); no ace or two is on top, so no card goes home
 * by itself at the start.
 */
export const RUN_BOARD = `Freecells: - - - -
: 2H 5S 9C 8H 7S
: 3D 6C TD
: AH 3C JS JH TC KD JD 3H
: AD QC 8C 6D 9S 6H KH TH
: AS 5C 4S KS 7D 2C 9D 4C
: AC 8D 5D 7C QH 2S 4H 8S
: 6S KC 9H 4D QD QS
: 5H 2D JC TS 7H 3S
`;

export interface Run {
  readonly code: number;
  readonly out: string;
  readonly err: string;
}

/** main(args) with `lines` as the input; echo on, as when the input is piped. */
export function run(args: readonly string[], lines: readonly string[], randomSeed?: () => number): Run {
  const output = bufferSink();
  const error = bufferSink();
  const code = main(args, {
    input: scriptedReader(lines),
    output,
    error,
    echo: true,
    ...(randomSeed === undefined ? {} : { randomSeed }),
  });
  return { code, out: output.text(), err: error.text() };
}

/** The one-line replies to the moves typed at `Your move: `, each after its echoed line. */
export function replies(out: string): string[] {
  return out
    .split('Your move: ')
    .slice(1)
    .map((chunk) => chunk.split('\n')[1] ?? '');
}

/** A new game of Microsoft deal `n`. */
export function deal(n: number): FreecellGame {
  const g = new FreecellGame();
  g.newGame(msDeal(n));
  return g;
}
