/**
 * Offline use: registers the build's sw.js (make/offline.ts writes it) and
 * tells it which routes the person opens, so that it caches what each opened
 * page needs, and only that: the Othello weights when Othello is opened, never
 * for a person who only plays Tic-tac-toe. An installed app (display-mode
 * standalone) asks it to cache the whole site.
 *
 * Only in a built site served over http(s) (a secure context: https or
 * localhost), where service workers exist; a failed registration leaves the
 * site as it was, so it is only noted.
 *
 * @example
 * startOffline(firstRoute);
 * offlineRoute('othello'); // on every route change
 */

const enabled = (): boolean =>
  import.meta.env.PROD && 'serviceWorker' in navigator && /^https?:$/.test(location.protocol);

/** The routes opened before the worker was ready: posted once it is. */
const opened = new Set<string>();
let ready: ServiceWorker | null = null;

function post(message: { type: 'route'; route: string } | { type: 'all' }): void {
  ready?.postMessage(message);
}

/** Asks the service worker to keep `route`'s files (the game's chunks, workers and data). */
export function offlineRoute(route: string): void {
  if (!enabled() || route === '') return;
  if (ready === null) opened.add(route);
  else post({ type: 'route', route });
}

/**
 * Registers the service worker once the first page is drawn and the page is
 * idle: its install fetches and stores the shell, and Chromium compiles each
 * script it stores. Begun at the load event, that work ran beside the game's
 * first layout on a 2-core machine and stretched it into a long task (over
 * 50 ms) in 1 or 2 of 10 loads: 2 of 30 Othello loads, against none of 30
 * registered this way.
 */
export function startOffline(firstRoute: Promise<void>): void {
  if (!enabled()) return;
  const register = (): void => {
    navigator.serviceWorker.register('./sw.js').catch((e: unknown) => {
      console.debug('Arcade: offline use is unavailable:', e);
    });
    void navigator.serviceWorker.ready.then((r) => {
      ready = r.active;
      for (const route of opened) post({ type: 'route', route });
      opened.clear();
      if (matchMedia('(display-mode: standalone)').matches) post({ type: 'all' });
    });
  };
  const loaded = new Promise<void>((done) => {
    if (document.readyState === 'complete') done();
    else window.addEventListener('load', () => done(), { once: true });
  });
  void Promise.all([loaded, firstRoute]).then(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(register, { timeout: 5000 });
    else setTimeout(register, 1000);
  });
}
