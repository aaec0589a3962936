import { afterEach, describe, expect, it, vi } from 'vitest';
import { WorkerClient } from '../../src/workers/client.js';

/** A Worker stand-in that records what it is sent and answers on demand. */
class FakeWorker extends EventTarget {
  readonly sent: { id: number }[] = [];
  terminated = false;
  postMessage(m: { id: number }): void {
    this.sent.push(m);
  }
  terminate(): void {
    this.terminated = true;
  }
  answer(id: number): void {
    this.dispatchEvent(Object.assign(new Event('message'), { data: { id, ok: true } }));
  }
}

describe('issue 19.8: a worker question is posted after the next paint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('issue 19.8: the question waits until the frame is on screen, then is posted once and answered', async () => {
    vi.useFakeTimers();
    const frames: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (f: () => void) => frames.push(f));
    const worker = new FakeWorker();
    const client = new WorkerClient<{ q: string }, { id: number }>(() => worker as unknown as Worker);
    const reply = client.ask({ q: 'move' });
    // Nothing posted in the click's own task: the frame showing the person's move comes first.
    expect(worker.sent).toEqual([]);
    // Nor just after that frame's commit, while it is rasterised: only once the next frame begins.
    for (const f of frames.splice(0)) f();
    vi.advanceTimersByTime(0);
    expect(worker.sent).toEqual([]);
    for (const f of frames.splice(0)) f();
    vi.advanceTimersByTime(0);
    expect(worker.sent).toEqual([{ q: 'move', id: 1 }]);
    // The fallback timer (for a hidden page, which paints no frame) does not post it again.
    vi.advanceTimersByTime(200);
    expect(worker.sent).toHaveLength(1);
    worker.answer(1);
    await expect(reply).resolves.toEqual({ id: 1, ok: true });
  });

  it('issue 19.8: a hidden page (no frame) still asks, by the timer; a question cancelled first is never asked', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const worker = new FakeWorker();
    const client = new WorkerClient<{ q: string }, { id: number }>(() => worker as unknown as Worker);
    void client.ask({ q: 'a' });
    vi.advanceTimersByTime(100);
    expect(worker.sent.map((m) => m.id)).toEqual([1]);
    void client.ask({ q: 'b' });
    client.cancel();
    vi.advanceTimersByTime(200);
    expect(worker.sent.map((m) => m.id)).toEqual([1]);
  });
});
