/**
 * `#/records`: every game's records on this device, and a reset that asks
 * first (in a dialog of our own, focus on "Keep them").
 */
import { h } from '@arcade/view-web';
import { button, type GameContext } from '../page.js';
import { askConfirm } from './dialog.js';
import { GAME_IDS, GAME_NAMES, getRecords, recordLines, resetRecords } from './records.js';

/** The most deals listed with their fewest moves on the page. */
const DEALS_SHOWN = 50;

function section(game: (typeof GAME_IDS)[number]): HTMLElement {
  const id = `records-${game}`;
  const r = getRecords(game);
  const body =
    r.played === 0
      ? h('p', { class: 'records-none' }, ['No games yet.'])
      : h(
          'dl',
          { class: 'result-list' },
          recordLines(game, r, { allDeals: DEALS_SHOWN }).flatMap(([k, v]) => [h('dt', {}, [k]), h('dd', {}, [v])]),
        );
  return h('section', { class: 'records-game', 'aria-labelledby': id }, [
    h('h2', { id }, [h('a', { href: `#/${game}` }, [GAME_NAMES[game]])]),
    body,
  ]);
}

/** Builds the records page into `ctx.root`. */
export function mount(ctx: GameContext): void {
  document.title = 'Records - Arcade';
  const list = h('div', { class: 'records' });
  const draw = (): void => list.replaceChildren(...GAME_IDS.map(section));
  const reset = button('Reset records', () => {
    void askConfirm({
      title: 'Reset all records?',
      message: 'This forgets the games played, the streaks and the best results of every game on this device.',
      confirm: 'Reset',
      cancel: 'Keep them',
    }).then((yes) => {
      if (ctx.signal.aborted) return;
      if (yes) {
        resetRecords();
        draw();
        ctx.status.say('Records reset.');
      } else {
        ctx.status.say('Records kept.');
      }
    });
  });
  draw();
  ctx.root.append(h('h1', {}, ['Records']), ctx.status.element, list, h('div', { class: 'toolbar' }, [reset]));
  ctx.status.say('Records of the games played on this device.');
}
