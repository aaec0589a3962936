/**
 * The axioms A1..A11 of the ADT GAME, one test each, named after the axiom.
 * Where an axiom quantifies over games it is checked over every reachable
 * game (5,478 positions) and every cell that the axiom's precondition allows;
 * k, l range over all nine cells.
 */
import { describe, expect, it } from 'vitest';
import { Circle, Cross, Empty, Game, type Player } from '../src/index.js';
import { COORDS, reachableGames } from './reachable.js';

const games = reachableGames();

/** Every (g, i, j) where put by `player` satisfies P2 / P3 (and the completion's not_over). */
function putsBy(player: Player): { g: Game; i: number; j: number }[] {
  return games
    .filter((g) => g.nextTurn === player && !g.isOver())
    .flatMap((g) => COORDS.filter(([i, j]) => g.item(i, j) === Empty).map(([i, j]) => ({ g, i, j })));
}

const crossPuts = putsBy(Cross);
const circlePuts = putsBy(Circle);

/** A6 and A8: a put changes no cell (k, l) other than (i, j). */
function otherCellsKept(
  puts: readonly { g: Game; i: number; j: number }[],
  put: (g: Game, i: number, j: number) => Game,
): { broken: string[]; checked: number } {
  let checked = 0;
  const broken: string[] = [];
  for (const { g, i, j } of puts) {
    const next = put(g, i, j);
    for (const [k, l] of COORDS) {
      if (k === i && l === j) continue;
      checked++;
      if (next.item(k, l) !== g.item(k, l)) broken.push(`${g} (${i},${j}) at (${k},${l})`);
    }
  }
  return { broken, checked };
}

describe('the domain the axioms quantify over', () => {
  it('holds every reachable game: 5,478 positions', () => {
    // Henry Bottomley, "How many Tic-Tac-Toe (noughts and crosses) games are
    // possible?", http://www.se16.info/hgb/tictactoe.htm (cited by Wikipedia,
    // "Tic-tac-toe", section Combinatorics): 5,478 positions, the empty board included.
    expect(games).toHaveLength(5478);
    expect(crossPuts.length).toBeGreaterThan(0);
    expect(circlePuts.length).toBeGreaterThan(0);
  });
});

describe('axioms', () => {
  it('A1: next_turn(make) = Cross', () => {
    expect(Game.make().nextTurn).toBe(Cross);
  });

  it('A2: next_turn(put_cross(g, i, j)) = Circle', () => {
    const broken = crossPuts.filter(({ g, i, j }) => g.putCross(i, j).nextTurn !== Circle);
    expect(broken.map(({ g, i, j }) => `${g} (${i},${j})`)).toEqual([]);
  });

  it('A3: next_turn(put_circle(g, i, j)) = Cross', () => {
    const broken = circlePuts.filter(({ g, i, j }) => g.putCircle(i, j).nextTurn !== Cross);
    expect(broken.map(({ g, i, j }) => `${g} (${i},${j})`)).toEqual([]);
  });

  it('A4: item(make, i, j) = Empty', () => {
    expect(COORDS.map(([i, j]) => Game.make().item(i, j))).toEqual(Array(9).fill(Empty));
  });

  it('A5: item(put_cross(g, i, j), i, j) = Cross', () => {
    const broken = crossPuts.filter(({ g, i, j }) => g.putCross(i, j).item(i, j) !== Cross);
    expect(broken.map(({ g, i, j }) => `${g} (${i},${j})`)).toEqual([]);
  });

  it('A6: (k /= i or l /= j) implies item(put_cross(g, i, j), k, l) = item(g, k, l)', () => {
    const { broken, checked } = otherCellsKept(crossPuts, (g, i, j) => g.putCross(i, j));
    expect(broken).toEqual([]);
    expect(checked).toBe(crossPuts.length * 8);
  });

  it('A7: item(put_circle(g, i, j), i, j) = Circle', () => {
    const broken = circlePuts.filter(({ g, i, j }) => g.putCircle(i, j).item(i, j) !== Circle);
    expect(broken.map(({ g, i, j }) => `${g} (${i},${j})`)).toEqual([]);
  });

  it('A8: (k /= i or l /= j) implies item(put_circle(g, i, j), k, l) = item(g, k, l)', () => {
    const { broken, checked } = otherCellsKept(circlePuts, (g, i, j) => g.putCircle(i, j));
    expect(broken).toEqual([]);
    expect(checked).toBe(circlePuts.length * 8);
  });

  it('A9: Empty = 0', () => {
    expect(Empty).toBe(0);
    expect(Game.Empty).toBe(0);
  });

  it('A10: Cross = 1', () => {
    expect(Cross).toBe(1);
    expect(Game.Cross).toBe(1);
  });

  it('A11: Circle = 2', () => {
    expect(Circle).toBe(2);
    expect(Game.Circle).toBe(2);
  });
});

describe("the spec's scenario (1.1) that the incomplete contracts allowed", () => {
  it('after make, put_cross(2, 2), put_circle(1, 1): item(2, 2) = Cross, and no other cell changed', () => {
    const g = Game.make().putCross(2, 2).putCircle(1, 1);
    expect(g.item(2, 2)).toBe(Cross);
    expect(g.item(1, 1)).toBe(Circle);
    expect(COORDS.filter(([i, j]) => g.item(i, j) !== Empty)).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });
});
