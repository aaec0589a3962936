// See othello.ts.
import { mulberry32, TwoDotsBoard } from '@arcade/model-twodots';
import { renderTwoDotsBoard } from '@arcade/view-console';

/** Seed 42's 6 x 6 board. */
export function scene(): string {
  return renderTwoDotsBoard(new TwoDotsBoard(6, 6, mulberry32(42)));
}
