/**
 * Othello against the engine, which thinks in a Web Worker: the legal moves,
 * the last move and the flipped discs are marked, passes are announced, the
 * disc counts and the result shown; hint, undo and redo of whole turns; the
 * transcript is shown and can be pasted to set up a game. The game, passes,
 * undo/redo and the computer's choice are the engine package's
 * OthelloSessionCore (the engine's `computerMove` runs in the worker, which
 * alone loads the search and its weights); this page draws it.
 */
// The lite entry: the session without the engine or its weights (the computer's moves come from the worker).
import { LEVELS, OthelloSessionCore, type PlayedMove } from '@arcade/engine-othello/lite';
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
import { createMotion, h, OthelloBoard, OthelloReview, type OthelloValue, PLACE_MS } from '@arcade/view-web';
import { afterPaint, button, type GameContext, gamePage, reportProblems, showAddress, whenIdle } from '../page.js';
import { readParams } from '../params.js';
import { computerDelay, getMotion } from '../shell/motion.js';
import { recordGame, recordLines } from '../shell/records.js';
import { showResult } from '../shell/result.js';
import { playSound } from '../shell/sound.js';
import { freshSeed } from '../seed.js';
import { AnalysisClient, EngineClient } from '../workers/othello-protocol.js';

type Color = 'black' | 'white';
/** Who plays the person: the computer, or another person on the same device (`?opponent=human`). */
type Opponent = 'computer' | 'human';

interface Saved {
  readonly color: Color;
  readonly opponent: Opponent;
  /** The session as it saves itself (OthelloSessionCore.toJSON): position, moves, redo, level, seed. */
  readonly session: OthelloSessionCore;
}

/** The level the computer plays at unless told: the middle one, as in the console game. */
const DEFAULT_LEVEL = 4;

const RULES = [
  'Black moves first. Place a disc so that it outflanks a line of the other colour’s discs (across, down or diagonally); they turn to your colour. A player who cannot move passes; when neither can, the one with more discs wins.',
  'Legal squares show a dot; the last move is ringed and the discs it flipped are marked. While the computer thinks, the board ignores clicks. Undo takes back your last move and the reply; Hint asks the engine at its strongest.',
  'Opponent: the computer, or Two players taking turns on this device (a copied link keeps the choice).',
  'Move values shows on each legal square what the engine expects that move to end with, in discs for the side to move, searched at the computer’s level: bold when exact (solved to the end), slanted when estimated.',
  'After a game, the review draws the engine’s evaluation after each move (from Black’s side) and marks the three moves that lost the most, with the best move instead. Click a move or a point of the graph to see its position; the arrow keys step through the game.',
  'The transcript lists the moves (f5d6c3...): paste one and press Set up to play on from it.',
  'Keyboard: the arrow keys move between squares, Enter or Space plays.',
];

const NAME: Record<Player, string> = { BLACK: 'Black', WHITE: 'White' };

function readSaved(data: unknown): Saved | null {
  if (typeof data !== 'object' || data === null) return null;
  const d = data as Record<string, unknown>;
  if (d.color !== 'black' && d.color !== 'white') return null;
  // fromJSON checks the rest, and throws (reported as unreadable) on anything malformed.
  const session = OthelloSessionCore.fromJSON(d.session);
  const human = d.color === 'black' ? Cell.BLACK : Cell.WHITE;
  // Saves from before the two-person game have no opponent: they were against the computer.
  const opponent: Opponent = d.opponent === 'human' ? 'human' : 'computer';
  if (
    session.players[human] !== 'human' ||
    session.players[human === Cell.BLACK ? Cell.WHITE : Cell.BLACK] !== (opponent === 'human' ? 'human' : 'computer')
  )
    return null;
  return { color: d.color, opponent, session };
}

/** Builds the Othello page. */
export function mount(ctx: GameContext): void {
  const params = readParams<{ level: number; color: Color; opponent: Opponent }>(ctx.query, {
    level: { kind: 'int', min: 1, max: LEVELS, fallback: DEFAULT_LEVEL },
    color: { kind: 'word', values: ['black', 'white'], fallback: 'black' },
    opponent: { kind: 'word', values: ['computer', 'human'], fallback: 'computer' },
  });
  reportProblems(ctx, params.problems);
  const page = gamePage(ctx, 'Othello', RULES);

  let { level, color, opponent } = params.values;
  let seed = freshSeed();
  const saved = ctx.store.load('othello', 'Othello game', readSaved);
  const restored =
    saved !== null &&
    (!params.given || (saved.session.level === level && saved.color === color && saved.opponent === opponent));
  if (restored) {
    color = saved.color;
    opponent = saved.opponent;
    level = saved.session.level;
    seed = saved.session.seed;
  }

  const human = (): Player => (color === 'black' ? Cell.BLACK : Cell.WHITE);
  const twoPlayers = (): boolean => opponent === 'human';
  const make = (moves = ''): OthelloSessionCore =>
    new OthelloSessionCore({
      black: color === 'black' || twoPlayers() ? 'human' : 'computer',
      white: color === 'white' || twoPlayers() ? 'human' : 'computer',
      level,
      seed,
      game: playTranscript(moves),
    });
  let session = restored ? saved.session : make();
  let flipped: readonly Square[] = [];
  let hint: Square | null = null;
  let thinking = false;
  // Bumped whenever the position changes under a pending answer (undo, new game), which is then dropped.
  let epoch = 0;
  // What is not the board waits for the board's frame (see render).
  // After the move's frame is on screen, not just committed: on two cores the text and the save
  // then ran beside the raster of that frame and made it late.
  const later = afterPaint(ctx.signal, { shown: true });
  /** The status line's next text, shown with the rest after the board's frame. */
  let message: string | null = null;
  const say = (text: string): void => {
    message = text;
    later(renderRest);
  };
  const motion = getMotion();
  const engine = new EngineClient();
  engine.warm();
  // The move values and the review: a worker of their own, started when first asked.
  const analysis = new AnalysisClient();
  ctx.signal.addEventListener('abort', () => {
    engine.close();
    analysis.close();
  });
  /** Whether the legal moves' values are shown (the switch), and the values of the position `valuesFor`. */
  let showValues = false;
  let values: ReadonlyMap<string, OthelloValue> | null = null;
  let valuesFor = '';
  /** The position whose values are being computed, if any. */
  let asked = '';

  /** A square was clicked on this page: the rehearsal (warmUp), if not run yet, is then not needed. */
  let picked = false;
  const board = new OthelloBoard((sq) => {
    picked = true;
    if (thinking || session.toMove() !== 'human') return;
    const move = session.play(sq);
    play(move, twoPlayers() ? `${NAME[move.player]} plays` : 'You play');
  });
  const busy = h('p', { class: 'busy', hidden: true }, ['The computer is thinking...']);
  const counts = h('p', { class: 'counts' });
  // Phone first (issue 35): the status line, the board and the score come first on the page, the
  // controls below them; the status line keeps one height and the indicator its place (styles/othello.css),
  // so no text change moves the board.
  page.board.append(board.element, h('div', { class: 'oth-under' }, [counts, busy]));
  page.board.after(page.toolbar);
  ctx.root.classList.add('oth-page');
  ctx.signal.addEventListener('abort', () => ctx.root.classList.remove('oth-page'));

  const undoButton = button('Undo', () => {
    cancelThinking();
    const taken = session.undo();
    flipped = [];
    hint = null;
    advance(taken === null ? 'Nothing to undo.' : 'Took back a turn.');
  });
  const redoButton = button('Redo', () => {
    if (thinking) return;
    const played = session.redo();
    flipped = played?.at(-1)?.flipped ?? [];
    hint = null;
    advance(played === null ? 'Nothing to redo.' : 'Replayed a turn.');
  });
  const hintButton = button('Hint', () => {
    if (thinking || session.toMove() !== 'human' || session.mustPass()) return;
    const mine = ++epoch;
    thinking = true;
    render();
    say('Looking for the best move...');
    void engine.ask({ board: makeBoard(session.game), level: LEVELS, seed }).then((r) => {
      if (mine !== epoch) return;
      thinking = false;
      if ('error' in r) say(`No hint: ${r.error}`);
      else if (r.move !== null) {
        hint = parseSquare(r.move);
        const score = `${r.score > 0 ? '+' : ''}${Math.round(r.score)}`;
        say(`Hint: ${r.move} (${r.exact ? 'exactly' : 'about'} ${score} discs for you).`);
      }
      render();
    });
  });
  const newButton = button('New game', () => {
    cancelThinking();
    seed = freshSeed();
    session = make();
    flipped = [];
    hint = null;
    advance('New game.');
  });
  const opponentSelect = h('select', { 'aria-label': 'Opponent' }, [
    h('option', { value: 'computer' }, ['Against the computer']),
    h('option', { value: 'human' }, ['Two players']),
  ]);
  opponentSelect.value = opponent;
  opponentSelect.addEventListener('change', () => {
    opponent = opponentSelect.value === 'human' ? 'human' : 'computer';
    newButton.click();
  });
  const colorSelect = h('select', { 'aria-label': 'Your colour' }, [
    h('option', { value: 'black' }, ['You play black']),
    h('option', { value: 'white' }, ['You play white']),
  ]);
  colorSelect.value = color;
  colorSelect.addEventListener('change', () => {
    color = colorSelect.value === 'white' ? 'white' : 'black';
    newButton.click();
  });
  const levelSelect = h(
    'select',
    { 'aria-label': 'Computer level' },
    Array.from({ length: LEVELS }, (_, k) => h('option', { value: String(k + 1) }, [`Level ${k + 1}`])),
  );
  levelSelect.value = String(level);
  levelSelect.addEventListener('change', () => {
    // The level is the session's: go on from this position at the new level.
    cancelThinking();
    level = Number(levelSelect.value);
    session = make(makeTranscript(session.state.moves));
    advance(`Computer level ${level}.`);
  });
  // A switch (role switch, named by its text) rather than a checkbox: it acts at once, as a button does.
  const valuesSwitch = button(
    'Move values',
    () => {
      showValues = !showValues;
      valuesSwitch.setAttribute('aria-checked', String(showValues));
      valuesLegend.hidden = !showValues;
      render();
    },
    { role: 'switch', 'aria-checked': 'false', class: 'oth-switch' },
  );
  page.toolbar.append(
    newButton,
    undoButton,
    redoButton,
    hintButton,
    valuesSwitch,
    opponentSelect,
    colorSelect,
    levelSelect,
  );

  const transcript = h('textarea', { id: 'oth-transcript', rows: 3, spellcheck: 'false' });
  const setUp = button('Set up', () => {
    cancelThinking();
    let next: OthelloSessionCore;
    try {
      next = make(transcript.value);
    } catch (e) {
      say(`That transcript cannot be played: ${e instanceof Error ? e.message : String(e)}`);
      render();
      return;
    }
    session = next;
    flipped = [];
    hint = null;
    advance(`Set up after ${session.state.moves.length} moves.`);
  });
  const valuesLegend = h('p', { class: 'oth-legend', hidden: true }, [
    'Move values: the final disc margin for the side to move. Bold: exact (solved to the end); slanted: estimated.',
  ]);
  // The review of a finished game: asked of the analysis worker when the game ends.
  const review = new OthelloReview(showPly);
  /** The position the review shows instead of the game's end (a ply), or null. */
  let reviewAt: number | null = null;
  /** The transcript whose review was asked for ('' when none). */
  let reviewed = '';
  page.side.append(
    review.element,
    valuesLegend,
    h('label', { for: 'oth-transcript' }, ['Transcript']),
    transcript,
    h('div', { class: 'toolbar' }, [setUp]),
  );

  function cancelThinking(): void {
    epoch++;
    if (thinking) engine.cancel();
    thinking = false;
  }

  function play(move: PlayedMove, who: string): void {
    flipped = move.flipped;
    hint = null;
    advance(`${who} ${makeSquare(move.square)}, flipping ${move.flipped.length}.`, true);
    // Drawn by advance: now the disc appears and the flipped ones turn (issue 35 §1).
    board.animateMove(motion, move.square, move.player, move.flipped);
    playSound('place');
    // The turn of the flipped discs is heard as they start to turn (the first turns PLACE_MS / 2
    // after the placed disc, at the speed setting's pace; at once under reduced motion).
    if (move.flipped.length > 0)
      setTimeout(
        () => {
          if (!ctx.signal.aborted) playSound('flip');
        },
        motion.delay(PLACE_MS / 2),
      );
  }

  /**
   * The end of a game just played: the records (against the computer: the result by level and
   * the discs), then, once the last move has finished moving, the sound and the result dialog.
   */
  function finish(outcome: { winner: Player | null; black: number; white: number }): void {
    const mine = epoch;
    const { winner, black, white } = outcome;
    const moves = session.state.moves.length;
    const hi = Math.max(black, white);
    const lo = Math.min(black, white);
    let title: string;
    let records: [string, string][] = [];
    let won = true;
    if (twoPlayers()) {
      title = winner === null ? 'A draw' : `${NAME[winner]} wins`;
    } else {
      const mineDiscs = human() === Cell.BLACK ? black : white;
      const result = winner === null ? 'drawn' : winner === human() ? 'won' : 'lost';
      won = result !== 'lost';
      title = result === 'won' ? 'You won' : result === 'lost' ? 'You lost' : 'A draw';
      records = recordLines('othello', recordGame('othello', { outcome: result, level, score: mineDiscs, moves }));
    }
    // The last move's animations start after this call, in the same task (play: advance, then
    // animateMove): hence the microtask first. Asked at once, idle() would find none running, and
    // the win sound and the dialog would come in the click's own task, over the turning discs and
    // before their flip sound.
    void Promise.resolve()
      .then(() => motion.idle())
      .then(() => {
        if (mine !== epoch) return;
        playSound(won ? 'win' : 'lose');
        showResult({
          title,
          summary: winner === null ? `${hi} discs each.` : `${NAME[winner]} has ${hi} discs to ${lo}.`,
          figures: [
            ['Discs', `Black ${black}, White ${white}`],
            ['Moves', String(moves)],
            ...(twoPlayers() ? [] : ([['Level', String(level)]] as [string, string][])),
          ],
          records,
          actions: [{ label: 'Play again', run: () => newButton.click(), primary: true }],
        });
      });
  }

  /** Passes where a side has no move, then lets the computer move or waits for the person. */
  function advance(lead: string, moved = false): void {
    stopReview();
    const said: string[] = lead === '' ? [] : [lead];
    for (let who = session.pass(); who !== null; who = session.pass()) {
      said.push(`${NAME[who]} has no move and passes.`);
    }
    // The game itself, not the session's whole snapshot (`state`: the board string, the moves, what
    // undo would take back), which this click's frame does not need.
    const g = session.game;
    const outcome = g.outcome();
    if (outcome !== null) {
      const { winner, black, white } = outcome;
      const hi = Math.max(black, white);
      const lo = Math.min(black, white);
      said.push(
        winner === null
          ? `Game over: a draw, ${hi}-${lo}.`
          : `Game over: ${NAME[winner]} wins ${hi}-${lo}${winner === human() && !twoPlayers() ? ' (you win!)' : ''}.`,
      );
      startReview();
      if (moved) finish(outcome);
    } else if (twoPlayers()) {
      said.push(`${NAME[g.getTurn()]} to move.`);
    } else if (session.toMove() === 'human') {
      said.push(`Your move (${NAME[human()].toLowerCase()}).`);
    } else {
      said.push(`${NAME[g.getTurn()]} (computer) is thinking...`);
      think();
    }
    say(said.join(' '));
    render();
  }

  function think(): void {
    const mine = ++epoch;
    thinking = true;
    const asked = engine.ask({ board: makeBoard(session.game), level, seed });
    // The reply is shown once the person's move has finished moving (its animations start just
    // after this call, in the same task: hence the microtask first), and a pause after it.
    const shown = Promise.resolve()
      .then(() => motion.idle())
      .then(() => new Promise<void>((done) => setTimeout(done, computerDelay())));
    void Promise.all([asked, shown]).then(([r]) => {
      if (mine !== epoch) return;
      thinking = false;
      if ('error' in r || r.move === null) {
        say(`The computer could not move: ${'error' in r ? r.error : 'no move'}.`);
        render();
        return;
      }
      // The worker's answer, played by the session as the computer's move (no search here).
      const move = session.computerPlay({ move: r.move });
      if (move !== null) play(move, `${NAME[move.player]} (computer) plays`);
    });
  }

  /**
   * The board now; the rest after the board's frame: the status line, the indicator, the buttons,
   * the side panel and the save. Text drawn in a move's frame made the move paint late (see
   * afterPaint). A computer's reply that comes before that frame is drawn with it, and the
   * indicator is then never shown.
   */
  /** The game's position after `ply` moves (passes played where due). */
  function positionAt(ply: number): Othello {
    const g = new Othello();
    for (const sq of session.state.moves.slice(0, ply)) {
      if (!g.isGameOver() && g.legalMoves().length === 0) g.pass();
      g.play(sq);
    }
    return g;
  }

  /** Asks the analysis worker for the finished game's review, then shows it. */
  function startReview(): void {
    const moves = session.state.moves.map(makeSquare);
    const mine = moves.join('');
    reviewed = mine;
    void analysis.ask({ kind: 'review', moves }).then((r) => {
      if (reviewed !== mine) return;
      if ('error' in r) say(`No review: ${r.error}`);
      else if (r.kind === 'review') review.set(r.review);
    });
  }

  /** Drops the review (the game goes on, or a new one starts). */
  function stopReview(): void {
    if (reviewed === '' && reviewAt === null) return;
    if (reviewed !== '') analysis.cancel();
    reviewed = '';
    reviewAt = null;
    review.clear();
  }

  /** Shows the position after `ply` moves on the board (the review); the game's end is the live board. */
  function showPly(ply: number): void {
    const moves = session.state.moves;
    reviewAt = ply >= moves.length ? null : ply;
    const g = positionAt(ply);
    const sq = moves[ply - 1];
    const where = `Black ${g.count(Cell.BLACK)}, White ${g.count(Cell.WHITE)}.`;
    say(sq === undefined ? `Review: the start. ${where}` : `Review: move ${ply}, ${makeSquare(sq)}. ${where}`);
    render();
  }

  function render(): void {
    if (reviewAt !== null) {
      const ply = reviewAt;
      board.update(positionAt(ply), { last: session.state.moves[ply - 1] ?? null, locked: true });
      later(renderRest);
      return;
    }
    const locked = thinking || session.toMove() !== 'human';
    const position = makeBoard(session.game);
    // Values depend on the level too (its search): asked and kept per level and position.
    const want = `${level} ${position}`;
    const shown = showValues && !locked && valuesFor === want ? values : null;
    board.update(session.game, {
      last: session.lastMove(),
      flipped,
      hint,
      locked,
      ...(shown === null ? {} : { values: shown }),
    });
    if (showValues && !locked && valuesFor !== want) askValues(position, want);
    else if (asked !== '' && asked !== want) {
      // The values asked for are of a position left since (a move, undo, the switch off): stop them.
      analysis.cancel();
      asked = '';
    }
    later(renderRest);
  }

  /**
   * Asks the analysis worker for the legal moves' values in `position` at the computer's level
   * (the level's search on each move, exact where it solves). An answer for a position left
   * since is dropped, and a question for one is stopped (the worker restarts).
   */
  function askValues(position: string, want: string): void {
    if (asked === want) return;
    if (asked !== '') analysis.cancel();
    asked = want;
    void analysis.ask({ kind: 'values', board: position, level }).then((r) => {
      if (asked !== want) return;
      asked = '';
      if ('error' in r) {
        say(`No move values: ${r.error}`);
        return;
      }
      if (r.kind !== 'values') return;
      values = new Map(r.values.map((v) => [v.square, { value: v.value, exact: v.exact }]));
      valuesFor = want;
      render();
    });
  }

  function renderRest(): void {
    if (message !== null) ctx.status.say(message);
    message = null;
    const state = session.state;
    busy.hidden = !thinking;
    page.board.setAttribute('aria-busy', String(thinking));
    undoButton.disabled = !state.canUndo;
    redoButton.disabled = !state.canRedo;
    hintButton.disabled = thinking || state.toMove !== 'human';
    // Text is replaced only when it changes: a new text node (or textarea value) costs a layout.
    const who = twoPlayers() ? 'Two players.' : `You are ${NAME[human()].toLowerCase()}; computer level ${level}.`;
    const text = `Black ${state.black}, White ${state.white}. ${who}`;
    if (counts.textContent !== text) counts.textContent = text;
    const moves = makeTranscript(state.moves);
    if (transcript.value !== moves) transcript.value = moves;
    save();
  }

  function save(): void {
    ctx.store.save('othello', { color, opponent, session: session.toJSON() });
    // The address says who plays, so that a copied link opens the same kind of game.
    colorSelect.hidden = twoPlayers();
    showAddress(twoPlayers() ? `#/othello?opponent=human&level=${level}` : `#/othello?level=${level}&color=${color}`);
  }

  advance(restored ? 'Your game was restored.' : '');
  // The page's first frame shows everything (no line pushed down after it).
  later.flush();
  whenIdle(ctx.signal, warmUp);

  /**
   * The first move of a page ran code the page had not run yet (the move, the board redrawn with
   * discs flipped, the animations made), compiled on the spot: its click's handlers took 4-5 ms
   * against 1.5 ms later. So it runs once beforehand, when the page is idle, on a copy of the game,
   * a board that is not on the page and a Motion of its own (the page's waits on none of it).
   */
  function warmUp(): void {
    // Idle may come only after the first moves (the timeout): then it is late, and its still turns
    // would be finished by the next click, in that click's frame.
    if (picked) return;
    const copy = OthelloSessionCore.fromJSON(session.toJSON());
    const sq = copy.game.legalMoves()[0];
    if (sq === undefined || copy.toMove() !== 'human') return;
    const scratch = new OthelloBoard(() => {});
    scratch.update(copy.game);
    const move = copy.play(sq);
    scratch.update(copy.game, { last: sq, flipped: move.flipped, locked: true });
    scratch.animateMove(createMotion({ reduced: () => false }), sq, move.player, move.flipped);
    for (const a of scratch.element.getAnimations({ subtree: true })) a.cancel();
    // The compositor's side: the discs on the page run a turn that shows nothing (no change of
    // look), so the first move's layers and animations are not the first the page makes (its
    // click's frame took 15-22 ms from the handlers to paint before, 7-12 after). The page's Motion
    // runs them, so an input finishes them at once as it does every animation.
    if (motion.reduced) return;
    // A few discs are enough (a restored game may have sixty).
    const discs = [...board.element.querySelectorAll('.oth-cell:not([data-cell="free"]) .disc')].slice(0, 4);
    for (const disc of discs) {
      const still = { duration: PLACE_MS };
      motion.animate(disc, [{ transform: 'scaleX(1)' }, { transform: 'scaleX(1)' }], still);
      motion.animate(disc, [{ opacity: 0 }, { opacity: 0 }], { ...still, pseudoElement: '::before' });
    }
  }
}
