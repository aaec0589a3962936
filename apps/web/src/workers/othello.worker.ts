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
import type { EngineReply, EngineRequest } from './othello-protocol.js';

const post = (reply: EngineReply): void =>
  (self as unknown as { postMessage(m: EngineReply): void }).postMessage(reply);

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

self.addEventListener('message', (e: MessageEvent<EngineRequest>) => {
  const { id, board, level, seed } = e.data;
  void loadOnce()
    .then(() => {
      const r = computerMove({ board, level, seed });
      post({ id, move: r.move, score: r.score, exact: r.exact });
    })
    .catch((err: unknown) => {
      post({ id, error: err instanceof Error ? err.message : String(err) });
    });
});
