// End-to-end: the built binary (dist/cli.js, which turbo builds before this
// package's tests), fed through a pipe like a script or a person would.
// NO_COLOR keeps the output plain unless a test says otherwise.
import { spawn, spawnSync } from 'node:child_process';
import { LEVELS } from '@arcade/engine-othello';
import { Cell, Othello, parseBoard, playTranscript } from '@arcade/model-othello';
import { renderOthello } from '@arcade/view-console/node';
import { describe, expect, it } from 'vitest';
import { interruptAtPrompt, runCli } from '../../../test-support/cli.js';
import { CLI, drive, lastBoard, lastLine, markedMoves, transcriptOf } from './helpers.js';

function othello(args: readonly string[], input: string, env?: Record<string, string>) {
  return runCli(CLI, args, input, env);
}

const START_BOARD = renderOthello(new Othello(), { showMoves: true });

/** Plays the first move marked * at each of the person's turns, to the end. */
function firstMarked(out: string): string | null {
  return markedMoves(out)[0] ?? null;
}

/** `Result: black X, white O: ...` for a finished game. */
function resultFor(game: Othello): string {
  const x = game.count(Cell.BLACK);
  const o = game.count(Cell.WHITE);
  return `Result: black ${x}, white ${o}: ${x > o ? 'black wins' : o > x ? 'white wins' : 'draw'}`;
}

describe('othello binary: a whole game', () => {
  it('plays a whole game, you (black) against the computer at level 1, to the Result line', async () => {
    const args = ['--level', '1', '--seed', '7'];
    const r = await drive(args, firstMarked);
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    expect(r.out.startsWith('Othello. You play Black (X) against the computer at level 1 of ')).toBe(true);
    expect(r.out).toContain('Seed 7 (--seed 7 replays this game).');
    expect(r.out).toContain(START_BOARD);
    // The computer's moves are announced, and every line fits in 80 columns.
    expect(r.out).toMatch(/\nWhite \(O\) plays [a-h][1-8]\.\n/);
    expect(r.out.split('\n').every((line) => line.length <= 80)).toBe(true);
    // It ends over: the final board, the count and the winner, the transcript, the Result.
    const transcript = transcriptOf(r.out);
    const final = playTranscript(transcript);
    expect(final.isGameOver()).toBe(true);
    expect(lastLine(r.out)).toBe(resultFor(final));
    expect(r.out).toMatch(
      /\nGame over: (Black \(X\) wins|White \(O\) wins|a draw), \d+ to \d+\.( You win!| The computer wins\.)?\n/,
    );
    expect(r.out).toContain(`${renderOthello(final, { lastMove: final.moves().at(-1)!, status: false })}\nGame over: `);
    // Every move typed was echoed after its prompt (the first marked one, as the driver chose).
    expect(r.out).toMatch(/Black \(X\) to move: [a-h][1-8]\n/);
    expect(r.out).not.toContain('\r');
    expect(r.out).not.toContain('Thinking');
  });

  it('replays exactly with the same seed, and the Transcript line replays with --load', async () => {
    const args = ['--level', '1', '--seed', '7'];
    const [a, b] = [await drive(args, firstMarked), await drive(args, firstMarked)];
    expect(b.out).toBe(a.out);
    const transcript = transcriptOf(a.out);
    // --load of the whole game: over at once, the same final board, count and Result.
    const loaded = othello(['--load', transcript, '--seed', '7'], '');
    expect(loaded.code).toBe(0);
    expect(lastLine(loaded.out)).toBe(lastLine(a.out));
    expect(transcriptOf(loaded.out)).toBe(transcript);
    const end = (out: string) =>
      out.slice(out.lastIndexOf('  a b c d e f g h', out.lastIndexOf('  a b c d e f g h') - 1));
    expect(end(loaded.out)).toBe(end(a.out));
    // The transcript as printed, on its lines with spaces, is read by --load too.
    const printed = /Transcript: ([\s\S]*?)\nResult/.exec(a.out)![1]!;
    expect(othello(['--load', printed, '--seed', '7'], '').out).toBe(loaded.out);
  });

  it('the computer plays both sides to the end with --black computer, reading no input', () => {
    const r = othello(['--black', 'computer', '--level', '1', '--seed', '3'], '');
    expect(r.code).toBe(0);
    expect(r.out).toContain('The computer plays both sides at level 1');
    expect(r.out).not.toContain('to move: ');
    const final = playTranscript(transcriptOf(r.out));
    expect(final.isGameOver()).toBe(true);
    expect(lastLine(r.out)).toBe(resultFor(final));
  });

  it('two people play with --white human: each side types its moves', async () => {
    const seen: string[] = [];
    const r = await drive(['--white', 'human'], (out) => {
      seen.push(/(Black \(X\)|White \(O\)) to move: $/.exec(out)![1]!);
      return seen.length > 4 ? 'quit' : firstMarked(out);
    });
    expect(r.out).toContain('Two players: Black (X) and White (O) take turns.');
    expect(seen.slice(0, 4)).toEqual(['Black (X)', 'White (O)', 'Black (X)', 'White (O)']);
    expect(lastLine(r.out)).toBe('Result: quit');
  });
});

describe('othello binary: passes, undo, hint, moves', () => {
  it('announces a forced pass and makes it for the player', () => {
    // After d3 c3 b3 b2 f5 a3 a1 c1 black has no move (the view-console status test's position).
    const r = othello(['--load', 'd3c3b3b2f5a3a1c1', '--white', 'human'], 'quit\n');
    expect(r.out).toContain('Black (X) has no legal move and passes.\n');
    expect(r.out).toContain('White (O) to move: quit\n');
    expect(r.out).not.toContain('Black (X) to move: ');
    expect(lastLine(r.out)).toBe('Result: quit');
  });

  it('undo takes back your move and the computer reply; with nothing to take back it says so', () => {
    const r = othello(['--level', '1', '--seed', '1'], 'undo\nd3\nundo\nquit\n');
    expect(r.out).toContain(
      'Black (X) to move: undo\nNothing to undo: there is no earlier turn of yours in this game.\n',
    );
    expect(r.out).toMatch(/Black \(X\) to move: undo\nTaken back: d3 [a-h][1-8]; redo plays them again\.\n/);
    // Back at the start: the start board drawn again, and no transcript at the quit.
    const afterUndo = r.out.slice(r.out.indexOf('Taken back'));
    expect(afterUndo).toContain(START_BOARD);
    expect(afterUndo).not.toContain('Transcript');
    expect(lastLine(r.out)).toBe('Result: quit');
  });

  it("after an undo the same move gets the same reply: the computer's choice depends on the seed and position", () => {
    const r = othello(['--level', '1', '--seed', '42'], 'd3\nhint\nundo\nd3\nquit\n');
    const replies = r.out.match(/White \(O\) plays [a-h][1-8]\./g);
    expect(replies).toHaveLength(2);
    expect(replies![1]).toBe(replies![0]);
  });

  it('undo with the computer as black goes back to your previous turn, not before its first move', async () => {
    let turn = 0;
    const r = await drive(['--black', 'computer', '--white', 'human', '--level', '1', '--seed', '2'], (out) => {
      turn++;
      return turn === 1 ? firstMarked(out) : turn === 2 ? 'undo' : turn === 3 ? 'undo' : null;
    });
    expect(r.out).toMatch(/White \(O\) to move: undo\nTaken back: [a-h][1-8]{1} [a-h][1-8]; redo plays them again\.\n/);
    expect(r.out).toContain('White (O) to move: undo\nNothing to undo');
  });

  it('hint gives a legal move and its score; moves lists what the board marks with *', () => {
    const r = othello(['--level', '1', '--seed', '1'], 'hint\nmoves\nHINT\nquit\n');
    const hint =
      /Black \(X\) to move: hint\nHint: ([a-h][1-8])(, worth about [+-]?\d+ discs? for you \(looking \d+ moves? ahead\)|\. With perfect play from here: .*)\.\n/.exec(
        r.out,
      );
    expect(hint).not.toBeNull();
    expect(['c4', 'd3', 'e6', 'f5']).toContain(hint![1]);
    expect(r.out).toContain('Black (X) to move: moves\nLegal moves for Black (X): c4 d3 e6 f5.\n');
    // Commands are read in either case; the position did not change.
    expect(r.out).toContain('Black (X) to move: HINT\nHint: ');
    expect(r.out.split(START_BOARD)).toHaveLength(2);
  });

  it('issue 22 (fit the screen): help lists every command, help rules the rules; board draws the board again', () => {
    const r = othello([], 'help\nhelp rules\nboard\nquit\n');
    expect(r.out).toContain('Type a move as a square, column letter then row digit, in either case: d3.');
    for (const c of ['undo', 'redo', 'hint', 'moves', 'save', 'help', 'board', 'quit'])
      expect(r.out).toMatch(new RegExp(`\n  ${c} +\\S`));
    expect(r.out.split(START_BOARD)).toHaveLength(3);
  });
});

describe('othello binary: bad input', () => {
  it('answers every bad move with a one-line reason and the prompt again, the board unchanged', () => {
    const bad = [
      'z9',
      'i1',
      'a0',
      '3d',
      'hello',
      'd 3',
      'd4',
      'e5',
      'a1',
      'c3',
      'pass',
      'x'.repeat(5000),
      'd3\u001b[2J',
    ];
    const r = othello(['--level', '1', '--seed', '1'], `${bad.join('\n')}\n`);
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    const replies = r.out.split('Black (X) to move: ').slice(1, -1);
    expect(replies).toHaveLength(bad.length);
    const reasons = replies.map((reply) => {
      const [echo, reason, ...rest] = reply.split('\n');
      expect(echo!.length).toBeLessThanOrEqual(83);
      expect(rest).toEqual(['']);
      return reason;
    });
    expect(reasons).toEqual([
      '"z9" is off the board: columns go from a to h, rows from 1 to 8.',
      '"i1" is off the board: columns go from a to h, rows from 1 to 8.',
      '"a0" is off the board: columns go from a to h, rows from 1 to 8.',
      '"3d": type the column letter first, then the row: d3.',
      '"hello" is not a move: type a square such as d3, or help.',
      '"d 3" is not a move: type a square such as d3, or help.',
      'd4 is taken (O is there): pick a free square marked *.',
      'e5 is taken (O is there): pick a free square marked *.',
      'a1 turns no O disc; legal moves: c4 d3 e6 f5.',
      'c3 turns no O disc; legal moves: c4 d3 e6 f5.',
      'You have a legal move (c4 d3 e6 f5), so you may not pass.',
      `"${'x'.repeat(20)}..." is not a move: type a square such as d3, or help.`,
      '"d3?[2J" is not a move: type a square such as d3, or help.',
    ]);
    expect(r.out.split(START_BOARD)).toHaveLength(2);
    expect(r.out).not.toContain('\u001b');
    expect(r.out.endsWith('Black (X) to move: \nEnd of input.\nResult: quit\n')).toBe(true);
  });

  it('takes a move in either case', () => {
    const r = othello(['--level', '1', '--seed', '1'], 'D3\nquit\n');
    expect(r.out).toMatch(/Black \(X\) to move: D3\n {3}a b c d e f g h\n[\s\S]*?\nWhite \(O\) plays [a-h][1-8]\.\n/);
    expect(r.out).toMatch(/Transcript: d3[a-h][1-8]\n/);
  });

  it('bad options: a one-line reason on stderr, the usage, status 2, nothing on stdout', () => {
    const cases: [string[], string][] = [
      [['--level', '0'], '--level needs an integer from 1 to '],
      [['--level', '99'], '--level needs an integer from 1 to '],
      [['--level', 'x'], '--level needs an integer from 1 to '],
      [['--level'], '--level needs an integer from 1 to '],
      [['--black', 'robot'], '--black needs human or computer, got "robot"'],
      [['--white', ''], '--white needs human or computer, got ""'],
      [['--seed', '1.5'], '--seed needs an integer from 0 to 4294967295, got "1.5"'],
      [['--load', 'f5z9'], "--load: move 2 'z9' is not a square a1..h8"],
      [['--load', 'f5a1'], '--load: move 2: a1 turns no X disc'],
      [['--board', 'XO'], '--board needs 64 squares and X or O to move, got "XO"'],
      [['--board', `${'-'.repeat(63)}Q X`], '--board: square h8 is "Q", not X, O or -'],
      [['--colour'], 'unknown option "--colour"'],
      [['extra'], 'unexpected argument "extra"'],
    ];
    for (const [args, reason] of cases) {
      const r = othello(args, 'd3\n');
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.out).toBe('');
      expect(r.err.startsWith(`othello: ${reason}`), `${args.join(' ')}: ${r.err}`).toBe(true);
      expect(r.err.endsWith("\nTry 'othello --help'.\n")).toBe(true);
      expect(r.err.split('\n')[0]!.length).toBeLessThanOrEqual(80);
    }
  });

  it('--help prints the usage, status 0', () => {
    const r = othello(['--help'], '');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Usage: othello \[--black human\|computer\]/);
    expect(r.out.split('\n').every((line) => line.length <= 80)).toBe(true);
  });
});

describe('othello binary: --board, --load and the Result lines', () => {
  it('--board starts from an Edax board string, drawn as the first board', () => {
    // The position after f5d6c3d3c4f4f6f3e6e7 (black to move), as Edax writes it.
    const board = '------------------XO-O----XXOO-----XOX-----OOX------O----------- X';
    const r = othello(['--board', board, '--white', 'human'], 'moves\nquit\n');
    expect(r.code).toBe(0);
    expect(r.out).toContain(renderOthello(parseBoard(board), { showMoves: true }));
    const legal = parseBoard(board)
      .legalMoves()
      .map(({ i, j }) => `${'abcdefgh'[j]}${i + 1}`)
      .sort();
    expect(r.out).toContain(`Legal moves for Black (X): ${legal.join(' ')}.\n`);
    expect(markedMoves(r.out).sort()).toEqual(legal);
    const quit = othello(['--board', board, '--white', 'human'], 'c2\nquit\n');
    expect(quit.out).toContain(
      'Transcript: c2\n(othello with the same --board and --load with these moves plays on from here.)\n',
    );
  });

  it('--load then --board: the moves are played on the board given', () => {
    const r = othello(['--board', `${'-'.repeat(64)} X`], '');
    // An empty board: nobody can move, over at once, a draw at 0-0.
    expect(lastLine(r.out)).toBe('Result: black 0, white 0: draw');
    const s = othello(['--load', 'f5', '--white', 'human'], 'quit\n');
    expect(lastBoard(s.out)[4]).toEqual(['.', '.', '.', 'X', 'X', 'X', '.', '.']);
    expect(s.out).toContain('Last move: f5\n');
    expect(s.out).toContain('White (O) to move: quit\nTranscript: f5\n');
  });

  it('ends with black wins, white wins and draw Result lines', () => {
    const black = othello(['--load', 'd3c3b3d2e1d6d7e3f4'], '');
    expect(black.out).toContain('Game over: Black (X) wins, 13 to 0. You win!\nTranscript: d3c3b3d2e1d6d7e3f4\n');
    expect(lastLine(black.out)).toBe('Result: black 13, white 0: black wins');
    const white = othello(['--board', `${'O'.repeat(40)}${'X'.repeat(24)} X`], '');
    expect(white.out).toContain('Game over: White (O) wins, 40 to 24. The computer wins.\n');
    expect(lastLine(white.out)).toBe('Result: black 24, white 40: white wins');
    const draw = othello(['--board', `${'X'.repeat(32)}${'O'.repeat(32)} O`, '--black', 'computer'], '');
    expect(draw.out).toContain('Game over: a draw, 32 to 32.\n');
    expect(lastLine(draw.out)).toBe('Result: black 32, white 32: draw');
  });

  it('quit and end of input end with Result: quit, after the transcript so far', () => {
    const quit = othello(['--load', 'f5d6', '--level', '1'], 'quit\n');
    expect(
      quit.out.endsWith(
        'Black (X) to move: quit\nTranscript: f5d6\n(othello --load with these moves plays on from here.)\nResult: quit\n',
      ),
    ).toBe(true);
    const end = othello([], '');
    expect(end.out.endsWith('Black (X) to move: \nEnd of input.\nResult: quit\n')).toBe(true);
    expect(end.code).toBe(0);
  });
});

describe('othello binary: the terminal', () => {
  it('regression-style: a closed pipe (yes d3 | othello | head -1) ends it at once, status 0, no trace', () => {
    // The game's own status goes to stderr; the refusals of d3 after the first would go on for ever.
    const script = `yes d3 | { "${process.execPath}" "${CLI}" --seed 1 --level 1; echo "status $?" >&2; } | head -1`;
    const r = spawnSync('sh', ['-c', script], {
      encoding: 'utf8',
      timeout: 20_000,
      env: { PATH: process.env.PATH ?? '', NO_COLOR: '1' },
    });
    expect(r.error).toBeUndefined();
    expect(r.stdout.split('\n')[0]).toMatch(/^Othello\. You play Black \(X\)/);
    expect(r.stderr).toBe('status 0\n');
  });

  it('TERM=dumb and NO_COLOR print no escape codes; FORCE_COLOR colours the same letters', () => {
    const dumb = othello(['--seed', '1'], 'quit\n', { TERM: 'dumb' });
    const plain = othello(['--seed', '1'], 'quit\n', { NO_COLOR: '1', FORCE_COLOR: '1' });
    const coloured = othello(['--seed', '1'], 'quit\n', { FORCE_COLOR: '1' });
    expect(dumb.out).not.toContain('\u001b');
    expect(plain.out).toBe(dumb.out);
    expect(coloured.out).toContain('\u001b[');
    // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the ANSI colour codes under test
    expect(coloured.out.replace(/\u001b\[[0-9;]*m/g, '')).toBe(plain.out);
  });
});

describe('othello binary: an interrupt', () => {
  it('Ctrl-C (SIGINT) at the prompt ends it by the signal (status 130 in a shell), no stack trace', async () => {
    const { code, signal, err } = await interruptAtPrompt(CLI, ['--seed', '1'], 'Black (X) to move: ');
    expect(signal).toBe('SIGINT');
    expect(code).toBeNull();
    expect(err).toBe('');
  });
});

describe('othello binary: the progress line on a terminal', () => {
  // After these 9 moves white's search at the top level takes about 0.5 s on the
  // development machine (more under the load of a whole `pnpm test`), above the
  // 0.3 s after which the line appears. A machine several times faster would
  // need a slower position here.
  const SLOW = ['--load', 'd3c3c4e3f4c5d6f3e2', '--level', String(LEVELS), '--seed', '1'];
  const hasScript = spawnSync('script', ['--version'], { encoding: 'utf8' }).status === 0;

  it.skipIf(!hasScript)(
    'shows depth and best move in one line rewritten with \\r, cleared before the move',
    async () => {
      // script(1) gives the game a terminal (a pty) for stdin and stdout.
      const command = `"${process.execPath}" "${CLI}" ${SLOW.join(' ')}`;
      const child = spawn('script', ['-qfec', command, '/dev/null'], {
        env: { PATH: process.env.PATH ?? '', TERM: 'xterm', NO_COLOR: '1' },
      });
      let out = '';
      child.stdout.on('data', (d: Buffer) => {
        out += d.toString();
        if (out.includes('Black (X) to move: ') && !out.includes('quit')) child.stdin.write('quit\r');
      });
      const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
      expect(code).toBe(0);
      const line = /\r(Thinking\.\.\. depth (\d+), best so far [a-h][1-8] \([+-]?\d+\))/.exec(out);
      expect(line).not.toBeNull();
      // Cleared: spaces over the longest line shown, back to the start, then the move.
      expect(out).toMatch(/\r {30,}\rWhite \(O\) plays [a-h][1-8]\./);
      expect(out).toContain('Result: quit');
    },
    60_000,
  );

  it('shows nothing of it when the output is a pipe, however long the search', () => {
    const r = othello(SLOW, 'quit\n');
    expect(r.out).toMatch(/White \(O\) plays [a-h][1-8]\.\n/);
    expect(r.out).not.toContain('\r');
    expect(r.out).not.toContain('Thinking');
  });
});
