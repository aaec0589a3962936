/**
 * Foxes and Dolphins on the SVG island: watch two computer players (with a
 * speed control), or command one side. The game is the package's
 * FoxDolphinSession (rounds step by step: the water, the computer's turn,
 * the person's moves and pass). A person's game is kept as the seed and the
 * list of their moves, which is also how undo works: the session is rebuilt
 * from the seed and the moves but the last.
 */
import { type Animal, SEED_MAX, type TurnReport, type WaterReport } from '@arcade/model-foxdolphin';
import { FoxDolphinSession } from '@arcade/model-foxdolphin/session';
import { FoxDolphinMap, h } from '@arcade/view-web';
import { button, type GameContext, gamePage, reportProblems } from '../page.js';
import { readParams } from '../params.js';
import { freshSeed } from '../seed.js';

type Side = 'fox' | 'dolphin' | 'watch';

/** A move of the person's: from a tile to a tile; null for a pass (the rest of the turn). */
type HumanMove = { readonly from: readonly [number, number]; readonly to: readonly [number, number] } | null;

interface Saved {
  readonly side: Side;
  readonly seed: number;
  /** The person's moves (playing a side), or the rounds watched. */
  readonly moves: readonly HumanMove[];
  readonly rounds: number;
}

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
];

function readSaved(data: unknown): Saved | null {
  if (typeof data !== 'object' || data === null) return null;
  const d = data as Record<string, unknown>;
  if (d.side !== 'fox' && d.side !== 'dolphin' && d.side !== 'watch') return null;
  if (!Number.isSafeInteger(d.seed) || (d.seed as number) < 0 || (d.seed as number) > SEED_MAX) return null;
  if (!Number.isSafeInteger(d.rounds) || (d.rounds as number) < 0 || (d.rounds as number) > ROUNDS) return null;
  if (!Array.isArray(d.moves)) return null;
  const pair = (p: unknown): boolean => Array.isArray(p) && p.length === 2 && p.every(Number.isSafeInteger);
  for (const m of d.moves) {
    if (m === null) continue;
    if (typeof m !== 'object' || !pair((m as { from?: unknown }).from) || !pair((m as { to?: unknown }).to))
      return null;
  }
  return { side: d.side, seed: d.seed as number, moves: d.moves as HumanMove[], rounds: d.rounds as number };
}

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

/** Where the replay stopped: the session, and whether (and where in their turn) the person is to move. */
interface Position {
  readonly game: FoxDolphinSession;
  readonly waiting: boolean;
  /** Moves the person made in this turn so far. */
  readonly made: number;
  /** What happened since the person's last move (the water, the computer's turn). */
  readonly news: readonly string[];
  readonly consumed: number;
}

/**
 * The package's FoxDolphinSession on the island of `seed`, with the person's
 * `moves` played again (the session has no undo: taking a move back replays
 * the others from the seed), stopped where the person is to move next.
 */
function replay(seed: number, human: Animal, moves: readonly HumanMove[]): Position {
  const s = new FoxDolphinSession({ seed, play: human, rounds: ROUNDS });
  let news: string[] = [];
  const run = (): void => {
    for (let st = s.step(); st !== null; st = s.step()) {
      news.push(st.kind === 'water' ? describeWater(st.report, st.round) : describeTurn(st.report));
    }
  };
  run();
  let consumed = 0;
  for (const m of moves) {
    if (s.awaiting === null) break;
    if (m === null) s.pass();
    else if (!s.move({ x: m.from[0], y: m.from[1] }, { x: m.to[0], y: m.to[1] }).ok) break;
    consumed++;
    news = [];
    run();
  }
  return { game: s, waiting: s.awaiting !== null, made: s.turnMoves?.made ?? 0, news, consumed };
}

function outcomeText(game: FoxDolphinSession, human: Animal | null): string {
  const w = game.winner();
  if (w === 'draw') return `Game over after ${game.round} rounds: a draw.`;
  const kind = w === 'Fox' ? 'The Foxes' : 'The Dolphins';
  const you = human === null ? '' : w === human ? ' You win!' : ' You lose.';
  return `Game over after ${game.round} rounds: ${kind} win.${you}`;
}

/** Builds the Foxes and Dolphins page. */
export function mount(ctx: GameContext): void {
  const params = readParams<{ side: Side; seed: number | null; delay: number }>(ctx.query, {
    side: { kind: 'word', values: ['watch', 'fox', 'dolphin'], fallback: 'watch' },
    seed: { kind: 'int', min: 0, max: SEED_MAX, fallback: null },
    delay: { kind: 'int', min: 0, max: 10_000, fallback: 500 },
  });
  reportProblems(ctx, params.problems);
  const page = gamePage(ctx, 'Foxes and Dolphins', RULES);

  let side = params.values.side;
  let seed = params.values.seed ?? freshSeed();
  let moves: HumanMove[] = [];
  let watched = 0;
  let delay = params.values.delay;
  const saved = ctx.store.load('foxdolphin', 'Foxes and Dolphins game', readSaved);
  const restored =
    saved !== null && (!params.given || (saved.side === side && (params.values.seed === null || saved.seed === seed)));
  if (restored) {
    ({ side, seed } = saved);
    moves = [...saved.moves];
    watched = saved.rounds;
  }
  const human = (): Animal | null => (side === 'fox' ? 'Fox' : side === 'dolphin' ? 'Dolphin' : null);

  let selected: { x: number; y: number } | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let paused = false;
  let pos: Position | null = null;
  let watch: FoxDolphinSession | null = null;
  ctx.signal.addEventListener('abort', () => {
    if (timer !== null) clearTimeout(timer);
  });

  const map = new FoxDolphinMap((x, y) => pick(x, y));
  const water = h('p', { class: 'fd-legend' });
  // On a phone the whole island has tiles too small to tap: zoomed, the map pans in its frame.
  const frame = h('div', { class: 'fd-frame' }, [map.element]);
  let zoomed = window.matchMedia('(max-width: 600px)').matches;
  const zoomButton = button('Zoom', () => setZoom(!zoomed));
  function setZoom(on: boolean): void {
    zoomed = on;
    map.zoom(on);
    zoomButton.setAttribute('aria-pressed', String(on));
  }
  setZoom(zoomed);
  page.board.append(water, frame);
  const legend = h('p', { class: 'fd-legend' }, [
    'F: a fox, D: a dolphin; green and brown: land (lighter is higher), blue: water. Red ring: selected; yellow: its targets. Brown lines: bridges; blue lines: caves.',
  ]);
  page.side.append(legend);

  const passButton = button('Pass', () => {
    if (pos === null || !pos.waiting) return;
    moves.push(null);
    selected = null;
    update('You pass the rest of the turn.');
  });
  const undoButton = button('Undo', () => {
    if (moves.length === 0) return;
    // Back to the start of the person's previous turn-worth of moves: one move at a time is enough here.
    moves.pop();
    selected = null;
    update('Took back your last move.');
  });
  const pauseButton = button('Pause', () => {
    paused = !paused;
    pauseButton.textContent = paused ? 'Resume' : 'Pause';
    if (!paused) schedule();
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
  page.toolbar.append(newButton, sideSelect, passButton, undoButton, pauseButton, speed, zoomButton);

  function newGame(): void {
    seed = freshSeed();
    moves = [];
    watched = 0;
    selected = null;
    watch = null;
    start(`New game (seed ${seed}).`);
  }

  function pick(x: number, y: number): void {
    const me = human();
    if (me === null || pos === null || !pos.waiting) return;
    const board = pos.game.board;
    const piece = board.pieceAt(x, y);
    if (piece !== undefined && piece.type === me) {
      selected = selected?.x === x && selected.y === y ? null : { x, y };
      const n = targets().size;
      render(selected === null ? 'Nothing selected.' : `Selected ${x},${y}: ${n} target${n === 1 ? '' : 's'}.`);
      return;
    }
    if (selected !== null && targets().has(`${x},${y}`)) {
      const from = selected;
      moves.push({ from: [from.x, from.y], to: [x, y] });
      selected = null;
      update(`You move ${from.x},${from.y} to ${x},${y}${piece === undefined ? '' : ', eating it'}.`);
      return;
    }
    render(selected === null ? `Select one of your ${me === 'Fox' ? 'foxes' : 'dolphins'} first.` : 'Not a target.');
  }

  function targets(): Set<string> {
    if (selected === null || pos === null) return new Set();
    return new Set(pos.game.targets(selected).map((c) => `${c.x},${c.y}`));
  }

  /** Replays the person's game to where they are to move, and says what happened. */
  function update(lead: string): void {
    const me = human()!;
    pos = replay(seed, me, moves);
    // A list that went past the end (a saved game of an older island) is cut to what was played.
    if (pos.consumed < moves.length) moves = moves.slice(0, pos.consumed);
    const said = [lead, ...pos.news];
    if (pos.game.isOver()) said.push(outcomeText(pos.game, me));
    else {
      const nr = pos.game.board.getNrMoves(me);
      said.push(
        `Your turn, ${me === 'Fox' ? 'Foxes' : 'Dolphins'}: move ${pos.made + 1} of ${nr}, round ${pos.game.round + 1}.`,
      );
    }
    render(said.filter((t) => t !== '').join(' '));
    save();
  }

  function render(text: string): void {
    const me = human();
    const game = me === null ? watch : (pos?.game ?? null);
    if (game === null) return;
    const board = game.board;
    map.update(board, { selected, targets: me === null ? new Set() : targets() });
    const foxes = board.pieceCount('Fox');
    const dolphins = board.pieceCount('Dolphin');
    water.textContent = `Water level ${board.w} (tides between ${board.wl} and ${board.wu}). Rounds played: ${game.round} of ${ROUNDS}. Foxes ${foxes}, Dolphins ${dolphins}.`;
    ctx.status.say(text);
    const playing = me !== null;
    passButton.hidden = !playing;
    undoButton.hidden = !playing;
    pauseButton.hidden = playing;
    speed.hidden = playing;
    passButton.disabled = !(pos?.waiting ?? false);
    pauseButton.disabled = game.isOver();
    undoButton.disabled = moves.length === 0;
  }

  function schedule(): void {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (watch === null || watch.isOver() || paused || human() !== null) return;
    timer = setTimeout(step, delay);
  }

  function step(): void {
    timer = null;
    if (watch === null || watch.isOver()) return;
    const news: string[] = [];
    const report = watch.playRound();
    news.push(describeWater(report, report.round), ...report.turns.map(describeTurn));
    watched = watch.round;
    if (watch.isOver()) news.push(outcomeText(watch, null));
    render(news.join(' '));
    save();
    schedule();
  }

  function start(lead: string): void {
    if (timer !== null) clearTimeout(timer);
    if (human() === null) {
      pos = null;
      watch = new FoxDolphinSession({ seed, rounds: ROUNDS });
      for (let r = 0; r < watched && !watch.isOver(); r++) watch.playRound();
      const text = watch.isOver() ? outcomeText(watch, null) : `Foxes against Dolphins, both played by the computer.`;
      render(`${lead} ${text}`.trim());
      save();
      schedule();
    } else {
      watch = null;
      update(lead);
    }
  }

  function save(): void {
    ctx.store.save('foxdolphin', { side, seed, moves, rounds: watched });
    // The address names the island, so a copied link replays it (replaceState fires no hashchange).
    history.replaceState(null, '', `#/foxdolphin?side=${side}&seed=${seed}&delay=${delay}`);
  }

  start(restored ? 'Your game was restored.' : `Seed ${seed}.`);
}
