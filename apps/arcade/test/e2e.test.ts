// End-to-end: the built launcher (dist/cli.js) starting the built games
// (turbo builds this package and its dependencies, the apps, before these
// tests), with piped input. NO_COLOR keeps the transcript plain.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtCli, interruptAtPrompt, runCli } from '../../../test-support/cli.js';

const CLI = builtCli(new URL('../dist/cli.js', import.meta.url));
const MENU_PROMPT = 'Game (1-5 or a name): ';

function arcade(args: string[], input: string) {
  return runCli(CLI, args, input);
}

const lastLine = (text: string) => text.trimEnd().split('\n').at(-1);

describe('arcade binary', () => {
  it('menu by number: the lines after the choice reach the game (printf "4\\n2,2\\n" | arcade)', () => {
    const r = arcade([], '4\n2,2\n');
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    expect(r.out).toContain('  4  Tic-tac-toe ');
    expect(r.out).toContain(`${MENU_PROMPT}4\nTic-tac-toe: you are X`);
    expect(r.out).toContain('X to move (1-9 or row,col): 2,2\nO (computer) plays ');
    // The game read to the end of the input itself.
    expect(lastLine(r.out)).toBe('Result: quit');
  });

  it('issue 23.6: a menu line past 64 KiB gets a one-line reason, and the game still gets the lines after it', () => {
    const r = arcade([], `${'9'.repeat(100_000)}\n4\n2,2\n`);
    expect(r.code).toBe(0);
    expect(r.out).toContain(`${MENU_PROMPT}\nThat line is longer than 65536 bytes: it was ignored.\n${MENU_PROMPT}4\n`);
    expect(r.out).toContain('X to move (1-9 or row,col): 2,2\nO (computer) plays ');
    expect(lastLine(r.out)).toBe('Result: quit');
  });

  it('menu by name, in any case, after a wrong choice and help', () => {
    const r = arcade([], 'chess\nhelp rules\nTIC-TAC-TOE\n2,2\nquit\n');
    expect(r.code).toBe(0);
    expect(r.out).toContain(`${MENU_PROMPT}chess\n"chess" is not a game: type 1 to 5 or a name`);
    expect(r.out).toContain('Pick a game by its number');
    expect(r.out).toContain('X to move (1-9 or row,col): 2,2\n');
    expect(r.out).toContain('X to move (1-9 or row,col): quit\nResult: quit\n');
  });

  it('menu: quit and end of input end with Result: quit, status 0', () => {
    for (const input of ['quit\n', 'QUIT', '']) {
      const r = arcade([], input);
      expect(r.code).toBe(0);
      expect(lastLine(r.out)).toBe('Result: quit');
    }
  });

  it('arcade tictactoe --x computer --o computer: the game directly, options passed on', () => {
    const r = arcade(['tictactoe', '--x', 'computer', '--o', 'computer', '--seed', '4'], '');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Tic-tac-toe: the perfect computer plays both X and O\.\nSeed 4: /);
    expect(lastLine(r.out)).toBe('Result: draw');
  });

  it("passes the game's exit status on: a bad option of the game is its status 2", () => {
    const r = arcade(['tictactoe', '--level', 'hard'], '');
    expect(r.code).toBe(2);
    expect(r.err.split('\n')[0]).toBe('tictactoe: --level needs perfect or random, got "hard"');
  });

  it('starts the other built games too: dots and foxdolphin', () => {
    const dots = arcade([], 'Two Dots\n');
    expect(dots.code).toBe(0);
    expect(dots.out).toContain(`${MENU_PROMPT}Two Dots\nTwo Dots\nMode (T timed, M moves, L levels): `);
    const fox = arcade(['foxdolphin', '--seed', '3', '--rounds', '2'], '');
    expect(fox.code).toBe(0);
    expect(fox.out).toMatch(/^Foxes and Dolphins {2}\(seed 3/);
  });

  it('--help lists the five games; an unknown game exits 2 with one line', () => {
    const help = arcade(['--help'], '');
    expect(help.code).toBe(0);
    for (const id of ['dots', 'othello', 'freecell', 'tictactoe', 'foxdolphin']) expect(help.out).toContain(`  ${id} `);
    const bad = arcade(['chess'], '');
    expect(bad.code).toBe(2);
    expect(bad.out).toBe('');
    expect(bad.err).toBe('arcade: unknown game "chess"\nTry \'arcade --help\'.\n');
  });

  it('a closed output pipe at the menu ends it at once with status 0', () => {
    const r = spawnSync('sh', ['-c', `(yes chess | "${process.execPath}" "${CLI}"; echo "status $?" >&2) | head -1`], {
      encoding: 'utf8',
      timeout: 20_000,
      env: { PATH: process.env.PATH ?? '', NO_COLOR: '1' },
    });
    expect(r.error).toBeUndefined();
    expect(r.stdout).toBe('The Arcade: pick a game.\n');
    expect(r.stderr).toBe('status 0\n');
  });

  it('an interrupt (SIGINT) at the menu ends it by the signal (130 in a shell), no stack trace', async () => {
    const { code, signal, err } = await interruptAtPrompt(CLI, [], MENU_PROMPT);
    expect(signal).toBe('SIGINT');
    expect(code).toBeNull();
    expect(err).toBe('');
  }, 20_000);
});

/** The pids of `pid`'s child processes (ps; none when it has no child). */
function childrenOf(pid: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map(Number);
  } catch {
    return []; // ps exits 1 when it lists nothing
  }
}

/** Whether `pid` still runs: a zombie (ended, not yet reaped by an init that reaps lazily) has ended. */
const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true; // no /proc: a process that answers kill(0) counts as running
  }
};

/** Waits up to `ms` for `pid` to be gone; whether it is. */
async function gone(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (alive(pid) && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
  return !alive(pid);
}

describe('issue 23.10: killing the launcher leaves no game running', () => {
  // The game waits for input on a pipe that stays open, as a game at a terminal waits for the player.
  async function startGame() {
    const launcher = spawn(process.execPath, [CLI, 'tictactoe'], {
      env: { PATH: process.env.PATH ?? '', NO_COLOR: '1' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    launcher.stderr.on('data', (d: Buffer) => (err += d.toString()));
    const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      launcher.on('exit', (code, signal) => resolve({ code, signal })),
    );
    await new Promise<void>((resolve) =>
      launcher.stdout.on('data', (d: Buffer) => {
        out += d.toString();
        if (out.includes('X to move (')) resolve();
      }),
    );
    const [game] = childrenOf(launcher.pid!);
    expect(game).toBeGreaterThan(0);
    return { launcher, game: game!, ended, err: () => err };
  }

  for (const sig of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
    it(`${sig} to the launcher is passed on to the game; the launcher ends after it, by the same signal`, async () => {
      const { launcher, game, ended, err } = await startGame();
      const gameEnded = { at: 0 };
      const watch = setInterval(() => {
        if (gameEnded.at === 0 && !alive(game)) gameEnded.at = Date.now();
      }, 5);
      launcher.kill(sig);
      const { code, signal } = await ended;
      const launcherEnded = Date.now();
      clearInterval(watch);
      // Died by the signal: a shell reports 128 + its number (130 for SIGINT).
      expect(signal).toBe(sig);
      expect(code).toBeNull();
      expect(alive(game)).toBe(false);
      expect(gameEnded.at === 0 || gameEnded.at <= launcherEnded).toBe(true);
      expect(err()).toBe('');
    }, 20_000);
  }

  // Ends by itself: a hang guard of 15 s, not a speed (a loaded machine may take more than
  // a second to schedule it); a game that lived on under PID 1 would still be there.
  it('a game whose launcher is killed by SIGKILL ends by itself', async () => {
    const { launcher, game, ended } = await startGame();
    launcher.kill('SIGKILL');
    await ended;
    expect(await gone(game, 15_000)).toBe(true);
  }, 30_000);

  it('a game that ignores the signal passed on is killed after 5 s, and the launcher still ends by the signal', async () => {
    // A stand-in launcher on view-console's supervisor, whose child ignores SIGTERM.
    const dir = mkdtempSync(join(tmpdir(), 'arcade-supervise-'));
    const supervise = new URL('../../../packages/view-console/dist/supervise.js', import.meta.url).href;
    writeFileSync(
      join(dir, 'stubborn.mjs'),
      "process.on('SIGTERM', () => {}); console.log('ready'); setInterval(() => {}, 1000);\n",
    );
    writeFileSync(
      join(dir, 'launcher.mjs'),
      `import { superviseGame } from '${supervise}';\n` +
        `superviseGame(import.meta.url, (game) => game.runChild(${JSON.stringify(join(dir, 'stubborn.mjs'))}, []));\n`,
    );
    const launcher = spawn(process.execPath, [join(dir, 'launcher.mjs')], { stdio: ['ignore', 'pipe', 'pipe'] });
    const ended = new Promise<NodeJS.Signals | null>((resolve) =>
      launcher.on('exit', (_code, signal) => resolve(signal)),
    );
    await new Promise<void>((resolve) =>
      launcher.stdout.on('data', (d: Buffer) => d.toString().includes('ready') && resolve()),
    );
    const [game] = childrenOf(launcher.pid!);
    const start = Date.now();
    launcher.kill('SIGTERM');
    expect(await ended).toBe('SIGTERM');
    expect(Date.now() - start).toBeGreaterThanOrEqual(4000);
    expect(Date.now() - start).toBeLessThan(15_000);
    expect(alive(game!)).toBe(false);
  }, 30_000);
});
