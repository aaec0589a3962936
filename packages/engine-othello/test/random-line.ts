// Random legal play on the bitboards, for the tests that check a property at every position of a
// game (the stable discs, the incremental evaluation).
import { flips, genMoves, outHi } from '@arcade/model-othello/bitboard';

/** A position of a random line (the mover's discs first), its legal moves, and the move played there. */
export interface Step {
  readonly pl: number;
  readonly ph: number;
  readonly ol: number;
  readonly oh: number;
  /** The other side had no move: this position is the one before it with the sides swapped. */
  readonly passed: boolean;
  /** The legal moves, squares 0-63 (a1 = 0), lowest first. */
  readonly moves: readonly number[];
  /** The move played (one of `moves`, as `pick` chose) and the discs it turns. */
  readonly k: number;
  readonly fl: number;
  readonly fh: number;
}

/** The position after a step's move, its new mover's discs first. */
export function nextPosition(s: Step): [number, number, number, number] {
  const ql = s.pl | s.fl | (s.k < 32 ? 1 << s.k : 0);
  const qh = s.ph | s.fh | (s.k < 32 ? 0 : 1 << (s.k - 32));
  return [s.ol ^ s.fl, s.oh ^ s.fh, ql, qh];
}

/**
 * Plays `plies` random legal moves from the start (passing when needed, stopping at the end of the
 * game), `pick(n)` choosing among n moves; yields each position with the move played there and
 * returns the last position.
 */
export function* randomLine(
  pick: (n: number) => number,
  plies: number,
): Generator<Step, [number, number, number, number]> {
  // The start: d5, e4 black (squares 35 and 28), d4, e5 white (27 and 36); black to move.
  let pos: [number, number, number, number] = [(1 << 28) | 0, 1 << 3, 1 << 27, 1 << 4];
  for (let n = 0; n < plies; n++) {
    let [pl, ph, ol, oh] = pos;
    let ml = genMoves(pl, ph, ol, oh);
    let mh = outHi;
    const passed = (ml | mh) === 0;
    if (passed) {
      [pl, ph, ol, oh] = [ol, oh, pl, ph];
      ml = genMoves(pl, ph, ol, oh);
      mh = outHi;
      if ((ml | mh) === 0) break;
    }
    const moves: number[] = [];
    for (let k = 0; k < 64; k++) if (((k < 32 ? ml : mh) & (1 << (k & 31))) !== 0) moves.push(k);
    const k = moves[pick(moves.length)]!;
    const fl = flips(k, pl, ph, ol, oh);
    const step: Step = { pl, ph, ol, oh, passed, moves, k, fl, fh: outHi };
    yield step;
    pos = nextPosition(step);
  }
  return pos;
}

/** The position after `plies` random legal moves from the start (see randomLine). */
export function randomPosition(pick: (n: number) => number, plies: number): [number, number, number, number] {
  const line = randomLine(pick, plies);
  for (;;) {
    const r = line.next();
    if (r.done === true) return r.value;
  }
}
