import { IllegalArgumentException, parseBoard, PointT, makeBoard } from '@arcade/model-twodots';
import {
  BoardView,
  bufferSink,
  TWO_DOTS_MODE_PROMPT,
  TWO_DOTS_MOVE_PROMPT,
  scriptedReader,
} from '@arcade/view-console/node';
import { describe, expect, it } from 'vitest';
import { BoardController, MovesStrategy, type Strategy, TimedStrategy } from '../src/index.js';

const P = (r: number, c: number) => new PointT(r, c);

function setup(lines: string[], board = 'RRB\nGYB\nPPB') {
  const output = bufferSink();
  const view = new BoardView({ input: scriptedReader(lines), output });
  const model = parseBoard(board, () => 0);
  const modes = { moves: (v: BoardView) => new MovesStrategy(v), timed: (v: BoardView) => new TimedStrategy(v) };
  return { output, view, model, c: new BoardController(model, view, modes) };
}

describe('BoardController', () => {
  it('get, set, validateMoves and updateBoard go to the model', () => {
    const { c, model } = setup([]);
    expect(c.get(P(0, 2))).toBe('B');
    c.set(P(0, 0), 'Y');
    expect(model.get(P(0, 0))).toBe('Y');
    expect(c.validateMoves([P(0, 2), P(1, 2)])).toBe(true);
    expect(c.validateMoves([P(0, 1), P(0, 2)])).toBe(false);
    c.updateBoard([P(0, 2), P(1, 2), P(2, 2)]);
    expect(makeBoard(model)).toBe('YRR\nGYR\nPPR');
    expect(() => c.updateBoard([P(0, 0)])).toThrow(IllegalArgumentException);
  });

  it('updateView prints the board and printMsg a line', () => {
    const { c, output } = setup([]);
    c.updateView();
    c.printMsg('hi');
    expect(output.text()).toBe('\n     1  2  3\n  1  R  R  B\n  2  G  Y  B\n  3  P  P  B\n\nhi\n');
  });

  it("modePrompt maps the view's choice to a Strategy", () => {
    expect(setup(['M']).c.modePrompt()).toBeInstanceOf(MovesStrategy);
    expect(setup(['x', 't']).c.modePrompt()).toBeInstanceOf(TimedStrategy);
    expect(setup(['x']).c.modePrompt()).toBeNull();
  });

  it('modePrompt passes the view to the factory', () => {
    const { view, model } = setup(['m']);
    let seen: BoardView | null = null;
    const stub: Strategy = { play: () => undefined };
    const c = new BoardController(model, view, {
      moves: (v) => {
        seen = v;
        return stub;
      },
      timed: () => stub,
    });
    expect(c.modePrompt()).toBe(stub);
    expect(seen).toBe(view);
  });

  it('modePrompt without factories throws a clear error', () => {
    const { view, model } = setup(['m']);
    expect(() => new BoardController(model, view).modePrompt()).toThrow(/strategy factories/);
  });

  it('getInput re-asks until the moves validate, one reason per refusal, board unchanged', () => {
    const bad = ['1,1', '1,1 1,1', '1,1 1,3', '1,2 1,3', '4,4 4,5', '0,0 0,1', 'abc', ''];
    const { c, output, model } = setup([...bad, '1,3 2,3']);
    const before = makeBoard(model);
    expect(c.getInput()?.map((p) => [p.row(), p.col()])).toEqual([
      [0, 2],
      [1, 2],
    ]);
    expect(makeBoard(model)).toBe(before);
    const lines = output.text().split('\n');
    const reasons = lines.map((l) => l.replace(TWO_DOTS_MOVE_PROMPT, '')).filter((l) => l !== '');
    expect(reasons).toEqual([
      'A move joins at least 2 dots; you gave 1.',
      '1,1 is in the path twice; each dot counts once.',
      '1,1 and 1,3 are not next to each other (up, down, left or right).',
      '1,2 is R (red) but 1,3 is B (blue): a move is one colour.',
      '4,4 is off the board: rows 1 to 3, columns 1 to 3.',
      '"0,0": rows and columns are numbered from 1, as printed.',
      '"abc" is not a row,col pair: type pairs such as 1,1 1,2.',
      'Nothing typed: type pairs such as 1,1 1,2 (or help).',
    ]);
    expect(output.text().split(TWO_DOTS_MOVE_PROMPT)).toHaveLength(bad.length + 2);
  });

  it('getInput returns null at end of input', () => {
    expect(setup(['1,1']).c.getInput()).toBeNull();
  });

  it("closeViewStream closes the view's input", () => {
    const { c, output } = setup(['M']);
    c.closeViewStream();
    expect(c.modePrompt()).toBeNull();
    expect(output.text()).toBe(`${TWO_DOTS_MODE_PROMPT}\n`);
  });
});
