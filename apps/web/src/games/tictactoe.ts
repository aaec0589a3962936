/**
 * Tic-tac-toe: either side, against the perfect or the random computer, or
 * two people on one device (`#/tictactoe?opponent=human`), with undo (of a
 * whole turn) and a hint. The game, the computer, the hint and
 * undo/redo are the model's TicTacToeSession; this page draws it and saves
 * it as it saves itself (its toJSON: the sides, the moves, redo and the
 * random computer's generator state, so a reload plays on exactly).
 */
import { Circle, Cross, type Move, mulberry32, SEED_MAX } from '@arcade/model-tictactoe';
import { type PlayedMove, TicTacToeSession } from '@arcade/model-tictactoe/session';
import { h, markWord, TicTacToeBoard } from '@arcade/view-web';
import { button, type GameContext, gamePage, reportProblems, showAddress } from '../page.js';
import { readParams } from '../params.js';
import { computerDelay, getMotion } from '../shell/motion.js';
import { recordGame, recordLines } from '../shell/records.js';
import { showResult } from '../shell/result.js';
import { playSound } from '../shell/sound.js';
import { freshSeed } from '../seed.js';

type Level = 'perfect' | 'random';
type First = 'human' | 'computer';
type Opponent = 'computer' | 'human';

const RULES = [
  'Players take turns putting their mark (X goes first) in an empty cell. Three in a row, column or diagonal wins; a full board with no line is a draw.',
  'The perfect computer never loses; the random one plays any empty cell. Undo takes back your last move and the reply to it. Hint marks a best move.',
  'Two people on one device: choose "Another person" as the opponent and take turns; Undo then takes back one move.',
  'Keyboard: the arrow keys move between cells, Enter or Space plays.',
];

/**
 * The saved session (TicTacToeSession.fromJSON checks the data and throws,
 * reported as unreadable, on anything malformed); null when it is not a game
 * this page plays: a person against the computer, or two people.
 */
function readSaved(data: unknown): TicTacToeSession | null {
  const session = TicTacToeSession.fromJSON(data);
  return session.x === 'computer' && session.o === 'computer' ? null : session;
}

const where = (m: Move): string => `row ${m.i}, column ${m.j}`;

/** Builds the Tic-tac-toe page. */
export function mount(ctx: GameContext): void {
  const params = readParams<{ level: Level; first: First; opponent: Opponent }>(ctx.query, {
    level: { kind: 'word', values: ['perfect', 'random'], fallback: 'perfect' },
    first: { kind: 'word', values: ['human', 'computer'], fallback: 'human' },
    opponent: { kind: 'word', values: ['computer', 'human'], fallback: 'computer' },
  });
  reportProblems(ctx, params.problems);
  const page = gamePage(ctx, 'Tic-tac-toe', RULES);

  let level = params.values.level;
  let first = params.values.first;
  let opponent = params.values.opponent;
  let hinted: Move | null = null;

  const make = (): TicTacToeSession =>
    new TicTacToeSession({
      x: first === 'human' || opponent === 'human' ? 'human' : 'computer',
      o: first === 'human' && opponent === 'computer' ? 'computer' : 'human',
      level,
      random: mulberry32(freshSeed() % SEED_MAX),
    });
  let session = make();

  const saved = ctx.store.load('tictactoe', 'Tic-tac-toe game', readSaved);
  const savedOpponent: Opponent | null = saved === null ? null : saved.x === saved.o ? 'human' : 'computer';
  const savedFirst: First | null = saved === null ? null : saved.x === 'human' ? 'human' : 'computer';
  const restored =
    saved !== null &&
    (!params.given ||
      (savedOpponent === opponent && (opponent === 'human' || (saved.level === level && savedFirst === first))));
  if (restored) {
    session = saved;
    level = saved.level;
    first = savedFirst!;
    opponent = savedOpponent!;
  }
  let human = first === 'human' ? Cross : Circle;
  let you = human === Cross ? 'X' : 'O';
  /** The mark of the side to move, as the page says it. */
  const turnMark = (): string => (session.game.nextTurn === Cross ? 'X' : 'O');

  const motion = getMotion();
  /** Bumped when the game changes under a computer reply waiting to be shown, which is then dropped. */
  let turn = 0;
  const board = new TicTacToeBoard(
    (i, j) => {
      if (session.toMove() !== 'human' || !session.game.isValidMove(i, j)) return;
      const mark = turnMark();
      session.play({ i, j });
      playSound('place');
      after(opponent === 'human' ? `${mark} plays ${where({ i, j })}.` : `You play ${where({ i, j })}.`, null, true);
    },
    {
      motion,
      // Enter (or a tap) on a cell that cannot be played says why, instead of doing nothing.
      onRefused: (i, j, why) => {
        const mark = markWord(session.game.item(i, j));
        let reason: string;
        if (session.game.isOver()) reason = 'The game is over: press New game to play again.';
        else if (why === 'taken') reason = `${where({ i, j })} is taken by ${mark}: pick an empty cell.`;
        else reason = 'Wait for the computer to move.';
        ctx.status.say(`${reason[0]!.toUpperCase()}${reason.slice(1)}`);
      },
    },
  );
  page.board.append(board.element);

  const undoButton = button('Undo', () => {
    turn++;
    if (session.undo() !== null) after('Took back your last move.');
  });
  const redoButton = button('Redo', () => {
    turn++;
    if (session.redo() !== null) after('Replayed.');
  });
  const hintButton = button('Hint', () => {
    const h = session.toMove() === 'human' ? session.hint() : null;
    if (h === null) return;
    hinted = h.move;
    const outcome = h.outcome === 'win' ? 'wins' : h.outcome === 'loss' ? 'still loses' : 'draws';
    after(`Hint: ${where(h.move)} (best play from there ${outcome}).`);
  });
  const newButton = button('New game', () => {
    turn++;
    session = make();
    after('New game.');
  });
  const opponentSelect = h('select', { 'aria-label': 'Opponent' }, [
    h('option', { value: 'computer' }, ['The computer']),
    h('option', { value: 'human' }, ['Another person']),
  ]);
  opponentSelect.value = opponent;
  const sideSelect = h('select', { 'aria-label': 'Your side' }, [
    h('option', { value: 'human' }, ['You play X (first)']),
    h('option', { value: 'computer' }, ['You play O (second)']),
  ]);
  sideSelect.value = first;
  const levelSelect = h('select', { 'aria-label': 'Computer' }, [
    h('option', { value: 'perfect' }, ['Perfect computer']),
    h('option', { value: 'random' }, ['Random computer']),
  ]);
  levelSelect.value = level;
  /** The link that replays this kind of game (a copied link keeps the opponent). */
  const address = (): string =>
    opponent === 'human' ? '#/tictactoe?opponent=human' : `#/tictactoe?level=${level}&first=${first}`;
  const restart = (): void => {
    opponent = opponentSelect.value === 'human' ? 'human' : 'computer';
    first = sideSelect.value === 'computer' ? 'computer' : 'human';
    level = levelSelect.value === 'random' ? 'random' : 'perfect';
    human = first === 'human' ? Cross : Circle;
    you = human === Cross ? 'X' : 'O';
    showAddress(address());
    newButton.click();
  };
  opponentSelect.addEventListener('change', restart);
  sideSelect.addEventListener('change', restart);
  levelSelect.addEventListener('change', restart);
  // Phone first (issue 35 §6): the board comes first, what a move needs under it, then who plays.
  page.toolbar.append(newButton, undoButton, redoButton, hintButton);
  page.board.after(page.toolbar);
  page.side.append(
    h('div', { class: 'toolbar', role: 'toolbar', 'aria-label': 'Tic-tac-toe players' }, [
      opponentSelect,
      sideSelect,
      levelSelect,
    ]),
  );
  const info = document.createElement('p');
  page.side.append(info);

  /**
   * The computer's reply, shown once the person's mark has been drawn (motion.idle) and after the
   * speed setting's pause, so that both moves are seen; dropped if the game changed meanwhile.
   */
  function computerTurn(lead: string): void {
    const mine = ++turn;
    void motion
      .idle()
      .then(() => new Promise((ok) => setTimeout(ok, computerDelay())))
      .then(() => {
        if (mine !== turn || ctx.signal.aborted) return;
        const reply = session.computerPlay();
        if (reply === null) return;
        playSound('place');
        after(lead, reply, true);
      });
  }

  /** The end of a game just played: its record (against the computer), a sound, the result dialog. */
  function ended(): void {
    const state = session.state;
    const moves = state.moves.length;
    let title: string;
    let records: [string, string][] = [];
    if (opponent === 'human') {
      title = state.result === 'draw' ? 'Draw' : `${state.result}`;
      playSound(state.result === 'draw' ? 'lose' : 'win');
    } else {
      const outcome = state.result === 'draw' ? 'drawn' : state.result!.startsWith(you) ? 'won' : 'lost';
      records = recordLines('tictactoe', recordGame('tictactoe', { outcome, level, moves }));
      title = outcome === 'won' ? 'You win' : outcome === 'lost' ? 'The computer wins' : 'Draw';
      playSound(outcome === 'won' ? 'win' : 'lose');
    }
    const who = opponent === 'human' ? 'Two people' : `Against the ${level} computer, you played ${you}`;
    showResult({
      title,
      summary: `${title}, in ${moves} moves. ${who}.`,
      figures: [
        ['Moves', String(moves)],
        ['Opponent', opponent === 'human' ? 'another person' : `the ${level} computer`],
      ],
      records,
      actions: [{ label: 'Play again', run: () => newButton.click(), primary: true }],
    });
  }

  function after(lead: string, reply: PlayedMove | null = null, moved = false): void {
    const state = session.state;
    if (!lead.startsWith('Hint')) hinted = null;
    let text: string;
    if (state.result === 'draw') text = 'Draw.';
    else if (state.result !== null && opponent === 'human') text = `${state.result}!`;
    else if (state.result !== null) text = state.result.startsWith(you) ? 'You win!' : 'The computer wins.';
    else if (opponent === 'human') text = `${turnMark()} to move.`;
    else if (state.toMove === 'computer') text = `The computer's move (you are ${you}).`;
    else text = `Your move (you are ${you}).`;
    const said = [lead, reply === null ? '' : `The computer plays ${where(reply.move)}.`, text];
    ctx.status.say(said.filter((x) => x !== '').join(' '));
    board.update(state.game, {
      hint: hinted,
      line: state.game.winningLines().flat(),
      locked: state.toMove !== 'human',
    });
    undoButton.disabled = !state.canUndo;
    redoButton.disabled = !state.canRedo;
    hintButton.disabled = state.toMove !== 'human';
    sideSelect.hidden = opponent === 'human';
    levelSelect.hidden = opponent === 'human';
    info.textContent =
      opponent === 'human'
        ? 'Two people take turns on this device; X goes first.'
        : `You are ${you}; the computer plays ${level === 'perfect' ? 'perfectly' : 'at random'}.`;
    ctx.store.save('tictactoe', session.toJSON());
    if (state.toMove === 'computer') computerTurn(lead);
    else if (moved && state.result !== null) ended();
  }

  if (opponent === 'human') showAddress(address());
  after(restored ? 'Your game was restored.' : '');
}
