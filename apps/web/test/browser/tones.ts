/**
 * The sounds a page makes, as the browser tests hear them: every tone asked of WebAudio, by its
 * starting pitch (Hz). The site synthesizes its sounds (shell/sound.ts); each tone's pitch is set
 * with `setValueAtTime`, which this writes down.
 *
 * @example
 * const { page } = await open(browser, route, { init: recordTones }); // or listenForTones(context)
 * expect(await heard(page)).toContain(660); // the place sound
 */
import type { BrowserContext, Page } from 'playwright-core';

/** Run in a page before its code (`open`'s `init`): writes down every tone it asks of WebAudio. */
export function recordTones(): void {
  const w = window as unknown as { __tones: number[]; __toneTimes: [number, number][] };
  w.__tones = [];
  w.__toneTimes = [];
  const set = AudioParam.prototype.setValueAtTime;
  AudioParam.prototype.setValueAtTime = function (this: AudioParam, v: number, t: number) {
    if (v > 20) {
      w.__tones.push(Math.round(v));
      // When the page asked for it (the page's clock, not the audio one, which starts late).
      w.__toneTimes.push([Math.round(v), performance.now()]);
    }
    return set.call(this, v, t);
  };
}

/** Writes down every tone the context's pages ask of WebAudio from their next load on. */
export async function listenForTones(context: BrowserContext): Promise<void> {
  await context.addInitScript(recordTones);
}

/** The tones heard on `page` since the last call (or since it loaded). */
export function heard(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { __tones: number[] }).__tones.splice(0));
}

/** The tones asked of WebAudio on `page` since the last call, each with when the page asked (performance.now(), ms). */
export function heardAt(page: Page): Promise<[number, number][]> {
  return page.evaluate(() => (window as unknown as { __toneTimes: [number, number][] }).__toneTimes.splice(0));
}
