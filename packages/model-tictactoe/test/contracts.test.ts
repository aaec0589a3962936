/**
 * The contracts of class GAME: preconditions P1..P3 (with the completion's
 * not_over), the postconditions and the invariant, checked over every
 * reachable game and over arguments in and out of bounds.
 */
import { describe, expect, it } from 'vitest';
import {
  CELL_VALUES,
  CONTRACT_TAGS,
  Circle,
  Cross,
  Empty,
  Game,
  PLAYERS,
  PreconditionViolation,
  parseGame,
  type ContractTag,
  type Player,
} from '../src/index.js';
import { COORDS, reachableGames } from './reachable.js';

const games = reachableGames();

/**
 * Every 4th reachable game (1,370 of them: both turns, games in play, won and
 * drawn), for the checks that throw on most calls. A throw costs microseconds
 * for its stack trace, and a million of them would make this file slow on a
 * loaded CI machine. The argument checks do not depend on which board it is,
 * the checks that need every board use `games` without throwing, and the
 * CONTRACT_TAGS test shows that the sample still breaks every tag.
 */
const sample = games.filter((_, n) => n % 4 === 0);

/** Arguments in bounds (1..3) and out of them, including non-integers and non-numbers. */
const ARGS: readonly unknown[] = [1, 2, 3, 0, 4, -1, 1.5, 2.0000001, Number.NaN, Infinity, -0, '2', null, undefined];
const isCoordinate = (x: unknown): boolean => x === 1 || x === 2 || x === 3;

/**
 * The argument pairs tried on the n-th sampled game: every cell and a few bad
 * pairs on each game, and every pair of ARGS on every 25th game.
 */
function argPairs(n: number): (readonly [unknown, unknown])[] {
  if (n % 25 === 0) return ARGS.flatMap((i) => ARGS.map((j) => [i, j] as const));
  return [...COORDS, [0, 1], [2, 4], [1.5, 2], [3, Number.NaN], ['1', 1]];
}

function caught(f: () => unknown): PreconditionViolation | null {
  try {
    f();
    return null;
  } catch (err) {
    if (err instanceof PreconditionViolation) return err;
    throw err;
  }
}

/** What the precondition of a put by `player` says, tag by tag, in the order they are checked. */
function expectedTag(g: Game, player: Player, i: unknown, j: unknown): ContractTag | null {
  if (g.isOver()) return 'not_over';
  if (g.nextTurn !== player) return player === Cross ? 'cross_turn' : 'circle_turn';
  if (!isCoordinate(i)) return 'i_in_bounds';
  if (!isCoordinate(j)) return 'j_in_bounds';
  if (g.item(i as number, j as number) !== Empty) return 'empty';
  return null;
}

describe('P1: item(g, i, j) requires 1 <= i <= 3 and 1 <= j <= 3', () => {
  it('throws i_in_bounds, then j_in_bounds, for every bad argument; otherwise answers a valid_value (sampled games)', () => {
    const wrong: string[] = [];
    sample.forEach((g, n) => {
      for (const [i, j] of argPairs(n)) {
        const err = caught(() => g.item(i as number, j as number));
        const want = !isCoordinate(i) ? 'i_in_bounds' : !isCoordinate(j) ? 'j_in_bounds' : null;
        if ((err?.code ?? null) !== want) wrong.push(`${g} item(${String(i)}, ${String(j)}): ${err?.code}`);
        if (want === null && !CELL_VALUES.includes(g.item(i as number, j as number))) {
          wrong.push(`${g} item(${String(i)}, ${String(j)}) is not a valid_value`);
        }
      }
    });
    expect(wrong).toEqual([]);
  });
});

describe.each([
  ['P2: put_cross', Cross, 'put_cross', (g: Game, i: unknown, j: unknown) => g.putCross(i as number, j as number)],
  ['P3: put_circle', Circle, 'put_circle', (g: Game, i: unknown, j: unknown) => g.putCircle(i as number, j as number)],
] as const)('%s', (_name, player, routine, put) => {
  it('throws the first broken tag (not_over, turn, i_in_bounds, j_in_bounds, empty) and nothing else (sampled games)', () => {
    const wrong: string[] = [];
    let accepted = 0;
    sample.forEach((g, n) => {
      for (const [i, j] of argPairs(n)) {
        const before = g.toString();
        const err = caught(() => put(g, i, j));
        const want = expectedTag(g, player, i, j);
        if ((err?.code ?? null) !== want)
          wrong.push(`${g} (${String(i)}, ${String(j)}): got ${err?.code}, want ${want}`);
        if (err !== null && err.routine !== routine) wrong.push(`${g}: routine ${err.routine}`);
        if (g.toString() !== before) wrong.push(`${g}: changed by a call`);
        if (err === null) accepted++;
      }
    });
    expect(wrong).toEqual([]);
    expect(accepted).toBeGreaterThan(0);
  });

  it(`ensures ${player === Cross ? 'cross_put' : 'circle_put'} and the other player's turn`, () => {
    const wrong: string[] = [];
    for (const g of games.filter((x) => x.nextTurn === player && !x.isOver())) {
      for (const { i, j } of g.legalMoves()) {
        const next = put(g, i, j);
        if (next.item(i, j) !== player)
          wrong.push(`${g} (${i},${j}): ${player === Cross ? 'cross_put' : 'circle_put'}`);
        if (next.nextTurn !== (player === Cross ? Circle : Cross)) wrong.push(`${g} (${i},${j}): turn`);
        if (next.moveCount !== g.moveCount + 1) wrong.push(`${g} (${i},${j}): moveCount`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('invariant', () => {
  it('valid_player: next_turn = Cross or next_turn = Circle, in every reachable game', () => {
    expect(games.filter((g) => !PLAYERS.includes(g.nextTurn))).toEqual([]);
  });
});

describe('the error', () => {
  it('is a PreconditionViolation, an Error with name, code (the tag) and routine', () => {
    const err = caught(() => Game.make().putCircle(1, 1));
    expect(err).toBeInstanceOf(Error);
    expect(err?.name).toBe('PreconditionViolation');
    expect(err?.code).toBe('circle_turn');
    expect(err?.routine).toBe('put_circle');
    expect(err?.message).toBe("put_circle: precondition circle_turn broken: it is Cross's turn");
  });

  it('names the bad argument as the caller wrote it', () => {
    expect(() => Game.make().putCross(4, 1)).toThrow('i must be an integer from 1 to 3, got 4');
    expect(() => Game.make().putCross(1, 1.5)).toThrow('j must be an integer from 1 to 3, got 1.5');
    expect(() => Game.make().putCross('2' as unknown as number, 1)).toThrow('got "2"');
    expect(() => Game.make().item(1, Number.NaN)).toThrow('item: precondition j_in_bounds broken');
    expect(() => Game.make().putCross(2, 2).putCircle(2, 2)).toThrow('cell (2, 2) already holds Cross');
    expect(() => parseGame('XXX/OO./...').putCircle(3, 3)).toThrow('the game is over: Cross has won');
    expect(() => parseGame('XOX/XOO/OXX').putCircle(1, 1)).toThrow('the game is over: the board is full, a draw');
  });

  it('has a tag from CONTRACT_TAGS for every check that can fail', () => {
    const seen = new Set<string>();
    for (const g of sample) {
      for (const [i, j] of [...COORDS, [0, 1], [1, 0]] as const) {
        seen.add(caught(() => g.putCross(i, j))?.code ?? 'ok');
        seen.add(caught(() => g.putCircle(i, j))?.code ?? 'ok');
      }
    }
    expect([...seen].sort()).toEqual([...CONTRACT_TAGS, 'ok'].sort());
  });
});

describe('a Game is an immutable value', () => {
  it('is frozen, and writing to it throws', () => {
    const g = Game.make().putCross(1, 1);
    expect(Object.isFrozen(g)).toBe(true);
    expect(() => {
      (g as unknown as { nextTurn: number }).nextTurn = Cross;
    }).toThrow(TypeError);
    expect(() => {
      (g as unknown as Record<string, unknown>).extra = 1;
    }).toThrow(TypeError);
    expect(g.nextTurn).toBe(Circle);
  });

  it('is not changed by a put: the put returns a new game', () => {
    const g = Game.make();
    const next = g.putCross(2, 2);
    expect(g.item(2, 2)).toBe(Empty);
    expect(g.nextTurn).toBe(Cross);
    expect(next.item(2, 2)).toBe(Cross);
    expect(next).not.toBe(g);
  });

  it('cannot be patched: the class, its constants and its methods are frozen', () => {
    expect(() => {
      (Game as unknown as { Cross: number }).Cross = 5;
    }).toThrow(TypeError);
    expect(() => {
      (Game.prototype as unknown as { putCross: unknown }).putCross = () => null;
    }).toThrow(TypeError);
    expect(Game.Cross).toBe(Cross);
    expect(Game.make().putCross(1, 1).item(1, 1)).toBe(Cross);
  });

  it('has no public constructor, even from JavaScript', () => {
    const Ctor = Game as unknown as new () => Game;
    expect(() => new Ctor()).toThrow('use Game.make() or parseGame()');
  });

  it('compares by position with equals and key', () => {
    const a = Game.make().putCross(1, 1).putCircle(2, 2).putCross(3, 3);
    const b = Game.make().putCross(3, 3).putCircle(2, 2).putCross(1, 1);
    expect(a.equals(b)).toBe(true);
    expect(a.key).toBe(b.key);
    expect(a.equals(Game.make())).toBe(false);
    expect(new Set(games.map((g) => g.key)).size).toBe(games.length);
  });
});

describe('legality is a query', () => {
  it('legalMoves() is every empty cell of a game not over, isValidMove(i, j) the same, over every reachable game', () => {
    const wrong: string[] = [];
    for (const g of games) {
      const free = g.isOver() ? [] : COORDS.filter(([i, j]) => g.item(i, j) === Empty);
      if (JSON.stringify(g.legalMoves()) !== JSON.stringify(free.map(([i, j]) => ({ i, j }))))
        wrong.push(`${g} legalMoves`);
      for (const [i, j] of COORDS) {
        if (g.isValidMove(i, j) !== free.some(([k, l]) => k === i && l === j))
          wrong.push(`${g} isValidMove(${i}, ${j})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('isValidMove(i, j) and legalMoves() agree with put (sampled games)', () => {
    const wrong: string[] = [];
    sample.forEach((g, n) => {
      const accepted = COORDS.filter(([i, j]) => caught(() => g.put(i, j)) === null).map(([i, j]) => ({ i, j }));
      if (JSON.stringify(g.legalMoves()) !== JSON.stringify(accepted)) wrong.push(`${g} legalMoves`);
      for (const [i, j] of argPairs(n)) {
        const ok = caught(() => g.put(i as number, j as number)) === null;
        if (g.isValidMove(i as number, j as number) !== ok) wrong.push(`${g} isValidMove(${String(i)}, ${String(j)})`);
      }
    });
    expect(wrong).toEqual([]);
  });

  it("put is putCross on cross's turn and putCircle on circle's", () => {
    const g = Game.make().put(1, 1);
    expect(g.item(1, 1)).toBe(Cross);
    expect(g.put(2, 2).item(2, 2)).toBe(Circle);
    expect(caught(() => g.put(1, 1))?.routine).toBe('put_circle');
  });
});
