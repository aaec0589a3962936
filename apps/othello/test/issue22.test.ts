// Issue 22 (console polish) and issue 23.16 (lines wider than 80 columns) for
// Othello: each defect and convenience with a test named after it, through
// the built binary where a pipe shows it and in-process where files are made.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { playTranscript } from '@arcade/model-othello';
import { bufferSink, scriptedReader } from '@arcade/view-console/node';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../test-support/cli.js';
import { main, parseOptions, startPosition } from '../src/index.js';
import { MAX_SAVE_BYTES, parseSavedGame, readSmallFile } from '../src/files.js';
import { playMoves, readMoves } from '../src/moves.js';
import { CLI, lastBoard, transcriptOf } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'othello-issue22-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function othello(args: readonly string[], input: string) {
  return runCli(CLI, args, input);
}

/** main() in-process: its output and error text and status. */
function run(args: readonly string[], lines: readonly string[]) {
  const output = bufferSink();
  const error = bufferSink();
  const status = main(args, { input: scriptedReader(lines), output, error, echo: true });
  return { status, out: output.text(), err: error.text() };
}

describe('issue 22.3: Othello --seed is checked, 0..4294967295, as every other game does', () => {
  it('refuses -1, 4294967296 and 99999999999 with a one-line reason; takes 0 and 4294967295', () => {
    for (const bad of ['-1', '4294967296', '99999999999', '1e3', '']) {
      expect(parseOptions(['--seed', bad]), bad).toMatch(/^--seed needs an integer from 0 to 4294967295, got "/);
    }
    const r = othello(['--seed', '-1'], '');
    expect(r.code).toBe(2);
    expect(r.err.split('\n')[0]).toBe('othello: --seed needs an integer from 0 to 4294967295, got "-1"');
    for (const good of ['0', '4294967295'])
      expect(parseOptions(['--seed', good])).toMatchObject({ seed: Number(good) });
  });

  it('every bit of the seed counts: seeds 2^20 apart (once the same game) play different games', () => {
    const game = (seed: number) => {
      const r = run(['--black', 'computer', '--level', '1', '--seed', String(seed)], []);
      return transcriptOf(r.out);
    };
    expect(game(1)).toBe(game(1));
    expect(game(1 + 2 ** 20)).not.toBe(game(1));
  });
});

describe("issue 22.4: --load's reasons are a player's, not the model's text", () => {
  it('--load d3d3 says move 2 is taken, without move(2, 3, WHITE)', () => {
    const r = othello(['--load', 'd3d3'], '');
    expect(r.code).toBe(2);
    expect(r.err.split('\n')[0]).toBe('othello: --load: move 2: d3 is taken (X is there)');
    expect(r.err).not.toMatch(/move\(|WHITE|BLACK/);
  });

  it('a move that turns nothing, and a move after the end of the game, get reasons too', () => {
    expect(startPosition({ board: null, load: 'f5a1' })).toBe('--load: move 2: a1 turns no X disc');
    // d3c3b3d2e1d6d7e3f4 ends the game (black 13, white 0).
    expect(startPosition({ board: null, load: 'd3c3b3d2e1d6d7e3f4a1' })).toBe('--load: move 10 (a1): the game is over');
  });
});

describe('issue 22.8: the brackets around the last move do not run into the row labels', () => {
  it('a last move in column a or h: a space between the row number and the parenthesis', () => {
    // The issue's `8(O)X X X`: here a5, the last move, in column a.
    const r = othello(['--load', 'd3c5c6e3b5c2f3a5', '--white', 'human'], 'quit\n');
    expect(r.out).toContain('\n5 (O)O O O O . . .  5\n');
    expect(r.out).not.toMatch(/^\d\(|\)\d$/m);
  });
});

describe('issue 23.16: reasons for bad --board, --level and --black values fit in 80 columns', () => {
  it('the longest values quoted short, the first line within 80 columns', () => {
    const long = 'x'.repeat(200);
    const cases: string[][] = [
      ['--board', long],
      ['--board', `${'-'.repeat(63)}\u{1F600} X`],
      ['--board', `${'-'.repeat(64)} ${'q'}`],
      ['--level', long],
      ['--level', '9'.repeat(40)],
      ['--black', long],
      ['--white', long],
      ['--seed', long],
      ['--load', long],
      ['--load', `${'f5'.repeat(61)}`],
      ['--load', `/${'n'.repeat(300)}`],
    ];
    for (const args of cases) {
      const r = run(args, []);
      expect(r.status, args.join(' ')).toBe(2);
      const first = r.err.split('\n')[0]!;
      expect(first.startsWith('othello: '), first).toBe(true);
      expect([...first].length, first).toBeLessThanOrEqual(80);
    }
  });
});

describe('issue 22, Othello: the board is shown after your move as well as after the computer', () => {
  it('your move, the board with it as the last move, then the computer move and the board again', () => {
    const r = othello(['--level', '1', '--seed', '1'], 'd3\nquit\n');
    const after = r.out.slice(r.out.indexOf('Black (X) to move: d3\n'));
    const lines = after.split('\n');
    expect(lines[1]).toBe('   a b c d e f g h');
    expect(lines[4]).toBe('3  . . .(X). . . .  3');
    // The computer replies at once, so this board goes without its status lines (the reply's has them).
    expect(lines[10]).toBe('   a b c d e f g h');
    expect(lines[11]).toMatch(/^White \(O\) plays [a-h][1-8]\.$/);
    expect(lines[12]).toBe('   a b c d e f g h');
    expect(lines[22]).toBe('Black (X) to move. X 3, O 3');
  });

  it('both boards and the lines between them fit an 80x24 screen (23 lines, then the prompt)', () => {
    const r = othello(['--level', '1', '--seed', '1'], 'd3\nquit\n');
    const after = r.out.slice(r.out.indexOf('Black (X) to move: d3\n') + 'Black (X) to move: d3\n'.length);
    const printed = after.slice(0, after.indexOf('Black (X) to move: ')).split('\n');
    // The lines printed before the next prompt, the prompt's own line among them.
    expect(printed.length).toBeLessThanOrEqual(24);
    expect(printed.every((line) => line.length <= 80)).toBe(true);
  });

  it('two people: one board after each move, not two', () => {
    const r = othello(['--white', 'human'], 'd3\nc5\nquit\n');
    expect(r.out.split('   a b c d e f g h\n').length - 1).toBe(6);
  });
});

describe('issue 22, Othello: redo', () => {
  it('plays again what undo took back; a new move forgets it; nothing to redo says so', () => {
    const r = run(['--level', '1', '--seed', '1'], ['redo', 'd3', 'undo', 'redo', 'undo', 'c4', 'redo', 'quit']);
    expect(r.out).toContain(
      'Black (X) to move: redo\nNothing to redo: redo plays again the moves an undo took back.\n',
    );
    const taken = /Taken back: d3 ([a-h][1-8]); redo plays them again\.\n/.exec(r.out);
    expect(taken).not.toBeNull();
    expect(r.out).toContain(`Black (X) to move: redo\nPlayed again: d3 ${taken![1]}.\n`);
    // Between two people an undo takes back one move: "it", not "them".
    const two = run(['--white', 'human'], ['d3', 'undo', 'quit']);
    expect(two.out).toContain('White (O) to move: undo\nTaken back: d3; redo plays it again.\n');
    // After c4 the redo list is gone.
    const afterC4 = r.out.slice(r.out.lastIndexOf('Black (X) to move: c4'));
    expect(afterC4).toContain('Black (X) to move: redo\nNothing to redo');
    expect(transcriptOf(r.out)).toMatch(/^c4[a-h][1-8]$/);
  });
});

describe('issue 22, Othello: several moves typed at once are played in turn', () => {
  it('f5d6c3 plays f5 for Black, d6 for White, c3 for Black, then the computer plays on', () => {
    const r = othello(['--level', '1', '--seed', '1'], 'f5d6c3\nquit\n');
    expect(r.out).toContain('Black (X) to move: f5d6c3\nPlayed f5 d6 c3.\n');
    expect(transcriptOf(r.out)).toMatch(/^f5d6c3[a-h][1-8]$/);
  });

  it('spaces and commas between the moves; one illegal move and none of them is played', () => {
    expect(readMoves('F5 d6, c3')).toEqual(readMoves('f5d6c3'));
    expect(readMoves('d 3')).toBeNull();
    const r = othello(['--white', 'human'], 'f5 d6 d6\nquit\n');
    expect(r.out).toContain('Black (X) to move: f5 d6 d6\nNothing played: move 3: d6 is taken (O is there).\n');
    expect(r.out).toContain('Black (X) to move: quit\nResult: quit');
    // playMoves leaves the game as it was when it refuses.
    const game = playTranscript('f5');
    expect(playMoves(game, readMoves('d6 c3 c3')!)).toBe('move 3: c3 is taken (X is there)');
    expect(game.moves()).toHaveLength(1);
  });
});

describe('issue 22, Othello: save FILE and --load FILE', () => {
  it('save writes a new file that --load reads back to the same position, a second save replaces it', () => {
    const file = join(dir, 'game.txt');
    const r = run(['--white', 'human'], ['f5d6', `save ${file}`, 'c3', `save ${file}`, 'quit']);
    expect(r.out).toMatch(/Saved to ".*game\.txt"\.\n\(othello --load FILE plays on from here\.\)\n[\s\S]*Saved to/);
    expect(readFileSync(file, 'utf8')).toBe(
      '# othello: a saved game; `othello --load FILE` plays on from here\nmoves: f5d6c3\n',
    );
    const loaded = run(['--load', file, '--white', 'human'], ['quit']);
    expect(loaded.status).toBe(0);
    expect(transcriptOf(loaded.out)).toBe('f5d6c3');
    expect(lastBoard(loaded.out)[2]![2]).toBe('X');
  });

  it('never overwrites a file it did not write: an existing file, a symbolic link, a folder', () => {
    const mine = join(dir, 'theirs.txt');
    writeFileSync(mine, 'precious\n');
    const link = join(dir, 'link.txt');
    symlinkSync(mine, link);
    mkdirSync(join(dir, 'folder'));
    const r = run([], [`save ${mine}`, `save ${link}`, `save ${join(dir, 'folder')}`, 'save', 'quit']);
    expect(r.out).toMatch(/Not saved: ".*" exists \(othello writes new files only\)\.\n/);
    expect(r.out).toMatch(/Not saved: ".*" exists and is not a file\.\n/);
    expect(r.out).toContain('save needs a file name: save FILE');
    const nowhere = run([], [`save ${join(dir, 'no', 'such', 'x.txt')}`, `save ${join('/dev/null', 'x')}`, 'quit']);
    expect(nowhere.out).toMatch(/Not saved: cannot save to ".*": no such folder\.\n/);
    expect(nowhere.out).toMatch(/Not saved: cannot save to ".*": a folder on its path is a file\.\n/);
    expect(readFileSync(mine, 'utf8')).toBe('precious\n');
  });

  it("a file the game saved, then replaced by someone else, is not the game's any more", () => {
    const ours = join(dir, 'ours.txt');
    const lines = [`save ${ours}`, 'd3', `save ${ours}`, `save ${ours}`, 'quit'];
    let n = 0;
    // Between the second save and the third, another program puts its own file there.
    const input = {
      readLine: () => {
        if (n === 3) {
          rmSync(ours);
          writeFileSync(ours, 'someone else\n');
        }
        return lines[n++] ?? null;
      },
      close() {},
    };
    const output = bufferSink();
    main(['--white', 'human'], { input, output });
    expect(output.text().match(/Saved to/g)).toHaveLength(2);
    expect(output.text()).toMatch(/Not saved: ".*" exists \(othello writes new files only\)\.\n/);
    expect(readFileSync(ours, 'utf8')).toBe('someone else\n');
  });

  it('a board saved with the game: --load FILE starts from it; --board beside it is refused', () => {
    const board = '------------------XO-O----XXOO-----XOX-----OOX------O----------- X';
    const file = join(dir, 'board.txt');
    run(['--board', board, '--white', 'human'], ['c2', `save ${file}`, 'quit']);
    expect(readFileSync(file, 'utf8')).toContain(`board: ${board}\nmoves: c2\n`);
    const loaded = run(['--load', file, '--white', 'human'], ['quit']);
    expect(loaded.out).toContain('Transcript: c2\n');
    expect(run(['--load', file, '--board', board], []).err).toMatch(/has its own board: leave out --board/);
  });

  it("reads a file holding a transcript, or the game's Transcript lines; refuses anything else in one line", () => {
    const plain = join(dir, 'plain.txt');
    writeFileSync(plain, '\uFEFFTranscript: f5d6c3d3c4f4f6f3e6e7 d7\n            c6\n');
    expect(transcriptOf(run(['--load', plain, '--white', 'human'], ['quit']).out)).toBe('f5d6c3d3c4f4f6f3e6e7d7c6');
    expect(parseSavedGame('hello\n')).toBe("line 1 is not a saved game's (board:, moves: or #)");
    const bad = join(dir, 'bad.txt');
    writeFileSync(bad, 'moves: d3d3\n');
    expect(run(['--load', bad], []).err.split('\n')[0]).toMatch(
      /^othello: --load ".*": move 2: d3 is taken \(X is there\)$/,
    );
  });

  // Five runs of the game: room for a loaded machine beyond the default 30 s (a hang is the runs' own timeout).
  it('a FIFO, a device, a folder and a file over the cap are refused at once, without reading them', {
    timeout: 120_000,
  }, () => {
    const fifo = join(dir, 'fifo');
    execFileSync('mkfifo', [fifo]);
    const big = join(dir, 'big.txt');
    writeFileSync(big, `moves: ${' '.repeat(MAX_SAVE_BYTES)}f5\n`);
    for (const [path, reason] of [
      [fifo, 'is not a regular file'],
      ['/dev/zero', 'is not a regular file'],
      [dir, 'is not a regular file'],
      [big, `is over ${MAX_SAVE_BYTES} bytes`],
      [join(dir, 'missing.txt'), 'no such file'],
    ] as const) {
      // The timeout only tells a hang (a FIFO read for ever) from an answer; no time is asserted.
      const r = spawnSync(process.execPath, [CLI, '--load', path], { encoding: 'utf8', timeout: 20_000 });
      expect(r.signal, `${path}: killed by the timeout`).toBeNull();
      expect(r.status, path).toBe(2);
      expect(r.stderr.split('\n')[0], path).toContain(reason);
    }
    expect(readSmallFile(big, 10)).toEqual({ reason: expect.stringContaining('is over 10 bytes') });
    expect(statSync(fifo).isFIFO()).toBe(true);
  });

  it('a value of squares only is a transcript; a mistyped transcript keeps its own reason', () => {
    expect(startPosition({ board: null, load: 'f5z9' })).toBe("--load: move 2 'z9' is not a square a1..h8");
  });
});
