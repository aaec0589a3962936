/**
 * A Web Worker asked one question at a time: `ask` resolves with the reply
 * carrying the question's id; `cancel` drops the question in flight (the
 * worker is replaced, so a long search stops at once) and its promise never
 * settles; `close` stops the worker when the page is left.
 */
export class WorkerClient<Q extends object, R extends { readonly id: number }> {
  readonly #start: () => Worker;
  #worker: Worker | null = null;
  #next = 1;
  readonly #pending = new Map<number, (r: R | { readonly id: number; readonly error: string }) => void>();

  constructor(start: () => Worker) {
    this.#start = start;
  }

  #get(): Worker {
    if (this.#worker !== null) return this.#worker;
    const w = this.#start();
    w.addEventListener('message', (e: MessageEvent<R>) => {
      const done = this.#pending.get(e.data.id);
      this.#pending.delete(e.data.id);
      done?.(e.data);
    });
    w.addEventListener('error', (e) => {
      // A worker that fails to load answers every question with the reason.
      for (const [id, done] of this.#pending) done({ id, error: e.message || 'the worker failed to start' });
      this.#pending.clear();
    });
    this.#worker = w;
    return w;
  }

  /**
   * Posts `question` and resolves with the worker's reply (or an error reply if the worker fails).
   * The question goes once the next frame is on screen (the frame after it has begun): on a
   * machine with few cores, a worker that starts a search at once competes with the frame that
   * shows the person's move (its raster too, which runs after the main thread's commit), and that
   * frame then paints late. A hidden page paints no frame, so a timer posts it anyway.
   */
  ask(question: Q): Promise<R | { readonly id: number; readonly error: string }> {
    const id = this.#next++;
    return new Promise((resolve) => {
      this.#pending.set(id, resolve);
      let sent = false;
      const send = (): void => {
        // Cancelled (or closed) before the paint: the question is never asked.
        if (sent || !this.#pending.has(id)) return;
        sent = true;
        this.#get().postMessage({ ...question, id });
      };
      if (typeof requestAnimationFrame === 'function') {
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(send, 0)));
        setTimeout(send, 100);
      } else {
        send();
      }
    });
  }

  /**
   * Starts the worker when the page is next idle, so that the first question (a person's first
   * move, the first hint) does not pay for starting it: that took 7 ms of the first click's task.
   */
  warm(): void {
    this.#stopWarm();
    const start = (): void => {
      this.#stopWarm = () => {};
      this.#get();
    };
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(start, { timeout: 2000 });
      this.#stopWarm = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(start, 0);
      this.#stopWarm = () => clearTimeout(id);
    }
  }

  /** Cancels a pending warm(): a page left before it ran must not start a worker nobody closes. */
  #stopWarm: () => void = () => {};

  /** Stops the question in flight, if any; its promise never settles. */
  cancel(): void {
    if (this.#pending.size === 0) return;
    this.close();
  }

  /** Stops the worker (the page is left); a later `ask` starts a new one. */
  close(): void {
    this.#stopWarm();
    this.#pending.clear();
    this.#worker?.terminate();
    this.#worker = null;
  }
}
