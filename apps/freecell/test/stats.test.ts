// FreeCell statistics (issue 22, Conveniences): the pure record and file
// functions, the file through the shared durable store with Two Dots'
// guarantees (issue 23.1-5, 23.13), and the `stats` command in a game.
import { spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bufferSink, scriptedReader } from '@arcade/view-console/node';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { RUN_BOARD } from './helpers.js';
import {
  EMPTY_STATS,
  type FreecellStats,
  fileStats,
  formatStats,
  MAX_BEST_DEALS,
  MAX_COUNT,
  main,
  makeStats,
  memoryStats,
  parseStats,
  recordResult,
  type StatsStore,
} from '../src/index.js';

const dirs: string[] = [];
function tempDir(): string {
  const d = fs.mkdtempSync(join(tmpdir(), 'freecell-stats-'));
  dirs.push(d);
  return d;
}
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

const file = (cfg: string) => join(cfg, 'arcade', 'freecell.json');

describe('recordResult', () => {
  it('counts wins by hand, games finished by the solver, games given up; streaks; each deal its fewest moves', () => {
    let s = EMPTY_STATS;
    s = recordResult(s, { kind: 'won', deal: 617, moves: 93 });
    s = recordResult(s, { kind: 'won', deal: 617, moves: 101 });
    s = recordResult(s, { kind: 'won', deal: 1, moves: 80 });
    expect(s).toMatchObject({ played: 3, won: 3, solved: 0, streak: 3, bestStreak: 3 });
    expect([...s.best]).toEqual([
      [617, 93],
      [1, 80],
    ]);
    s = recordResult(s, { kind: 'solved', deal: 2 });
    expect(s).toMatchObject({ played: 4, won: 3, solved: 1, streak: 0, bestStreak: 3 });
    expect(s.best.has(2)).toBe(false); // the solver's win is no best of the player's
    s = recordResult(s, { kind: 'won', deal: 617, moves: 90 });
    s = recordResult(s, { kind: 'lost', deal: 3 });
    expect(s).toMatchObject({ played: 6, won: 4, solved: 1, streak: 0, bestStreak: 3 });
    expect(s.best.get(617)).toBe(90);
    expect(EMPTY_STATS.played).toBe(0); // nothing changed in place
  });
});

describe('makeStats / parseStats', () => {
  const outcome = fc.oneof(
    fc.record({
      kind: fc.constant('won' as const),
      deal: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
      moves: fc.integer({ min: 1, max: 500 }),
    }),
    fc.record({ kind: fc.constantFrom('solved' as const, 'lost' as const), deal: fc.integer({ min: 1, max: 99 }) }),
  );

  it('round-trip any record of games', () => {
    fc.assert(
      fc.property(fc.array(outcome, { maxLength: 40 }), (games) => {
        const s = games.reduce<FreecellStats>(recordResult, EMPTY_STATS);
        expect(parseStats(makeStats(s))).toEqual({
          stats: { ...s, best: new Map([...s.best].sort((a, b) => a[0] - b[0])) },
        });
      }),
    );
  });

  it('refuse what is not statistics, with a reason; another version is marked to be kept', () => {
    const ok = { version: 1, played: 3, won: 2, solved: 1, streak: 1, bestStreak: 2, best: { 617: 93 } };
    const text = (o: object) => JSON.stringify({ ...ok, ...o });
    for (const [t, reason] of [
      ['{', 'not JSON'],
      ['[]', 'not a JSON object'],
      [text({ version: '1' }), 'unknown version 1'],
      [text({ played: -1 }), 'played not a count'],
      [text({ won: 1.5 }), 'won not a count'],
      [text({ won: 3 }), 'counts that do not add up'],
      [text({ best: [] }), 'best not an object'],
      [text({ best: { '0': 5 } }), 'best: 0 not a deal'],
      [text({ best: { '01': 5 } }), 'best: 01 not a deal'],
      [text({ best: { '617': 0 } }), 'best: deal 617 not a move count'],
    ] as const) {
      expect(parseStats(t), t).toEqual({ reason });
    }
    expect(parseStats(text({ version: 2 }))).toEqual({ reason: 'version 2, not 1', otherVersion: true });
    expect(parseStats(`\uFEFF${text({})}`)).toMatchObject({ stats: { played: 3 } });
  });

  it(`a table of more than ${MAX_BEST_DEALS} deals is refused before it is walked`, () => {
    const best: Record<string, number> = {};
    for (let d = 1; d <= MAX_BEST_DEALS + 1; d++) best[d] = 50;
    const t = JSON.stringify({ version: 1, played: 0, won: 0, solved: 0, streak: 0, bestStreak: 0, best });
    expect(parseStats(t)).toEqual({ reason: `best for more than ${MAX_BEST_DEALS} deals` });
  });

  it('issue 23.13: only own properties are read (a polluted Object.prototype does not leak in)', () => {
    const proto = Object.prototype as Record<string, unknown>;
    proto.played = 12;
    proto.best = { 617: 1 };
    try {
      expect(parseStats('{"version":1,"won":0,"solved":0,"streak":0,"bestStreak":0,"best":{}}')).toEqual({
        reason: 'played not a count',
      });
      expect(parseStats('{"version":1,"played":0,"won":0,"solved":0,"streak":0,"bestStreak":0}')).toEqual({
        reason: 'best not an object',
      });
    } finally {
      delete proto.played;
      delete proto.best;
    }
  });
});

describe('formatStats', () => {
  it('says the counts, the streaks and the deal’s best, each line within 80 columns', () => {
    let s = recordResult(EMPTY_STATS, { kind: 'won', deal: 617, moves: 93 });
    s = recordResult(s, { kind: 'solved', deal: 5 });
    s = recordResult(s, { kind: 'lost', deal: 5 });
    expect(formatStats(s, 617)).toBe(
      'Played 3: won 1 (33%), solved by the solver 1, lost 1.\nStreak: 0 wins in a row (best 1 win).\nDeal 617: best 93 moves.',
    );
    expect(formatStats(s, 5).split('\n')[2]).toBe('Deal 5: not won by hand yet.');
    expect(formatStats(EMPTY_STATS, null)).toBe(
      'Played 0: won 0, solved by the solver 0, lost 0.\nStreak: 0 wins in a row (best 0 wins).',
    );
    const huge = {
      played: MAX_COUNT,
      won: MAX_COUNT - 1,
      solved: 0,
      streak: MAX_COUNT - 1,
      bestStreak: MAX_COUNT - 1,
      best: new Map([[2 ** 31 - 1, MAX_COUNT]]),
    };
    for (const line of formatStats(huge, 2 ** 31 - 1).split('\n')) expect(line.length).toBeLessThanOrEqual(80);
  });
});

describe('fileStats: saved like Two Dots progress', () => {
  it('a missing file is silent; each game is recorded in the file; a second store adds to it', () => {
    const cfg = tempDir();
    const a = fileStats({ fs, env: { XDG_CONFIG_HOME: cfg, HOME: cfg } });
    expect(a.load()).toEqual({ stats: EMPTY_STATS, warning: null });
    expect(a.record({ kind: 'won', deal: 617, moves: 93 }).warning).toBeNull();
    const b = fileStats({ fs, env: { XDG_CONFIG_HOME: cfg, HOME: cfg } });
    // b loaded nothing yet: its result is applied to what is on disk, so a's game is kept.
    expect(b.record({ kind: 'solved', deal: 1 }).stats).toMatchObject({ played: 2, won: 1, solved: 1 });
    expect(JSON.parse(fs.readFileSync(file(cfg), 'utf8'))).toEqual({
      version: 1,
      played: 2,
      won: 1,
      solved: 1,
      streak: 0,
      bestStreak: 1,
      best: { 617: 93 },
    });
  });

  it('a file of another version, or unreadable, is kept and nothing is saved (said once, at load)', () => {
    const cfg = tempDir();
    fs.mkdirSync(join(cfg, 'arcade'));
    fs.writeFileSync(file(cfg), '{"version":2}');
    const s = fileStats({ fs, env: { XDG_CONFIG_HOME: cfg, HOME: cfg } });
    expect(s.load().warning).toBe('Cannot use ~/arcade/freecell.json (version 2, not 1): statistics not saved.');
    expect(s.record({ kind: 'won', deal: 1, moves: 80 })).toMatchObject({ stats: { played: 1 }, warning: null });
    expect(s.off).toBe('version 2, not 1');
    expect(fs.readFileSync(file(cfg), 'utf8')).toBe('{"version":2}');
  });

  it('a corrupt file: a warning, a fresh start, and the bad file kept beside the new one', () => {
    const cfg = tempDir();
    fs.mkdirSync(join(cfg, 'arcade'));
    fs.writeFileSync(file(cfg), 'junk');
    const s = fileStats({ fs, env: { XDG_CONFIG_HOME: cfg, HOME: cfg } });
    expect(s.load().warning).toBe('~/arcade/freecell.json is corrupt (not JSON): statistics start again.');
    expect(s.record({ kind: 'lost', deal: 1 }).warning).toMatch(
      /^The corrupt statistics were kept as freecell\.json\.corrupt-\d{8}T\d{6}Z\.$/,
    );
    const kept = fs.readdirSync(join(cfg, 'arcade')).filter((n) => n.includes('.corrupt-'));
    expect(fs.readFileSync(join(cfg, 'arcade', kept[0]!), 'utf8')).toBe('junk');
  });

  it('issue 23.2: a FIFO is refused at once; a link is updated through', () => {
    const cfg = tempDir();
    fs.mkdirSync(join(cfg, 'arcade'));
    expect(spawnSync('mkfifo', [file(cfg)]).status).toBe(0);
    // Refused before any read (a read is what would wait for a writer): reads are counted.
    let reads = 0;
    const watched = {
      ...fs,
      readSync: ((...args: Parameters<typeof fs.readSync>) => {
        reads++;
        return fs.readSync(...args);
      }) as typeof fs.readSync,
    };
    expect(fileStats({ fs: watched, env: { XDG_CONFIG_HOME: cfg, HOME: cfg } }).load().warning).toBe(
      'Cannot use ~/arcade/freecell.json (a FIFO): statistics not saved.',
    );
    expect(reads).toBe(0);
    fs.rmSync(file(cfg));
    fs.writeFileSync(join(cfg, 'real.json'), makeStats(EMPTY_STATS));
    fs.symlinkSync('../real.json', file(cfg));
    fileStats({ fs, env: { XDG_CONFIG_HOME: cfg } }).record({ kind: 'lost', deal: 4 });
    expect(fs.lstatSync(file(cfg)).isSymbolicLink()).toBe(true);
    expect(parseStats(fs.readFileSync(join(cfg, 'real.json'), 'utf8'))).toMatchObject({ stats: { played: 1 } });
  });

  it('without a home: kept in memory, silently', () => {
    const s = fileStats({ fs, env: {} });
    expect(s.load().warning).toBeNull();
    expect(s.record({ kind: 'won', deal: 1, moves: 9 }).stats.won).toBe(1);
    expect(s.off).toBe('no HOME or XDG_CONFIG_HOME');
  });

  it('issue 23.1: two games recording at once, 200 rounds within a millisecond: no game is lost', async () => {
    const cfg = tempDir();
    const racer = fileURLToPath(new URL('./fixtures/stats-racer.mjs', import.meta.url));
    const lib = new URL('../dist/index.js', import.meta.url).href;
    const rounds = 200;
    const t0 = Date.now() + 1500;
    const run = (deal: number) =>
      new Promise<string>((resolve, reject) => {
        const p = spawn(process.execPath, [racer, lib, cfg, String(deal), String(rounds), String(t0), '12']);
        let out = '';
        let err = '';
        p.stdout.on('data', (d: Buffer) => {
          out += d.toString();
        });
        p.stderr.on('data', (d: Buffer) => {
          err += d.toString();
        });
        p.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`exit ${code}: ${err}`))));
      });
    const outs = await Promise.all([run(1), run(2)]);
    for (const o of outs) expect(JSON.parse(o)).toEqual({ warnings: [] });
    const saved = parseStats(fs.readFileSync(file(cfg), 'utf8'));
    expect(saved).toMatchObject({ stats: { played: 2 * rounds, won: 2 * rounds, streak: 2 * rounds } });
    expect(fs.readdirSync(join(cfg, 'arcade'))).toEqual(['freecell.json']);
  }, 60_000);
});

describe('issue 22: the stats command, and each game recorded at its end', () => {
  function play(args: string[], lines: string[], stats: StatsStore) {
    const output = bufferSink();
    const code = main(args, { input: scriptedReader(lines), output, echo: true, stats });
    return { code, out: output.text() };
  }

  it('a game finished by the solver counts as solved by the solver, not as a win by hand', () => {
    const stats = memoryStats();
    const r = play(['--deal', '617'], ['4a', 'solve', 'stats'], stats);
    expect(r.code).toBe(0);
    const s = stats.load().stats;
    expect(s).toMatchObject({ played: 1, won: 0, solved: 1, streak: 0 });
    expect(s.best.size).toBe(0);
  });

  it('stats shows the saved statistics and this deal; giving up after a move counts a game lost', () => {
    const start = recordResult(EMPTY_STATS, { kind: 'won', deal: 617, moves: 93 });
    const stats = memoryStats(start);
    const r = play(['--deal', '617'], ['stats', '4a', 'quit'], stats);
    expect(r.out).toContain(
      'stats\nPlayed 1: won 1 (100%), solved by the solver 0, lost 0.\nStreak: 1 win in a row (best 1 win).\nDeal 617: best 93 moves.\n',
    );
    expect(stats.load().stats).toMatchObject({ played: 2, won: 1, streak: 0, bestStreak: 1 });
    // No move made: nothing to count.
    play(['--deal', '617'], ['quit'], stats);
    expect(stats.load().stats.played).toBe(2);
  });

  it('leaving a deal after a move (new, next, deal N) counts it lost; the next deal is counted on its own', () => {
    const stats = memoryStats();
    const r = play(['--deal', '617'], ['4a', 'next', '1a', 'deal 5', 'stats'], stats);
    expect(r.out).toContain('Leaving deal 617 after 1 move.');
    expect(r.out).toContain('stats\nPlayed 2: won 0 (0%), solved by the solver 0, lost 2.\n');
    expect(r.out).toContain('Deal 5: not won by hand yet.');
  });

  it('a game won by hand is recorded with its move count', () => {
    const stats = memoryStats();
    // Deal 617 won by the solver's moves typed in (no-auto: every move typed), as the e2e test does.
    const lib = spawnSync(
      process.execPath,
      [fileURLToPath(new URL('../dist/cli.cjs', import.meta.url)), '--deal', '1', '--solve'],
      {
        encoding: 'utf8',
      },
    );
    const moves = lib.stdout.split('\n')[1]!.split(' ');
    const r = play(['--deal', '1', '--no-auto'], moves, stats);
    expect(r.out).toMatch(/Result: won deal 1 in \d+ moves\n$/);
    const s = stats.load().stats;
    expect(s).toMatchObject({ played: 1, won: 1, solved: 0, streak: 1 });
    expect(s.best.get(1)).toBe(moves.length);
  });

  it('a board from a file is never recorded (it has no deal number); stats still answers', () => {
    const stats = memoryStats();
    const board = join(tempDir(), 'b.txt');
    fs.writeFileSync(board, RUN_BOARD);
    const r = play(['--board', board], ['12', 'stats', 'quit'], stats);
    expect(r.out).toContain(
      'stats\nPlayed 0: won 0, solved by the solver 0, lost 0.\nStreak: 0 wins in a row (best 0 wins).\n',
    );
    expect(stats.load().stats.played).toBe(0);
  });

  it('counts stop at MAX_COUNT, so the file always reads back', () => {
    const full = { ...EMPTY_STATS, played: MAX_COUNT, won: MAX_COUNT, streak: MAX_COUNT, bestStreak: MAX_COUNT };
    const s = recordResult(full, { kind: 'won', deal: 1, moves: 5 });
    expect(s).toMatchObject({ played: MAX_COUNT, won: MAX_COUNT, streak: MAX_COUNT });
    expect(parseStats(makeStats(s))).toMatchObject({ stats: { played: MAX_COUNT } });
  });
});

describe('issue 22: statistics through the binary', () => {
  const cli = fileURLToPath(new URL('../dist/cli.cjs', import.meta.url));
  const freecell = (cfg: string, args: string[], input: string) =>
    spawnSync(process.execPath, [cli, ...args], {
      input,
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', NO_COLOR: '1', XDG_CONFIG_HOME: cfg, HOME: cfg },
      timeout: 20_000,
    });

  it('a game finished by the solver is saved as solved; the next game shows it with stats', () => {
    const cfg = tempDir();
    const first = freecell(cfg, ['--deal', '617'], '4a\nsolve\n');
    expect(first.status).toBe(0);
    expect(parseStats(fs.readFileSync(file(cfg), 'utf8'))).toMatchObject({
      stats: { played: 1, won: 0, solved: 1, streak: 0 },
    });
    const next = freecell(cfg, ['--deal', '617'], 'stats\n');
    expect(next.stdout).toContain('stats\nPlayed 1: won 0 (0%), solved by the solver 1, lost 0.\n');
    expect(next.stdout).toContain('Deal 617: not won by hand yet.\n');
  });

  it('a statistics file of another version: one line before play, the game is played, the file kept', () => {
    const cfg = tempDir();
    fs.mkdirSync(join(cfg, 'arcade'));
    fs.writeFileSync(file(cfg), '{"version":9}');
    const r = freecell(cfg, ['--deal', '617'], '4a\nstats\nquit\n');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('\nCannot use ~/arcade/freecell.json (version 9, not 1): statistics not saved.\n');
    expect(r.stdout).toContain('Not saved (version 9, not 1): kept for this run only.\n');
    expect(r.stdout.endsWith('Result: quit\n')).toBe(true);
    expect(fs.readFileSync(file(cfg), 'utf8')).toBe('{"version":9}');
  });
});
