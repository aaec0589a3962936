/**
 * Foxes and Dolphins on the SVG island: watch two computer players (with a
 * speed control), or command one side. The game is the package's
 * FoxDolphinSession (rounds step by step: the water, the computer's turn,
 * the person's moves and pass, and undo of the person's last turn); this
 * page draws it and saves it as it saves itself (its toJSON: the options,
 * the seed among them, and a log that replays the game).
 */
import { type Animal, SEED_MAX, type TurnReport, type WaterReport } from '@arcade/model-foxdolphin';
import { FoxDolphinSession, type SessionStep } from '@arcade/model-foxdolphin/session';
import { FoxDolphinMap, h, PanZoom, TILE_UNITS } from '@arcade/view-web';
import {
  afterNextFrame,
  afterPaint,
  button,
  type GameContext,
  gamePage,
  nextTask,
  reportProblems,
  showAddress,
} from '../page.js';
import { readParams } from '../params.js';
import { computerDelay, getMotion } from '../shell/motion.js';
import { recordGame, recordLines } from '../shell/records.js';
import { showResult } from '../shell/result.js';
import { playSound } from '../shell/sound.js';
import { freshSeed } from '../seed.js';

type Side = 'fox' | 'dolphin' | 'watch';

/** Rounds before a draw, as in the console game. */
const ROUNDS = 100;
const SPEEDS: readonly [string, number][] = [
  ['Fastest', 0],
  ['Fast', 150],
  ['Normal', 500],
  ['Slow', 1200],
];

const RULES = [
  'Foxes live on land, Dolphins in water. A piece moves to a neighbouring tile of its own medium (a Fox across a bridge, a Dolphin through a cave), and moving onto a piece of the other kind eats it. Each turn a side makes one move for every four pieces it has (rounded up).',
  'Every round the tide and, now and then, a natural event move the water level; tiles below it flood, tiles above it drain. A side that loses all its pieces loses; after 100 rounds the game is a draw.',
  'Playing a side: select one of your pieces, then one of its marked targets. Pass ends your turn. Watching: the speed control sets the pause between rounds.',
  'Keyboard: the arrow keys move between tiles, Enter or Space selects and moves.',
  'On a small screen the island is larger than its frame: drag it to move around, pinch or press Zoom in and Zoom out to zoom, and Whole island to see all of it.',
];

/** A tile's width on a phone, in CSS px: at least 40 px to tap (#36), with a little to spare. */
const PHONE_TILE_PX = 44;
/** The widest tile the zoom goes to, in CSS px. */
const MAX_TILE_PX = 96;
/** Each press of Zoom in or Zoom out. */
const ZOOM_STEP = 1.25;

/**
 * The saved session (FoxDolphinSession.fromJSON checks the data and replays
 * it, and throws, reported as unreadable, on anything malformed); null when
 * it is not a game this page plays (another round limit).
 */
function readSaved(data: unknown): FoxDolphinSession | null {
  const session = FoxDolphinSession.fromJSON(data);
  return session.roundLimit === ROUNDS ? session : null;
}

const sideOf = (game: FoxDolphinSession): Side =>
  game.human === 'Fox' ? 'fox' : game.human === 'Dolphin' ? 'dolphin' : 'watch';

function describeWater(w: WaterReport, round: number): string {
  const event =
    w.nEvent[1] > 0 ? `, an event of ${w.nEvent[0] > 0 ? '+' : ''}${w.nEvent[0]} (${w.nEvent[1]} days)` : '';
  return `Round ${round}: tide ${w.tide > 0 ? '+' : ''}${w.tide}${event}, ${w.flooded} tiles changed.`;
}

function describeTurn(t: TurnReport): string {
  const kind = t.animal === 'Fox' ? 'Foxes' : 'Dolphins';
  if (t.stuck) return `${kind} cannot move.`;
  const ate = t.kills > 0 ? `, eating ${t.kills}` : '';
  return `${kind} made ${t.moves} move${t.moves === 1 ? '' : 's'}${ate}.`;
}

/** What a step did, in a sentence. */
function describeStep(st: SessionStep): string {
  return st.kind === 'water' ? describeWater(st.report, st.round) : describeTurn(st.report);
}

function outcomeText(game: FoxDolphinSession, human: Animal | null): string {
  const w = game.winner();
  if (w === 'draw') return `Game over after ${game.round} rounds: a draw.`;
  const kind = w === 'Fox' ? 'The Foxes' : 'The Dolphins';
  const you = human === null ? '' : w === human ? ' You win!' : ' You lose.';
  return `Game over after ${game.round} rounds: ${kind} win.${you}`;
}

/**
 * Builds the Foxes and Dolphins page over five tasks, each short enough (at most about 12 ms of CPU
 * here, 50 ms at Lighthouse's 4x slower CPU) to block nothing: the game (an island drawn or a
 * saved game replayed); the page's frame and controls; the water and the computer's turn up to the
 * person's; the island's drawing; then the page put on screen, laid out and scrolled to the
 * person's pieces. Done in one, or in two, they were the site's longest tasks (Lighthouse's
 * slowed-down CPU made them its blocking time). The page is built apart from the document and put
 * on screen whole, in the last task: nothing is shown half-built, and nothing shifts.
 */
export async function mount(ctx: GameContext): Promise<void> {
  const params = readParams<{ side: Side; seed: number | null; delay: number }>(ctx.query, {
    side: { kind: 'word', values: ['watch', 'fox', 'dolphin'], fallback: 'watch' },
    seed: { kind: 'int', min: 0, max: SEED_MAX, fallback: null },
    delay: { kind: 'int', min: 0, max: 10_000, fallback: 500 },
  });
  let side = params.values.side;
  let seed = params.values.seed ?? freshSeed();
  let delay = params.values.delay;
  const human = (): Animal | null => (side === 'fox' ? 'Fox' : side === 'dolphin' ? 'Dolphin' : null);
  const fresh = (): FoxDolphinSession => new FoxDolphinSession({ seed, play: human(), rounds: ROUNDS });
  const saved = ctx.store.load('foxdolphin', 'Foxes and Dolphins game', readSaved);
  const restored =
    saved !== null &&
    (!params.given ||
      (sideOf(saved) === side && (params.values.seed === null || saved.toJSON().options.seed === seed)));
  /** The game, watched or played: one session, saved as it saves itself. */
  let game = restored ? saved : fresh();
  if (restored) {
    side = sideOf(game);
    seed = game.toJSON().options.seed;
  }
  await nextTask();
  if (ctx.signal.aborted) return;
  reportProblems(ctx, params.problems);
  // The page is built here, then moved into ctx.root at once (the last task below).
  const staging = document.createElement('div');
  const page = gamePage({ ...ctx, root: staging }, 'Foxes and Dolphins', RULES);

  let selected: { x: number; y: number } | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let paused = false;
  ctx.signal.addEventListener('abort', () => {
    if (timer !== null) clearTimeout(timer);
  });

  const motion = getMotion();
  const map = new FoxDolphinMap((x, y) => pick(x, y), 'The island', { motion });
  /** Whether this game's end has been announced (the result dialog): not again on a reload or a redraw. */
  let announced = game.isOver();
  // What is not the island waits for the island's frame (see render).
  const later = afterPaint(ctx.signal);
  /** The status line's next text, shown with the rest after the island's frame. */
  let message: string | null = null;
  const water = h('p', { class: 'fd-legend fd-water' });
  // On a phone the whole island has tiles too small to tap: the map is drawn larger than its frame,
  // which pans by drag and zooms by pinch or by the buttons (PanZoom).
  const frame = h('div', { class: 'fd-frame' }, [map.element]);
  // Told once on this device, until the person first drags or pinches: the map moves.
  const panHint = h('p', { class: 'fd-pan-hint' }, ['Drag the map to move around; pinch or use Zoom in and out.']);
  const told = ctx.store.load('foxdolphin-panned', 'Foxes and Dolphins map setting', (d) => (d === true ? d : null));
  panHint.hidden = true;
  const view = new PanZoom(frame, map.element, {
    naturalWidth: () => map.naturalWidth,
    unit: TILE_UNITS,
    min: 8 / TILE_UNITS,
    max: MAX_TILE_PX / TILE_UNITS,
    signal: ctx.signal,
    onPan: () => {
      if (panHint.hidden) return;
      panHint.hidden = true;
      ctx.store.save('foxdolphin-panned', true);
    },
  });
  const zoomOut = button('Zoom out', () => zoom(1 / ZOOM_STEP));
  const zoomIn = button('Zoom in', () => zoom(ZOOM_STEP));
  const wholeButton = button('Whole island', () => zoom(0));
  /** Zooms by `factor` (0: the whole island's width) and says how far in the buttons. */
  function zoom(factor: number): void {
    if (factor === 0) view.setScale(view.fitScale());
    else view.zoomBy(factor);
    zoomButtons();
  }
  function zoomButtons(): void {
    zoomIn.disabled = !view.canZoomIn;
    zoomOut.disabled = !view.canZoomOut;
    wholeButton.disabled = !view.canZoomOut;
  }
  page.board.append(h('div', { class: 'fd-view' }, [frame, panHint]), water);
  const legend = h('p', { class: 'fd-legend' }, [
    'A russet head: a fox; a blue dolphin: a dolphin. Green and brown: land (lighter is higher), blue: water. Red ring: selected; yellow: its targets. Brown lines: bridges; blue lines: caves.',
  ]);

  const passButton = button('Pass', () => {
    if (game.awaiting === null) return;
    game.pass();
    selected = null;
    afterPerson('You pass the rest of the turn.');
  });
  const undoButton = button('Undo', () => {
    const taken = game.undo();
    if (taken === null) return;
    selected = null;
    const moved = taken.filter((t) => t !== 'pass').length;
    update(
      `Took back your last turn (${moved} move${moved === 1 ? '' : 's'}${taken.includes('pass') ? ' and a pass' : ''}).`,
    );
  });
  const pauseButton = button('Pause', () => {
    paused = !paused;
    pauseButton.textContent = paused ? 'Resume' : 'Pause';
    // schedule() clears a round already waiting: Pause stops at once.
    schedule();
  });
  const speed = h(
    'select',
    { 'aria-label': 'Speed' },
    SPEEDS.map(([name, ms]) => h('option', { value: String(ms) }, [`${name} (${ms} ms a round)`])),
  );
  if (!SPEEDS.some(([, ms]) => ms === delay))
    speed.append(h('option', { value: String(delay) }, [`${delay} ms a round`]));
  speed.value = String(delay);
  speed.addEventListener('change', () => {
    delay = Number(speed.value);
    save();
    schedule();
  });
  const sideSelect = h('select', { 'aria-label': 'Side' }, [
    h('option', { value: 'watch' }, ['Watch']),
    h('option', { value: 'fox' }, ['Play the Foxes']),
    h('option', { value: 'dolphin' }, ['Play the Dolphins']),
  ]);
  sideSelect.value = side;
  sideSelect.addEventListener('change', () => {
    side = sideSelect.value as Side;
    newGame();
  });
  const newButton = button('New game', () => newGame());
  // Phone first (#35 §6): the island comes first; under it what a turn needs, then what a game needs.
  page.toolbar.append(passButton, undoButton, pauseButton, zoomOut, zoomIn);
  page.board.after(page.toolbar);
  const more = h('div', { class: 'toolbar', role: 'toolbar', 'aria-label': 'Foxes and Dolphins game' }, [
    newButton,
    sideSelect,
    speed,
    wholeButton,
  ]);
  // The island's seed is in this link only (to share or to replay), never on screen as text: a
  // player has no use for a raw seed (as Two Dots).
  const share = h('a', { class: 'share-link' }, ['Link to this game']);
  page.side.append(more, share, legend);

  /** The first view of an island: a phone's tiles at PHONE_TILE_PX, centred on the person's pieces. */
  function openView(): void {
    opening = false;
    const phone = window.matchMedia('(max-width: 600px)').matches;
    view.setScale(phone ? PHONE_TILE_PX / TILE_UNITS : view.fitScale());
    zoomButtons();
    panHint.hidden = told === true || !view.canZoomOut;
    const me = human();
    if (me === null) {
      frame.scrollLeft = (frame.scrollWidth - frame.clientWidth) / 2;
      frame.scrollTop = (frame.scrollHeight - frame.clientHeight) / 2;
    } else showPieces(true);
  }

  /**
   * Brings the person's pieces into view: a piece that can move and its targets, the one nearest
   * the middle of the person's pieces; only when none of the person's pieces is in view, unless
   * `force`.
   */
  function showPieces(force: boolean): void {
    const me = human();
    if (me === null) return;
    const mine = game.board.tiles().filter((t) => game.board.pieceAt(t.x, t.y)?.type === me);
    if (mine.length === 0) return;
    const box = frame.getBoundingClientRect();
    const seen = (x: number, y: number): boolean => {
      const r = map.tileElement(x, y)?.getBoundingClientRect();
      return (
        r !== undefined && r.left >= box.left && r.right <= box.right && r.top >= box.top && r.bottom <= box.bottom
      );
    };
    if (!force && mine.some((t) => seen(t.x, t.y))) return;
    const mx = mine.reduce((a, t) => a + t.x, 0) / mine.length;
    const my = mine.reduce((a, t) => a + t.y, 0) / mine.length;
    const movable = mine.filter((t) => game.awaiting === null || game.targets(t).length > 0);
    const near = (movable.length > 0 ? movable : mine).reduce((a, t) =>
      Math.hypot(t.x - mx, t.y - my) < Math.hypot(a.x - mx, a.y - my) ? t : a,
    );
    const els = [near, ...(game.awaiting === null ? [] : game.targets(near))]
      .map((c) => map.tileElement(c.x, c.y))
      .filter((e) => e !== undefined);
    view.show(els, 8, true);
  }

  /** Keeps the selected piece and its targets in view. */
  function showSelection(marked: ReadonlySet<string>): void {
    if (selected === null) return;
    const els = [`${selected.x},${selected.y}`, ...marked]
      .map((k) => {
        const [x, y] = k.split(',').map(Number) as [number, number];
        return map.tileElement(x, y);
      })
      .filter((e) => e !== undefined);
    view.show(els);
  }

  function newGame(): void {
    stepsEpoch++;
    seed = freshSeed();
    game = fresh();
    selected = null;
    announced = false;
    start('New game.');
    openView();
  }

  function pick(x: number, y: number): void {
    const me = human();
    if (me === null || game.awaiting === null) return;
    const board = game.board;
    const piece = board.pieceAt(x, y);
    if (piece !== undefined && piece.type === me) {
      selected = selected?.x === x && selected.y === y ? null : { x, y };
      const marked = targets();
      const n = marked.size;
      render(selected === null ? 'Nothing selected.' : `Selected ${x},${y}: ${n} target${n === 1 ? '' : 's'}.`, marked);
      showSelection(marked);
      return;
    }
    if (selected !== null && targets().has(`${x},${y}`)) {
      const from = selected;
      const r = game.move(from, { x, y });
      selected = null;
      if (r.ok) playSound(piece === undefined ? 'place' : 'clear');
      afterPerson(
        r.ok
          ? `You move ${from.x},${from.y} to ${x},${y}${piece === undefined ? '' : ', eating it'}.`
          : `That move is refused: ${r.reason}.`,
      );
      return;
    }
    render(selected === null ? `Select one of your ${me === 'Fox' ? 'foxes' : 'dolphins'} first.` : 'Not a target.');
  }

  function targets(): Set<string> {
    if (selected === null) return new Set();
    return new Set(game.targets(selected).map((c) => `${c.x},${c.y}`));
  }

  /** True until the page's first view is opened (openView). */
  let opening = true;

  /** Bumped when the game changes under steps waiting to be played (undo, new game), which are then dropped. */
  let stepsEpoch = 0;

  /**
   * After a person's move or pass: draws it now, and plays what follows it (the water, the
   * computer's turn) in a task after that frame, as the Othello page draws the computer's reply
   * after the person's move. Played in the same frame, the whole island redrawn by the tide made
   * the click paint late.
   */
  function afterPerson(lead: string): void {
    if (game.awaiting !== null || game.isOver()) {
      update(lead);
      return;
    }
    render(lead);
    const mine = ++stepsEpoch;
    // After the person's move has been drawn and has slid (motion.idle), and the speed's pause.
    afterNextFrame(() => {
      void motion
        .idle()
        .then(() => new Promise((ok) => setTimeout(ok, computerDelay())))
        .then(() => {
          if (mine === stepsEpoch && !ctx.signal.aborted) update(lead);
        });
    });
  }

  /** Plays the steps that need nobody (the water, the computer's turn) up to the person's move, and says what happened. */
  function update(lead: string): void {
    present(lead, playSteps());
  }

  /** Plays the steps up to the person's move (update's first half); what each did, in a sentence. */
  function playSteps(): string[] {
    stepsEpoch++;
    const said: string[] = [];
    for (let st = game.step(); st !== null; st = game.step()) said.push(describeStep(st));
    return said;
  }

  /** Draws the steps `played` after `lead` (update's second half). */
  function present(lead: string, played: readonly string[]): void {
    const me = human()!;
    const said = [lead, ...played];
    if (game.isOver()) said.push(outcomeText(game, me));
    else {
      const nr = game.board.getNrMoves(me);
      said.push(
        `Your turn, ${me === 'Fox' ? 'Foxes' : 'Dolphins'}: move ${(game.turnMoves?.made ?? 0) + 1} of ${nr}, round ${game.round + 1}.`,
      );
    }
    render(said.filter((t) => t !== '').join(' '));
    if (game.isOver() && !announced) ended();
    announced = game.isOver();
    // The person's turn: at least one of their pieces in view (the computer may have eaten those seen).
    // (Not while the page opens: openView then scrolls to them, and a layout forced here, before
    // the island's scale is set, was one more of the whole page.)
    if (!game.isOver() && !opening) showPieces(false);
  }

  /**
   * The island now; the status line, the water's legend, the buttons and the save after the
   * island's frame (see afterPaint): text drawn in a click's frame made it paint late.
   */
  function render(text: string, marked?: ReadonlySet<string>): void {
    const me = human();
    map.update(game.board, { selected, targets: me === null ? new Set() : (marked ?? targets()) });
    message = text;
    later(renderRest);
  }

  function renderRest(): void {
    if (message !== null) ctx.status.say(message);
    message = null;
    const me = human();
    const board = game.board;
    const foxes = board.pieceCount('Fox');
    const dolphins = board.pieceCount('Dolphin');
    water.textContent = `Water level ${board.w} (tides between ${board.wl} and ${board.wu}). Rounds played: ${game.round} of ${ROUNDS}. Foxes ${foxes}, Dolphins ${dolphins}.`;
    const playing = me !== null;
    passButton.hidden = !playing;
    undoButton.hidden = !playing;
    // Nothing to pause once the game is over.
    pauseButton.hidden = playing || game.isOver();
    speed.hidden = playing;
    passButton.disabled = game.awaiting === null;
    pauseButton.disabled = game.isOver();
    undoButton.disabled = !game.canUndo;
    save();
  }

  /** The end of a game the person played: its record, a sound, the result dialog. */
  function ended(): void {
    const me = human();
    if (me === null) return;
    const w = game.winner();
    const outcome = w === 'draw' ? 'drawn' : w === me ? 'won' : 'lost';
    const records = recordGame('foxdolphin', { outcome });
    playSound(outcome === 'won' ? 'win' : 'lose');
    const title = outcome === 'won' ? 'You win' : outcome === 'lost' ? 'You lose' : 'Draw';
    const board = game.board;
    showResult({
      title,
      summary: outcomeText(game, me),
      figures: [
        ['Rounds', String(game.round)],
        ['Your side', me === 'Fox' ? 'the Foxes' : 'the Dolphins'],
        ['Foxes left', String(board.pieceCount('Fox'))],
        ['Dolphins left', String(board.pieceCount('Dolphin'))],
      ],
      records: recordLines('foxdolphin', records),
      actions: [{ label: 'Play again', run: () => newGame(), primary: true }],
    });
  }

  function schedule(): void {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (game.isOver() || paused || human() !== null) return;
    timer = setTimeout(step, delay);
  }

  function step(): void {
    timer = null;
    if (human() !== null || game.isOver()) return;
    const news: string[] = [];
    const report = game.playRound();
    news.push(describeWater(report, report.round), ...report.turns.map(describeTurn));
    if (game.isOver()) news.push(outcomeText(game, null));
    render(news.join(' '));
    schedule();
  }

  /** Starts the game shown: the computer's rounds watched, or the person's turn (with `played`, the steps already played to it). */
  function start(lead: string, played?: readonly string[]): void {
    if (timer !== null) clearTimeout(timer);
    if (human() === null) {
      const text = game.isOver() ? outcomeText(game, null) : `Foxes against Dolphins, both played by the computer.`;
      render(`${lead} ${text}`.trim());
      schedule();
    } else if (played !== undefined) present(lead, played);
    else update(lead);
  }

  function save(): void {
    ctx.store.save('foxdolphin', game.toJSON());
    // The address names the island, so a copied link replays it (set only when it changes: a save
    // follows every click and round).
    const address = `#/foxdolphin?side=${side}&seed=${seed}&delay=${delay}`;
    showAddress(address);
    if (share.getAttribute('href') !== address) share.href = address;
  }

  // The water and the computer's turn up to the person's, in a task of their own.
  await nextTask();
  if (ctx.signal.aborted) return;
  const played = human() === null ? undefined : playSteps();
  // The island's drawing (a few hundred SVG elements), in a task of its own: start's render below
  // then changes nothing in it.
  await nextTask();
  if (ctx.signal.aborted) return;
  map.update(game.board, { selected, targets: new Set() });
  await nextTask();
  if (ctx.signal.aborted) return;
  ctx.root.append(...staging.childNodes);
  start(restored ? 'Your game was restored.' : '', played);
  openView();
  // The page's first frame shows everything (no line pushed down after it).
  later.flush();
}
