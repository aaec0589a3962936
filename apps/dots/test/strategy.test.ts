import { IllegalArgumentException, MOVES_MODE, makeBoard, parseBoard, TIMED_MODE } from '@arcade/model-twodots';
import {
  BoardView,
  bufferSink,
  type LineReader,
  TWO_DOTS_MOVE_PROMPT,
  scriptedReader,
} from '@arcade/view-console/node';
import { describe, expect, it } from 'vitest';
import { MovesStrategy, TimedStrategy } from '../src/index.js';
import { beforeResult, timedReader } from './helpers.js';

const ALL_R = 'RRRRRR\n'.repeat(6).trim();
const ROW_WIN = '1,1 1,2 1,3 1,4 1,5';

function viewOf(input: LineReader) {
  const output = bufferSink();
  return { output, view: new BoardView({ input, output }) };
}

describe('MovesStrategy', () => {
  it('has the MIS constants: 15 moves, TARGET 5', () => {
    const s = new MovesStrategy(viewOf(scriptedReader([])).view);
    expect(s.MOVES).toBe(15);
    expect(s.TARGET).toBe(5);
    expect(s.moveCount()).toBe(15);
    expect(s.canContinue()).toBe(true);
    expect(s.result()).toBeNull();
  });

  it('a 5-dot move wins at once', () => {
    const { view, output } = viewOf(scriptedReader([ROW_WIN, '1,1 1,2']));
    const s = new MovesStrategy(view);
    s.play(parseBoard(ALL_R, () => 0));
    expect(s.result()).toBe('won');
    expect(s.moveCount()).toBe(14); // issue 22.5: the winning move counts
    const text = output.text();
    expect(text).toContain('You have 15 moves.');
    expect(text).toContain('join 5 or more dots in one move to win');
    expect(text).toContain('row,col pairs, numbered as printed');
    expect(beforeResult(text, 'you won').trim().endsWith('You won! You joined 5 dots with 14 moves to spare.')).toBe(
      true,
    );
    // The loop ended on the win: the second line was never asked for.
    expect(text.split(TWO_DOTS_MOVE_PROMPT)).toHaveLength(2);
  });

  it('shorter moves cost one move each; 15 of them lose', () => {
    const { view, output } = viewOf(scriptedReader(Array(20).fill('1,1 1,2 1,3 1,4')));
    const s = new MovesStrategy(view);
    s.play(parseBoard(ALL_R, () => 0));
    expect(s.result()).toBe('lost');
    expect(s.moveCount()).toBe(0);
    const text = output.text();
    expect(text.split(TWO_DOTS_MOVE_PROMPT)).toHaveLength(16);
    expect(text).toContain('You joined 4 dots; a win needs 5. 14 moves left.');
    expect(text).toContain('You joined 4 dots; a win needs 5. 1 move left.');
    expect(text).not.toContain('. 0 moves left');
    expect(
      beforeResult(text, 'you lost (out of moves)')
        .trim()
        .endsWith('Game over: out of moves. You lost; no move joined 5 dots.'),
    ).toBe(true);
  });

  it('a win on the last move still wins', () => {
    const { view, output } = viewOf(scriptedReader([...Array(14).fill('1,1 1,2'), ROW_WIN]));
    const s = new MovesStrategy(view);
    s.play(parseBoard(ALL_R, () => 0));
    expect(s.result()).toBe('won');
    expect(s.moveCount()).toBe(0);
    expect(output.text()).toContain('You won! You joined 5 dots on your last move.');
  });

  it('a refused move costs nothing', () => {
    const { view, output } = viewOf(scriptedReader(['1,1 3,3', '1,1', ROW_WIN]));
    const s = new MovesStrategy(view);
    s.play(parseBoard(ALL_R, () => 0));
    expect(s.result()).toBe('won');
    expect(s.moveCount()).toBe(14); // the two refused lines cost nothing; the winning move counts
    expect(output.text()).toContain('1,1 and 3,3 are not next to each other');
  });

  it('end of input ends the game with the shared "End of input." line', () => {
    const { view, output } = viewOf(scriptedReader(['1,1 1,2']));
    const s = new MovesStrategy(view);
    const board = parseBoard(ALL_R, () => 0.5);
    s.play(board);
    expect(s.result()).toBe('quit');
    expect(s.moveCount()).toBe(14);
    expect(beforeResult(output.text(), 'quit').trim().endsWith('End of input.')).toBe(true);
    expect(makeBoard(board).split('\n')[0]).toBe('BBRRRR');
  });

  it('play again starts a fresh game', () => {
    const { view } = viewOf(scriptedReader(['1,1 1,2', ROW_WIN]));
    const s = new MovesStrategy(view);
    s.play(parseBoard(ALL_R, () => 0)); // 1 move then... wins on the second line
    expect(s.result()).toBe('won');
    expect(s.moveCount()).toBe(13);
    s.startUp(parseBoard(ALL_R, () => 0));
    expect(s.moveCount()).toBe(15);
    expect(s.result()).toBeNull();
  });

  it('routines that need the controller throw before startUp', () => {
    const s = new MovesStrategy(viewOf(scriptedReader([])).view);
    expect(() => s.introMsg()).toThrow(/startUp/);
  });
});

describe('TimedStrategy', () => {
  it('has the MIS constants: 60 s, TARGET 5', () => {
    const s = new TimedStrategy(viewOf(scriptedReader([])).view);
    expect(s.TIME).toBe(60);
    expect(s.TARGET).toBe(5);
  });

  it('a 5-dot move in time wins', () => {
    const clock = { now: 0 };
    const { view, output } = viewOf(timedReader([ROW_WIN], clock, 1500));
    const s = new TimedStrategy(view, { clock: () => clock.now });
    s.play(parseBoard(ALL_R, () => 0));
    expect(s.result()).toBe('won');
    const text = output.text();
    expect(text).toContain('You have 60 seconds.');
    // Read at 1.5 s: 58.5 s left, 58 whole seconds (rounded down, never a second that is not all there).
    expect(beforeResult(text, 'you won').trim().endsWith('You won! You joined 5 dots with 58 seconds to spare.')).toBe(
      true,
    );
  });

  it('prints the seconds left after each move and loses when time runs out', () => {
    const clock = { now: 0 };
    const { view, output } = viewOf(timedReader(Array(5).fill('1,1 1,2'), clock, 25_000));
    const s = new TimedStrategy(view, { clock: () => clock.now });
    s.play(parseBoard(ALL_R, () => 0));
    expect(s.result()).toBe('lost');
    const text = output.text();
    expect(text).toContain('You joined 2 dots; a win needs 5. 35 seconds left.');
    expect(text).toContain('You joined 2 dots; a win needs 5. 10 seconds left.');
    expect(
      beforeResult(text, 'you lost (out of time)')
        .trim()
        .endsWith('Time is up: that move came too late to count. You lost.'),
    ).toBe(true);
  });

  it('a winning move entered after the time ran out does not count', () => {
    const clock = { now: 0 };
    const { view, output } = viewOf(timedReader([ROW_WIN], clock, 60_000));
    const board = parseBoard(ALL_R, () => 0.5);
    const s = new TimedStrategy(view, { clock: () => clock.now });
    s.play(board);
    expect(s.result()).toBe('lost');
    expect(makeBoard(board)).toBe(ALL_R);
    expect(output.text()).toContain('too late');
  });

  it('time 0 ends before the first move', () => {
    const { view, output } = viewOf(scriptedReader([ROW_WIN]));
    const s = new TimedStrategy(view, { time: 0 });
    s.play(parseBoard(ALL_R, () => 0));
    expect(s.result()).toBe('lost');
    expect(output.text()).not.toContain(TWO_DOTS_MOVE_PROMPT);
    expect(
      beforeResult(output.text(), 'you lost (out of time)').trim().endsWith('You lost; no move joined 5 dots in time.'),
    ).toBe(true);
  });

  it('a negative time throws IllegalArgumentException', () => {
    expect(() => new TimedStrategy(viewOf(scriptedReader([])).view, { time: -1 })).toThrow(IllegalArgumentException);
  });

  it('end of input ends the game with the shared "End of input." line', () => {
    const { view, output } = viewOf(scriptedReader([]));
    const s = new TimedStrategy(view);
    s.play(parseBoard(ALL_R, () => 0));
    expect(s.result()).toBe('quit');
    expect(beforeResult(output.text(), 'quit').trim().endsWith('End of input.')).toBe(true);
  });
});

describe('issue 19: the MIS strategies take their numbers from the package', () => {
  it('issue 19: MovesStrategy and TimedStrategy use MOVES_MODE and TIMED_MODE of @arcade/model-twodots', () => {
    const { view } = viewOf(scriptedReader([]));
    const moves = new MovesStrategy(view);
    expect([moves.TARGET, moves.MOVES]).toEqual([MOVES_MODE.TARGET, MOVES_MODE.moveCount]);
    const timed = new TimedStrategy(view, { clock: () => 0 });
    expect([timed.TARGET, timed.TIME]).toEqual([TIMED_MODE.TARGET, TIMED_MODE.TIME]);
  });
});
