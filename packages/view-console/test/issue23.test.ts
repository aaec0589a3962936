// Issue 23 items 13 and 15 for the console views: a polluted
// Object.prototype is not read as a renderer's or the console's options, and
// Proxies, holes and revoked Proxies get a ViewConsoleError, not a TypeError.
import { FreecellGame, msDeal } from '@arcade/model-freecell';
import { Othello } from '@arcade/model-othello';
import { mulberry32, TwoDotsBoard } from '@arcade/model-twodots';
import { afterEach, describe, expect, it } from 'vitest';
import { codeOfFor, revokedProxy } from '../../../test-support/hostile.js';
import {
  bufferSink,
  describeTicTacToeLine,
  freecellStatus,
  GameConsole,
  renderFreecell,
  renderOthello,
  renderTwoDotsBoard,
  scriptedReader,
  ViewConsoleError,
} from '../src/node.js';

const codeOf = codeOfFor((e) => e instanceof ViewConsoleError);
const proto = Object.prototype as Record<string, unknown>;
const polluting = ['color', 'status', 'echo', 'blankIsMove', 'board', 'showMoves'];
afterEach(() => {
  for (const k of polluting) delete proto[k];
});

describe('issue 23.13: a polluted Object.prototype is not read as options', () => {
  it('Object.prototype.color, status and showMoves change no rendering', () => {
    const g = new Othello();
    const b = new TwoDotsBoard(3, 3, mulberry32(1));
    const plain = [renderOthello(g), renderTwoDotsBoard(b)];
    proto.color = true;
    proto.status = false;
    proto.showMoves = true;
    expect([renderOthello(g), renderTwoDotsBoard(b)]).toEqual(plain);
    expect([renderOthello(g, {}), renderTwoDotsBoard(b, {})]).toEqual(plain);
  });
  it('Object.prototype.echo and blankIsMove change nothing a GameConsole does', () => {
    proto.echo = true;
    proto.blankIsMove = true;
    const output = bufferSink();
    const con = new GameConsole(
      { input: scriptedReader(['', 'x']), output },
      { program: 'demo', rules: 'Rules.', board: () => 'B' },
    );
    expect(con.ask('Move: ', {})).toEqual({ kind: 'move', text: 'x' });
    // No echo, and the blank line not returned: it gets the shared reminder (issue 22).
    expect(output.text()).toBe('Move: Nothing typed: type a move (or help).\nMove: ');
  });
});

describe('issue 23.15: ViewConsoleError, not a raw TypeError', () => {
  const game = new FreecellGame();
  game.newGame(msDeal(1));
  it.each([
    ['renderFreecell', () => renderFreecell(new Proxy(game, {}))],
    ['freecellStatus', () => freecellStatus(new Proxy(game, {}))],
    ['renderTwoDotsBoard', () => renderTwoDotsBoard(new Proxy(new TwoDotsBoard(3, 3, mulberry32(1)), {}))],
    ['renderOthello', () => renderOthello(new Proxy(new Othello(), {}))],
    ['describeTicTacToeLine([, , ,])', () => describeTicTacToeLine(new Array(3) as never)],
    ['describeTicTacToeLine(a revoked Proxy)', () => describeTicTacToeLine(revokedProxy([]) as never)],
    ['renderOthello with revoked options', () => renderOthello(new Othello(), revokedProxy({}) as never)],
    ['GameConsole with a revoked io', () => new GameConsole(revokedProxy({}) as never, {} as never)],
  ])('%s is WRONG_TYPE', (_, f) => {
    expect(codeOf(f)).toBe('WRONG_TYPE');
  });
});
