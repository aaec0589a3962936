// The scene each browser bundle renders (renderers.test.ts): a model in a
// fixed state, drawn by @arcade/view-console's renderer. The test renders the
// same scene in Node and compares. One file per game, so each bundle holds
// one model with the renderers.
import { playTranscript } from '@arcade/model-othello';
import { renderOthello } from '@arcade/view-console';

/** Three moves in, with the legal moves and the last move marked. */
export function scene(): string {
  const game = playTranscript('f5d6c3');
  return renderOthello(game, { showMoves: true, lastMove: { i: 2, j: 2 } });
}
