// Issue 20.7: the Controller keeps the game's order when driven by hand:
// the water step, then player 1's turn of getNrMoves moves, then player 2's,
// then the next round (spec 4: a round, a turn).
import { describe, expect, it } from 'vitest';
import { type Controller as C, Controller, type FoxDolphinError, GameOverError, makeBoard } from '../src/index.js';

function codeOf(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    return (e as FoxDolphinError).code;
  }
  return 'no error';
}

/** A legal move of `game`'s player `p` by hand (the first the board lists). */
function handMove(game: C, which: 'p1' | 'p2') {
  const player = game[which];
  const m = game.board.legalMoves(player.animal)[0]!;
  return game.requestMove(player, m.piece, m.x, m.y);
}

describe('issue 20.7: Controller driven by hand', () => {
  it('issue 20.7: no move before the round has its water step', () => {
    const game = Controller.init(6, { seed: 3 });
    const before = makeBoard(game.board);
    expect(codeOf(() => handMove(game, 'p1'))).toBe('OUT_OF_TURN');
    expect(makeBoard(game.board)).toBe(before);
    expect(game.toMove).toBeNull();
    game.waterStep();
    expect(game.toMove).toBe(game.p1.animal);
    expect(game.movesLeft).toBe(game.board.getNrMoves(game.p1.animal));
  });

  it('issue 20.7: a move out of turn is refused and changes nothing', () => {
    const game = Controller.init(6, { seed: 3 });
    game.waterStep();
    const before = makeBoard(game.board);
    expect(() => handMove(game, 'p2')).toThrow(/it is the Fox player's turn/);
    expect(codeOf(() => handMove(game, 'p2'))).toBe('OUT_OF_TURN');
    expect(makeBoard(game.board)).toBe(before);
  });

  it('issue 20.7: no more than getNrMoves moves in a turn; then the other side, then the next round', () => {
    const game = Controller.init(6, { seed: 3 });
    game.waterStep();
    const nr1 = game.board.getNrMoves(game.p1.animal); // ceil(6 / 4) = 2
    expect(nr1).toBe(2);
    for (let k = 0; k < nr1; k++) expect(handMove(game, 'p1').moved).toBe(true);
    // The fox's turn is over: an eleventh (or a third) fox move is out of turn.
    expect(codeOf(() => handMove(game, 'p1'))).toBe('OUT_OF_TURN');
    expect(game.toMove).toBe('Dolphin');
    expect(game.round).toBe(0);
    const nr2 = game.movesLeft;
    for (let k = 0; k < nr2 && game.toMove === 'Dolphin'; k++) handMove(game, 'p2');
    expect(game.round).toBe(1);
    expect(game.toMove).toBeNull(); // round 2 begins with its water step
    expect(codeOf(() => handMove(game, 'p1'))).toBe('OUT_OF_TURN');
    expect(codeOf(() => game.endTurn(game.p1))).toBe('OUT_OF_TURN');
    game.waterStep();
    expect(codeOf(() => game.waterStep())).toBe('OUT_OF_TURN');
  });

  it('issue 20.7: endTurn passes the rest of a turn; a refused move uses up none', () => {
    const game = Controller.init(6, { seed: 3 });
    game.waterStep();
    const fox = game.p1.pieces[0]!;
    expect(game.requestMove(game.p1, fox, fox.x + 40, fox.y).moved).toBe(false);
    expect(game.movesLeft).toBe(2);
    game.endTurn(game.p1);
    expect(game.toMove).toBe('Dolphin');
    game.endTurn(game.p2);
    expect(game.round).toBe(1);
  });

  it('issue 20.7: a round begun by hand is finished by playRound, and rounds count as before', () => {
    const byHand = Controller.init(6, { seed: 5 });
    const byRounds = Controller.init(6, { seed: 5 });
    byHand.waterStep();
    const r = byHand.playRound(); // the strategies finish round 1
    expect(r.round).toBe(1);
    expect(byHand.round).toBe(1);
    byRounds.playRound();
    expect(makeBoard(byHand.board)).toBe(makeBoard(byRounds.board));
    expect(byHand.playRound().round).toBe(2);
  });

  it('issue 20.7: once the game is over a move by hand is GameOverError', () => {
    const game = Controller.init(2, { seed: 1, roundLimit: 1 });
    game.play();
    expect(() => handMove(game, 'p1')).toThrow(GameOverError);
  });
});

describe('issue 20.3 with 20.7: a game saved in the middle of a turn played by hand', () => {
  it('issue 20.3: toJSON keeps the turn under way; the restored game has the same player, moves left and refusals', () => {
    const game = Controller.init(6, { seed: 3 });
    expect(game.toJSON().turn).toBeNull();
    game.waterStep();
    expect(handMove(game, 'p1').moved).toBe(true);
    const saved = JSON.parse(JSON.stringify(game));
    expect(saved.turn).toMatchObject({ phase: 1, left: game.movesLeft });
    const back = Controller.fromJSON(saved);
    expect(back.toMove).toBe(game.toMove);
    expect(back.movesLeft).toBe(game.movesLeft);
    expect(codeOf(() => handMove(back, 'p2'))).toBe('OUT_OF_TURN');
    expect(codeOf(() => back.waterStep())).toBe('OUT_OF_TURN');
    // Both go on alike: the rest of the fox's turn, then the dolphins', then the next round.
    for (const g of [game, back]) {
      while (g.toMove === 'Fox') handMove(g, 'p1');
      while (g.toMove === 'Dolphin') handMove(g, 'p2');
    }
    expect(back.round).toBe(game.round);
    expect(JSON.stringify(back)).toBe(JSON.stringify(game));
  });

  it('issue 20.3: a malformed turn is refused with BAD_DATA', () => {
    const game = Controller.init(6, { seed: 3 });
    game.waterStep();
    const saved = JSON.parse(JSON.stringify(game));
    for (const turn of [{ ...saved.turn, phase: 3 }, { ...saved.turn, left: -1 }, { phase: 1, left: 1 }, 'x']) {
      expect(codeOf(() => Controller.fromJSON({ ...saved, turn }))).toBe('BAD_DATA');
    }
    const { turn: _, ...noTurn } = saved;
    expect(codeOf(() => Controller.fromJSON(noTurn))).toBe('BAD_DATA');
  });
});
