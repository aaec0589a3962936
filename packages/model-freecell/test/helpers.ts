import { type CardT, FreecellGame, msDeal, parseBoard, parseCard } from '../src/index.js';

export function card(text: string): CardT {
  return parseCard(text);
}

export function deal(n: number): FreecellGame {
  const g = new FreecellGame();
  g.newGame(msDeal(n));
  return g;
}

export function board(text: string): FreecellGame {
  return parseBoard(text);
}

/**
 * A position where no moveCard call succeeds: four kings fill the cells, no
 * ace is on top, and no top card fits on another.
 */
export const STUCK = `Foundations: H-0 C-0 D-0 S-0
Freecells: KH KD KS KC
: AH 5H 6H 7H 8H 2H
: AD 5D 6D 7D 8D 2D
: AS 5S 6S 7S 8S 2S
: AC 5C 6C 7C 8C 2C
: 9H TH JH QH 3H 4H
: 9D TD JD QD 3D 4D
: 9S TS JS QS 3S 4S
: 9C TC JC QC 3C 4C
`;
