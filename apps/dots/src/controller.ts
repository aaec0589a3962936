/**
 * The BoardController module: the model (a TwoDotsBoard) and the view (a
 * BoardView) behind the MIS's routines.
 *
 * Layering: the MIS's modePrompt returns a Strategy, but @arcade/view-console
 * cannot import this app's strategies. The view returns the chosen TwoDotsMode
 * and the controller maps it through the `modes` factories the app injects.
 */
import { type BoardMoves, type Color, isLoop, type PointT, type TwoDotsBoard } from '@arcade/model-twodots';
import type { BoardView } from '@arcade/view-console/twodots-view';
import { describeTwoDotsProblem, makeTwoDotsMoves, type TwoDotsMode } from '@arcade/view-console/twodots';
import type { Strategy } from './strategy.js';

/**
 * How each game mode the view offers becomes a Strategy: the MIS's two, and
 * `levels` (mode L, beside them) when the view offers it.
 */
export type StrategyFactories = { readonly [M in TwoDotsMode]: (view: BoardView) => Strategy } & {
  readonly levels?: (view: BoardView) => Strategy;
};

export class BoardController {
  readonly #m: TwoDotsBoard;
  readonly #v: BoardView;
  readonly #modes: StrategyFactories | undefined;

  /** BoardController(model, view); `modes` is needed only by modePrompt. */
  constructor(model: TwoDotsBoard, view: BoardView, modes?: StrategyFactories) {
    this.#m = model;
    this.#v = view;
    this.#modes = modes;
  }

  get(p: PointT): Color {
    return this.#m.get(p);
  }

  set(p: PointT, c: Color): void {
    this.#m.set(p, c);
  }

  validateMoves(b: BoardMoves): boolean {
    return this.#m.validateMoves(b);
  }

  updateBoard(b: BoardMoves): void {
    this.#m.updateBoard(b);
  }

  /** updateView(): v.printBoard(m). */
  updateView(): void {
    this.#v.printBoard(this.#m);
  }

  printMsg(msg: string): void {
    this.#v.printMsg(msg);
  }

  /** modePrompt(): the Strategy for the mode the player picks, or null on quit or at end of input. */
  modePrompt(): Strategy | null {
    if (this.#modes === undefined) {
      throw new Error('BoardController.modePrompt: construct the controller with the strategy factories');
    }
    const mode = this.#v.modePrompt();
    if (mode === null) return null;
    const factory = this.#modes[mode];
    if (factory === undefined) {
      throw new Error(`BoardController.modePrompt: the view offered mode ${mode}, which has no strategy factory`);
    }
    return factory(this.#v);
  }

  closeViewStream(): void {
    this.#v.closeStream();
  }

  /**
   * getInput(): asks the view until its moves validate against the model,
   * saying in one line why each refused path is refused (a square: that
   * squares count only in the levels game). Null at end of input.
   * (The MIS recurses; a loop cannot overflow the stack on a long bad script.)
   * `stop`, when given, is asked after every refusal (the view's and the
   * model's): once it answers true, getInput returns null instead of asking
   * again (the timed game ends at the first refusal after its time is up).
   * `left`, when given, says what is left in front of each prompt
   * (`14 moves left`, `57 seconds left`).
   */
  getInput(stop?: () => boolean, left?: () => string): BoardMoves | null {
    for (;;) {
      const moves = this.#v.getInput(stop, left);
      if (moves === null) return null;
      const problem = this.#m.checkMoves(moves);
      if (problem === null) return moves;
      this.#v.printMsg(
        // A square is a move only in mode L: saying "1,1 is in the path twice" would hide why.
        isLoop(this.#m, moves)
          ? `Squares count only in the levels game (L): here, leave out the return to ${makeTwoDotsMoves(moves.slice(0, 1))}.`
          : describeTwoDotsProblem(problem, { rows: this.#m.getNumRow(), cols: this.#m.getNumCol() }),
      );
      if (stop?.() === true) return null;
    }
  }
}
