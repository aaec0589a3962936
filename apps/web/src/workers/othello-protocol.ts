/** The messages between the Othello page and its engine worker. */

/** Asks for the move in `board` (Edax's board string) at `level`, with the game's `seed`. */
export interface EngineRequest {
  readonly id: number;
  readonly board: string;
  readonly level: number;
  readonly seed: number;
}

/** The engine's answer: a square name (null: the side to move must pass), or what went wrong. */
export type EngineReply =
  | { readonly id: number; readonly move: string | null; readonly score: number; readonly exact: boolean }
  | { readonly id: number; readonly error: string };

/**
 * The engine worker, one question at a time: `ask` resolves with the reply,
 * `cancel` drops the question in flight (the worker is replaced, so a long
 * search stops at once) and its promise never settles.
 */
export class EngineClient {
  #worker: Worker | null = null;
  #next = 1;
  #pending = new Map<number, (r: EngineReply) => void>();

  #start(): Worker {
    if (this.#worker !== null) return this.#worker;
    const w = new Worker(new URL('./othello.worker.ts', import.meta.url), { type: 'module' });
    w.addEventListener('message', (e: MessageEvent<EngineReply>) => {
      const done = this.#pending.get(e.data.id);
      this.#pending.delete(e.data.id);
      done?.(e.data);
    });
    w.addEventListener('error', (e) => {
      // A worker that fails to load answers every question with the reason.
      for (const [id, done] of this.#pending) done({ id, error: e.message || 'the engine failed to start' });
      this.#pending.clear();
    });
    this.#worker = w;
    return w;
  }

  /** The engine's move for `board`. */
  ask(board: string, level: number, seed: number): Promise<EngineReply> {
    const id = this.#next++;
    const req: EngineRequest = { id, board, level, seed };
    return new Promise((resolve) => {
      this.#pending.set(id, resolve);
      this.#start().postMessage(req);
    });
  }

  /** Stops the search in flight, if any; its promise never settles. */
  cancel(): void {
    if (this.#pending.size === 0) return;
    this.#pending.clear();
    this.#worker?.terminate();
    this.#worker = null;
  }

  /** Stops the worker for good (the page is left). */
  close(): void {
    this.#pending.clear();
    this.#worker?.terminate();
    this.#worker = null;
  }
}
