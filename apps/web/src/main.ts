/**
 * The site: hash routes (`#/`, `#/othello?level=3`, ...), so that any static
 * server works. Each game's code is loaded when its route opens.
 */
import { h, StatusLine } from '@arcade/view-web';
import type { GameModule } from './page.js';
import { getMotion } from './shell/motion.js';
import { startShell } from './shell/start.js';
import { openStorage, Store } from './storage.js';
import './styles.css';

/** The games, in the home page's order, with how each route loads its module. */
const GAMES: readonly { id: string; name: string; blurb: string; load: () => Promise<GameModule> }[] = [
  {
    id: 'dots',
    name: 'Two Dots',
    blurb: 'Drag through dots of one colour; close a square to clear them all.',
    load: () => import('./games/dots.js'),
  },
  {
    id: 'othello',
    name: 'Othello',
    blurb: 'Outflank and flip the computer’s discs on an 8x8 board.',
    load: () => import('./games/othello.js'),
  },
  {
    id: 'freecell',
    name: 'FreeCell',
    blurb: 'Patience: bring every card home, with four free cells.',
    load: () => import('./games/freecell.js'),
  },
  {
    id: 'tictactoe',
    name: 'Tic-tac-toe',
    blurb: 'Three in a row, against a perfect or a random computer.',
    load: () => import('./games/tictactoe.js'),
  },
  {
    id: 'foxdolphin',
    name: 'Foxes and Dolphins',
    blurb: 'Foxes hunt dolphins on a hex island that the tide floods.',
    load: () => import('./games/foxdolphin.js'),
  },
];

/** The shell's own pages, beside the games (reached from the site's header). */
const PAGES: readonly { id: string; name: string; load: () => Promise<GameModule> }[] = [
  { id: 'settings', name: 'Settings', load: () => import('./shell/settings-page.js') },
  { id: 'records', name: 'Records', load: () => import('./shell/records-page.js') },
];

const app = document.getElementById('app')!;
const status = new StatusLine();
const store = new Store(openStorage(), (m) => status.note(m));
startShell(store);
let leave: AbortController | null = null;
let generation = 0;

function home(): void {
  document.title = 'Arcade';
  const list = h(
    'ul',
    { class: 'games' },
    GAMES.map((g) => h('li', {}, [h('a', { href: `#/${g.id}` }, [g.name]), h('p', {}, [g.blurb])])),
  );
  app.replaceChildren(h('h1', {}, ['Arcade']), status.element, list);
}

async function route(): Promise<void> {
  leave?.abort();
  leave = new AbortController();
  const mine = ++generation;
  const hash = location.hash.replace(/^#\/?/, '');
  const q = hash.indexOf('?');
  const path = q < 0 ? hash : hash.slice(0, q);
  const query = new URLSearchParams(q < 0 ? '' : hash.slice(q + 1));
  // Animations of the page being left end with it: idle() must not wait on them.
  getMotion().finishAll();
  const game = GAMES.find((g) => g.id === path) ?? PAGES.find((p) => p.id === path);
  if (game === undefined) {
    home();
    status.say(path === '' ? 'Pick a game.' : `There is no page "${path.slice(0, 30)}": pick a game.`);
    return;
  }
  app.replaceChildren(h('p', {}, [`Loading ${game.name}...`]));
  try {
    const mod = await game.load();
    if (mine !== generation) return;
    app.replaceChildren();
    mod.mount({ root: app, query, status, store, signal: leave.signal });
  } catch (e) {
    if (mine !== generation) return;
    home();
    status.say(`${game.name} could not be loaded: ${e instanceof Error ? e.message : String(e)}`);
  }
}

window.addEventListener('hashchange', () => void route());
const firstRoute = route();

// Offline use: the build's sw.js (written by vite.config.ts) caches every file
// of the site, each game's code included, once the page has loaded, so that
// games open and the page reloads with no network. Only in a built site served
// over http(s) (a secure context: https or localhost), where service workers
// exist; a failed registration leaves the site as it was, so it is only noted.
//
// Registered once the first page is drawn and the page is idle: its install
// fetches and stores every file, and Chromium compiles each script it stores.
// Begun at the load event, that work ran beside the game's first layout on a
// 2-core machine and stretched it into a long task (over 50 ms) in 1 or 2 of
// 10 loads: 2 of 30 Othello loads, against none of 30 registered this way.
if (import.meta.env.PROD && 'serviceWorker' in navigator && /^https?:$/.test(location.protocol)) {
  const register = (): void => {
    navigator.serviceWorker.register('./sw.js').catch((e: unknown) => {
      console.debug('Arcade: offline use is unavailable:', e);
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
