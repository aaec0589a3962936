// Mode L end to end: the built binary with piped input and XDG_CONFIG_HOME
// pointed at a temporary directory, so progress is written where the test
// can read, corrupt and lock it.
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COLOR_NAMES } from '@arcade/model-twodots';
import { renderTwoDotsBoard, TWO_DOTS_LEVELS_MODE_PROMPT } from '@arcade/view-console/node';
import { afterEach, describe, expect, it } from 'vitest';
import { builtCli, runCli } from '../../../test-support/cli.js';
import { LEVELS, levelBoard } from '../src/levels.js';
import { beforeResult } from './helpers.js';
import { greedyWin, LEVEL_PROMPT, linesToSquare, losingLines } from './level-helpers.js';

const CLI = builtCli(new URL('../dist/cli.js', import.meta.url));

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) {
    chmodSync(d, 0o700);
    if (existsSync(join(d, 'arcade'))) chmodSync(join(d, 'arcade'), 0o700);
    rmSync(d, { recursive: true, force: true });
  }
});
function configHome(): string {
  const d = mkdtempSync(join(tmpdir(), 'dots-e2e-'));
  dirs.push(d);
  return d;
}
const saved = (cfg: string) => join(cfg, 'arcade', 'dots.json');
/** The file as the game names it: under HOME (the temporary directory) as ~. */
const shown = (cfg: string) => `~${saved(cfg).slice(tmpdir().length)}`;

/** Runs the game with XDG_CONFIG_HOME = cfg and HOME = its parent (so messages show the file as ~/...). */
function dots(cfg: string | null, args: string[], lines: string[]) {
  const env: Record<string, string> = { NO_COLOR: '1' };
  if (cfg !== null) {
    env.XDG_CONFIG_HOME = cfg;
    env.HOME = tmpdir();
  }
  return runCli(CLI, ['--seed', '1', ...args], `${lines.join('\n')}\n`, env);
}

const L1 = LEVELS[0]!;

/** The one line for a progress file kept unused: naming it when that fits 80 columns. */
function cannotUse(cfg: string, reason: string): string {
  const named = `Cannot use ${shown(cfg)} (${reason}): level 1, not saving.`;
  return named.length <= 80 ? named : `Cannot use the progress file (${reason}): level 1, not saving.`;
}

describe('dots binary, mode L', () => {
  it('wins level 1, saves it atomically, and the next L game starts at level 2', () => {
    const cfg = configHome();
    const lines = greedyWin(L1);
    const r = dots(cfg, [], ['L', ...lines]);
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    expect(r.out).toContain(
      `${TWO_DOTS_LEVELS_MODE_PROMPT}L\nNo progress saved yet (${shown(cfg)}): starting at level 1.\n`,
    );
    expect(r.out).toMatch(LEVEL_PROMPT);
    expect(r.out).toContain(renderTwoDotsBoard(levelBoard(L1)));
    const before = beforeResult(r.out, `level 1 won in ${lines.length} moves`);
    expect(before.endsWith('Progress saved: level 1 won; the next levels game starts at level 2.\n')).toBe(true);
    expect(JSON.parse(readFileSync(saved(cfg), 'utf8'))).toEqual({ version: 1, highestWon: 1 });
    const next = dots(cfg, [], ['L']);
    expect(next.out).toContain('Level 2 of 12: collect 10 blue dots in 20 moves.');
    expect(next.out).not.toContain('No progress saved yet');
  });

  it('loses level 1: Result: level 1 lost (out of moves), nothing saved', () => {
    const cfg = configHome();
    const r = dots(cfg, [], ['L', ...losingLines(L1)]);
    expect(r.code).toBe(0);
    expect(beforeResult(r.out, 'level 1 lost (out of moves)')).toMatch(
      /Out of moves: level 1 lost\.\nGoals: red [0-5]\/6\n$/,
    );
    expect(existsSync(saved(cfg))).toBe(false);
  });

  it('announces a square and answers hint with a path to type', () => {
    const cfg = configHome();
    const { lines, color, total } = linesToSquare(L1)!;
    const r = dots(cfg, [], ['L', ...lines.slice(0, -1), 'hint', lines.at(-1)!]);
    const name = COLOR_NAMES[color];
    expect(r.out).toContain(`hint\nHint: ${lines.at(-1)}  (a square: clears all ${total} ${name} dots)\n`);
    expect(r.out).toContain(`${lines.at(-1)}\nSquare! all ${total} ${name} dots cleared\n`);
    expect(r.out.endsWith('Result: quit\n')).toBe(true);
  });

  it('--level N plays a level reached; one not reached is refused in one line with status 2', () => {
    const cfg = configHome();
    dots(cfg, [], ['L', ...greedyWin(L1)]);
    const two = dots(cfg, ['--level', '2'], ['quit']);
    expect(two.code).toBe(0);
    expect(two.out).toContain('Level 2 of 12:');
    expect(two.out.endsWith('You quit level 2. Goodbye.\nResult: quit\n')).toBe(true);
    const three = dots(cfg, ['--level', '3'], []);
    expect(three.code).toBe(2);
    expect(three.out).toBe('');
    expect(three.err).toBe('dots: level 3 is not reached yet: levels 1 to 2 are open; a win opens the next\n');
  });

  it('--reset forgets the progress (the file holds level 0) and the L game starts at level 1', () => {
    const cfg = configHome();
    mkdirSync(join(cfg, 'arcade'));
    writeFileSync(saved(cfg), '{"version":1,"highestWon":4}\n');
    const r = dots(cfg, ['--reset'], ['L']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Progress forgotten: levels start again at level 1.\n');
    expect(r.out).toContain('Level 1 of 12:');
    expect(JSON.parse(readFileSync(saved(cfg), 'utf8'))).toEqual({ version: 1, highestWon: 0 });
  });

  it('issue 22.1: a corrupt progress file: a one-line warning, level 1, a win saved, the old file kept beside it', () => {
    const cfg = configHome();
    mkdirSync(join(cfg, 'arcade'));
    writeFileSync(saved(cfg), 'not json {');
    const r = dots(cfg, [], ['L', ...greedyWin(L1)]);
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    expect(r.out).toContain(`\n${shown(cfg)} is corrupt (not JSON): starting at level 1.\n\nLevel 1 of 12:`);
    expect(r.out).toContain('Progress saved: level 1 won; the next levels game starts at level 2.');
    expect(r.out).toMatch(/\nThe corrupt file was kept as dots\.json\.corrupt-\d{8}T\d{6}Z\.\n/);
    expect(JSON.parse(readFileSync(saved(cfg), 'utf8')).highestWon).toBe(1);
    const kept = readdirSync(join(cfg, 'arcade')).filter((n) => n.startsWith('dots.json.corrupt-'));
    expect(kept).toHaveLength(1);
    expect(readFileSync(join(cfg, 'arcade', kept[0]!), 'utf8')).toBe('not json {');
  });

  it('issue 22.1: a directory that cannot be written: said once before play, no "Cannot save" after the game ends', () => {
    const cfg = configHome();
    // As root chmod does not stop a write, so the config home is a file there: nothing under it can be made.
    const root = process.getuid?.() === 0;
    let home = cfg;
    if (root) {
      home = join(cfg, 'a-file');
      writeFileSync(home, 'x');
    } else {
      mkdirSync(join(cfg, 'arcade'));
      chmodSync(join(cfg, 'arcade'), 0o500);
    }
    const r = dots(home, [], ['L', ...greedyWin(L1)]);
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    const warnings = r.out.split('\n').filter((l) => l.startsWith('Cannot'));
    // The file is named when the line fits 80 columns, else the reason is given in words.
    const [verb, tail] = root ? ['use', 'level 1, not saving.'] : ['save', 'playing on without saving.'];
    const named = `Cannot ${verb} ${shown(home)} (${root ? 'ENOTDIR' : 'EACCES'}): ${tail}`;
    const plain = `Cannot ${verb} ${root ? 'the progress file' : 'progress'} (${root ? 'ENOTDIR: not a directory' : 'EACCES: permission denied'}): ${tail}`;
    expect(warnings).toEqual([named.length <= 80 ? named : plain]);
    // Said before the level starts, never after the win.
    expect(r.out.indexOf(warnings[0]!)).toBeLessThan(r.out.indexOf('Level 1 of 12:'));
    expect(r.out.slice(r.out.indexOf('Level 1 won'))).not.toContain('Cannot');
    expect(r.out).not.toContain('Progress saved');
    expect(r.out).toMatch(/\nResult: level 1 won in \d+ moves\n$/);
  });

  it('without HOME or XDG_CONFIG_HOME: a warning, and the game is played', () => {
    const r = dots(null, [], ['L', 'quit']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('No HOME or XDG_CONFIG_HOME: progress will not be saved.\n');
    expect(r.out.endsWith('Result: quit\n')).toBe(true);
  });

  it('M and T never read the progress file', () => {
    const cfg = configHome();
    mkdirSync(join(cfg, 'arcade'));
    writeFileSync(saved(cfg), 'not json {');
    for (const mode of ['M', 'T']) {
      const r = dots(cfg, [], [mode, 'quit']);
      expect(r.out).not.toContain('corrupt');
      expect(r.out.endsWith('Result: quit\n')).toBe(true);
    }
  });

  it('issue 22.1: a progress file of another version is kept and never overwritten; said once, before play', () => {
    const cfg = configHome();
    mkdirSync(join(cfg, 'arcade'));
    const future = '{"version":2,"highestWon":3,"stars":[3,3,2]}\n';
    writeFileSync(saved(cfg), future);
    const r = dots(cfg, [], ['L', ...greedyWin(L1)]);
    expect(r.code).toBe(0);
    expect(r.out).toContain(`L\n${cannotUse(cfg, 'version 2, not 1')}\n`);
    expect(r.out.match(/not saving|without saving/g)).toHaveLength(1);
    expect(r.out).not.toContain('Progress saved');
    expect(r.out).toMatch(/\nResult: level 1 won in \d+ moves\n$/);
    expect(readFileSync(saved(cfg), 'utf8')).toBe(future);
  });

  it('issue 23.2: a FIFO as the progress file: one line, the game is played, no hang, the FIFO stays', () => {
    const cfg = configHome();
    mkdirSync(join(cfg, 'arcade'));
    expect(spawnSync('mkfifo', [saved(cfg)]).status).toBe(0);
    const r = dots(cfg, [], ['L', ...greedyWin(L1)]);
    // No hang: runCli's 20 s timeout would have killed it (a signal, no exit code).
    expect(r.signal).toBeNull();
    expect(r.code).toBe(0);
    expect(r.out).toContain(`L\n${cannotUse(cfg, 'a FIFO')}\n`);
    expect(r.out).toMatch(/\nResult: level 1 won in \d+ moves\n$/);
    expect(lstatSync(saved(cfg)).isFIFO()).toBe(true);
  });

  it('issue 23.2: a link to /dev/zero as the progress file: one line, bounded time and memory', () => {
    const cfg = configHome();
    mkdirSync(join(cfg, 'arcade'));
    symlinkSync('/dev/zero', saved(cfg));
    // The game reports its peak memory at exit (test-support/report-rss.cjs, preloaded).
    const rssReport = fileURLToPath(new URL('../../../test-support/report-rss.cjs', import.meta.url));
    const r = spawnSync(process.execPath, ['--require', rssReport, CLI, '--seed', '1', '--level', '1'], {
      input: 'quit\n',
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', NO_COLOR: '1', XDG_CONFIG_HOME: cfg, HOME: tmpdir() },
      // Only tells a hang from an answer (the game takes well under a second): generous for a loaded machine.
      timeout: 20_000,
    });
    expect(r.signal, 'killed by the timeout: it hung').toBeNull();
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(`${cannotUse(cfg, 'a device')}\n`);
    const kib = Number(/\[maxRSS (\d+) KiB\]/.exec(r.stderr)?.[1]);
    expect(kib).toBeGreaterThan(0);
    expect(kib).toBeLessThan(200 * 1024);
  });

  it('issue 23.1: two games saving at once, 200 pairs within a millisecond: the higher level is never lost', async () => {
    const dir = configHome();
    const racer = fileURLToPath(new URL('./fixtures/progress-racer.mjs', import.meta.url));
    const dotsJs = new URL('../dist/index.js', import.meta.url).href;
    const rounds = 200;
    const t0 = Date.now() + 1500; // after both have started
    const run = (level: number) =>
      new Promise<number[]>((resolve, reject) => {
        const p = spawn(process.execPath, [racer, dotsJs, dir, String(level), String(rounds), String(t0), '12']);
        let out = '';
        let err = '';
        p.stdout.on('data', (d: Buffer) => {
          out += d.toString();
        });
        p.stderr.on('data', (d: Buffer) => {
          err += d.toString();
        });
        p.on('close', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`exit ${code}: ${err}`))));
      });
    const [two, four] = await Promise.all([run(2), run(4)]);
    // Every save was made, and each said what the file held: 4, or 2 before the other game's 4.
    expect(four).toEqual(Array(rounds).fill(4));
    expect(two!.every((n) => n === 2 || n === 4)).toBe(true);
    const lost: number[] = [];
    for (let r = 0; r < rounds; r++) {
      const text = readFileSync(join(dir, String(r), 'arcade', 'dots.json'), 'utf8');
      if (JSON.parse(text).highestWon !== 4) lost.push(r);
    }
    expect(lost).toEqual([]);
  }, 60_000);
});
