// The README's example, as written there.
import { describe, expect, it } from 'vitest';
import { Controller, generateIsland, randomPlayer, validateInit } from '../src/index.js';

describe('README example', () => {
  it('runs', () => {
    const game = Controller.init(6, { seed: 7, dolphin: randomPlayer(), roundLimit: 100 });
    expect(validateInit(game.board)).toBeNull();
    const report = game.playRound();
    expect(report.round).toBe(1);
    expect(report.turns.map((t) => t.animal)).toEqual(['Fox', 'Dolphin']);
    const outcome = game.play();
    expect(['Fox', 'Dolphin', 'draw']).toContain(outcome);
    expect(Controller.init(6, { seed: 7, dolphin: randomPlayer(), roundLimit: 100 }).play()).toBe(outcome);

    const board = generateIsland({ width: 30, height: 20, seed: 3, pieces: 8 });
    const [move] = board.legalMoves('Fox');
    expect(board.requestMove(move!.piece, move!.x, move!.y).moved).toBe(true);
  });
});
