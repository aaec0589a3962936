// Saved progress of mode L: the path rule, the file format pair, atomic
// writes, and every bad file as a one-line warning, never a crash.
import * as fs from 'node:fs';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  fileProgress,
  MAX_SAVED_LEVEL,
  makeProgress,
  memoryProgress,
  type ProgressFs,
  parseProgress,
  progressPath,
} from '../src/progress.js';

const dirs: string[] = [];
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'dots-progress-'));
  dirs.push(d);
  return d;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('progressPath', () => {
  it('is $XDG_CONFIG_HOME/arcade/dots.json, else ~/.config/arcade/dots.json', () => {
    expect(progressPath({ XDG_CONFIG_HOME: '/x/cfg', HOME: '/home/a' })).toBe('/x/cfg/arcade/dots.json');
    expect(progressPath({ XDG_CONFIG_HOME: '/x/cfg/', HOME: '/home/a' })).toBe('/x/cfg/arcade/dots.json');
    expect(progressPath({ HOME: '/home/a' })).toBe('/home/a/.config/arcade/dots.json');
  });

  it('ignores an empty or relative XDG_CONFIG_HOME (the XDG rule), and is null without a home', () => {
    expect(progressPath({ XDG_CONFIG_HOME: '', HOME: '/home/a' })).toBe('/home/a/.config/arcade/dots.json');
    expect(progressPath({ XDG_CONFIG_HOME: 'cfg', HOME: '/home/a' })).toBe('/home/a/.config/arcade/dots.json');
    expect(progressPath({})).toBeNull();
    expect(progressPath({ HOME: 'relative' })).toBeNull();
  });
});

describe('makeProgress / parseProgress', () => {
  it('round-trip every level number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_SAVED_LEVEL }), (n) => {
        expect(parseProgress(makeProgress(n))).toEqual({ highestWon: n });
      }),
    );
  });

  it('refuse what is not progress, with a reason', () => {
    for (const [text, reason] of [
      ['', 'not JSON'],
      ['{"version":1,"highestWon":3', 'not JSON'],
      ['[1]', 'not a JSON object'],
      ['null', 'not a JSON object'],
      ['{"highestWon":3}', 'unknown version undefined'],
      ['{"version":2,"highestWon":3}', 'unknown version 2'],
      ['{"version":1,"highestWon":"3"}', 'highestWon not a whole number'],
      ['{"version":1,"highestWon":2.5}', 'highestWon not a whole number'],
      ['{"version":1,"highestWon":-1}', 'highestWon -1 out of range'],
      ['{"version":1,"highestWon":1001}', 'highestWon 1001 out of range'],
    ] as const) {
      expect(parseProgress(text), text).toEqual({ reason });
    }
  });
});

describe('fileProgress on a real directory', () => {
  it('a missing file is a warning and level 0; a save creates the directories and the file; load reads it', () => {
    const cfg = tempDir();
    const p = fileProgress({ fs, env: { XDG_CONFIG_HOME: cfg, HOME: cfg } });
    const first = p.load();
    expect(first.highestWon).toBe(0);
    expect(first.warning).toBe('No progress saved yet (~/arcade/dots.json): starting at level 1.');
    expect(p.save(3)).toBeNull();
    expect(readFileSync(join(cfg, 'arcade', 'dots.json'), 'utf8')).toBe('{"version":1,"highestWon":3}\n');
    expect(p.load()).toEqual({ highestWon: 3, warning: null });
    // No temporary file is left behind.
    expect(readdirSync(join(cfg, 'arcade'))).toEqual(['dots.json']);
  });

  it('never lowers what is saved: another run may have won more meanwhile', () => {
    const cfg = tempDir();
    const a = fileProgress({ fs, env: { XDG_CONFIG_HOME: cfg, HOME: cfg } });
    const b = fileProgress({ fs, env: { XDG_CONFIG_HOME: cfg, HOME: cfg } });
    expect(a.save(5)).toBeNull();
    expect(b.save(2)).toBeNull();
    expect(a.load().highestWon).toBe(5);
  });

  it('a corrupt file is a one-line warning and a fresh start, and the next save replaces it (the run is not lost)', () => {
    const cfg = tempDir();
    fs.mkdirSync(join(cfg, 'arcade'));
    writeFileSync(join(cfg, 'arcade', 'dots.json'), '{"version":1,"highestWon":');
    const p = fileProgress({ fs, env: { XDG_CONFIG_HOME: cfg, HOME: cfg } });
    const loaded = p.load();
    expect(loaded.highestWon).toBe(0);
    expect(loaded.warning).toBe('~/arcade/dots.json is corrupt (not JSON): starting at level 1.');
    expect(loaded.warning).not.toContain('\n');
    expect(p.save(1)).toBeNull();
    expect(p.load()).toEqual({ highestWon: 1, warning: null });
  });

  it('an unreadable file (a directory in its place) is a warning, not a crash', () => {
    const cfg = tempDir();
    fs.mkdirSync(join(cfg, 'arcade', 'dots.json'), { recursive: true });
    const p = fileProgress({ fs, env: { XDG_CONFIG_HOME: cfg, HOME: cfg } });
    expect(p.load()).toEqual({
      highestWon: 0,
      warning: 'Cannot read ~/arcade/dots.json (EISDIR): starting at level 1.',
    });
  });

  it('a directory that cannot be written (its parent is a file) says so once, then saves nothing more', () => {
    const cfg = tempDir();
    writeFileSync(join(cfg, 'file'), 'x');
    const p = fileProgress({ fs, env: { XDG_CONFIG_HOME: join(cfg, 'file'), HOME: cfg } });
    expect(p.load().warning).toBe('Cannot read ~/file/arcade/dots.json (ENOTDIR): starting at level 1.');
    expect(p.save(2)).toBe('Cannot save ~/file/arcade/dots.json (ENOTDIR): playing on without saving.');
    expect(p.save(3)).toBe('');
  });

  it('reset removes the file; a missing file is already reset', () => {
    const cfg = tempDir();
    const p = fileProgress({ fs, env: { XDG_CONFIG_HOME: cfg, HOME: cfg } });
    expect(p.reset()).toBeNull();
    p.save(4);
    expect(p.reset()).toBeNull();
    expect(p.load().highestWon).toBe(0);
  });

  it('without a home it warns and saves nothing', () => {
    const p = fileProgress({ fs, env: {} });
    expect(p.where).toBeNull();
    expect(p.load().warning).toBe('No HOME or XDG_CONFIG_HOME: progress will not be saved.');
    expect(p.save(1)).toBe('No HOME or XDG_CONFIG_HOME: playing on without saving progress.');
    expect(p.reset()).toBeNull();
  });

  it('refuses to save a level that is not a whole number in range, writing nothing', () => {
    const cfg = tempDir();
    const p = fileProgress({ fs, env: { XDG_CONFIG_HOME: cfg, HOME: cfg } });
    for (const bad of [-1, 1.5, Number.NaN, MAX_SAVED_LEVEL + 1]) expect(() => p.save(bad)).toThrow(RangeError);
    expect(fs.existsSync(join(cfg, 'arcade'))).toBe(false);
  });
});

describe('fileProgress warnings fit one line', () => {
  it('name the file when it fits in 80 columns, and leave it out (giving the reason in words) when it does not', () => {
    const cfg = tempDir();
    const deep = join(cfg, 'a'.repeat(60));
    fs.mkdirSync(join(deep, 'arcade'), { recursive: true });
    writeFileSync(join(deep, 'arcade', 'dots.json'), '[]');
    const p = fileProgress({ fs, env: { XDG_CONFIG_HOME: deep } });
    expect(p.load().warning).toBe('Corrupt progress file (not a JSON object): starting at level 1.');
    rmSync(join(deep, 'arcade', 'dots.json'));
    expect(p.load().warning).toBe('No progress saved yet: starting at level 1.');
    const near = fileProgress({ fs, env: { XDG_CONFIG_HOME: deep, HOME: deep } });
    expect(near.load().warning).toBe('No progress saved yet (~/arcade/dots.json): starting at level 1.');
    const file = join(cfg, 'f');
    writeFileSync(file, '');
    const blocked = fileProgress({ fs, env: { XDG_CONFIG_HOME: join(file, 'b'.repeat(60)) } });
    expect(blocked.save(1)).toBe('Cannot save progress (ENOTDIR: not a directory): playing on without saving.');
  });

  it('every warning is one line of at most 80 columns, whatever the path', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 200 }), (name) => {
        const dir = `/nonexistent/${name.replace(/[/\n]/g, '_')}`;
        const p = fileProgress({ fs, env: { XDG_CONFIG_HOME: dir } });
        for (const w of [p.load().warning, p.save(1), p.reset()]) {
          if (w === null) continue;
          expect(w).not.toContain('\n');
          expect(w.length).toBeLessThanOrEqual(80);
        }
      }),
      { numRuns: 50 },
    );
  });
});

describe('fileProgress writes atomically', () => {
  /** node:fs, with one call made to fail (EACCES, EROFS ...) and every write recorded. */
  function failing(call: keyof ProgressFs, code: string): { fs: ProgressFs; calls: string[] } {
    const real: ProgressFs = fs;
    const calls: string[] = [];
    const wrapped = {} as Record<string, unknown>;
    for (const name of ['readFileSync', 'writeFileSync', 'renameSync', 'mkdirSync', 'unlinkSync'] as const) {
      wrapped[name] = (...args: unknown[]) => {
        calls.push(
          `${name} ${String(args[0]).replace(/.*\//, '')}${name === 'renameSync' ? ` ${String(args[1]).replace(/.*\//, '')}` : ''}`,
        );
        if (name === call) throw Object.assign(new Error(`${code}: failed`), { code });
        return (real[name] as (...a: unknown[]) => unknown)(...args);
      };
    }
    return { fs: wrapped as unknown as ProgressFs, calls };
  }

  it('writes a temporary file beside the file, then renames it over', () => {
    const cfg = tempDir();
    const { fs: spy, calls } = failing('unlinkSync', 'ENOENT');
    expect(fileProgress({ fs: spy, env: { XDG_CONFIG_HOME: cfg, HOME: cfg }, pid: 42 }).save(2)).toBeNull();
    expect(calls).toEqual([
      'readFileSync dots.json',
      'mkdirSync arcade',
      'writeFileSync dots.json.42.tmp',
      'renameSync dots.json.42.tmp dots.json',
    ]);
  });

  it('a failed rename leaves the old file whole and no temporary file behind', () => {
    const cfg = tempDir();
    fileProgress({ fs, env: { XDG_CONFIG_HOME: cfg, HOME: cfg } }).save(3);
    const { fs: broken } = failing('renameSync', 'EROFS');
    const warning = fileProgress({ fs: broken, env: { XDG_CONFIG_HOME: cfg, HOME: cfg }, pid: 7 }).save(4);
    expect(warning).toBe('Cannot save ~/arcade/dots.json (EROFS): playing on without saving.');
    expect(readFileSync(join(cfg, 'arcade', 'dots.json'), 'utf8')).toBe(makeProgress(3));
    expect(readdirSync(join(cfg, 'arcade'))).toEqual(['dots.json']);
  });

  it('a failed write (permission denied) is one line, and the old file is untouched', () => {
    const cfg = tempDir();
    fileProgress({ fs, env: { XDG_CONFIG_HOME: cfg, HOME: cfg } }).save(1);
    const { fs: denied } = failing('writeFileSync', 'EACCES');
    expect(fileProgress({ fs: denied, env: { XDG_CONFIG_HOME: cfg, HOME: cfg } }).save(2)).toBe(
      'Cannot save ~/arcade/dots.json (EACCES): playing on without saving.',
    );
    expect(fileProgress({ fs, env: { XDG_CONFIG_HOME: cfg, HOME: cfg } }).load().highestWon).toBe(1);
  });

  it('a reset that cannot remove the file says so in one line', () => {
    const cfg = tempDir();
    const { fs: denied } = failing('unlinkSync', 'EACCES');
    expect(fileProgress({ fs: denied, env: { XDG_CONFIG_HOME: cfg, HOME: cfg } }).reset()).toBe(
      'Cannot forget ~/arcade/dots.json (EACCES): playing on without saving.',
    );
  });
});

describe('memoryProgress', () => {
  it('keeps the highest level in memory', () => {
    const p = memoryProgress(2);
    expect(p.load()).toEqual({ highestWon: 2, warning: null });
    p.save(1);
    expect(p.highestWon()).toBe(2);
    p.save(5);
    expect(p.highestWon()).toBe(5);
    p.reset();
    expect(p.highestWon()).toBe(0);
  });
});
