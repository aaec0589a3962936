// Reads the FForum .obf fixtures (test/fixtures/README.md: the FForum endgame
// problems of the Fédération Française d'Othello, as distributed with Edax).
import { readFileSync } from 'node:fs';

export interface Problem {
  /** The problem number (1-39). */
  readonly n: number;
  /** Edax board string: 64 squares and the side to move. */
  readonly board: string;
  /** Every legal move with its exact value, best first, e.g. ['g8', 18]. */
  readonly values: readonly (readonly [string, number])[];
}

/** A held-out position (test/fixtures/heldout-2013.txt): board with the side to move, exact score, empties. */
export interface HeldOut {
  readonly board: string;
  readonly score: number;
  readonly empties: number;
}

/** The held-out positions (test/fixtures/README.md), in file order. */
export function readHeldOut(): HeldOut[] {
  return readFileSync(new URL('./fixtures/heldout-2013.txt', import.meta.url), 'utf8')
    .trim()
    .split('\n')
    .map((line) => {
      const [board, side, score] = line.split(' ');
      return { board: `${board} ${side}`, score: Number(score), empties: board!.split('-').length - 1 };
    });
}

export function readProblems(file: string, first: number): Problem[] {
  const text = readFileSync(new URL(`./fixtures/${file}`, import.meta.url), 'utf8');
  return text
    .trim()
    .split('\n')
    .map((line, i) => {
      const [board, ...rest] = line.split(';');
      const values = rest
        .map((s) => s.trim())
        .filter((s) => s !== '')
        .map((s): [string, number] => {
          const [m, v] = s.split(':');
          return [m!.toLowerCase(), Number(v)];
        });
      return { n: first + i, board: board!.trim(), values };
    });
}
