/**
 * The home page (issue 35 §7): a card for each game with a picture of a real
 * position from its model (drawn at build time: make/thumbnails.ts), one line
 * about it, and "Continue" when a game of it is saved on this device. The
 * site's name is in the header alone.
 *
 * @example
 * homePage(app, status, store, GAMES);
 */
import { h, type StatusLine } from '@arcade/view-web';
import pictures from 'virtual:thumbnails';
import type { Store } from './storage.js';

/** What the home page shows of a game. */
export interface HomeGame {
  /** The route (`#/<id>`) and the saved game's key. */
  readonly id: string;
  readonly name: string;
  /** One line about the game. */
  readonly blurb: string;
}

/** Draws the home page into `root`. */
export function homePage(root: HTMLElement, status: StatusLine, store: Store, games: readonly HomeGame[]): void {
  document.title = 'Arcade';
  const cards = games.map((g) => {
    const href = `#/${g.id}`;
    const picture = pictures[g.id];
    const link = h('a', { href, class: 'card-link' }, [
      // Decorative: the link's name is the game's.
      ...(picture === undefined
        ? []
        : [h('img', { src: picture, alt: '', width: '160', height: '120', decoding: 'async' })]),
      h('span', { class: 'card-name' }, [g.name]),
    ]);
    const children: (Node | string)[] = [link, h('p', {}, [g.blurb])];
    if (store.has(g.id)) {
      children.push(h('a', { href, class: 'continue', 'aria-label': `Continue ${g.name}` }, ['Continue']));
    }
    return h('li', { class: 'card' }, children);
  });
  root.replaceChildren(h('h1', {}, ['Five games to play']), status.element, h('ul', { class: 'games' }, cards));
}
