/**
 * Tic-tac-toe: either side, against the perfect or the random computer, with
 * undo (of a whole turn) and a hint. The model decides everything; this page
 * keeps the list of moves, which is also what it saves.
 */
import {
  bestMoves,
  chooseBestMove,
  Cross,
  Game,
  type Move,
  mulberry32,
  SEED_MAX,
  value,
} from '@arcade/model-tictactoe';
import { TicTacToeBoard } from '@arcade/view-web';
import { button, type GameContext, gamePage, reportProblems } from '../page.js';
import { readParams } from '../params.js';
import { freshSeed } from '../seed.js';

type Level = 'perfect' | 'random';
type First = 'human' | 'computer';

interface Saved {
  readonly level: Level;
  readonly first: First;
  readonly seed: number;
  readonly moves: readonly Move[];
}

const RULES = [
  'Players take turns putting their mark (X goes first) in an empty cell. Three in a row, column or diagonal wins; a full board with no line is a draw.',
  'The perfect computer never loses; the random one plays any empty cell. Undo takes back your last move and the reply to it. Hint marks a best move.',
  'Keyboard: the arrow keys move between cells, Enter or Space plays.',
];

function isMove(m: unknown): m is Move {
  if (typeof m !== 'object' || m === null) return false;
  const { i, j } = m as { i?: unknown; j?: unknown };
  return Number.isInteger(i) && Number.isInteger(j);
}

function readSaved(data: unknown): Saved | null {
  if (typeof data !== 'object' || data === null) return null;
  const d = data as Record<string, unknown>;
  if (d.level !== 'perfect' && d.level !== 'random') return null;
  if (d.first !== 'human' && d.first !== 'computer') return null;
  if (!Number.isSafeInteger(d.seed) || !Array.isArray(d.moves) || !d.moves.every(isMove)) return null;
  // Replaying checks the moves too: the model throws on an illegal one.
  let g = Game.make();
  for (const m of d.moves as Move[]) g = g.put(m.i, m.j);
  return { level: d.level, first: d.first, seed: d.seed as number, moves: d.moves as Move[] };
}

/** Builds the Tic-tac-toe page. */
export function mount(ctx: GameContext): void {
  const params = readParams<{ level: Level; first: First }>(ctx.query, {
    level: { kind: 'word', values: ['perfect', 'random'], fallback: 'perfect' },
    first: { kind: 'word', values: ['human', 'computer'], fallback: 'human' },
  });
  reportProblems(ctx, params.problems);
  const page = gamePage(ctx, 'Tic-tac-toe', RULES);

  let level = params.values.level;
  let first = params.values.first;
  let seed = freshSeed();
  let moves: Move[] = [];
  let redo: Move[] = [];
  let hint: Move | null = null;
  // The computer's reply since the status line last spoke, to announce it.
  let replied: Move | null = null;
  let random = mulberry32(seed % SEED_MAX);

  const saved = ctx.store.load('tictactoe', 'Tic-tac-toe game', readSaved);
  if (saved !== null && (!params.given || (saved.level === level && saved.first === first))) {
    ({ level, first, seed } = saved);
    moves = [...saved.moves];
    random = mulberry32(seed % SEED_MAX);
    // Draw the random numbers the computer used, so the game goes on as it would have.
    for (let k = 0; k < moves.length; k++) random();
  }

  const human = first === 'human' ? Cross : 2;
  const game = (): Game => moves.reduce((g, m) => g.put(m.i, m.j), Game.make());
  const humanToMove = (g: Game): boolean => g.nextTurn === human;

  const board = new TicTacToeBoard((i, j) => {
    const g = game();
    if (g.isOver() || !humanToMove(g) || !g.isValidMove(i, j)) return;
    play({ i, j });
    computer();
    after(`You play row ${i}, column ${j}.`);
  });
  page.board.append(board.element);

  const undoButton = button('Undo', () => {
    // A whole turn: back to the last position where it was the person's move.
    if (moves.length === 0) return;
    do redo.push(moves.pop()!);
    while (moves.length > 0 && !humanToMove(game()));
    hint = null;
    after('Took back your last move.');
  });
  const redoButton = button('Redo', () => {
    if (redo.length === 0) return;
    do moves.push(redo.pop()!);
    while (redo.length > 0 && !humanToMove(game()));
    hint = null;
    after('Replayed.');
  });
  const hintButton = button('Hint', () => {
    const g = game();
    const best = bestMoves(g)[0];
    if (g.isOver() || best === undefined || !humanToMove(g)) return;
    hint = best;
    const v = value(g) * (g.nextTurn === Cross ? 1 : -1);
    const outcome = v > 0 ? 'wins' : v < 0 ? 'still loses' : 'draws';
    after(`Hint: row ${best.i}, column ${best.j} (best play from there ${outcome}).`);
  });
  const newButton = button('New game', () => {
    seed = freshSeed();
    random = mulberry32(seed % SEED_MAX);
    moves = [];
    redo = [];
    hint = null;
    computer();
    after('New game.');
  });
  page.toolbar.append(newButton, undoButton, redoButton, hintButton);
  const info = document.createElement('p');
  page.side.append(info);

  function play(m: Move): void {
    moves.push(m);
    redo = [];
    hint = null;
  }

  function computer(): void {
    const g = game();
    if (g.isOver() || humanToMove(g)) return;
    const m =
      level === 'perfect'
        ? chooseBestMove(g, random)
        : (g.legalMoves()[Math.floor(random() * g.legalMoves().length)] ?? null);
    if (m === null) return;
    play(m);
    replied = m;
  }

  function after(lead = ''): void {
    const g = game();
    const you = human === Cross ? 'X' : 'O';
    let text: string;
    if (g.isOver()) {
      const w = g.winner();
      text = w === 0 ? 'Draw.' : w === human ? 'You win!' : 'The computer wins.';
    } else text = `Your move (you are ${you}).`;
    const reply = replied === null ? '' : `The computer plays row ${replied.i}, column ${replied.j}.`;
    replied = null;
    ctx.status.say([lead, reply, text].filter((x) => x !== '').join(' '));
    board.update(g, { hint, line: g.winningLines().flat(), locked: g.isOver() || !humanToMove(g) });
    undoButton.disabled = moves.length === 0 || (moves.length === 1 && first === 'computer');
    redoButton.disabled = redo.length === 0;
    hintButton.disabled = g.isOver();
    info.textContent = `You are ${you}; the computer plays ${level === 'perfect' ? 'perfectly' : 'at random'}.`;
    ctx.store.save('tictactoe', { level, first, seed, moves });
  }

  if (moves.length === 0) computer();
  after(saved !== null && moves.length > 0 ? 'Your game was restored.' : '');
}
