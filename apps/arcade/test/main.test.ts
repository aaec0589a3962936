import { closeSync, mkdirSync, mkdtempSync, openSync, readSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isReadError } from '@arcade/view-console/node';
import { describe, expect, it } from 'vitest';
import {
  byteLineReader,
  findGame,
  GAMES,
  MAX_LINE_BYTES,
  renderMenu,
  resolveGame,
  runGame,
  USAGE,
} from '../src/index.js';
import { runArcade } from './helpers.js';

const run = (args: string[], lines: string[], status = 0) => runArcade(args, lines, { status });

const TMP = mkdtempSync(join(tmpdir(), 'arcade-test-'));

describe('the games', () => {
  it('five, in menu order, found by number, id, title or alias in any case', () => {
    expect(GAMES.map((g) => g.title)).toEqual(['Two Dots', 'Othello', 'FreeCell', 'Tic-tac-toe', 'Foxes and Dolphins']);
    expect(findGame('4')?.id).toBe('tictactoe');
    expect(findGame(' Tic-Tac-Toe ')?.id).toBe('tictactoe');
    expect(findGame('two dots')?.id).toBe('dots');
    expect(findGame('FOXDOLPHIN')?.id).toBe('foxdolphin');
    expect(findGame('Foxes and Dolphins')?.id).toBe('foxdolphin');
    expect(findGame('reversi')?.id).toBe('othello');
    for (const bad of ['0', '6', '', 'chess', '04x']) expect(findGame(bad)).toBeNull();
  });

  it('the menu and the usage fit 80 columns', () => {
    for (const line of `${renderMenu()}${USAGE}`.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
    expect(renderMenu().split('\n')).toHaveLength(6);
  });
});

describe('main', () => {
  it('menu: a number or a name starts that game, with no options', () => {
    const byNumber = run([], ['4']);
    expect(byNumber.launched).toEqual([{ id: 'tictactoe', args: [] }]);
    expect(byNumber.out).toContain('  4  Tic-tac-toe ');
    expect(byNumber.out.endsWith('Game (1-5 or a name): 4\n')).toBe(true);
    expect(run([], ['FreeCell']).launched).toEqual([{ id: 'freecell', args: [] }]);
  });

  it("menu: returns the game's status", () => {
    expect(run([], ['1'], 7).code).toBe(7);
    expect(run([], ['1'], 130).code).toBe(130);
  });

  it('menu: help, board, a wrong choice (one line), then quit or end of input: Result: quit', () => {
    const r = run([], ['HELP', 'help rules', 'board', 'chess', '9', 'Quit']);
    expect(r.code).toBe(0);
    expect(r.launched).toEqual([]);
    expect(r.out).toContain('Pick a game by its number (1 to 5)');
    expect(r.out.split(renderMenu())).toHaveLength(3);
    expect(r.out).toContain(': chess\n"chess" is not a game: type 1 to 5 or a name (dots, othello,');
    expect(r.out).toContain(': 9\n"9" is not a game');
    expect(r.out.endsWith('Quit\nResult: quit\n')).toBe(true);
    const end = run([], []);
    expect(end.code).toBe(0);
    expect(end.out.endsWith('Game (1-5 or a name): \nEnd of input.\nResult: quit\n')).toBe(true);
  });

  it('arcade <game> [options] starts it directly and passes every option on', () => {
    const r = run(['othello', '--level', '3', '--help'], []);
    expect(r.launched).toEqual([{ id: 'othello', args: ['--level', '3', '--help'] }]);
    expect(r.out).toBe('');
    expect(run(['Tic-tac-toe'], []).launched).toEqual([{ id: 'tictactoe', args: [] }]);
  });

  it('--help lists the games; an unknown game or option exits 2 with one line and the usage', () => {
    const help = run(['--help'], []);
    expect(help.code).toBe(0);
    expect(help.out).toBe(`${USAGE}\n`);
    for (const g of GAMES) expect(help.out).toContain(`${g.id}`);
    const unknown = run(['chess', '--x'], []);
    expect(unknown.code).toBe(2);
    expect(unknown.launched).toEqual([]);
    expect(unknown.err).toBe('arcade: unknown game "chess"\nTry \'arcade --help\'.\n');
    expect(run(['--bogus', 'dots'], []).err.split('\n')[0]).toBe('arcade: unknown option "--bogus"');
  });

  it('regression: "unknown game" listed every game on one line of 85 to 108 columns', () => {
    for (const name of ['', 'chess', 'x'.repeat(100)]) {
      const first = run([name], []).err.split('\n')[0] ?? '';
      expect(first).toMatch(/^arcade: unknown game "/);
      expect(first.length, first).toBeLessThanOrEqual(80);
    }
  });
});

describe('resolveGame', () => {
  const ttt = findGame('tictactoe')!;

  it('finds the built binary of an app that is a dependency', () => {
    const found = resolveGame(ttt);
    expect(found).toEqual({ ok: true, bin: expect.stringMatching(/apps\/tictactoe\/dist\/cli\.js$/) });
  });

  it('says in one line when a package cannot be found, has no binary, or is not built', () => {
    const missing = resolveGame(ttt, () => {
      throw new Error('Cannot find module');
    });
    expect(missing).toEqual({
      ok: false,
      reason: 'Tic-tac-toe is not installed: the package @arcade/tictactoe cannot be found.',
    });
    const dir = join(TMP, 'pkg');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify({ name: '@arcade/tictactoe', bin: { other: 'a.js', b: 'b.js' } }),
    );
    const noBin = resolveGame(ttt, () => join(dir, 'package.json'));
    expect(noBin).toEqual({
      ok: false,
      reason: 'Tic-tac-toe cannot be started: @arcade/tictactoe has no "tictactoe" binary.',
    });
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ bin: { tictactoe: './dist/cli.js' } }));
    const unbuilt = resolveGame(ttt, () => join(dir, 'package.json'));
    expect(unbuilt.ok).toBe(false);
    expect(unbuilt.ok ? '' : unbuilt.reason).toMatch(
      /^Tic-tac-toe is not built yet \(.*dist\/cli\.js is missing\): run pnpm tictactoe or pnpm build\.$/,
    );
  });
});

describe('runGame', () => {
  it("returns the child's status, and 128 + the signal's number when a signal ended it", () => {
    const exit3 = join(TMP, 'exit3.cjs');
    writeFileSync(exit3, 'process.exit(3);\n');
    expect(runGame(exit3, [])).toBe(3);
    const interrupted = join(TMP, 'sigint.cjs');
    writeFileSync(interrupted, "process.kill(process.pid, 'SIGINT');\nsetTimeout(() => {}, 5000);\n");
    expect(runGame(interrupted, [])).toBe(130);
    const args = join(TMP, 'args.cjs');
    writeFileSync(args, "process.exit(process.argv.slice(2).join(' ') === '--seed 1' ? 0 : 9);\n");
    expect(runGame(args, ['--seed', '1'])).toBe(0);
  });
});

describe('byteLineReader', () => {
  it('reads one line and leaves the rest of the input where it was', () => {
    const file = join(TMP, 'input.txt');
    writeFileSync(file, '4\r\n2,2\nquit');
    const fd = openSync(file, 'r');
    try {
      expect(byteLineReader(fd).readLine()).toBe('4');
      const rest = Buffer.alloc(64);
      const n = readSync(fd, rest, 0, 64, null);
      expect(rest.subarray(0, n).toString()).toBe('2,2\nquit');
    } finally {
      closeSync(fd);
    }
  });

  it('decodes UTF-8, returns a last line without a newline, then null; refuses a line past MAX_LINE_BYTES', () => {
    const file = join(TMP, 'utf8.txt');
    writeFileSync(file, `Tic-tac-toé\n${'x'.repeat(MAX_LINE_BYTES)}\n${'x'.repeat(MAX_LINE_BYTES + 10)}\nlast`);
    const fd = openSync(file, 'r');
    try {
      const input = byteLineReader(fd);
      expect(input.readLine()).toBe('Tic-tac-toé');
      expect(input.readLine()).toBe('x'.repeat(MAX_LINE_BYTES));
      expect(() => input.readLine()).toThrow(/longer than 65536 bytes/);
      expect(input.readLine()).toBe('last');
      expect(input.readLine()).toBeNull();
    } finally {
      closeSync(fd);
    }
  });

  it('waits on EAGAIN, and turns a failed read into a ReadError', () => {
    const bytes = [...Buffer.from('ab\n')];
    let again = true;
    const input = byteLineReader(0, (_fd, buffer) => {
      if (again) {
        again = false;
        throw Object.assign(new Error('try again'), { code: 'EAGAIN' });
      }
      const b = bytes.shift();
      if (b === undefined) return 0;
      buffer[0] = b;
      return 1;
    });
    expect(input.readLine()).toBe('ab');
    expect(input.readLine()).toBeNull();
    const failing = byteLineReader(0, () => {
      throw Object.assign(new Error('EISDIR: illegal operation on a directory'), { code: 'EISDIR' });
    });
    let caught: unknown;
    try {
      failing.readLine();
    } catch (err) {
      caught = err;
    }
    expect(isReadError(caught)).toBe(true);
    expect(() => byteLineReader(-1)).toThrow(TypeError);
  });
});
