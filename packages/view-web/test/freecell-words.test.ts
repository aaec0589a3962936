import { describe, expect, it } from 'vitest';
import { clockText, counted, durationWords, moveWords, saidInWords } from '../src/index.js';

describe('issue 36: FreeCell status in words', () => {
  it('the model’s messages without notation, cards as their faces, "1 card fits"', () => {
    expect(saidInWords('58v1: 7D onto 8C in column 8.')).toBe('7♦ onto 8♣ in column 8.');
    expect(saidInWords('31v1: only 1 cards fit on 8C')).toBe('Only 1 card fits on 8♣');
    expect(saidInWords('36: 3 cards (7H 6S 5D) onto 8C in column 6. Home by themselves: AH 2H.')).toBe(
      '3 cards (7♥ 6♠ 5♦) onto 8♣ in column 6. Home by themselves: A♥ 2♥.',
    );
    expect(saidInWords('ah: TH home.')).toBe('10♥ home.');
    expect(saidInWords('only 2 cards fit on 9S')).toBe('Only 2 cards fit on 9♠');
  });

  it('a hint says the move in words', () => {
    expect(moveWords({ card: '6S', count: 1, to: { kind: 'cell', index: 1 }, onto: null })).toBe(
      'move 6♠ to a free cell',
    );
    expect(moveWords({ card: 'AH', count: 1, to: { kind: 'foundation' }, onto: null })).toBe('move A♥ home');
    expect(moveWords({ card: '7D', count: 2, to: { kind: 'column', index: 2 }, onto: '8S' })).toBe(
      'move 7♦ and the card on it onto 8♠',
    );
    expect(moveWords({ card: 'KD', count: 3, to: { kind: 'column', index: 3 }, onto: null })).toBe(
      'move K♦ and the 2 cards on it to the empty column 4',
    );
  });

  it('counts and clocks', () => {
    expect(counted(1, 'move')).toBe('1 move');
    expect(counted(2, 'move')).toBe('2 moves');
    expect(clockText(0)).toBe('0:00');
    expect(clockText(65_400)).toBe('1:05');
    expect(clockText(3_723_000)).toBe('1:02:03');
    expect(durationWords(125_000)).toBe('2 minutes 5 seconds');
    expect(durationWords(45_000)).toBe('45 seconds');
    expect(durationWords(60_000)).toBe('1 minute');
  });
});
