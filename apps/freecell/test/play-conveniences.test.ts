// Issue 22 (the console games as a player finds them), FreeCell's part:
// defects 6 and 7, and the conveniences of Microsoft FreeCell and PySolFC.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FreecellGame, parseBoard } from '@arcade/model-freecell';
import { bufferSink, renderFreecell, scriptedReader } from '@arcade/view-console/node';
import { describe, expect, it } from 'vitest';
import { FreecellSession, listMoves, main, readWordCommand, utf8Locale } from '../src/index.js';
import { deal, replies, run, RUN_BOARD } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'freecell-issue22-'));
const boardFile = join(dir, 'run.txt');
writeFileSync(boardFile, RUN_BOARD);

describe('issue 22 defect 6: a deal with no solution says so, not "undo some moves"', () => {
  it('deal 11982 answers hint at the start, and after a move, that the deal itself has no solution', () => {
    const r = run(['--deal', '11982'], ['hint', '1a', 'hint', 'solve']);
    const said = 'Deal 11982 has no solution: no play can win it. Type new, next or deal N.';
    expect(replies(r.out)).toEqual([said, '1a: KC to cell a.', said, said, 'End of input.']);
    expect(r.out).not.toContain('undo some moves');
  }, 60_000);

  it('a lost position of a deal that has a solution still says to undo', () => {
    const r = run(['--deal', '1'], ['1a', '2b', '3c', '4d', 'hint']);
    expect(replies(r.out)[4]).toBe('There is no solution from here: undo some moves, or restart.');
  });

  it('the session tells the two apart: fromStart', () => {
    const lost = new FreecellSession(deal(1));
    for (const m of ['1a', '2b', '3c', '4d']) lost.play(m);
    expect(lost.solution()).toEqual({ status: 'unsolvable', fromStart: false });
    expect(new FreecellSession(deal(11982)).solution()).toEqual({ status: 'unsolvable', fromStart: true });
  }, 60_000);
});

describe('issue 22 defect 7: a game finished by solve says the solver finished it', () => {
  it('Result: solved deal N by the solver, and the session says so (finishedBySolver)', () => {
    const r = run(['--deal', '617'], ['solve']);
    expect(r.out).toMatch(/\nResult: solved deal 617 by the solver in \d+ moves\n$/);
    const s = new FreecellSession(deal(617));
    const plan = s.solution();
    if (plan.status !== 'solved') throw new Error('deal 617 is solvable');
    for (const m of plan.moves.slice(0, -1)) s.play(m);
    expect(s.finishedBySolver).toBe(false);
    s.playSolutionMove(plan.moves[plan.moves.length - 1] as string);
    expect(s.game.gameWon()).toBe(true);
    expect(s.finishedBySolver).toBe(true);
    expect(s.playerMoves).toBe(plan.moves.length - 1);
  });

  it('a game won by hand (the last move typed) still ends Result: won deal N in M moves', () => {
    const s = new FreecellSession(deal(617));
    const plan = s.solution();
    if (plan.status !== 'solved') throw new Error('deal 617 is solvable');
    const r = run(['--deal', '617'], [...plan.moves]);
    expect(r.out).toMatch(new RegExp(`\\nResult: won deal 617 in ${plan.moves.length} moves\\n$`));
  });
});

describe('issue 22: a lone source (3, a) makes the smart move of @arcade/model-freecell', () => {
  it('plays the best move for the card, and says why when it has none', () => {
    const r = run(['--deal', '1'], ['6', 'A', ' 5 ']);
    expect(replies(r.out).slice(0, 3)).toEqual([
      '6a: 3D to cell a.',
      '3D in cell a has no move: it goes neither home, nor onto a column.',
      '5b: 6C to cell b.',
    ]);
  });

  it('help says which move that is, and lists the new commands', () => {
    const r = run(['--deal', '1'], ['help', 'help rules']);
    expect(r.out).toContain("  3, a the best move for column 3's card (or run), or cell a's: home, else onto");
    for (const word of ['moves', 'auto', 'new', 'next', 'deal'])
      expect(r.out).toMatch(new RegExp(`^  ${word} +\\S`, 'm'));
    for (const line of r.out.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
  });

  it('a column moves the part of its run that fits, onto a card before a free cell', () => {
    const r = run(['--board', boardFile], ['1', 'd']);
    expect(replies(r.out).slice(0, 2)).toEqual(['12: 3 cards (9C 8H 7S) onto TD in column 2.', 'Cell d is empty.']);
  });
});

describe('issue 22: moves lists the legal moves', () => {
  it('by kind, a free cell and an empty column standing for the others', () => {
    expect(listMoves(deal(1))).toBe('Into free cell a (b c d alike): 1a 2a 3a 4a 5a 6a 7a 8a.');
    const r = run(['--board', boardFile], ['moves']);
    // The answer is one paragraph, wrapped at 80 columns.
    const said = (r.out.split('Your move: moves\n')[1] ?? '').split('\nYour move: ')[0]?.replace(/\n/g, ' ') ?? '';
    for (const line of r.out.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
    expect(said).toMatch(
      /^Onto a card: 12 \(9C\.\.7S on TD\), 14 \(9C\.\.7S on TH\), 35 \(3H on 4C\)\. Into free cell a \(b c d alike\): 1a 2a/,
    );
    // Every move listed is legal.
    const g = parseBoard(RUN_BOARD);
    for (const m of said.match(/\b[1-8a-d][1-8a-dh](?:v\d+)?\b/g) ?? []) expect(g.canPlay(m), m).toBe(true);
    const empty = new FreecellGame();
    empty.setPosition({
      ...g.position(),
      tableau: g
        .position()
        .tableau.map((t, k) => (k === 6 ? [] : k === 7 ? [...t, ...(g.position().tableau[6] ?? [])] : t)),
    });
    expect(listMoves(empty)).toContain('Into empty column 7: ');
    expect(listMoves(empty, { symbols: true })).toContain('(9♣..7♠ on T♦)');
  });
});

describe('issue 22: new, next and deal N start another deal in the game', () => {
  it('next plays the following deal, deal N deal N, new a random deal from a new seed; each says what it leaves', () => {
    let seed = 41;
    const r = run(['--deal', '1'], ['6a', 'next', 'deal 617', 'new', 'quit'], () => seed++);
    const out = r.out;
    expect(out).toContain('Your move: next\nLeaving deal 1 after 1 move.\nFreeCell deal 2: type help');
    expect(out).toContain('Your move: deal 617\nLeaving deal 2 after 0 moves.\nFreeCell deal 617: type help');
    expect(out).toMatch(
      /Your move: new\nLeaving deal 617 after 0 moves\.\nRandom deal (\d+) \(seed 41\): play it again with deal \1\.\nFreeCell deal \1: type help/,
    );
    expect(out.endsWith('Your move: quit\nResult: quit\n')).toBe(true);
  });

  it('refuses deal without a number, a bad number, and next after a board, in one line each', () => {
    const r = run(['--board', boardFile], ['deal', 'deal 0', 'deal x', 'next']);
    expect(replies(r.out).slice(0, 4)).toEqual([
      'deal needs a number: deal 617 plays deal 617 (1 to 2147483647).',
      'deal needs an integer from 1 to 2147483647, got "0".',
      'deal needs an integer from 1 to 2147483647, got "x".',
      'next follows a numbered deal: type new, or deal N.',
    ]);
    expect(readWordCommand('  DEAL  617 ', 10_000)).toEqual({ name: 'deal', deal: 617 });
    expect(readWordCommand('dealer', 10)).toBeNull();
    expect(readWordCommand('36', 10)).toBeNull();
  });

  it('new takes the next seed when the clock gives the same one twice', () => {
    const r = run(['--seed', '5'], ['new', 'new'], () => 5);
    expect(r.out).toMatch(/Random deal \d+ \(seed 6\)/);
    expect(r.out).toMatch(/Random deal \d+ \(seed 7\)/);
  });
});

describe('issue 22: auto on|off switches automatic moves home in the game', () => {
  it('auto off: no card goes home by itself; auto on: from the next move; auto alone says which', () => {
    const r = run(['--deal', '1'], ['auto off', '6a', '6b', 'auto', 'AUTO ON', '5c', 'auto maybe']);
    expect(replies(r.out)).toEqual([
      'Automatic moves are off: every card home is a move you type.',
      '6a: 3D to cell a.',
      '6b: 2C to cell b.',
      'Automatic moves are off: type auto on or auto off to change.',
      'Automatic moves are on: safe cards go home by themselves after each move.',
      '5c: 6C to cell c. Home by themselves: AC 2C AS.',
      'Type auto on or auto off (auto alone says which it is).',
      'End of input.',
    ]);
  });

  it('the setting carries over to the next deal, and --no-auto starts with it off', () => {
    const r = run(['--deal', '1', '--no-auto'], ['auto on', 'next']);
    expect(r.out).not.toContain('FreeCell deal 2: type help for the commands.\nAutomatic moves are off');
    const off = run(['--deal', '1'], ['auto off', 'next']);
    expect(off.out).toContain('FreeCell deal 2: type help for the commands.\nAutomatic moves are off');
  });
});

describe('issue 22: suit symbols on a UTF-8 terminal, letters otherwise', () => {
  it('utf8Locale: the first set of LC_ALL, LC_CTYPE, LANG names UTF-8', () => {
    expect(utf8Locale({ LANG: 'en_US.UTF-8' })).toBe(true);
    expect(utf8Locale({ LANG: 'C.utf8' })).toBe(true);
    expect(utf8Locale({ LC_CTYPE: 'de_DE.UTF-8', LANG: 'C' })).toBe(true);
    expect(utf8Locale({ LC_ALL: 'C', LANG: 'en_US.UTF-8' })).toBe(false);
    expect(utf8Locale({ LC_ALL: '', LANG: 'en_US.UTF-8' })).toBe(true);
    expect(utf8Locale({ LANG: 'POSIX' })).toBe(false);
    expect(utf8Locale({})).toBe(false);
  });

  it('with symbols the board and the messages show ♠♥♦♣; without, letters', () => {
    const output = bufferSink();
    main(['--deal', '1'], { input: scriptedReader(['6a', '6b']), output, echo: true, symbols: true });
    const out = output.text();
    expect(out).toContain(renderFreecell(deal(1), { symbols: true, moves: 0 }));
    expect(out).toContain('6a: 3♦ to cell a.');
    expect(out).toContain('Home by themselves: A♣ 2♣ A♠.');
    expect(run(['--deal', '1'], ['6a']).out).not.toMatch(/[♠♥♦♣]/);
  });

  it('input accepts both: a board file written with symbols plays as the same board', () => {
    const file = join(dir, 'symbols.txt');
    writeFileSync(
      file,
      RUN_BOARD.replace(/([2-9TJQKA])([HDSC])/g, (_, r, s) => `${r}${{ H: '♥', D: '♦', S: '♠', C: '♣' }[s as 'H']}`),
    );
    const a = run(['--board', file], ['12']);
    expect(a.err).toBe('');
    expect(a.out).toBe(run(['--board', boardFile], ['12']).out);
  });
});
