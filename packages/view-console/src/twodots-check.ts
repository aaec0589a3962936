/**
 * The Two Dots board check that twodots.ts (the renderers) and
 * twodots-view.ts (BoardView) share; not an entry of the package.
 */
import { Board, type Color } from '@arcade/model-twodots';
import { fail } from './errors.js';
import { describe, frozen } from '@arcade/core';

/** A Two Dots board (the model's brand check, so the CJS build's boards are accepted), else WRONG_TYPE. */
export const checkBoard = /* @__PURE__ */ frozen(function checkBoard(routine: string, board: unknown): Board<Color> {
  if (!(board instanceof Board)) fail('WRONG_TYPE', `${routine}: expected a Board, got ${describe(board)}`);
  return board as Board<Color>;
});
