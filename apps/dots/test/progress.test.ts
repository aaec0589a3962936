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
      ['{"version":1,"highestWon":"3"}', 'highestWon not a whole number'],
      ['{"version":1,"highestWon":2.5}', 'highestWon not a whole number'],
      ['{"version":1,"highestWon":-1}', 'highestWon -1 out of range'],
      ['{"version":1,"highestWon":1001}', 'highestWon 1001 out of range'],
    ] as const) {
      expect(parseProgress(text), text).toEqual({ reason });
    }
  });

  it('issue 22.1: a file of another version is not corrupt: it is marked to be kept', () => {
    expect(parseProgress('{"version":2,"highestWon":3}')).toEqual({ reason: 'version 2, not 1', otherVersion: true });
  });

  it('issue 22.1: a leading byte-order mark is accepted', () => {
    expect(parseProgress('\uFEFF{"version":1,"highestWon":3}\n')).toEqual({ highestWon: 3 });
  });

  it('issue 23.13: only own properties are read (a polluted Object.prototype does not leak in)', () => {
    const proto = Object.prototype as Record<string, unknown>;
    proto.highestWon = 12;
    proto.version = 1;
    try {
      expect(parseProgress('{"version":1}')).toEqual({ reason: 'highestWon not a whole number' });
      expect(parseProgress('{"highestWon":3}')).toEqual({ reason: 'unknown version undefined' });
    } finally {
      delete proto.highestWon;
      delete proto.version;
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
    expect(p.save(3)).toEqual({ highestWon: 3, keptAs: null });
    expect(readFileSync(join(cfg, 'arcade', 'dots.json'), 'utf8')).toBe('{"version":1,"highestWon":3}\n');
    expect(p.load()).toEqual({ highestWon: 3, warning: null });
    // No temporary file is left behind.
    expect(readdirSync(join(cfg, 'arcade'))).toEqual(['dots.json']);
  });

  it('never lowers what is saved: another run may have won more meanwhile', () => {
    const cfg = tempDir();
    const a = fileProgress({ fs, env: { XDG_CONFIG_HOME: cfg, HOME: cfg } });
    const b = fileProgress({ fs, env: { XDG_CONFIG_HOME: cfg, HOME: cfg } });
    expect(a.save(5)).toEqual({ highestWon: 5, keptAs: null });
    // The save says what the file holds: the other run's higher level.
    expect(b.save(2)).toEqual({ highestWon: 5, keptAs: null });
    expect(a.load().highestWon).toBe(5);
  });

  it('issue 22.1: a corrupt file is a one-line warning and a fresh start; the next save keeps it as dots.json.corrupt-<time>', () => {
    const cfg = tempDir();
    fs.mkdirSync(join(cfg, 'arcade'));
    writeFileSync(join(cfg, 'arcade', 'dots.json'), '{"version":1,"highestWon":');
    const p = fileProgress({ fs, env: { XDG_CONFIG_HOME: cfg, HOME: cfg } });
    const loaded = p.load();
    expect(loaded.highestWon).toBe(0);
    expect(loaded.warning).toBe('~/arcade/dots.json is corrupt (not JSON): starting at level 1.');
    expect(loaded.warning).not.toContain('\n');
    const saved = p.save(1);
    expect(saved.highestWon).toBe(1);
    const kept = (saved as { keptAs: string }).keptAs;
    expect(kept).toMatch(/\/arcade\/dots\.json\.corrupt-\d{8}T\d{6}Z$/);
    expect(readFileSync(kept, 'utf8')).toBe('{"version":1,"highestWon":');
    expect(p.load()).toEqual({ highestWon: 1, warning: null });
  });

  it('an unreadable file (a directory in its place) is a warning, not a crash, and nothing is saved', () => {
    const cfg = tempDir();
    fs.mkdirSync(join(cfg, 'arcade', 'dots.json'), { recursive: true });
    const p = fileProgress({ fs, env: { XDG_CONFIG_HOME: cfg, HOME: cfg } });
    expect(p.load()).toEqual({
      highestWon: 0,
      warning: 'Cannot use ~/arcade/dots.json (a directory): level 1, not saving.',
    });
    expect(p.save(1)).toEqual({ highestWon: null, warning: '' });
    expect(fs.statSync(join(cfg, 'arcade', 'dots.json')).isDirectory()).toBe(true);
  });

  it('a directory that cannot be written (its parent is a file) says so once, then saves nothing more', () => {
    const cfg = tempDir();
    writeFileSync(join(cfg, 'file'), 'x');
    const p = fileProgress({ fs, env: { XDG_CONFIG_HOME: join(cfg, 'file'), HOME: cfg } });
    expect(p.load().warning).toBe('Cannot use ~/file/arcade/dots.json (ENOTDIR): level 1, not saving.');
    expect(p.save(2)).toEqual({ highestWon: null, warning: '' });
    expect(p.save(3)).toEqual({ highestWon: null, warning: '' });
    // Without the load's warning (a save first), the save says it, once.
    const q = fileProgress({ fs, env: { XDG_CONFIG_HOME: join(cfg, 'file'), HOME: cfg } });
    expect(q.save(2)).toEqual({
      highestWon: null,
      warning: 'Cannot save ~/file/arcade/dots.json (ENOTDIR): playing on without saving.',
    });
    expect(q.save(3)).toEqual({ highestWon: null, warning: '' });
  });

  it('reset writes level 0 (through the lock, never lowered by a merge); a missing file is reset too', () => {
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
    expect(p.save(1)).toEqual({ highestWon: null, warning: '' }); // the load said it
    expect(fileProgress({ fs, env: {} }).save(1)).toEqual({
      highestWon: null,
      warning: 'No HOME or XDG_CONFIG_HOME: playing on without saving progress.',
    });
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
    expect(blocked.save(1)).toEqual({
      highestWon: null,
      warning: 'Cannot save progress (ENOTDIR: not a directory): playing on without saving.',
    });
  });

  it('every warning is one line of at most 80 columns, whatever the path', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 200 }), (name) => {
        const dir = `/nonexistent/${name.replace(/[/\n]/g, '_')}`;
        const p = fileProgress({ fs, env: { XDG_CONFIG_HOME: dir } });
        const saved = p.save(1);
        for (const w of [p.load().warning, 'warning' in saved ? saved.warning : null, p.reset()]) {
          if (w === null) continue;
          expect(w).not.toContain('\n');
          expect(w.length).toBeLessThanOrEqual(80);
        }
      }),
      { numRuns: 50 },
    );
  });
});

describe('fileProgress writes through the durable store', () => {
  /** node:fs with one call made to fail (EACCES, EROFS ...). */
  function failing(call: keyof ProgressFs, code: string): ProgressFs {
    return {
      ...fs,
      [call]: () => {
        throw Object.assign(new Error(`${code}: failed`), { code });
      },
    } as ProgressFs;
  }

  it('a failed rename leaves the old file whole and no temporary file behind', () => {
    const cfg = tempDir();
    fileProgress({ fs, env: { XDG_CONFIG_HOME: cfg, HOME: cfg } }).save(3);
    const p = fileProgress({ fs: failing('renameSync', 'EROFS'), env: { XDG_CONFIG_HOME: cfg, HOME: cfg } });
    expect(p.save(4)).toEqual({
      highestWon: null,
      warning: 'Cannot save ~/arcade/dots.json (EROFS): playing on without saving.',
    });
    expect(readFileSync(join(cfg, 'arcade', 'dots.json'), 'utf8')).toBe(makeProgress(3));
    expect(readdirSync(join(cfg, 'arcade'))).toEqual(['dots.json']);
  });

  it('a reset that cannot write says so in one line', () => {
    const cfg = tempDir();
    expect(fileProgress({ fs: failing('writeSync', 'EACCES'), env: { XDG_CONFIG_HOME: cfg, HOME: cfg } }).reset()).toBe(
      'Cannot forget ~/arcade/dots.json (EACCES): playing on without saving.',
    );
  });
});

describe('issue 22.1: Two Dots progress lost', () => {
  it('an unreadable file (EACCES) is never replaced: the run starts at level 1 and saves nothing, said once', () => {
    const cfg = tempDir();
    const file = join(cfg, 'arcade', 'dots.json');
    fs.mkdirSync(join(cfg, 'arcade'));
    writeFileSync(file, '{"version":1,"highestWon":3}', { mode: 0 });
    // Root reads a mode 000 file: the refusal a player gets is injected.
    const denied = {
      ...fs,
      openSync: (p: fs.PathLike, f: fs.OpenMode, m?: fs.Mode) => {
        if (p === file) throw Object.assign(new Error('EACCES'), { code: 'EACCES' });
        return fs.openSync(p, f, m);
      },
    } as ProgressFs;
    const p = fileProgress({ fs: denied, env: { XDG_CONFIG_HOME: cfg, HOME: cfg } });
    expect(p.load()).toEqual({
      highestWon: 0,
      warning: 'Cannot use ~/arcade/dots.json (EACCES): level 1, not saving.',
    });
    expect(p.save(1)).toEqual({ highestWon: null, warning: '' });
    fs.chmodSync(file, 0o644);
    expect(readFileSync(file, 'utf8')).toBe('{"version":1,"highestWon":3}');
  });

  it('a file of a future version is kept, not called corrupt, and never overwritten', () => {
    const cfg = tempDir();
    const file = join(cfg, 'arcade', 'dots.json');
    fs.mkdirSync(join(cfg, 'arcade'));
    writeFileSync(file, '{"version":2,"highestWon":7,"stars":[3,2]}');
    const p = fileProgress({ fs, env: { XDG_CONFIG_HOME: cfg, HOME: cfg } });
    expect(p.load().warning).toBe('Cannot use ~/arcade/dots.json (version 2, not 1): level 1, not saving.');
    expect(p.save(1)).toEqual({ highestWon: null, warning: '' });
    expect(p.reset()).toBe('Cannot forget ~/arcade/dots.json (version 2, not 1): playing on without saving.');
    expect(readFileSync(file, 'utf8')).toBe('{"version":2,"highestWon":7,"stars":[3,2]}');
    expect(readdirSync(join(cfg, 'arcade'))).toEqual(['dots.json']);
  });

  it('a save file that is a symbolic link is updated through the link', () => {
    const cfg = tempDir();
    fs.mkdirSync(join(cfg, 'arcade'));
    fs.mkdirSync(join(cfg, 'dotfiles'));
    writeFileSync(join(cfg, 'dotfiles', 'dots.json'), makeProgress(2));
    fs.symlinkSync('../dotfiles/dots.json', join(cfg, 'arcade', 'dots.json'));
    const p = fileProgress({ fs, env: { XDG_CONFIG_HOME: cfg, HOME: cfg } });
    expect(p.load().highestWon).toBe(2);
    expect(p.save(3)).toEqual({ highestWon: 3, keptAs: null });
    expect(fs.readlinkSync(join(cfg, 'arcade', 'dots.json'))).toBe('../dotfiles/dots.json');
    expect(readFileSync(join(cfg, 'dotfiles', 'dots.json'), 'utf8')).toBe(makeProgress(3));
  });

  it('a leading byte-order mark is accepted', () => {
    const cfg = tempDir();
    fs.mkdirSync(join(cfg, 'arcade'));
    writeFileSync(join(cfg, 'arcade', 'dots.json'), `\uFEFF${makeProgress(4)}`);
    expect(fileProgress({ fs, env: { XDG_CONFIG_HOME: cfg, HOME: cfg } }).load()).toEqual({
      highestWon: 4,
      warning: null,
    });
  });
});

describe('memoryProgress', () => {
  it('keeps the highest level in memory', () => {
    const p = memoryProgress(2);
    expect(p.load()).toEqual({ highestWon: 2, warning: null });
    expect(p.save(1)).toEqual({ highestWon: 2, keptAs: null });
    expect(p.highestWon()).toBe(2);
    p.save(5);
    expect(p.highestWon()).toBe(5);
    p.reset();
    expect(p.highestWon()).toBe(0);
  });
});
