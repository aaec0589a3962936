/**
 * The FreeCell solver in a Web Worker, so that the page never freezes while
 * it searches: the session's own `solveTurns`, a pure function of the
 * position (board text) and the automatic-moves setting.
 */
import { solveTurns } from '@arcade/model-freecell/session';
import type { SolverReply, SolverRequest } from './freecell-protocol.js';

const post = (reply: SolverReply): void =>
  (self as unknown as { postMessage(m: SolverReply): void }).postMessage(reply);

self.addEventListener('message', (e: MessageEvent<SolverRequest>) => {
  const { id, board, auto, maxNodes } = e.data;
  try {
    post({ id, answer: solveTurns(board, auto, { maxNodes }) });
  } catch (err) {
    post({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
