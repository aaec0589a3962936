/**
 * Two Dots: drag through dots of one colour (or use the keyboard). Three
 * modes, as in the console game: `moves` (clear MOVES_MODE.TARGET dots in one
 * move within MOVES_MODE.moveCount moves), `timed` (the same within
 * TIMED_MODE.TIME seconds, or `time`, with a visible countdown that starts at
 * the first touch and ends the game at 0 by itself) and `levels` (the package's twelve levels with goals,
 * move limits, squares and a hint; progress kept across reloads). The
 * boards, paths, squares, levels, progress rules and the modes' numbers are
 * the model's (`@arcade/model-twodots` and its session); this page draws
 * them, keeps the score (the dots cleared), and saves the game as the model saves it (a LevelGame's or a
 * TwoDotsBoard's toJSON, its generator's state included).
 */
import { savedFields, savedInt } from '@arcade/core';
import {
  COLOR_NAMES,
  COLORS,
  checkPlay,
  MOVES_MODE,
  mulberry32,
  PointT,
  SEED_MAX,
  TIMED_MODE,
  TwoDotsBoard,
} from '@arcade/model-twodots';
import {
  clampProgress,
  describeGoals,
  LEVELS,
  LevelGame,
  levelOutcome,
  openLevel,
} from '@arcade/model-twodots/session';
import { type DotPos, DotsBoard, h } from '@arcade/view-web';
import { afterPaint, button, type GameContext, gamePage, reportProblems, showAddress } from '../page.js';
import { readParams } from '../params.js';
import { getMotion } from '../shell/motion.js';
import { recordGame, recordLines } from '../shell/records.js';
import { showResult } from '../shell/result.js';
import { playSound } from '../shell/sound.js';
import { freshSeed } from '../seed.js';

type Mode = 'moves' | 'timed' | 'levels';

/** The console game's rules for modes M and T (its MovesStrategy and TimedStrategy), the same for both. */
const TARGET = MOVES_MODE.TARGET;
const MOVES = MOVES_MODE.moveCount;
const DEFAULT_TIME = TIMED_MODE.TIME;
const MAX_TIME = 86_400;
/** The board of modes M and T: the MIS's 6 x 6, as the console game deals it. */
const SIZE = 6;

/** A saved game: a level as LevelGame saves it, or a moves or timed game's board as TwoDotsBoard saves it. */
type Saved =
  | { readonly mode: 'levels'; readonly level: LevelGame }
  | {
      readonly mode: 'moves' | 'timed';
      readonly seed: number;
      readonly time: number;
      /** Seconds left in a timed game when it was saved. */
      readonly left: number;
      /** Moves made. */
      readonly made: number;
      /** Whether a move cleared TARGET dots. */
      readonly won: boolean;
      /** Dots cleared so far (0 for a game saved before the score was kept). */
      readonly score: number;
      readonly board: TwoDotsBoard;
    };

const RULES = [
  'Press on a dot and drag through its neighbours of the same colour (up, down, left or right); the path is drawn as you go and releasing plays it. The dots disappear, those above fall, new ones drop in. Bring the path back to its first dot to make a square: in every mode, a square clears every dot of its colour. The score counts the dots cleared.',
  `Moves: clear ${TARGET} dots in one move (a path of ${TARGET}, or a square) within ${MOVES} moves. Timed: the same within ${DEFAULT_TIME} seconds (or the time in the link), counted from your first touch; at 0 the game ends at once. Levels: collect the goals' dots within the level's moves; winning opens the next level, kept on this device.`,
  'The console game keeps the original rules of its moves and timed modes: there, a square is refused and only a path of 5 wins.',
  'Keyboard: the arrow keys move between dots; Enter starts a path, Enter on a neighbour extends it, Enter on its last dot plays it; Escape drops it.',
];

/**
 * The saved game, read with core's savedFields and the model's fromJSON,
 * which throw (reported as unreadable) on anything malformed.
 */
function readSaved(data: unknown): Saved {
  const fail = (message: string): Error => new Error(message);
  const mode = typeof data === 'object' && data !== null ? (data as { mode?: unknown }).mode : undefined;
  if (mode === 'levels') {
    const f = savedFields('Two Dots game', data, null, ['mode', 'game'], fail);
    return { mode, level: LevelGame.fromJSON(f.game) };
  }
  if (mode !== 'moves' && mode !== 'timed') throw fail('Two Dots game: mode must be moves, timed or levels');
  // The score came later: a game saved before it has none (and counts from 0).
  const scored = Object.hasOwn(data as object, 'score');
  const fields = ['mode', 'seed', 'time', 'left', 'made', 'won', 'board', ...(scored ? ['score'] : [])];
  const f = savedFields('Two Dots game', data, null, fields, fail);
  const int = (k: string, hi: number): number => savedInt(`Two Dots game: ${k}`, f[k], 0, hi, fail);
  if (typeof f.won !== 'boolean') throw fail('Two Dots game: won must be true or false');
  return {
    mode,
    seed: int('seed', SEED_MAX),
    time: int('time', MAX_TIME),
    left: int('left', MAX_TIME),
    // The moves game ends at its limit; the timed game has none.
    made: int('made', mode === 'moves' ? MOVES : Number.MAX_SAFE_INTEGER),
    won: f.won,
    score: scored ? int('score', Number.MAX_SAFE_INTEGER) : 0,
    board: TwoDotsBoard.fromJSON(f.board),
  };
}

const toPoints = (path: readonly DotPos[]): PointT[] => path.map((p) => new PointT(p.row, p.col));

/** Builds the Two Dots page. */
export function mount(ctx: GameContext): void {
  const params = readParams<{ mode: Mode; seed: number | null; time: number; level: number | null }>(ctx.query, {
    mode: { kind: 'word', values: ['moves', 'timed', 'levels'], fallback: 'moves' },
    seed: { kind: 'int', min: 0, max: SEED_MAX, fallback: null },
    time: { kind: 'int', min: 0, max: MAX_TIME, fallback: DEFAULT_TIME },
    level: { kind: 'int', min: 1, max: LEVELS.length, fallback: null },
  });
  reportProblems(ctx, params.problems);
  const page = gamePage(ctx, 'Two Dots', RULES);

  // Level progress: the highest level won, kept apart from the current game.
  const progress = { highestWon: clampProgress(ctx.store.load('dots-progress', 'Two Dots progress', (d) => d) ?? 0) };
  let mode = params.values.mode;
  let seed = params.values.seed ?? freshSeed();
  let time = params.values.time;
  let levelNo = params.values.level ?? openLevel(progress.highestWon);
  if (params.values.level !== null && params.values.level > openLevel(progress.highestWon)) {
    ctx.status.note(`Level ${params.values.level} is not open yet: win level ${openLevel(progress.highestWon)} first.`);
    levelNo = openLevel(progress.highestWon);
  }
  let left = time;
  const saved = ctx.store.load('dots', 'Two Dots game', readSaved);
  const restored =
    saved !== null &&
    (!params.given ||
      (saved.mode === mode &&
        (saved.mode === 'levels'
          ? params.values.level === null || saved.level.level.number === levelNo
          : params.values.seed === null || saved.seed === seed)));

  // The game: a board with a move count (moves, timed) or a LevelGame (levels).
  let board: TwoDotsBoard = new TwoDotsBoard(SIZE, SIZE, mulberry32(seed));
  let level: LevelGame | null = null;
  let movesMade = 0;
  /** Dots cleared in a moves or timed game (a level counts its own: levelScore). */
  let score = 0;
  let won = false;
  let over = false;
  let deadline = 0;
  let ticker: ReturnType<typeof setInterval> | null = null;
  let hint: DotPos[] | null = null;
  ctx.signal.addEventListener('abort', () => stopClock());

  // The first touch on the board (a press, or Enter on a dot) starts a timed game's clock.
  const view = new DotsBoard((path) => play(path), {
    signal: ctx.signal,
    motion: getMotion(),
    onChange: (path) => {
      if (path.length > 0) startClock();
    },
  });
  const later = afterPaint(ctx.signal);
  const clock = h('p', { class: 'dots-clock', role: 'timer', 'aria-live': 'off' });
  const info = h('p', { class: 'counts dots-info' });
  page.board.append(clock, info, view.element);
  // The game's number is in this link only (to share or to replay), never on screen as text.
  const share = h('a', { class: 'dots-share' }, ['Link to this game']);
  page.side.append(share);

  const modeSelect = h('select', { 'aria-label': 'Mode' }, [
    h('option', { value: 'moves' }, [`${MOVES} moves`]),
    h('option', { value: 'timed' }, ['Timed']),
    h('option', { value: 'levels' }, ['Levels']),
  ]);
  modeSelect.value = mode;
  modeSelect.addEventListener('change', () => {
    mode = modeSelect.value as Mode;
    newGame(freshSeed(), 'New game.');
  });
  const newButton = button('New game', () => newGame(freshSeed(), 'New game.'));
  const againButton = button('Play again', () => newGame(freshSeed(), 'Again.'));
  const nextButton = button('Next level', () => {
    levelNo = Math.min(LEVELS.length, levelNo + 1);
    newGame(seed, `Level ${levelNo}.`);
  });
  const hintButton = button('Hint', () => {
    const best = level?.hint();
    if (best === null || best === undefined || over) return;
    hint = best.path.map((p) => ({ row: p.row(), col: p.col() }));
    // The dots are named too, for those who do not see the marks.
    const where = hint.map((p) => `row ${p.row + 1}, column ${p.col + 1}`).join('; ');
    render(`Hint: ${best.loop ? 'a square of' : `${best.path.length}`} ${COLOR_NAMES[best.color]} dots: ${where}.`);
  });
  page.toolbar.append(newButton, modeSelect, hintButton, againButton, nextButton);
  // Phone first (#35 §6): the board right under the status line, the controls below it.
  page.board.after(page.toolbar);

  function stopClock(): void {
    if (ticker !== null) clearInterval(ticker);
    ticker = null;
  }

  /** A new game of the mode, or the saved one; then the countdown of a timed game. */
  function start(from: Saved | null = null): void {
    stopClock();
    hint = null;
    if (from?.mode === 'levels') {
      mode = 'levels';
      level = from.level;
      levelNo = level.level.number;
      movesMade = level.movesUsed();
      won = level.status() === 'won';
      over = level.status() !== 'playing';
    } else if (from !== null) {
      ({ mode, seed, time, left, board, won, score } = from);
      level = null;
      movesMade = from.made;
      over = won || (mode === 'moves' && movesMade >= MOVES) || (mode === 'timed' && left <= 0);
    } else {
      board = new TwoDotsBoard(SIZE, SIZE, mulberry32(seed));
      level = mode === 'levels' ? new LevelGame(LEVELS[levelNo - 1]!) : null;
      movesMade = 0;
      score = 0;
      won = false;
      over = false;
    }
    // A timed game's clock waits for the first touch (startClock), a restored one too.
    if (mode === 'timed' && !over && left <= 0) timeUp();
  }

  /** Starts a timed game's countdown, once: at the first touch on the board. */
  function startClock(): void {
    if (mode !== 'timed' || over || ticker !== null || left <= 0) return;
    deadline = performance.now() + left * 1000;
    ticker = setInterval(tick, 200);
    later(() => renderRest(''));
  }

  /** The dots cleared in this game. */
  function currentScore(): number {
    if (level === null) return score;
    let n = 0;
    for (const c of COLORS) n += level.collected(c);
    return n;
  }

  function newGame(s: number, lead: string): void {
    seed = s;
    left = time;
    start();
    showAddress(route());
    render(`${lead} ${intro()}`);
  }

  function route(): string {
    if (mode === 'levels') return `#/dots?mode=levels&level=${levelNo}`;
    return mode === 'timed' ? `#/dots?mode=timed&seed=${seed}&time=${time}` : `#/dots?mode=moves&seed=${seed}`;
  }

  function intro(): string {
    if (mode === 'levels') return `Level ${levelNo}: ${describeGoals(LEVELS[levelNo - 1]!)}.`;
    return `Join ${TARGET} dots of one colour in one move, or close a square${mode === 'timed' ? `, within ${time} seconds` : `, within ${MOVES} moves`}.`;
  }

  function tick(): void {
    const now = Math.max(0, Math.ceil((deadline - performance.now()) / 1000));
    if (now === left) return;
    left = now;
    clock.textContent = `Time left: ${left} s`;
    // Saved every second, so a reload goes on with the time that was left, not the time at the last move.
    save();
    if (left <= 0) {
      timeUp();
      render('');
      if (over) ended();
    }
  }

  function timeUp(): void {
    stopClock();
    left = 0;
    if (!won) over = true;
  }

  /** The dots the last move removed, on the board as it was (for the motion); null: none, or a shuffle. */
  let cleared: DotPos[] | null = null;

  /** Applies a path to the game (a refusal says why); returns the message. */
  function apply(path: readonly DotPos[]): string {
    const rows = (level?.board ?? board).toRows();
    const first = path[0];
    const closed =
      first !== undefined &&
      path.length > 4 &&
      path[path.length - 1]!.row === first.row &&
      path[path.length - 1]!.col === first.col;
    // A square clears every dot of its colour; a path, its own dots.
    cleared = closed
      ? rows.flatMap((row, r) => row.flatMap((c, col) => (c === rows[first.row]![first.col] ? [{ row: r, col }] : [])))
      : [...path];
    const pts = toPoints(path);
    if (level !== null) {
      const problem = level.check(pts);
      if (problem !== null) {
        cleared = null;
        return 'That path cannot be played.';
      }
      const m = level.play(pts);
      if (m.shuffled) cleared = null;
      movesMade++;
      if (m.status !== 'playing') over = true;
      won = m.status === 'won';
      const square = m.result.loop ? 'A square! ' : '';
      return `${square}${m.result.total} dots.${m.shuffled ? ' No move was left: the dots were shuffled.' : ''}`;
    }
    // A path as the MIS plays it, or (beside the console's rule) a square, which clears its colour.
    const problem = checkPlay(board, pts);
    if (problem !== null) {
      cleared = null;
      return 'That path cannot be played: join neighbouring dots of one colour, each once, or close a square.';
    }
    const result = board.applyMove(pts);
    movesMade++;
    score += result.total;
    if (result.total >= TARGET) {
      won = true;
      over = true;
      stopClock();
    } else if (mode === 'moves' && movesMade >= MOVES) over = true;
    return result.loop ? `A square! ${result.total} dots.` : `You joined ${pts.length} dots.`;
  }

  function play(path: DotPos[]): void {
    if (over) return;
    startClock();
    const said = apply(path);
    if (cleared !== null) playSound('clear');
    hint = null;
    if (won && level !== null) {
      const outcome = levelOutcome(progress.highestWon, levelNo, 'won');
      progress.highestWon = outcome.highestWon;
      ctx.store.save('dots-progress', progress.highestWon);
    }
    render(said, cleared);
    cleared = null;
    if (over) ended();
  }

  /** The end of a game just played: its record (best level and score), a sound, the result dialog. */
  function ended(): void {
    const points = currentScore();
    const outcome = won ? 'won' : 'lost';
    const records = recordGame('dots', {
      outcome,
      score: points,
      moves: movesMade,
      ...(mode === 'levels' ? { level: levelNo } : {}),
    });
    playSound(won ? 'win' : 'lose');
    const next = won && mode === 'levels' && levelNo < LEVELS.length;
    let title: string;
    if (mode === 'levels') title = won ? `Level ${levelNo} won` : `Level ${levelNo} lost`;
    else if (won) title = 'You won';
    else title = mode === 'timed' ? 'Time is up' : 'Out of moves';
    const figures: [string, string][] = [
      ['Score', `${points} dots`],
      ['Moves', String(movesMade)],
    ];
    if (mode === 'levels') figures.push(['Level', `${levelNo} of ${LEVELS.length}`]);
    if (mode === 'timed') figures.push(['Time left', `${left} s`]);
    showResult({
      title,
      summary: `${title}, with ${points} dots cleared in ${movesMade} moves.`,
      figures,
      records: recordLines('dots', records),
      actions: [
        ...(next ? [{ label: 'Next level', run: () => nextButton.click(), primary: true }] : []),
        { label: 'Play again', run: () => againButton.click(), primary: !next },
      ],
    });
  }

  /**
   * The board now; the status line, the counts, the buttons and the save after the board's frame
   * (see afterPaint): text drawn in a move's frame made the move paint late.
   */
  function render(lead: string, moved: readonly DotPos[] | null = null): void {
    view.update((level?.board ?? board).toRows(), { hint, locked: over, cleared: moved });
    later(() => renderRest(lead));
  }

  function renderRest(lead: string): void {
    let status: string;
    if (won) {
      status =
        mode === 'levels'
          ? `Level ${levelNo} won!${levelNo < LEVELS.length ? ` Level ${levelNo + 1} is open.` : ' Every level is won.'}`
          : `You won with ${mode === 'timed' ? `${left} s` : `${MOVES - movesMade} moves`} to spare!`;
    } else if (over) {
      status = mode === 'timed' ? 'Time is up: you lost.' : 'Out of moves: you lost.';
    } else if (level !== null) {
      const goals = level
        .progress()
        .map((g) => `${COLOR_NAMES[g.color]} ${Math.min(g.got, g.goal)}/${g.goal}`)
        .join(', ');
      status = `${level.movesLeft()} moves left. Goals: ${goals}.`;
    } else if (mode === 'moves') status = `${MOVES - movesMade} moves left.`;
    else status = ticker === null ? 'The clock starts at your first touch.' : 'Go!';
    ctx.status.say([lead, status].filter((x) => x !== '').join(' '));
    clock.hidden = mode !== 'timed';
    if (mode === 'timed') clock.textContent = `Time left: ${left} s`;
    info.textContent =
      mode === 'levels'
        ? `Score: ${currentScore()}. Level ${levelNo} of ${LEVELS.length}: ${describeGoals(LEVELS[levelNo - 1]!)} in ${LEVELS[levelNo - 1]!.moves} moves. Levels won: ${progress.highestWon}.`
        : `Score: ${score}. Moves made: ${movesMade}.`;
    share.href = route();
    hintButton.hidden = mode !== 'levels';
    hintButton.disabled = over;
    againButton.hidden = !over;
    nextButton.hidden = !(over && won && mode === 'levels' && levelNo < LEVELS.length);
    save();
  }

  function save(): void {
    ctx.store.save(
      'dots',
      level !== null
        ? { mode: 'levels', game: level.toJSON() }
        : { mode, seed, time, left, made: movesMade, won, score, board: board.toJSON() },
    );
  }

  start(restored ? saved : null);
  showAddress(route());
  render(restored ? 'Your game was restored.' : intro());
  // The page's first frame shows everything (no line pushed down after it).
  later.flush();
}
