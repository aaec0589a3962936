/**
 * The site: hash routes (`#/`, `#/othello?level=3`, ...), so that any static
 * server works. Each game's code is loaded when its route opens.
 */
import { h, StatusLine } from '@arcade/view-web';
import { homePage } from './home.js';
import { offlineRoute, startOffline } from './offline.js';
import { type GameModule, nextTask } from './page.js';
import { getMotion } from './shell/motion.js';
import { startShell } from './shell/start.js';
import { openStorage, Store } from './storage.js';
// The styles by concern, in cascade order: the page, each game, the shell's dialogs and pages.
import './styles/base.css';
import './styles/tictactoe.css';
import './styles/othello.css';
import './styles/foxdolphin.css';
import './styles/freecell.css';
import './styles/dots.css';
import './styles/small-web.css';
import './styles/shell.css';

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
  homePage(app, status, store, GAMES);
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
  offlineRoute(game.id);
  app.replaceChildren(h('p', {}, [`Loading ${game.name}...`]));
  try {
    const mod = await game.load();
    // The module's evaluation and the page's building are two tasks, not one long one (a game's
    // first load compiles and runs its chunk, then builds its whole page).
    await nextTask();
    if (mine !== generation) return;
    app.replaceChildren();
    await mod.mount({ root: app, query, status, store, signal: leave.signal });
  } catch (e) {
    if (mine !== generation) return;
    home();
    status.say(`${game.name} could not be loaded: ${e instanceof Error ? e.message : String(e)}`);
  }
}

window.addEventListener('hashchange', () => void route());
const firstRoute = route();

startOffline(firstRoute);
