import { Game, makeGame, parseGame } from '@arcade/model-tictactoe';
import { bufferSink, type LineReader, renderTicTacToe, scriptedReader } from '@arcade/view-console/node';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hintText, main, parseArgs, readMove, resultOf, USAGE } from '../src/index.js';

function run(args: string[], lines: string[]) {
  const output = bufferSink();
  const error = bufferSink();
  const code = main(args, { input: scriptedReader(lines), output, error, echo: true, randomSeed: () => 7 });
  return { code, out: output.text(), err: error.text() };
}

const lastLine = (text: string) => text.trimEnd().split('\n').at(-1);

describe('parseArgs', () => {
  it('defaults: you are X against the perfect computer', () => {
    expect(parseArgs([])).toEqual({ help: false, x: 'human', o: 'computer', level: 'perfect', seed: null });
    expect(parseArgs(['--x', 'Computer', '--o=human', '--level', 'random', '--seed', '4294967295', '-h'])).toEqual({
      help: true,
      x: 'computer',
      o: 'human',
      level: 'random',
      seed: 4294967295,
    });
  });

  it('gives a one-line reason for every bad value', () => {
    expect(parseArgs(['--x', 'robot'])).toBe('--x needs human or computer, got "robot"');
    expect(parseArgs(['--o', ''])).toBe('--o needs human or computer, got ""');
    expect(parseArgs(['--level', '3'])).toBe('--level needs perfect or random, got "3"');
    for (const seed of ['abc', '-1', '1.5', '4294967296', '99999999999', '']) {
      expect(parseArgs(['--seed', seed])).toBe(`--seed needs an integer from 0 to 4294967295, got "${seed}"`);
    }
    expect(parseArgs(['--seed'])).toBe('--seed needs an integer, got nothing');
    expect(parseArgs(['--x'])).toBe('--x needs human or computer, got nothing');
    expect(parseArgs(['--colour'])).toBe('unknown option "--colour"');
    expect(parseArgs(['extra'])).toBe('unexpected argument "extra"');
    expect(parseArgs(['--help=yes'])).toBe('--help takes no value, got "--help=yes"');
  });

  it('regression: a reason quoting a long value went past 80 columns (up to 87)', () => {
    for (const option of ['--x', '--o', '--level', '--seed']) {
      const output = bufferSink();
      const error = bufferSink();
      expect(main([option, '9'.repeat(100)], { input: scriptedReader([]), output, error })).toBe(2);
      const first = error.text().split('\n')[0] ?? '';
      expect(first).toMatch(new RegExp(`^tictactoe: ${option} needs .*, got "9{12}\\.\\.\\."$`));
      expect(first.length, first).toBeLessThanOrEqual(80);
    }
  });
});

describe('readMove', () => {
  const g = parseGame('X../.O./...');
  it('reads row,column with spaces tolerated', () => {
    for (const text of ['1,2', ' 1 , 2 ', '1 2', '12', '1,\t2'])
      expect(readMove(g, text)).toEqual({ ok: true, move: { i: 1, j: 2 } });
  });

  it('refuses with one line: taken, off the board, not row,column, game over', () => {
    const reason = (game: Game, text: string) => {
      const r = readMove(game, text);
      expect(r.ok).toBe(false);
      return r.ok ? '' : r.reason;
    };
    expect(reason(g, '2,2')).toBe('2,2 is taken (O is there): pick an empty cell.');
    expect(reason(g, '4,1')).toBe('Row 4 is off the board: rows are 1 to 3.');
    expect(reason(g, '1,0')).toBe('Column 0 is off the board: columns are 1 to 3.');
    expect(reason(g, 'a1')).toBe('"a1" is not a move: type a cell 1 to 9 or row,column, e.g. 5 or 2,2, or help.');
    expect(reason(g, '123')).toBe('"123" is not a move: type a cell 1 to 9 or row,column, e.g. 5 or 2,2, or help.');
    expect(reason(g, 'x\u001b[2J')).toBe(
      '"x?[2J" is not a move: type a cell 1 to 9 or row,column, e.g. 5 or 2,2, or help.',
    );
    expect(reason(g, '1'.repeat(500))).toMatch(/^"1{20}\.\.\." is not a move/);
    expect(reason(parseGame('XXX/OO./...'), '3,3')).toBe('The game is over: no more moves.');
  });
});

describe('main, scripted', () => {
  it('plays X against the computer to the end: the board before the Result line', () => {
    // The row-by-row sweep: each taken cell is refused and the next one tried.
    const sweep = ['1,1', '1,2', '1,3', '2,1', '2,2', '2,3', '3,1', '3,2', '3,3'];
    const r = run(['--seed', '3'], sweep);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Tic-tac-toe: you are X (you move first) against the perfect computer (O).');
    expect(r.out).toContain("Seed 3: --seed 3 replays the computer's choices.");
    expect(r.out).toMatch(/O \(computer\) plays \d,\d\.\n/);
    expect(lastLine(r.out)).toMatch(/^Result: (O wins|draw)$/);
    // The last board has the status line of a finished game just above the Result.
    expect(r.out.trimEnd().split('\n').at(-2)).toMatch(/^(Circle \(O\) wins|Draw)/);
    // The same seed replays the same game.
    expect(run(['--seed', '3'], sweep).out).toBe(r.out);
  });

  it('X wins, O wins and draw between two people', () => {
    expect(lastLine(run(['--o', 'human'], ['1,1', '2,1', '1,2', '2,2', '1,3']).out)).toBe('Result: X wins');
    expect(lastLine(run(['--o', 'human'], ['1,1', '2,1', '1,2', '2,2', '3,3', '2,3']).out)).toBe('Result: O wins');
    const draw = ['1,1', '2,2', '3,3', '1,2', '3,2', '3,1', '1,3', '2,3', '2,1'];
    const r = run(['--o', 'human'], draw);
    expect(lastLine(r.out)).toBe('Result: draw');
    expect(r.out).toContain('Draw: the board is full and nobody has three in a row\nResult: draw\n');
  });

  it('the computer plays both sides with no input: perfect play always draws', () => {
    for (const seed of ['0', '1', '2', '99']) {
      const r = run(['--x', 'computer', '--o', 'computer', '--seed', seed], []);
      expect(r.code).toBe(0);
      // Each position drawn as it comes (the status line only on the last, the result).
      expect(r.out.match(/ {4}1 {3}2 {3}3\n/g)?.length).toBeGreaterThan(7);
      expect(r.out.match(/\(computer\) plays/g)).toHaveLength(9);
      expect(lastLine(r.out)).toBe('Result: draw');
    }
  });

  it('quit and end of input both end with Result: quit', () => {
    expect(lastLine(run([], ['2,2', 'QUIT']).out)).toBe('Result: quit');
    expect(lastLine(run([], ['2,2']).out)).toBe('Result: quit');
    expect(lastLine(run([], []).out)).toBe('Result: quit');
    // End of input says so in the one line every game shares; a typed quit does not.
    expect(run([], ['2,2']).out.endsWith('\nEnd of input.\nResult: quit\n')).toBe(true);
    expect(run([], ['2,2', 'QUIT']).out).not.toContain('End of input.');
  });

  it('issue 22: a cell number 1 to 9 is a move, 5 the centre, beside row,column', () => {
    const r = run(['--o', 'human'], ['5', '1', '9', '2,2', '0', 'quit']);
    expect(r.out).toContain('X to move (1-9 or row,col): 5\n');
    expect(r.out).toContain('\n2     | X |\n');
    expect(r.out).toContain('\n1   O |   |\n');
    expect(r.out).toContain('X to move (1-9 or row,col): 9\n');
    expect(r.out).toContain('O to move (1-9 or row,col): 2,2\n2,2 is taken (X is there): pick an empty cell.\n');
    expect(r.out).toContain('O to move (1-9 or row,col): 0\nCell 0 is off the board: cells are 1 to 9.\n');
    // help rules says which way the numbers count.
    const help = run([], ['help rules', 'quit']).out;
    expect(help.replace(/\s+/g, ' ')).toContain('1 2 3 the top row, 4 5 6 the middle, 7 8 9 the bottom');
    expect(help).toContain('     4 | 5 | 6\n');
  });

  it('issue 22: the board before a prompt has no "Cross (X) to move" line (the prompt says it)', () => {
    const r = run(['--o', 'human'], ['5', 'board', 'quit']);
    expect(r.out).not.toMatch(/(Cross|Circle) \([XO]\) to move/);
    expect(r.out).toContain('3     |   |\nX to move (1-9 or row,col): 5\n');
    // The end of the game still names the winner under the board.
    const won = run(['--o', 'human'], ['1', '4', '2', '5', '3']);
    expect(won.out).toMatch(/Cross \(X\) wins: row 1\nResult: X wins\n$/);
  });

  it('undo takes back your move and the computer reply; nothing to undo at the start', () => {
    const r = run(['--seed', '1'], ['undo', '2,2', 'Undo', 'board', 'quit']);
    expect(r.out).toContain(
      'X to move (1-9 or row,col): undo\nNothing to undo: no move of yours has been played yet.\n',
    );
    expect(r.out).toMatch(/X to move \(1-9 or row,col\): Undo\nTook back X 2,2 and O \d,\d\.\n/);
    // After the undo the empty board is drawn again, and `board` draws it once more.
    const empty = renderTicTacToe(Game.make(), { status: false });
    expect(r.out.split(empty)).toHaveLength(4);
  });

  it('undo between two people takes back one move; as O the computer opens again', () => {
    const two = run(['--o', 'human'], ['1,1', 'undo', 'quit']);
    expect(two.out).toContain('O to move (1-9 or row,col): undo\nTook back X 1,1.\n');
    const asO = run(['--x', 'computer', '--o', 'human', '--seed', '5'], ['undo', 'hint', 'quit']);
    expect(asO.out).toContain('Nothing to undo');
    expect(asO.out).toMatch(/Hint: \d,\d leads to a draw with perfect play/);
  });

  it('hint: the best move and what it leads to', () => {
    expect(hintText(parseGame('XX./OO./...'))).toBe('Hint: 1,3 wins for X with perfect play.');
    expect(hintText(parseGame('X.X/.O./O.X'))).toMatch(
      /^Hint: \d,\d loses for O \(so does every move\) with perfect play/,
    );
    expect(hintText(Game.make())).toBe(
      'Hint: 1,1 leads to a draw with perfect play (as good: 1,2 1,3 2,1 2,2 2,3 3,1 3,2 3,3).',
    );
    expect(hintText(parseGame('XXX/OO./...'))).toBeNull();
  });

  it('help, board and quit at every prompt, in any case, and every bad move gets one line', () => {
    const r = run(['--o', 'human'], ['HELP', 'x', '1,1', 'Board', '1,1', '0,4', 'Hint', 'quit']);
    expect(r.out).toContain('Commands (at any prompt, in upper or lower case):');
    expect(r.out).toContain('  undo ');
    expect(r.out).toContain('  hint ');
    expect(r.out).toContain('X to move (1-9 or row,col): x\n"x" is not a move');
    expect(r.out).toContain(
      'O to move (1-9 or row,col): 1,1\n1,1 is taken (X is there): pick an empty cell.\nO to move',
    );
    expect(r.out).toContain('O to move (1-9 or row,col): 0,4\nRow 0 is off the board: rows are 1 to 3.\nO to move');
    for (const line of r.out.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
  });

  it('--help prints the usage; a bad option prints one reason and the usage on error, status 2', () => {
    const help = run(['--help'], []);
    expect(help.code).toBe(0);
    expect(help.out).toBe(`${USAGE}\n`);
    const bad = run(['--level', 'hard'], []);
    expect(bad.code).toBe(2);
    expect(bad.out).toBe('');
    expect(bad.err.split('\n')[0]).toBe('tictactoe: --level needs perfect or random, got "hard"');
  });

  it('property: whatever a person types, the perfect computer never loses, as X or as O', () => {
    const cell = fc.tuple(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 4 })).map(([i, j]) => `${i},${j}`);
    fc.assert(
      fc.property(fc.boolean(), fc.nat(1000), fc.array(cell, { maxLength: 30 }), (computerIsX, seed, lines) => {
        const sides = computerIsX ? ['--x', 'computer', '--o', 'human'] : [];
        const { code, out } = run([...sides, '--seed', String(seed)], lines);
        expect(code).toBe(0);
        expect(lastLine(out)).not.toBe(computerIsX ? 'Result: O wins' : 'Result: X wins');
      }),
      { numRuns: 200 },
    );
  });

  it('a refused move leaves the game as it was', () => {
    const g = parseGame('X../.O./...');
    readMove(g, '2,2');
    expect(makeGame(g)).toBe('X../.O./...');
    expect(resultOf(parseGame('XXX/OO./...'))).toBe('X wins');
  });
});

/** A reader that reports how many lines were read, for the tests that check nothing is read after the end. */
function countingReader(lines: string[]): LineReader & { count: () => number } {
  const inner = scriptedReader(lines);
  let n = 0;
  return {
    readLine() {
      const line = inner.readLine();
      if (line !== null) n++;
      return line;
    },
    close: () => inner.close(),
    count: () => n,
  };
}

describe('main stops reading when the game ends', () => {
  it('reads no line after the last move', () => {
    const input = countingReader(['1,1', '2,1', '1,2', '2,2', '1,3', 'extra', 'more']);
    const output = bufferSink();
    expect(main(['--o', 'human'], { input, output })).toBe(0);
    expect(input.count()).toBe(5);
    expect(lastLine(output.text())).toBe('Result: X wins');
  });
});
