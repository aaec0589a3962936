/**
 * FreeCell: Microsoft deals (`?deal=N`) or a random one. A tap plays a
 * card's smart move, a drag plays exactly the move dragged, a double-click
 * sends a card home; automatic moves home can be switched off; undo, redo
 * and restart; hint and solve run the solver in a Web Worker. The game, its
 * moves, the smart move, the automatic moves and undo/redo are the model's
 * FreecellSession; this page draws it and saves it as it saves itself (its
 * toJSON: the turns with their automatic moves and who played them, and
 * redo), beside the deal's number.
 */
import { savedFields, savedInt } from '@arcade/core';
import { FreecellGame, type Move, makeBoard, makeMove, msDeal, parseBoard, parseMove } from '@arcade/model-freecell';
import { FreecellSession, type PlayResult } from '@arcade/model-freecell/session';
import {
  cardFace,
  clockText,
  counted,
  durationWords,
  FreecellTable,
  h,
  moveWords,
  saidInWords,
} from '@arcade/view-web';
import {
  afterFrameShown,
  afterPaint,
  button,
  type GameContext,
  gamePage,
  nextTask,
  reportProblems,
  showAddress,
  whenIdle,
} from '../page.js';
import { readParams } from '../params.js';
import { computerDelay, getMotion } from '../shell/motion.js';
import { recordGame, recordLines } from '../shell/records.js';
import { showResult } from '../shell/result.js';
import { playSound } from '../shell/sound.js';
import { SolverClient } from '../workers/freecell-protocol.js';

/** The highest Microsoft deal number, as in the console game. */
const MAX_DEAL = 2 ** 31 - 1;
/** A new random deal is one of the classic 32,000. */
const RANDOM_DEALS = 32_000;
/** The solver's node budget for a hint or a solve, as the console game's hint. */
const SOLVE_NODES = 1_000_000;
/**
 * The most main-thread time, in ms, one task of "Skip to end" spends replaying the solver's moves
 * in the model before it lets the browser paint and take input: the whole replay in the click
 * (each move copies the position, and a deal's last 30 moves took 30-50 ms) made a long task and
 * painted the click late.
 */
const REPLAY_SLICE_MS = 8;

/** The longest time in play a save keeps (100 days, in ms). */
const MAX_CLOCK_MS = 100 * 24 * 3600 * 1000;

interface Saved {
  readonly deal: number;
  readonly session: FreecellSession;
  /** The time in play so far, in ms (saves made before the clock had none: 0). */
  readonly ms: number;
}

const RULES = [
  'Move every card to the foundation, built up by suit from the ace to the king. In the columns, a card goes onto one a rank higher of the other colour; any card may go to an empty free cell or an empty column. You can move several cards at once when there are enough free cells and empty columns to move them one by one.',
  'A tap or click on a card makes its best move, in this order: to the foundation; onto another column, the one that leaves the longest ordered run (then the leftmost), carrying as much of the run as fits; to the leftmost empty column; to the leftmost free cell. A tap on a card inside a column moves it with the cards on it. Dragging a card (and the cards on it) to a free cell, the foundation or a column makes exactly that move. A double-click sends a card home.',
  'With automatic moves on, cards that no other card can still need go home by themselves after each move. Undo, redo and restart take back or play again whole turns. Hint and Solve ask the solver; a deal with no solution is reported as such.',
  'Keyboard: the arrow keys move between cards and places, Enter or Space picks up a card and puts it down on the place focused (Enter twice on the same card: its best move), Escape puts it back.',
];

/** The cards the deal sent home before the first move, in a sentence (or nothing). */
function wentHome(session: FreecellSession): string {
  const cards = session.startAuto.map((c) => cardFace(c));
  return cards.length === 0 ? '' : ` ${cards.join(' ')} went home.`;
}

/** Move `m` from the position `board` (board text), as the hint says it: the card, how many, onto what. */
function toSay(board: string, m: Move): Parameters<typeof moveWords>[0] {
  const g = parseBoard(board);
  const before = g.position();
  const pile = m.from.kind === 'column' ? before.tableau[m.from.index]! : before.cells[m.from.index]!;
  const dest = m.to.kind === 'column' ? before.tableau[m.to.index]! : [];
  g.play(m);
  const after = g.position();
  const left = m.from.kind === 'column' ? after.tableau[m.from.index]! : after.cells[m.from.index]!;
  const count = pile.length - left.length;
  return {
    card: pile[pile.length - count]?.toString() ?? '',
    count,
    to: m.to,
    onto: dest.at(-1)?.toString() ?? null,
  };
}

/** Microsoft deal `deal`, started. */
function dealt(deal: number): FreecellGame {
  const game = new FreecellGame();
  game.newGame(msDeal(deal));
  return game;
}

/**
 * The saved `{ deal, session }`: read with core's savedFields and the
 * session's own fromJSON, which throw (reported as unreadable) on anything
 * malformed; a session that did not start from that deal is refused too.
 */
function readSaved(data: unknown): Saved | null {
  const fail = (message: string): Error => new Error(message);
  const withClock = typeof data === 'object' && data !== null && Object.hasOwn(data, 'ms');
  const f = savedFields('FreeCell game', data, null, ['deal', 'session', ...(withClock ? ['ms'] : [])], fail);
  const deal = savedInt('FreeCell game: deal', f.deal, 1, MAX_DEAL, fail);
  const ms = withClock ? savedInt('FreeCell game: ms', f.ms, 0, MAX_CLOCK_MS, fail) : 0;
  const session = FreecellSession.fromJSON(f.session);
  return session.toJSON().start === makeBoard(dealt(deal)) ? { deal, session, ms } : null;
}

/** Builds the FreeCell page. */
export function mount(ctx: GameContext): void {
  const params = readParams<{ deal: number | null }>(ctx.query, {
    deal: { kind: 'int', min: 1, max: MAX_DEAL, fallback: null },
  });
  reportProblems(ctx, params.problems);
  const page = gamePage(ctx, 'FreeCell', RULES);
  // The page's own styles (the status line's fixed height), until the route is left.
  ctx.root.classList.add('fc-page');
  ctx.signal.addEventListener('abort', () => ctx.root.classList.remove('fc-page'));

  const randomDeal = (): number => 1 + (crypto.getRandomValues(new Uint32Array(1))[0]! % RANDOM_DEALS);
  let deal = params.values.deal ?? randomDeal();
  const saved = ctx.store.load('freecell', 'FreeCell game', readSaved);
  const restored = saved !== null && (params.values.deal === null || saved.deal === deal);
  let session = restored ? saved.session : new FreecellSession(dealt(deal));
  if (restored) deal = saved.deal;
  let auto = session.auto;
  // The clock: the time counted so far, and since when it runs (null: stopped). It starts at the
  // first move, stops at the win, and a restored game's goes on from its save.
  let clockMs = restored ? saved.ms : 0;
  let clockSince: number | null = null;
  const elapsed = (): number => clockMs + (clockSince === null ? 0 : performance.now() - clockSince);
  const clockRun = (on: boolean): void => {
    if (on && clockSince === null) clockSince = performance.now();
    else if (!on && clockSince !== null) {
      clockMs = elapsed();
      clockSince = null;
    }
  };
  if (session.moves > 0 && !session.state.won) clockRun(true);
  let hint: Move | null = null;
  let busy = false;
  let solving: ReturnType<typeof setTimeout> | null = null;
  /** The solver's moves still to show while it plays the deal out, or null. */
  let solverQueue: string[] | null = null;
  /** The solver's queue that "Skip to end" is replaying (in slices, see replay), or null. */
  let skipping: string[] | null = null;
  /** Whether this deal's end was recorded (a restored game that was over already was). */
  let ended = session.state.won;
  const motion = getMotion();
  const solver = new SolverClient();
  solver.warm();
  const ticker = setInterval(() => {
    if (clockSince !== null) showCounts();
  }, 1000);
  ctx.signal.addEventListener('abort', () => {
    clearInterval(ticker);
    solver.close();
    if (solving !== null) clearTimeout(solving);
  });

  const table = new FreecellTable(
    {
      tap: (from, count) => played(session.play(from, { count }), 'tap'),
      drop: (from, count, to) => played(tryMove({ from, to, ...(to.kind === 'column' ? { count } : {}) }), 'drag'),
      home: (from) => played(tryMove({ from, to: { kind: 'foundation' } }), 'home'),
      picked: (card) =>
        ctx.status.say(card === null ? 'Put back.' : `Picked up ${cardFace(card)}: choose where to put it.`),
    },
    { motion },
  );
  // The text and the save once the tap's frame is on screen, not just after its commit, when they
  // shared the two cores with that frame's raster (as on Othello's page): over a frame by Event
  // Timing 9 of 768 inputs against 22, worst 24 ms against 40 (frames.mjs --game freecell).
  const later = afterPaint(ctx.signal, { shown: true });
  // The move counter and the clock, above the table: one line, always there (no layout shift).
  // The moves last, as they grow ("12 (12 by the solver)") while the solver plays with no input
  // of the person's: text after them moved (a layout shift). The clock keeps the width of 59:59.
  const moveCount = h('span', {}, ['0']);
  const clock = h('span', { class: 'fc-clock' }, ['0:00']);
  const dealShown = h('span', {}, ['']);
  const counts = h('p', { class: 'fc-counts' }, [
    dealShown,
    ' · ',
    h('span', {}, ['Time ', clock]),
    ' · ',
    h('span', {}, ['Moves ', moveCount]),
  ]);
  page.board.append(counts, table.element);

  function showCounts(): void {
    const s = session.state;
    const by = s.playerMoves < s.moves ? ` (${s.moves - s.playerMoves} by the solver)` : '';
    const texts: [HTMLElement, string][] = [
      [dealShown, `Deal ${deal}`],
      [moveCount, `${s.moves}${by}`],
      [clock, clockText(elapsed())],
    ];
    for (const [el, text] of texts) if (el.textContent !== text) el.textContent = text;
  }

  function tryMove(m: Move): PlayResult {
    // A move the notation cannot say (a count on a move to a cell) is refused by the session with its reason.
    try {
      return session.play(parseMove(makeMove(m)));
    } catch (e) {
      return { ok: false, reason: e instanceof Error ? e.message : String(e) };
    }
  }

  function played(r: PlayResult, how: 'tap' | 'drag' | 'home'): void {
    if (busy) return;
    if (!r.ok) {
      render(how === 'home' ? `Not home: ${saidInWords(r.reason)}` : saidInWords(r.reason));
      return;
    }
    hint = null;
    clockRun(true);
    playSound('card');
    render(saidInWords(r.turn.text));
  }

  const undoButton = button('Undo', () => {
    if (busy) return;
    const t = session.undo();
    hint = null;
    if (t !== null) playSound('card');
    render(t === null ? 'Nothing to undo.' : `Took back: ${saidInWords(t.summary)}`);
  });
  const redoButton = button('Redo', () => {
    if (busy) return;
    const t = session.redo();
    hint = null;
    if (t !== null) playSound('card');
    render(t === null ? 'Nothing to redo.' : `Again: ${saidInWords(t.text)}`);
  });
  const restartButton = button('Restart', () => {
    if (busy) return;
    const n = session.restart();
    hint = null;
    render(`Back to the start of deal ${deal} (${counted(n, 'turn')} taken back; redo plays them again).`);
  });
  const hintButton = button('Hint', () => void ask('hint'));
  // While the solver plays the deal out, Solve becomes Skip to end (the same place: no layout shift).
  const solveButton = button('Solve', () => (solverQueue === null ? void ask('solve') : skipToEnd()));
  const newButton = button('New deal', () => start(randomDeal(), 'New deal.'));
  const autoBox = h('input', { type: 'checkbox', id: 'fc-auto' });
  autoBox.checked = auto;
  autoBox.addEventListener('change', () => {
    auto = autoBox.checked;
    session.auto = auto;
    render(auto ? 'Automatic moves home are on.' : 'Automatic moves home are off.');
  });
  const dealInput = h('input', {
    type: 'number',
    id: 'fc-deal',
    min: 1,
    max: MAX_DEAL,
    inputmode: 'numeric',
    class: 'fc-deal',
  });
  const dealForm = h('form', { class: 'toolbar fc-deal-form' }, [
    h('label', { for: 'fc-deal' }, ['Deal number']),
    dealInput,
    h('button', { type: 'submit' }, ['Play deal']),
  ]);
  dealForm.addEventListener('submit', (e) => {
    e.preventDefault();
    const n = Number(dealInput.value);
    if (!Number.isSafeInteger(n) || n < 1 || n > MAX_DEAL) {
      render(`A deal number is a whole number from 1 to ${MAX_DEAL}.`);
      return;
    }
    start(n, `Deal ${n}.`);
  });
  // Phone first (issue 35 §6): the table comes first. Under it, one small bar of what a move needs
  // (undo most of all, as the solitaire apps' bar); then what a deal needs: a new one, a restart,
  // the automatic moves, a deal by number. On a wide screen both stand beside the table (styles/freecell.css).
  page.toolbar.classList.add('fc-bar');
  page.toolbar.append(undoButton, redoButton, hintButton, solveButton);
  page.board.after(page.toolbar);
  const dealBar = h('div', { class: 'toolbar', role: 'toolbar', 'aria-label': 'FreeCell deal' }, [
    newButton,
    restartButton,
    h('label', { class: 'check' }, [autoBox, 'Automatic moves home']),
  ]);
  page.side.append(dealBar, dealForm);

  function start(n: number, lead: string): void {
    stopSolving();
    // A deal left unfinished counts as lost, as in the games people know.
    if (!ended && session.moves > 0)
      recordGame('freecell', { outcome: 'lost', deal, moves: session.moves, timeMs: Math.round(elapsed()) });
    ended = false;
    deal = n;
    hint = null;
    session = new FreecellSession(dealt(deal), { auto });
    clockMs = 0;
    clockSince = null;
    table.resetHeight();
    showAddress(`#/freecell?deal=${deal}`);
    const home = wentHome(session);
    render(`${lead}${home}`);
  }

  function stopSolving(): void {
    if (solving !== null) clearTimeout(solving);
    solving = null;
    solverQueue = null;
    skipping = null;
    solver.cancel();
    busy = false;
  }

  async function ask(what: 'hint' | 'solve'): Promise<void> {
    if (busy || session.state.won) return;
    busy = true;
    render(what === 'hint' ? 'Looking for a good move...' : 'Looking for a solution...');
    const board = session.state.board;
    // Every search runs in the worker, and its answer is used as it comes: the session's own
    // solution() and learn() would search or replay the solution on this thread (tens of ms).
    const r = await solver.ask({ board, auto: session.auto, maxNodes: SOLVE_NODES });
    if (session.state.board !== board || !busy) return;
    if ('error' in r) {
      busy = false;
      render(`The solver failed: ${r.error}`);
      return;
    }
    const answer = r.answer;
    if (answer.status === 'unsolvable') {
      // Unsolvable from here: from the deal's start too? The start is asked of the worker as well.
      const start = new FreecellSession(dealt(deal), { auto: session.auto }).state.board;
      const fromStart =
        start === board ||
        (await solver
          .ask({ board: start, auto: session.auto, maxNodes: SOLVE_NODES })
          .then((s) => !('error' in s) && s.answer.status === 'unsolvable'));
      if (session.state.board !== board || !busy) return;
      busy = false;
      render(
        fromStart
          ? `Deal ${deal} has no solution: it cannot be won.`
          : 'There is no solution from here: undo to find one.',
      );
      return;
    }
    if (answer.status === 'gave-up') {
      busy = false;
      render(`The solver gave up after ${answer.nodes} positions.`);
      return;
    }
    const solution = answer;
    if (what === 'hint') {
      busy = false;
      const first = solution.moves[0];
      hint = first === undefined ? null : parseMove(first);
      render(
        hint === null
          ? 'Nothing left to do.'
          : `Hint: ${moveWords(toSay(board, hint))} (${counted(solution.moves.length, 'move')} to win from here).`,
      );
      return;
    }
    const moves = [...solution.moves];
    solverQueue = moves;
    // One move at a time, each after the last one's travel and a pause a person can follow.
    const step = (): void => {
      solving = null;
      if (solverQueue !== moves || skipping !== null) return;
      const m = moves.shift();
      if (m === undefined || !busy) {
        solverQueue = null;
        busy = false;
        render(session.state.won ? '' : 'The solver stopped.');
        return;
      }
      const t = session.playSolutionMove(m);
      clockRun(true);
      playSound('card');
      render(`Solver: ${saidInWords(t.text)}`);
      void motion.idle().then(() => {
        if (solverQueue === moves && solving === null && skipping === null) solving = setTimeout(step, computerDelay());
      });
    };
    step();
  }

  /**
   * The solver's remaining moves, played without their travel. The click's frame shows only the
   * button taken away (no move is replayed in the click's task); the moves are replayed in the
   * model once that frame is on screen (afterFrameShown: begun just after its commit, the first
   * slice took a core from its raster), in slices of at most REPLAY_SLICE_MS each with a frame
   * between them, and the table jumps to the end once they are all played.
   */
  function skipToEnd(): void {
    const moves = solverQueue;
    if (moves === null || skipping !== null) return;
    if (solving !== null) clearTimeout(solving);
    solving = null;
    skipping = moves;
    solveButton.disabled = true;
    // A hidden page has no frames to wait for.
    if (document.visibilityState === 'hidden') void replay(moves);
    else afterFrameShown(() => void replay(moves));
  }

  /** Plays `moves` (the solver's queue) in slices; stops when the queue is dropped (a new deal). */
  async function replay(moves: string[]): Promise<void> {
    for (;;) {
      if (solverQueue !== moves || skipping !== moves) {
        if (skipping === moves) skipping = null;
        return;
      }
      const until = performance.now() + REPLAY_SLICE_MS;
      while (moves.length > 0 && performance.now() < until) session.playSolutionMove(moves.shift()!);
      if (moves.length === 0) break;
      await nextTask();
    }
    skipping = null;
    solverQueue = null;
    busy = false;
    // The cards jump to the end: the person asked not to watch them go (and a travel of every card
    // made this frame late).
    render(session.state.won ? '' : 'The solver stopped.', true);
  }

  /**
   * The table now; the status line, the counts, the buttons and the save after the table's frame
   * (see afterPaint): text drawn in a move's frame made the move paint late.
   */
  function render(lead: string, still = false): void {
    table.update(session.game.position(), { hint, locked: busy, still });
    later(() => renderRest(lead));
  }

  function renderRest(lead: string): void {
    const s = session.state;
    if (s.won) clockRun(false);
    if (s.won && !ended) {
      ended = true;
      finished();
    }
    // A win is said in one sentence, alone.
    ctx.status.say(s.won ? winWords() : lead);
    showCounts();
    undoButton.disabled = busy || !s.canUndo;
    redoButton.disabled = busy || !s.canRedo;
    restartButton.disabled = busy || !s.canUndo;
    hintButton.disabled = busy || s.won;
    const skip = solverQueue !== null;
    if (solveButton.textContent !== (skip ? 'Skip to end' : 'Solve'))
      solveButton.textContent = skip ? 'Skip to end' : 'Solve';
    solveButton.disabled = (busy && !skip) || s.won || skipping !== null;
    ctx.store.save('freecell', { deal, session: session.toJSON(), ms: Math.round(elapsed()) });
  }

  /**
   * The end of the deal: kept in the records (a deal the solver finished counts as lost: the
   * person gave it up), a sound, and the result dialog once the last cards have landed.
   */
  function finished(): void {
    const s = session.state;
    const ms = Math.round(elapsed());
    const won = !s.finishedBySolver;
    const records = recordGame('freecell', { outcome: won ? 'won' : 'lost', deal, moves: s.moves, timeMs: ms });
    playSound(won ? 'win' : 'lose');
    const said = winWords();
    const shown = deal;
    void motion.idle().then(() => {
      if (ctx.signal.aborted || shown !== deal) return;
      showResult({
        title: won ? 'You won' : 'The solver won',
        summary: said,
        figures: [
          ['Deal', String(shown)],
          ['Moves', String(s.moves)],
          ['Time', durationWords(ms)],
        ],
        records: recordLines('freecell', records, { deal: shown }),
        actions: [
          { label: 'New deal', run: () => start(randomDeal(), 'New deal.'), primary: true },
          { label: 'Play again', run: () => start(shown, `Deal ${shown} again.`) },
        ],
      });
    });
  }

  /** The win, in one sentence. */
  function winWords(): string {
    const s = session.state;
    const time = clockText(elapsed());
    return s.finishedBySolver
      ? `Won: the solver finished deal ${deal}, ${counted(s.moves, 'move')} in all.`
      : `You won deal ${deal} in ${counted(s.moves, 'move')} and ${time}!`;
  }

  // The address names the deal, so a copied link replays it.
  showAddress(`#/freecell?deal=${deal}`);
  const home = session.moves === 0 ? wentHome(session) : '';
  whenIdle(ctx.signal, warmUp);
  render(restored ? 'Your game was restored.' : `Deal ${deal}: tap a card to move it, or drag it.${home}`);
  // The page's first frame shows everything (no line pushed down after it).
  later.flush();

  /**
   * The first taps of a game ran code the page had not run yet (smart moves, automatic moves home,
   * the table redrawn with cards moved), compiled on the spot: 3.7 to 4.9 ms of handlers against
   * about 1 ms later, and the tap painted late. So it runs once beforehand, when the page is idle,
   * on a copy of the game and a table that is not on the page.
   */
  function warmUp(): void {
    const copy = FreecellSession.fromJSON(session.toJSON());
    const scratch = new FreecellTable({ tap: () => {}, drop: () => {}, home: () => {}, picked: () => {} });
    scratch.update(copy.game.position());
    for (let k = 0; k < 8; k++) copy.play({ kind: 'column', index: k });
    void copy.state;
    scratch.update(copy.game.position(), { hint: null });
  }
}
