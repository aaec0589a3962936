/**
 * The Othello engine in a Web Worker, so that the page never freezes while
 * it thinks: the engine's own `computerMove`, a pure function of the
 * position (Edax's board string), the level and the seed, so the worker
 * chooses exactly what the console game would.
 *
 * The engine comes from the package's lite entry, which carries no weights:
 * the learned evaluation's weights are a file of the site (vite.config.ts),
 * fetched and loaded once, by the first question (every level searches with
 * that evaluation). The service worker caches the file with the rest of the
 * site, so this works offline too. A failed fetch answers that question with
 * the reason, and the next question tries again.
 */
import { computerMove, loadWeights } from '@arcade/engine-othello/lite';
import weightsUrl from 'virtual:othello-weights';
import { parseBoard } from '@arcade/model-othello';
import { moveValues, reviewGame } from './othello-analysis.js';
import type { AnalysisReply, AnalysisRequest, EngineReply, EngineRequest } from './othello-protocol.js';

const post = (reply: EngineReply | AnalysisReply): void =>
  (self as unknown as { postMessage(m: EngineReply | AnalysisReply): void }).postMessage(reply);

/** The answer to one question: a move (no kind), the moves' values, or a game's review. */
function answer(q: EngineRequest | AnalysisRequest): EngineReply | AnalysisReply {
  if (!('kind' in q)) {
    const r = computerMove({ board: q.board, level: q.level, seed: q.seed });
    return { id: q.id, move: r.move, score: r.score, exact: r.exact };
  }
  if (q.kind === 'values') return { id: q.id, kind: 'values', values: moveValues(parseBoard(q.board), q.level) };
  return { id: q.id, kind: 'review', review: reviewGame(q.moves) };
}

let weights: Promise<void> | null = null;

/** Fetches and loads the weights once; a failure is forgotten, so that the next question retries. */
function loadOnce(): Promise<void> {
  weights ??= (async () => {
    const response = await fetch(new URL(weightsUrl, import.meta.url));
    if (!response.ok) throw new Error(`the engine's weights could not be fetched (HTTP ${response.status})`);
    loadWeights(new Uint8Array(await response.arrayBuffer()));
  })().catch((err: unknown) => {
    weights = null;
    throw err;
  });
  return weights;
}

self.addEventListener('message', (e: MessageEvent<EngineRequest | AnalysisRequest>) => {
  const { id } = e.data;
  void loadOnce()
    .then(() => post(answer(e.data)))
    .catch((err: unknown) => {
      post({ id, error: err instanceof Error ? err.message : String(err) });
    });
});
