/**
 * What the Othello page asks of the engine besides its moves: the value of
 * every legal move (the switch that shows them on the board), and the review
 * of a finished game (a score graph and the moves that lost the most). Pure
 * functions of the position and the level, run in the engine's worker.
 *
 * ```ts
 * import { playTranscript } from '@arcade/model-othello';
 * moveValues(playTranscript('f5d6c3'), 4); // [{ square: 'b4', value: -3.1, exact: false }, ...]
 * ```
 */
import { analyze } from '@arcade/engine-othello/lite';
import { makeSquare, Othello, type Player, parseSquare } from '@arcade/model-othello';

/** One legal move's value, in discs for the side to move: the final margin when `exact`. */
export interface MoveValue {
  /** The square, as `d3`. */
  readonly square: string;
  /** In discs for the side to move; an integer when exact. */
  readonly value: number;
  /** The engine solved the position after this move to the end: the value is perfect play's. */
  readonly exact: boolean;
}

/**
 * Nodes at most for all the moves' searches of one position, shared evenly between the moves. A
 * level's own search looks at the position once; the values search once per legal move, which at
 * level 8 took 62 s for 11 moves at 40 empties with 4 million nodes each, 7.8 s with this shared
 * budget (2-core EPYC, Node 20, a loaded machine; /tmp script in the oth-web report). Past its
 * share a move's value is the deepest finished search's estimate, marked as one (never as exact).
 */
export const VALUE_NODES = 3_000_000;
/** The least share of VALUE_NODES one move gets, however many moves there are. */
export const MIN_MOVE_NODES = 100_000;

/**
 * The level-1 player adds random noise to its scores (so that it blunders); the values are the
 * engine's judgement, so the noise is drawn at its middle, where it adds nothing.
 */
const noNoise = (): number => 0.5;

/** The value of `game` for `side`: searched at `level` (the side to move passes first when it must). */
function valueFor(game: Othello, side: Player, level: number, maxNodes: number): { value: number; exact: boolean } {
  let g = game;
  if (!g.isGameOver() && g.legalMoves().length === 0) {
    g = g.clone();
    g.pass();
  }
  const r = analyze(g, { level, rng: noNoise, maxNodes });
  const exact = r.exact && r.status === 'complete';
  const value = g.getTurn() === side ? r.score : -r.score;
  return { value: value + 0, exact };
}

/**
 * The value of each legal move of the side to move in `game` (in square order), from its side:
 * the position after the move searched at `level`, exact where the engine solves it (the level's
 * exact-solve depth, within the move's share of VALUE_NODES).
 */
export function moveValues(game: Othello, level: number): MoveValue[] {
  const side = game.getTurn();
  const legal = game.legalMoves();
  const share = Math.max(MIN_MOVE_NODES, Math.floor(VALUE_NODES / Math.max(1, legal.length)));
  return legal.map((sq) => {
    const after = game.clone();
    after.play(sq);
    return { square: makeSquare(sq), ...valueFor(after, side, level, share) };
  });
}

/** One move of a reviewed game. */
export interface ReviewedMove {
  /** The square played. */
  readonly square: string;
  /** Who played it. */
  readonly player: Player;
  /** The engine's evaluation after the move, in discs from Black's side. */
  readonly black: number;
  /** Whether that evaluation is exact. */
  readonly exact: boolean;
  /** The best move in the position before it, by the same search. */
  readonly best: string;
  /** What the move lost against the best one, in discs (0 for the best move). */
  readonly loss: number;
}

/** The level a review searches at: quick enough for a whole game in a few seconds, exact in the last 12 moves. */
export const REVIEW_LEVEL = 5;

/**
 * The review of a game played from the usual start (`moves`, passes left out): after each move
 * the evaluation from Black's side, the best move and what the move played lost.
 */
export function reviewGame(moves: readonly string[], level = REVIEW_LEVEL): ReviewedMove[] {
  const g = new Othello();
  const out: ReviewedMove[] = [];
  for (const name of moves) {
    if (!g.isGameOver() && g.legalMoves().length === 0) g.pass();
    const values = moveValues(g, level);
    const sq = makeSquare(parseSquare(name));
    const played = values.find((v) => v.square === sq);
    if (played === undefined) throw new Error(`review: ${name} is not a legal move`);
    let best = played;
    for (const v of values) if (v.value > best.value) best = v;
    const player = g.getTurn();
    out.push({
      square: sq,
      player,
      black: player === 'BLACK' ? played.value : -played.value + 0,
      exact: played.exact,
      best: best.square,
      loss: Math.max(0, best.value - played.value),
    });
    g.play(sq);
  }
  return out;
}
