/**
 * The Othello engine in a Web Worker, so that the page never freezes while
 * it thinks. A request names the position (Edax's board string) and the
 * level, or a time budget; the reply names the move (or null to pass).
 */
import { analyze } from '@arcade/engine-othello';
import { makeSquare, parseBoard } from '@arcade/model-othello';
import type { EngineReply, EngineRequest } from './othello-protocol.js';

const post = (reply: EngineReply): void =>
  (self as unknown as { postMessage(m: EngineReply): void }).postMessage(reply);

self.addEventListener('message', (e: MessageEvent<EngineRequest>) => {
  const { id, board, level, timeMs } = e.data;
  try {
    const game = parseBoard(board);
    const clock = (): number => performance.now();
    const result = analyze(game, timeMs === undefined ? { level } : { level, timeMs, clock });
    post({ id, move: result.move === null ? null : makeSquare(result.move), score: result.score });
  } catch (err) {
    post({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
