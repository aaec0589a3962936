// Benchmark: parseMoves (issue 23.8: 10 MB took 11.6 s before the cap) at a
// quarter, half and all of MAX_MOVES_TEXT, and parseBoard on a deal padded to
// MAX_BOARD_TEXT. Linear time shows as constant characters per ms; the tests
// assert no time. Run after a build: `pnpm build && pnpm bench`.
import { performance } from 'node:perf_hooks';
import {
  FreecellGame,
  MAX_BOARD_TEXT,
  MAX_MOVES_TEXT,
  makeBoard,
  msDeal,
  parseBoard,
  parseMoves,
} from '../dist/index.js';

/** Milliseconds (best of 3) `run` takes. */
function best(run) {
  let ms = Number.POSITIVE_INFINITY;
  for (let r = 0; r < 3; r++) {
    const t0 = performance.now();
    run();
    ms = Math.min(ms, performance.now() - t0);
  }
  return ms;
}

for (const part of [4, 2, 1]) {
  const text = '1a a1 '.repeat(Math.floor(MAX_MOVES_TEXT / part / 6));
  const ms = best(() => parseMoves(text));
  console.log(
    `parseMoves, ${String(text.length).padStart(7)} characters: ${ms.toFixed(1).padStart(6)} ms (best of 3) = ${Math.round(text.length / ms)} characters/ms`,
  );
}
const game = new FreecellGame();
game.newGame(msDeal(1));
const board = makeBoard(game).padEnd(MAX_BOARD_TEXT, ' ');
const ms = best(() => parseBoard(board));
console.log(`parseBoard, a deal padded to ${board.length} characters: ${ms.toFixed(1)} ms (best of 3)`);
