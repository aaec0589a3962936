/**
 * Othello against the engine, which thinks in a Web Worker: the legal moves,
 * the last move and the flipped discs are marked, passes are announced, the
 * disc counts and the result shown; hint, undo and redo of whole turns; the
 * transcript is shown and can be pasted to set up a game.
 */
import {
  Cell,
  makeBoard,
  makeSquare,
  makeTranscript,
  Othello,
  type Player,
  parseSquare,
  playTranscript,
  type Square,
} from '@arcade/model-othello';
import { h, OthelloBoard } from '@arcade/view-web';
import { button, type GameContext, gamePage, reportProblems } from '../page.js';
import { readParams } from '../params.js';
import { EngineClient } from '../workers/othello-protocol.js';

type Color = 'black' | 'white';

interface Saved {
  readonly level: number;
  readonly color: Color;
  readonly transcript: string;
}

/** The level the computer plays at unless told: the middle one, as in the console game. */
const DEFAULT_LEVEL = 4;
/** The hint's search: the strongest level, within this many milliseconds. */
const HINT_MS = 1500;

const RULES = [
  'Black moves first. Place a disc so that it outflanks a line of the other colour’s discs (across, down or diagonally); they turn to your colour. A player who cannot move passes; when neither can, the one with more discs wins.',
  'Legal squares show a dot; the last move is ringed and the discs it flipped are marked. While the computer thinks, the board ignores clicks. Undo takes back your last move and the reply; Hint asks the engine at its strongest.',
  'The transcript lists the moves (f5d6c3...): paste one and press Set up to play on from it.',
  'Keyboard: the arrow keys move between squares, Enter or Space plays.',
];

const NAME: Record<Player, string> = { BLACK: 'Black', WHITE: 'White' };

function readSaved(data: unknown): Saved | null {
  if (typeof data !== 'object' || data === null) return null;
  const d = data as Record<string, unknown>;
  if (!Number.isInteger(d.level) || (d.level as number) < 1 || (d.level as number) > 8) return null;
  if (d.color !== 'black' && d.color !== 'white') return null;
  if (typeof d.transcript !== 'string') return null;
  playTranscript(d.transcript); // throws on a transcript that is not a game
  return { level: d.level as number, color: d.color, transcript: d.transcript };
}

/** The squares whose disc changed colour between `before` and `after` (the flips of one move). */
function flipsBetween(before: Othello, after: Othello): Square[] {
  const out: Square[] = [];
  for (let i = 0; i < 8; i++) {
    for (let j = 0; j < 8; j++) {
      const a = before.getb(i, j);
      if (a !== Cell.FREE && a !== after.getb(i, j)) out.push({ i, j });
    }
  }
  return out;
}

/** Builds the Othello page. */
export function mount(ctx: GameContext): void {
  const params = readParams<{ level: number; color: Color }>(ctx.query, {
    level: { kind: 'int', min: 1, max: 8, fallback: DEFAULT_LEVEL },
    color: { kind: 'word', values: ['black', 'white'], fallback: 'black' },
  });
  reportProblems(ctx, params.problems);
  const page = gamePage(ctx, 'Othello', RULES);

  let { level, color } = params.values;
  let game = new Othello();
  const saved = ctx.store.load('othello', 'Othello game', readSaved);
  const restored = saved !== null && (!params.given || (saved.level === level && saved.color === color));
  if (restored) {
    ({ level, color } = saved);
    game = playTranscript(saved.transcript);
  }
  let human: Player = color === 'black' ? Cell.BLACK : Cell.WHITE;
  // What undo took back, to replay: squares, and null for a pass.
  let redo: (Square | null)[] = [];
  let last: Square | null = null;
  let flipped: Square[] = [];
  let hint: Square | null = null;
  let thinking = false;
  // Bumped whenever the position changes under a pending answer (undo, new game), which is then dropped.
  let epoch = 0;
  const engine = new EngineClient();
  ctx.signal.addEventListener('abort', () => engine.close());

  const board = new OthelloBoard((sq) => {
    if (thinking || game.getTurn() !== human || game.isGameOver()) return;
    play(sq, 'You play');
  });
  const busy = h('p', { class: 'busy', hidden: true }, ['The computer is thinking...']);
  const counts = h('p', { class: 'counts' });
  page.board.append(busy, board.element);

  const undoButton = button('Undo', () => {
    cancelThinking();
    // Back to the last position where the person was to move (a pass by either side goes too).
    const start = game.ply;
    while (game.ply > 0) {
      redo.push(lastPly());
      game.undo();
      if (game.getTurn() === human && game.isAnyValidMove() && game.ply < start) break;
    }
    last = null;
    flipped = [];
    hint = null;
    advance(start === game.ply ? 'Nothing to undo.' : 'Took back a turn.');
  });
  const redoButton = button('Redo', () => {
    if (redo.length === 0 || thinking) return;
    cancelThinking();
    do {
      const p = redo.pop()!;
      if (p === null) game.switchTurn();
      else game.move(p.i, p.j, game.getTurn());
    } while (redo.length > 0 && !(game.getTurn() === human && game.isAnyValidMove()));
    last = null;
    flipped = [];
    hint = null;
    advance('Replayed a turn.');
  });
  const hintButton = button('Hint', () => {
    if (thinking || game.getTurn() !== human || game.isGameOver()) return;
    const mine = epoch;
    thinking = true;
    render();
    ctx.status.say('Looking for the best move...');
    void engine.ask(makeBoard(game), 8, HINT_MS).then((r) => {
      if (mine !== epoch) return;
      thinking = false;
      if ('error' in r) {
        ctx.status.say(`No hint: ${r.error}`);
      } else if (r.move !== null) {
        hint = parseSquare(r.move);
        ctx.status.say(`Hint: ${r.move} (about ${r.score > 0 ? '+' : ''}${Math.round(r.score)} discs for you).`);
      }
      render();
    });
  });
  const newButton = button('New game', () => {
    cancelThinking();
    game = new Othello();
    redo = [];
    last = null;
    flipped = [];
    hint = null;
    advance('New game.');
  });
  const colorSelect = h('select', { 'aria-label': 'Your colour' }, [
    h('option', { value: 'black' }, ['You play black']),
    h('option', { value: 'white' }, ['You play white']),
  ]);
  colorSelect.value = color;
  colorSelect.addEventListener('change', () => {
    color = colorSelect.value === 'white' ? 'white' : 'black';
    human = color === 'black' ? Cell.BLACK : Cell.WHITE;
    newButton.click();
  });
  const levelSelect = h(
    'select',
    { 'aria-label': 'Computer level' },
    Array.from({ length: 8 }, (_, k) => h('option', { value: String(k + 1) }, [`Level ${k + 1}`])),
  );
  levelSelect.value = String(level);
  levelSelect.addEventListener('change', () => {
    level = Number(levelSelect.value);
    save();
    render();
  });
  page.toolbar.append(newButton, undoButton, redoButton, hintButton, colorSelect, levelSelect);

  const transcript = h('textarea', { id: 'oth-transcript', rows: 3, spellcheck: 'false' });
  const setUp = button('Set up', () => {
    cancelThinking();
    try {
      game = playTranscript(transcript.value);
    } catch (e) {
      ctx.status.say(`That transcript cannot be played: ${e instanceof Error ? e.message : String(e)}`);
      render();
      return;
    }
    redo = [];
    last = game.moves().at(-1) ?? null;
    flipped = [];
    hint = null;
    advance(`Set up after ${game.moves().length} moves.`);
  });
  page.side.append(
    counts,
    h('label', { for: 'oth-transcript' }, ['Transcript']),
    transcript,
    h('div', { class: 'toolbar' }, [setUp]),
  );

  /** What the last ply was: the square played, or null for a pass. */
  function lastPly(): Square | null {
    const before = game.clone();
    before.undo();
    return before.moves().length === game.moves().length ? null : (game.moves().at(-1) ?? null);
  }

  function cancelThinking(): void {
    epoch++;
    if (thinking) engine.cancel();
    thinking = false;
  }

  function play(sq: Square, who: string): void {
    const before = game.clone();
    game.move(sq.i, sq.j, game.getTurn());
    last = sq;
    flipped = flipsBetween(before, game);
    hint = null;
    redo = [];
    advance(`${who} ${makeSquare(sq)}, flipping ${flipped.length}.`);
  }

  /** Passes where a side has no move, then lets the computer move or waits for the person. */
  function advance(lead: string): void {
    const said: string[] = lead === '' ? [] : [lead];
    while (!game.isGameOver() && !game.isAnyValidMove()) {
      said.push(`${NAME[game.getTurn()]} has no move and passes.`);
      game.switchTurn();
    }
    if (game.isGameOver()) {
      const b = game.count(Cell.BLACK);
      const w = game.count(Cell.WHITE);
      const winner = b > w ? Cell.BLACK : w > b ? Cell.WHITE : null;
      said.push(
        winner === null
          ? `Game over: a draw, ${b}-${w}.`
          : `Game over: ${NAME[winner]} wins ${Math.max(b, w)}-${Math.min(b, w)}${winner === human ? ' (you win!)' : ''}.`,
      );
    } else if (game.getTurn() === human) {
      said.push(`Your move (${NAME[human].toLowerCase()}).`);
    } else {
      said.push(`${NAME[game.getTurn()]} (computer) is thinking...`);
      think();
    }
    ctx.status.say(said.join(' '));
    render();
    save();
  }

  function think(): void {
    const mine = ++epoch;
    thinking = true;
    void engine.ask(makeBoard(game), level).then((r) => {
      if (mine !== epoch) return;
      thinking = false;
      if ('error' in r || r.move === null) {
        ctx.status.say(`The computer could not move: ${'error' in r ? r.error : 'no move'}.`);
        render();
        return;
      }
      play(parseSquare(r.move), `${NAME[game.getTurn()]} (computer) plays`);
    });
  }

  function render(): void {
    board.update(game, { last, flipped, hint, locked: thinking || game.getTurn() !== human });
    busy.hidden = !thinking;
    page.board.setAttribute('aria-busy', String(thinking));
    const b = game.count(Cell.BLACK);
    const w = game.count(Cell.WHITE);
    counts.textContent = `Black ${b}, White ${w}. You are ${NAME[human].toLowerCase()}; computer level ${level}.`;
    transcript.value = makeTranscript(game.moves());
    undoButton.disabled = game.ply === 0;
    redoButton.disabled = redo.length === 0;
    hintButton.disabled = thinking || game.getTurn() !== human || game.isGameOver();
  }

  function save(): void {
    ctx.store.save('othello', { level, color, transcript: makeTranscript(game.moves()) });
  }

  advance(restored ? 'Your game was restored.' : '');
}
