// main() in-process with scripted input: every command, sequence moves,
// automatic moves with their undo and redo, every refusal with its reason,
// and the command line.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseBoard, solve } from '@arcade/model-freecell';
import {
  bufferSink,
  OutputClosedError,
  quoteInput,
  ReadError,
  renderFreecell,
  scriptedReader,
} from '@arcade/view-console/node';
import { describe, expect, it } from 'vitest';
import { HINT_OPTIONS, main, parseOptions, randomDeal, turnsOf, USAGE } from '../src/index.js';
import { deal, replies, run, RUN_BOARD } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'freecell-main-'));
const boardFile = join(dir, 'run.txt');
writeFileSync(boardFile, RUN_BOARD);

describe('freecell main: playing', () => {
  it('shows the deal with columns 1-8, cells a-d and the move counter, and ends with Result: quit', () => {
    const r = run(['--deal', '1'], []);
    expect(r.code).toBe(0);
    expect(r.out).toBe(
      `FreeCell deal 1: type help for the commands.\n${renderFreecell(deal(1), { moves: 0 })}Your move: \nEnd of input.\nResult: quit\n`,
    );
    expect(r.out).toContain(' a    b    c    d      h: foundations');
    expect(r.out).toContain('  1    2    3    4    5    6    7    8');
    expect(r.out).toContain('0 of 52 cards home. Moves: 0.');
  });

  it('quit ends the game with Result: quit, whatever follows', () => {
    const r = run(['--deal', '1'], ['6a', 'QUIT', '6b']);
    expect(r.out.endsWith('Your move: QUIT\nResult: quit\n')).toBe(true);
    expect(r.out).not.toContain('6b:');
  });

  it('plays moves typed in either case with spaces, counting them', () => {
    const r = run(['--deal', '1'], ['6A', ' 6 b ']);
    expect(replies(r.out).slice(0, 2)).toEqual([
      '6a: 3D to cell a.',
      '6b: 2C to cell b. Home by themselves: AC 2C AS.',
    ]);
    expect(r.out).toContain('3 of 52 cards home. Moves: 2.');
  });

  it('sends the safe cards home after a move, and undo and redo take them back and forth with it', () => {
    const r = run(['--deal', '1'], ['6a', '6b', 'undo', 'undo', 'redo', 'redo', 'undo']);
    expect(replies(r.out)).toEqual([
      '6a: 3D to cell a.',
      '6b: 2C to cell b. Home by themselves: AC 2C AS.',
      'Took back 6b and sent AC 2C AS back from the foundations.',
      'Took back 6a.',
      'Again: 6a: 3D to cell a.',
      'Again: 6b: 2C to cell b. Home by themselves: AC 2C AS.',
      'Took back 6b and sent AC 2C AS back from the foundations.',
      'End of input.', // then Result: quit
    ]);
    // After the last undo: one move on the board, nothing home.
    const g = deal(1);
    g.play('6a');
    expect(r.out.endsWith(`${renderFreecell(g, { moves: 1 })}Your move: \nEnd of input.\nResult: quit\n`)).toBe(true);
  });

  it('--no-auto leaves every card where it is until a move sends it home', () => {
    const r = run(['--deal', '1', '--no-auto'], ['6a', '6b', '6h', 'bh', 'undo']);
    expect(r.out.split('\n').slice(0, 2)).toEqual([
      'FreeCell deal 1: type help for the commands.',
      'Automatic moves are off: every card home is a move you type.',
    ]);
    expect(replies(r.out)).toEqual([
      '6a: 3D to cell a.',
      '6b: 2C to cell b.',
      '6h: AC home.',
      'bh: 2C home.',
      'Took back bh.',
      'End of input.', // then Result: quit
    ]);
  });

  it('a new move after undo empties the redo list', () => {
    const r = run(['--deal', '1'], ['6a', 'undo', '6b', 'redo']);
    expect(replies(r.out)[3]).toBe('Nothing to redo: no move has been taken back since the last one played.');
  });

  it('undo, redo and restart at the ends say there is nothing to do', () => {
    const r = run(['--deal', '1'], ['undo', 'redo', 'restart']);
    expect(replies(r.out).slice(0, 3)).toEqual([
      'Nothing to undo: this is the start of the game.',
      'Nothing to redo: no move has been taken back since the last one played.',
      'This is already the start of the game.',
    ]);
  });

  it('restart takes every move back, and redo plays them again', () => {
    const r = run(['--deal', '1'], ['6a', '6b', 'Restart', 'redo', 'redo', 'redo']);
    expect(replies(r.out).slice(2)).toEqual([
      'Back to the start of deal 1: 2 moves taken back (redo plays them again).',
      'Again: 6a: 3D to cell a.',
      'Again: 6b: 2C to cell b. Home by themselves: AC 2C AS.',
      'Nothing to redo: no move has been taken back since the last one played.',
      'End of input.', // then Result: quit
    ]);
  });

  it('hint gives the next move of a solution, and says when there is none', () => {
    const r = run(['--deal', '1'], ['hint', '1a', '2b', '3c', '4d', 'hint']);
    const [first, , , , , last] = replies(r.out);
    // Issue 21: the hint follows the short mode's solution.
    const solution = solve(deal(1), HINT_OPTIONS);
    if (solution.status !== 'solved') throw new Error('deal 1 is solvable');
    // The solver's first move (deal 1 has no card to send home before it), described.
    const move = solution.moves[0] as string;
    expect(first).toMatch(
      new RegExp(
        `^Hint: ${move}: \\w\\w to [^.]+ \\(${turnsOf(deal(1), solution.moves, true).length} moves to win from here\\)\\.$`,
      ),
    );
    expect(last).toBe('There is no solution from here: undo some moves, or restart.');
    // A hint changes nothing: one board drawn before the next move.
    expect(r.out.split('Moves: 0.')).toHaveLength(2);
  });

  it('solve plays the rest of the game one move at a time, redrawing, and says the solver finished it (issue 22 defect 7)', () => {
    const r = run(['--deal', '617'], ['4a', 'solve', '1a']);
    expect(r.code).toBe(0);
    const moves = r.out.match(/^Move \d+: /gm) ?? [];
    expect(moves.length).toBeGreaterThan(30);
    expect(moves[0]).toBe('Move 2: ');
    const total = moves.length + 1;
    // Not 'Result: won deal 617 in N moves', as a win by hand ends.
    expect(r.out).not.toContain('Result: won');
    expect(
      r.out.endsWith(
        `All 52 cards home: won! Moves: ${total}.\nResult: solved deal 617 by the solver in ${total} moves, 1 of them yours\n`,
      ),
    ).toBe(true);
    // Every move but the last is followed by the board.
    expect(r.out.split('Moves: ').length).toBeGreaterThan(moves.length);
  });

  it('solve in a lost position says so and the game goes on', () => {
    const r = run(['--deal', '1'], ['1a', '2b', '3c', '4d', 'solve', 'undo']);
    expect(replies(r.out).slice(4)).toEqual([
      'There is no solution from here: undo some moves, or restart.',
      'Took back 4d.',
      'End of input.', // then Result: quit
    ]);
  });

  it('issue 22 (fit the screen): help gives every command, help rules the rules; board draws the board again', () => {
    const r = run(['--deal', '1'], ['help', 'help rules', 'BOARD']);
    for (const word of ['undo', 'redo', 'hint', 'solve', 'restart', 'help', 'board', 'quit']) {
      expect(r.out).toMatch(new RegExp(`^  ${word} +\\S`, 'm'));
    }
    expect(r.out).toContain('36   column 3 to column 6');
    expect(r.out.split(renderFreecell(deal(1), { moves: 0 }))).toHaveLength(3);
    for (const line of r.out.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
  });
});

describe('freecell main: sequence moves and refusals (a built board)', () => {
  it('moves an ordered run in one move and says how many cards moved', () => {
    const r = run(['--board', boardFile], ['12']);
    expect(r.out.split('\n')[0]).toBe('FreeCell, the board from the file: type help for the commands.');
    expect(replies(r.out)[0]).toBe('12: 3 cards (9C 8H 7S) onto TD in column 2.');
    const g = parseBoard(RUN_BOARD);
    g.play('12');
    expect(r.out).toContain(`12: 3 cards (9C 8H 7S) onto TD in column 2.\n${renderFreecell(g, { moves: 1 })}`);
  });

  it('holds sequence moves to the supermove limit, and halves it into an empty column', () => {
    const r = run(['--board', boardFile], ['3a', '4b', '5c', '12', 'restart', '2a', '2b', '2c', '12v3', '12']);
    const rs = replies(r.out);
    // (1 + 1 free cell) x 2^0 = 2 cards at most.
    expect(rs[3]).toBe('3 cards, but 1 free cell and 0 empty columns move at most 2 at once.');
    expect(rs[4]).toBe('Back to the start of the board: 3 moves taken back (redo plays them again).');
    // Column 2 emptied, one cell free: into the empty column (1 + 1) x 2^(1 - 1) = 2 cards.
    expect(rs[7]).toBe('2c: 3D to cell c.');
    expect(rs[8]).toBe('12v3: 3 cards need more free cells or empty columns (at most 2).');
    expect(rs[9]).toBe('12: 2 cards (8H 7S) to column 2.');
  });

  it('refuses every bad move with a one-line reason and changes nothing', () => {
    const bad = [
      ['xx', '"x" is not a place: columns are 1-8, cells a-d, and h is the foundations.'],
      ['9a', '"9" is not a place: columns are 1-8, cells a-d, and h is the foundations.'],
      ['h1', 'Cards stay on the foundations: a move starts at a column 1-8 or a cell a-d.'],
      ['1 2 3', '"1 2 3" is not a move: type a source and a target, e.g. 3a, a4, 4h or 36.'],
      ['hello', '"hello" is not a move: type a source and a target, e.g. 3a, a4, 4h or 36.'],
      ['1h', '7S cannot go home yet: the spades need AS first.'],
      ['a1', 'Cell a is empty.'],
      ['11', '11: the source and the target are the same column.'],
      ['21', 'TD does not go on 7S: it goes on a black J.'],
      ['31', '3H does not go on 7S: it goes on a black 4.'],
      ['41', 'TH does not go on 7S: it goes on a black J.'],
      ['15', "No card of column 1's run (9C..7S) goes on 4C, which takes a red 3."],
      ['12v2', '12v2: only 3 cards fit on TD.'],
      ['12v20', "'12v20': 'vN' names 1..13 cards of a column-to-column move."],
      ['x'.repeat(200), 'That line is too long (200 characters) to be a move such as 3a.'],
    ] as const;
    const r = run(
      ['--board', boardFile],
      bad.map(([line]) => line),
    );
    expect(replies(r.out).slice(0, bad.length)).toEqual(bad.map(([, reason]) => reason));
    // The board was drawn once: nothing changed.
    expect(r.out.split('Moves: ')).toHaveLength(2);
    // Each echoed line is cut at 80 characters (then '...').
    for (const line of r.out.split('\n')) expect(line.replace('Your move: ', '').length).toBeLessThanOrEqual(83);
  });

  it('refuses moves that need the cells or the columns as they are', () => {
    const r = run(['--board', boardFile], ['3a', '3a', 'a4', '2b', '2c', '2d', '2a', '32', 'ah']);
    expect(replies(r.out).slice(0, 9)).toEqual([
      '3a: 3H to cell a.',
      'Cell a already holds 3H.',
      '3H does not go on TH: it goes on a black 4.',
      '2b: TD to cell b.',
      '2c: 6C to cell c.',
      '2d: 3D to cell d.',
      'Column 2 is empty.',
      '32: JD to column 2.',
      '3H cannot go home yet: the hearts need AH first.',
    ]);
  });
});

describe('freecell main: the command line', () => {
  it('--help prints the usage', () => {
    const r = run(['--help'], []);
    expect(r.code).toBe(0);
    expect(r.out).toBe(`${USAGE}\n`);
  });

  it('without --deal a random deal comes from the seed, and its number is printed', () => {
    const n = randomDeal(42);
    const a = run(['--seed', '42'], []);
    expect(a.out.split('\n')[0]).toBe(`Random deal ${n} (seed 42): play it again with --deal ${n}.`);
    expect(a.out).toContain(`FreeCell deal ${n}: `);
    const b = run([], [], () => 42);
    expect(b.out).toBe(a.out);
    expect(randomDeal(43)).not.toBe(n);
  });

  it("issue 22 (bad options): one line of reason and Try 'freecell --help'., status 2", () => {
    const cases: [string[], string][] = [
      [['--deal', '0'], '--deal needs an integer from 1 to 2147483647, got "0"'],
      [['--deal', '2147483648'], '--deal needs an integer from 1 to 2147483647, got "2147483648"'],
      [['--deal', 'x'], '--deal needs an integer from 1 to 2147483647, got "x"'],
      [['--deal'], '--deal needs a deal number, got nothing'],
      [['--seed', '1.5'], '--seed needs an integer from 0 to 4294967295, got "1.5"'],
      [['--seed', '-1'], '--seed needs an integer from 0 to 4294967295, got "-1"'],
      [['--bogus'], 'unknown option "--bogus"'],
      [['--no-auto=yes'], '--no-auto takes no value, got "--no-auto=yes"'],
      [['extra'], 'unexpected argument "extra"'],
      [['--deal', '1', '--board', 'f'], '--deal and --board name two different games: give one'],
      [['--seed', '1', '--deal', '2'], '--seed picks a random deal: leave it out with --deal or --board'],
      [['--board', '-'], '--board - reads stdin, which the moves need: use a file, or --solve'],
    ];
    for (const [args, reason] of cases) {
      const r = run(args, ['6a']);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.out).toBe('');
      expect(r.err).toBe(`freecell: ${reason}\nTry 'freecell --help'.\n`);
      expect(parseOptions(args)).toBe(reason);
    }
  });

  it('--solve prints the solution of a deal and plays nothing', () => {
    const r = run(['--deal', '1', '--solve'], ['6a']);
    expect(r.code).toBe(0);
    const solution = solve(deal(1));
    if (solution.status !== 'solved') throw new Error('deal 1 is solvable');
    // The moves on one line, as issue 11 asks (scripts read it whole).
    expect(r.out).toBe(`Deal 1: solved in ${solution.moves.length} moves\n${solution.moves.join(' ')}\n`);
    // Deal 11982 is the one unsolvable deal of 1..32000 (the fc-solve project's published results).
    expect(run(['--deal', '11982', '--solve'], []).out).toBe('Deal 11982: unsolvable\n');
  });

  it('--board - --solve reads the board from the input', () => {
    const r = run(['--board', '-', '--solve'], RUN_BOARD.split('\n'));
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Board: solved in \d+ moves\n[1-8a-dh v0-9]+\n$/);
  });

  it('a bad board file gets one line naming the line, status 1', () => {
    const bad = join(dir, 'bad.txt');
    writeFileSync(bad, RUN_BOARD.replace('TD', 'XD'));
    const r = run(['--board', bad, '--solve'], []);
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toBe(`freecell: ${quoteInput(bad)}: line 3: 'XD' has no rank: use A 2-9 T J Q K\n`);
    const missing = run(['--board', join(dir, 'nope.txt')], []);
    expect(missing.code).toBe(1);
    expect(missing.err).toBe(
      `freecell: cannot read the board file ${quoteInput(join(dir, 'nope.txt'))}: no such file\n`,
    );
  });

  it('regression: unreadable input was reported on stdout (main did not run through runConsoleGame)', () => {
    const output = bufferSink();
    const error = bufferSink();
    const input = {
      readLine(): string | null {
        throw new ReadError(
          Object.assign(new Error('EISDIR: illegal operation on a directory, read'), { code: 'EISDIR' }),
        );
      },
      close() {},
    };
    expect(main(['--deal', '1'], { input, output, error })).toBe(1);
    expect(output.text()).not.toContain('cannot read');
    expect(error.text()).toBe('freecell: cannot read the input: EISDIR: illegal operation on a directory, read\n');
    const closed = {
      write: () => {
        throw new OutputClosedError();
      },
    };
    expect(main(['--deal', '1'], { input: scriptedReader(['6a']), output: closed, error })).toBe(0);
  });

  it('regression: the --help usage line was 83 columns', () => {
    for (const line of USAGE.split('\n')) expect(line.length, line).toBeLessThanOrEqual(80);
  });

  it('regression: usage and board-file reasons went past 80 columns (long values, long paths)', () => {
    const long = `/tmp/${'z'.repeat(120)}/board.txt`;
    for (const args of [
      ['--deal', '9'.repeat(30)],
      ['--seed', 'x'.repeat(100)],
      ['--board', long],
      ['--board', long, '--solve'],
    ]) {
      const r = run(args, []);
      const first = r.err.split('\n')[0] ?? '';
      expect(first, args.join(' ')).toMatch(/^freecell: /);
      expect(first.length, first).toBeLessThanOrEqual(80);
    }
  });
});
