/**
 * The Othello engine in a Web Worker, so that the page never freezes while
 * it thinks: the session's own `computerMove`, a pure function of the
 * position (Edax's board string), the level and the seed, so the worker
 * chooses exactly what the console game would.
 */
import { computerMove } from '@arcade/engine-othello/session';
import type { EngineReply, EngineRequest } from './othello-protocol.js';

const post = (reply: EngineReply): void =>
  (self as unknown as { postMessage(m: EngineReply): void }).postMessage(reply);

self.addEventListener('message', (e: MessageEvent<EngineRequest>) => {
  const { id, board, level, seed } = e.data;
  try {
    const r = computerMove({ board, level, seed });
    post({ id, move: r.move, score: r.score, exact: r.exact });
  } catch (err) {
    post({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
