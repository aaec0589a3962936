// The durable JSON file store (issues 22.1 and 23.1, 23.2, 23.4, 23.5):
// the lock around read-merge-write, the exclusive temporary file, the
// bounded read of a regular file only, corrupt files kept, links followed.
import { spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  configPath,
  fileReason,
  jsonFileStore,
  MAX_STORE_BYTES,
  oneLine,
  parseVersionedJson,
  type StoreFs,
  shownPath,
} from '../src/store.js';

const dirs: string[] = [];
function tempDir(): string {
  const d = fs.mkdtempSync(join(tmpdir(), 'store-'));
  dirs.push(d);
  return d;
}
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** A store of one whole number per file ("3\n"); `other` is a file of another version ("v2 ..."). */
function counter(path: string, fsys: StoreFs = fs, extra: object = {}) {
  return jsonFileStore<number>({
    fs: fsys,
    path,
    empty: 0,
    parse: (t) =>
      /^\d+\n$/.test(t)
        ? { value: Number(t) }
        : t.startsWith('v2 ')
          ? { reason: 'version 2', otherVersion: true }
          : { reason: 'not a number' },
    make: (n) => `${n}\n`,
    ...extra,
  });
}

/** node:fs with every call recorded (name and the file's last path part) and `fail` made to throw `code`. */
function spy(fail: { call: keyof StoreFs; code: string; when?: (arg: unknown) => boolean } | null = null) {
  const calls: string[] = [];
  const wrapped: Record<string, unknown> = {};
  const all: Record<string, unknown> = { ...fs };
  for (const name of Object.keys(all)) {
    const real = all[name];
    if (typeof real !== 'function' || !name.endsWith('Sync')) continue;
    wrapped[name] = (...args: unknown[]) => {
      calls.push(`${name} ${typeof args[0] === 'string' ? args[0].replace(/.*\//, '') : 'fd'}`);
      if (fail !== null && name === fail.call && (fail.when?.(args[0]) ?? true)) {
        throw Object.assign(new Error(`${fail.code}: failed`), { code: fail.code });
      }
      return (real as (...a: unknown[]) => unknown)(...args);
    };
  }
  return { fs: wrapped as unknown as StoreFs, calls };
}

describe('parseVersionedJson: the start of every game file parse', () => {
  it('issue 23.13: own properties of a JSON object of the version, after a byte-order mark', () => {
    const r = parseVersionedJson('\uFEFF{"version":2,"n":3}', 2);
    expect('own' in r && [r.own('n'), r.own('toString'), r.own('missing')]).toEqual([3, undefined, undefined]);
  });
  it('another version is kept (otherVersion); a bad one, non-JSON and non-objects are reasons', () => {
    expect(parseVersionedJson('{"version":3}', 2)).toEqual({ reason: 'version 3, not 2', otherVersion: true });
    expect(parseVersionedJson('{"version":"2"}', 2)).toEqual({ reason: 'unknown version 2' });
    expect(parseVersionedJson('{', 2)).toEqual({ reason: 'not JSON' });
    expect(parseVersionedJson('[1]', 2)).toEqual({ reason: 'not a JSON object' });
  });
});

describe('jsonFileStore: save and load', () => {
  it('a missing file is missing; update creates the folders and writes; load reads it back', () => {
    const file = join(tempDir(), 'a', 'b', 'n.json');
    const s = counter(file);
    expect(s.load()).toEqual({ kind: 'missing', value: 0 });
    expect(s.update((n) => n + 2)).toEqual({ saved: 2, keptAs: null });
    expect(s.update((n) => n + 3)).toEqual({ saved: 5, keptAs: null });
    expect(fs.readFileSync(file, 'utf8')).toBe('5\n');
    expect(s.load()).toEqual({ kind: 'saved', value: 5 });
    expect(fs.readdirSync(join(file, '..'))).toEqual(['n.json']); // no temporary file, no lock left
  });

  it('issue 22.1: a leading byte-order mark is accepted', () => {
    const file = join(tempDir(), 'n.json');
    fs.writeFileSync(file, '\uFEFF7\n');
    expect(counter(file).load()).toEqual({ kind: 'saved', value: 7 });
  });

  it('issue 22.1: a corrupt file is kept as <file>.corrupt-<time> when a save replaces it', () => {
    const dir = tempDir();
    const file = join(dir, 'n.json');
    fs.writeFileSync(file, 'garbage');
    const s = counter(file, fs, { now: () => new Date('2026-11-25T13:45:02.123Z') });
    expect(s.load()).toEqual({ kind: 'corrupt', value: 0, reason: 'not a number' });
    expect(fs.readFileSync(file, 'utf8')).toBe('garbage'); // load never writes
    expect(s.update((n) => n + 1)).toEqual({ saved: 1, keptAs: `${file}.corrupt-20261125T134502Z` });
    expect(fs.readFileSync(`${file}.corrupt-20261125T134502Z`, 'utf8')).toBe('garbage');
    expect(fs.readFileSync(file, 'utf8')).toBe('1\n');
    // A second corrupt file in the same second gets its own name.
    fs.writeFileSync(file, 'again');
    expect(s.update((n) => n + 1).saved).toBe(1);
    expect(fs.readFileSync(`${file}.corrupt-20261125T134502Z-2`, 'utf8')).toBe('again');
  });

  it('text that is not UTF-8 is corrupt, not mangled', () => {
    const file = join(tempDir(), 'n.json');
    fs.writeFileSync(file, Buffer.from([0x31, 0xff, 0x0a]));
    expect(counter(file).load()).toEqual({ kind: 'corrupt', value: 0, reason: 'not UTF-8 text' });
  });

  it('issue 22.1: a file of another version is kept untouched, and nothing is saved in this run (told once)', () => {
    const file = join(tempDir(), 'n.json');
    fs.writeFileSync(file, 'v2 9');
    const s = counter(file);
    expect(s.load()).toEqual({ kind: 'refused', value: 0, reason: 'version 2' });
    expect(s.update((n) => n + 1)).toEqual({ saved: null, reason: 'version 2', first: false });
    expect(fs.readFileSync(file, 'utf8')).toBe('v2 9');
    expect(s.off).toBe('version 2');
  });

  it('issue 22.1: a file that cannot be read (EACCES) is never replaced', () => {
    const file = join(tempDir(), 'n.json');
    fs.writeFileSync(file, '3\n');
    // Tests may run as root, who reads a mode 000 file: the refusal is injected.
    const { fs: denied } = spy({ call: 'openSync', code: 'EACCES', when: (p) => p === file });
    const s = counter(file, denied);
    expect(s.load()).toEqual({ kind: 'refused', value: 0, reason: 'EACCES: permission denied' });
    expect(s.update(() => 1)).toEqual({ saved: null, reason: 'EACCES: permission denied', first: false });
    expect(fs.readFileSync(file, 'utf8')).toBe('3\n');
  });

  it('a file that becomes unreadable between load and save is kept; the first refusal says first: true', () => {
    const file = join(tempDir(), 'n.json');
    const s = counter(file);
    expect(s.update(() => 1).saved).toBe(1);
    fs.writeFileSync(file, 'v2 other');
    expect(s.update(() => 2)).toEqual({ saved: null, reason: 'version 2', first: true });
    expect(s.update(() => 3)).toEqual({ saved: null, reason: 'version 2', first: false });
    expect(fs.readFileSync(file, 'utf8')).toBe('v2 other');
  });
});

describe('issue 22.1: a save file that is a symbolic link', () => {
  it('is updated through the link: the file it names gets the new text, the link stays', () => {
    const dir = tempDir();
    fs.mkdirSync(join(dir, 'real'));
    fs.writeFileSync(join(dir, 'real', 'n.json'), '4\n');
    fs.symlinkSync(join(dir, 'real', 'n.json'), join(dir, 'n.json'));
    const s = counter(join(dir, 'n.json'));
    expect(s.load()).toEqual({ kind: 'saved', value: 4 });
    expect(s.update((n) => n + 1).saved).toBe(5);
    expect(fs.lstatSync(join(dir, 'n.json')).isSymbolicLink()).toBe(true);
    expect(fs.readFileSync(join(dir, 'real', 'n.json'), 'utf8')).toBe('5\n');
    expect(fs.readdirSync(join(dir, 'real'))).toEqual(['n.json']);
  });

  it('a link to nothing is refused with a reason, and left as it is', () => {
    const dir = tempDir();
    fs.symlinkSync(join(dir, 'gone.json'), join(dir, 'n.json'));
    const s = counter(join(dir, 'n.json'));
    expect(s.load().kind).toBe('missing');
    expect(s.update(() => 1)).toEqual({ saved: null, reason: 'a link to a missing file', first: true });
    expect(fs.existsSync(join(dir, 'gone.json'))).toBe(false);
    expect(fs.readlinkSync(join(dir, 'n.json'))).toBe(join(dir, 'gone.json'));
  });
});

describe('issue 23.2: the save file is a FIFO, a device or huge', () => {
  it('a FIFO is refused at once (no hang), kept, and nothing is saved', () => {
    const dir = tempDir();
    const file = join(dir, 'n.json');
    const made = spawnSync('mkfifo', [file]);
    expect(made.status).toBe(0);
    const { fs: watched, calls } = spy();
    const s = counter(file, watched);
    expect(s.load()).toEqual({ kind: 'refused', value: 0, reason: 'a FIFO' });
    expect(s.update(() => 1)).toEqual({ saved: null, reason: 'a FIFO', first: false });
    // Refused on what fstat says, before a read (the read is what would wait for a writer).
    expect(calls.filter((c) => c.startsWith('readSync'))).toEqual([]);
    expect(fs.lstatSync(file).isFIFO()).toBe(true);
  });

  it('a FIFO: a game loading it ends (no hang), seen from outside, without a clock', () => {
    const file = join(tempDir(), 'n.json');
    expect(spawnSync('mkfifo', [file]).status).toBe(0);
    const storeJs = new URL('../dist/store.js', import.meta.url).href;
    expect(fs.existsSync(fileURLToPath(storeJs)), 'build the package first').toBe(true);
    const load = `const { jsonFileStore } = await import(${JSON.stringify(storeJs)});
      const fs = await import('node:fs');
      const s = jsonFileStore({ fs, path: ${JSON.stringify(file)}, empty: 0, parse: (t) => ({ value: Number(t) }), make: (n) => String(n) });
      console.log(JSON.stringify(s.load()));`;
    // A blocked open or read would wait for a writer for ever: the timeout (generous for a
    // loaded machine; the load takes milliseconds) only tells a hang from an answer.
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', load], { encoding: 'utf8', timeout: 30_000 });
    expect(r.signal, 'killed by the timeout: the load hung').toBeNull();
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toEqual({ kind: 'refused', value: 0, reason: 'a FIFO' });
  });

  it('a link to /dev/zero is refused at once, reading nothing', () => {
    const dir = tempDir();
    const file = join(dir, 'n.json');
    fs.symlinkSync('/dev/zero', file);
    const { fs: watched, calls } = spy();
    expect(counter(file, watched).load()).toEqual({ kind: 'refused', value: 0, reason: 'a device' });
    // No read at all: a read of /dev/zero would never end.
    expect(calls.filter((c) => c.startsWith('readSync'))).toEqual([]);
  });

  it('a directory in its place is refused', () => {
    const file = join(tempDir(), 'n.json');
    fs.mkdirSync(file);
    expect(counter(file).load()).toEqual({ kind: 'refused', value: 0, reason: 'a directory' });
  });

  it(`a file over the cap (${MAX_STORE_BYTES} bytes) is refused after reading at most the cap, and kept`, () => {
    const file = join(tempDir(), 'n.json');
    fs.writeFileSync(file, Buffer.alloc(20 * MAX_STORE_BYTES, 0x31));
    let read = 0;
    const counting = {
      ...fs,
      readSync: (...a: Parameters<typeof fs.readSync>) => {
        const n = fs.readSync(...a);
        read += n;
        return n;
      },
    } as StoreFs;
    const s = counter(file, counting);
    expect(s.load()).toEqual({ kind: 'refused', value: 0, reason: `larger than ${MAX_STORE_BYTES} bytes` });
    expect(read).toBeLessThanOrEqual(MAX_STORE_BYTES + 1);
    expect(s.update(() => 1).saved).toBeNull();
    expect(fs.statSync(file).size).toBe(20 * MAX_STORE_BYTES);
    // A file exactly at the cap is read.
    fs.writeFileSync(file, `${'0'.repeat(MAX_STORE_BYTES - 2)}7\n`);
    expect(counter(file).load()).toEqual({ kind: 'saved', value: 7 });
  });
});

describe('issue 23.4: the temporary file is exclusive, random, fsynced, and stale ones are swept', () => {
  it('opens a new random name with O_CREAT|O_EXCL|O_NOFOLLOW, fsyncs it, then renames it over the file', () => {
    const dir = tempDir();
    const file = join(dir, 'n.json');
    const flags: number[] = [];
    const names: string[] = [];
    const { fs: watched, calls } = spy();
    const s = counter(file, {
      ...watched,
      openSync: (p: fs.PathLike, f: fs.OpenMode, m?: fs.Mode) => {
        if (String(p).endsWith('.tmp')) {
          flags.push(Number(f));
          names.push(String(p).replace(/.*\//, ''));
        }
        return watched.openSync(p, f, m);
      },
    } as StoreFs);
    s.update(() => 1);
    s.update(() => 2);
    const { O_CREAT, O_EXCL, O_NOFOLLOW } = fs.constants;
    expect(flags).toHaveLength(2);
    for (const f of flags) expect(f & (O_CREAT | O_EXCL | O_NOFOLLOW)).toBe(O_CREAT | O_EXCL | O_NOFOLLOW);
    for (const n of names) expect(n).toMatch(/^n\.json\.[0-9a-f]{16}\.tmp$/);
    expect(names[0]).not.toBe(names[1]);
    expect(names.join()).not.toContain(String(process.pid));
    const write = calls.findIndex((c) => c.startsWith('writeSync'));
    const sync = calls.findIndex((c, i) => i > write && c.startsWith('fsyncSync'));
    const rename = calls.findIndex((c) => c.startsWith('renameSync'));
    expect(write).toBeGreaterThan(-1);
    expect(sync).toBeGreaterThan(write);
    expect(rename).toBeGreaterThan(sync);
  });

  it('a planted link at a temporary name is never written through; the file stays a regular file', () => {
    const dir = tempDir();
    const file = join(dir, 'n.json');
    fs.writeFileSync(join(dir, 'victim'), 'precious');
    // The old name scheme (pid) and names of the new one: all swept, none followed.
    for (const name of [`n.json.${process.pid}.tmp`, 'n.json.0123456789abcdef.tmp']) {
      fs.symlinkSync(join(dir, 'victim'), join(dir, name));
    }
    expect(counter(file).update(() => 3).saved).toBe(3);
    expect(fs.readFileSync(join(dir, 'victim'), 'utf8')).toBe('precious');
    expect(fs.lstatSync(file).isFile()).toBe(true);
    expect(fs.readFileSync(file, 'utf8')).toBe('3\n');
    expect(fs.readdirSync(dir).sort()).toEqual(['n.json', 'victim']);
  });

  it('EEXIST at a random name (a collision, or a planted file) tries another name', () => {
    const dir = tempDir();
    const file = join(dir, 'n.json');
    let refused = 0;
    const s = counter(file, {
      ...fs,
      openSync: (p: fs.PathLike, f: fs.OpenMode, m?: fs.Mode) => {
        if (String(p).endsWith('.tmp') && refused++ === 0) throw Object.assign(new Error('EEXIST'), { code: 'EEXIST' });
        return fs.openSync(p, f, m);
      },
    } as StoreFs);
    expect(s.update(() => 4).saved).toBe(4);
    expect(refused).toBe(2);
  });

  it('temporary files a killed save left behind are removed by the next save (other files are not)', () => {
    const dir = tempDir();
    const file = join(dir, 'n.json');
    for (const name of ['n.json.1234.tmp', 'n.json.feedfacecafebeef.tmp', 'n.json.notmine.tmp', 'other.json.12.tmp']) {
      fs.writeFileSync(join(dir, name), 'x');
    }
    counter(file).update(() => 1);
    expect(fs.readdirSync(dir).sort()).toEqual(['n.json', 'n.json.notmine.tmp', 'other.json.12.tmp']);
  });

  it('a failed rename leaves the old file whole and no temporary file behind; saving is then off', () => {
    const dir = tempDir();
    const file = join(dir, 'n.json');
    counter(file).update(() => 3);
    const s = counter(file, spy({ call: 'renameSync', code: 'EROFS' }).fs);
    expect(s.update(() => 4)).toEqual({ saved: null, reason: 'EROFS: read-only file system', first: true });
    expect(s.update(() => 5)).toEqual({ saved: null, reason: 'EROFS: read-only file system', first: false });
    expect(fs.readFileSync(file, 'utf8')).toBe('3\n');
    expect(fs.readdirSync(dir)).toEqual(['n.json']);
  });

  it('a failed fsync (a full disk) leaves the old file whole and no temporary file behind', () => {
    const dir = tempDir();
    const file = join(dir, 'n.json');
    counter(file).update(() => 3);
    const s = counter(file, spy({ call: 'fsyncSync', code: 'ENOSPC' }).fs);
    expect(s.update(() => 4).saved).toBeNull();
    expect(fs.readFileSync(file, 'utf8')).toBe('3\n');
    expect(fs.readdirSync(dir)).toEqual(['n.json']);
  });
});

describe('issue 23.1: the lock around read-merge-write', () => {
  it('waits while another game holds the lock, then saves', () => {
    const dir = tempDir();
    const file = join(dir, 'n.json');
    fs.mkdirSync(`${file}.lock`);
    // A fresh lock is held: the save gives up after its wait, keeping the file as it was.
    const s = counter(file, fs, { lockWaitMs: 100 });
    expect(s.update(() => 1)).toEqual({
      saved: null,
      reason: 'ELOCKED: another game holds the lock',
      first: true,
    });
    expect(fs.existsSync(file)).toBe(false);
    // A lock left by a killed game goes stale: it is taken over.
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(`${file}.lock`, old, old);
    expect(counter(file).update(() => 2).saved).toBe(2);
    expect(fs.existsSync(`${file}.lock`)).toBe(false);
  });

  it('two processes saving at once, 200 rounds within a millisecond of each other: no update is lost', async () => {
    const { dir, outs } = await race(200, []);
    for (const o of outs) expect(o.failures).toEqual([]);
    expectNoLoss(dir, 200);
  }, 60_000);

  it('check() makes the folder and takes and releases the lock, writing no file; a failure turns saving off', () => {
    const dir = tempDir();
    const file = join(dir, 'sub', 'n.json');
    const s = counter(file);
    expect(s.check()).toBeNull();
    expect(fs.readdirSync(join(dir, 'sub'))).toEqual([]);
    fs.writeFileSync(join(dir, 'f'), 'x');
    const blocked = counter(join(dir, 'f', 'n.json'));
    expect(blocked.check()).toBe('ENOTDIR: not a directory');
    expect(blocked.off).toBe('ENOTDIR: not a directory');
    // Said by the caller with check(): a save after it is not "first".
    expect(blocked.update(() => 1)).toEqual({ saved: null, reason: 'ENOTDIR: not a directory', first: false });
  });
});

/** Two racer processes (store-racer.mjs), each `prefix`ed (e.g. by unshare), saving `rounds` times at the same instants. */
async function race(rounds: number, prefix: readonly string[]) {
  const dir = tempDir();
  const racer = fileURLToPath(new URL('./fixtures/store-racer.mjs', import.meta.url));
  const storeJs = new URL('../dist/store.js', import.meta.url).href;
  expect(fs.existsSync(fileURLToPath(storeJs)), 'build the package first').toBe(true);
  const t0 = Date.now() + 1500; // after both have started
  const run = (name: string, level: number) =>
    new Promise<{ failures: string[]; pid: number }>((resolve, reject) => {
      const args = [racer, storeJs, dir, name, String(level), String(rounds), String(t0), '12'];
      const [cmd, ...pre] = prefix.length === 0 ? [process.execPath] : [...prefix, process.execPath];
      const p = spawn(cmd as string, [...pre, ...args]);
      let out = '';
      p.stdout.on('data', (d: Buffer) => {
        out += d.toString();
      });
      p.stderr.on('data', (d: Buffer) => {
        out += d.toString();
      });
      p.on('error', reject);
      p.on('close', (code) =>
        code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`${name} exited ${code}: ${out}`)),
      );
    });
  const outs = await Promise.all([run('low', 2), run('high', 4)]);
  return { dir, outs };
}

/** Every round's file holds the higher level, the list every name, and no temporary file or lock is left. */
function expectNoLoss(dir: string, rounds: number) {
  const lost = [];
  for (let r = 0; r < rounds; r++) {
    if (fs.readFileSync(join(dir, `round-${r}.json`), 'utf8') !== '4\n') lost.push(r);
  }
  expect(lost).toEqual([]);
  const names = JSON.parse(fs.readFileSync(join(dir, 'list.json'), 'utf8')) as string[];
  expect(names).toHaveLength(2 * rounds);
  expect(fs.readdirSync(dir).filter((n) => n.endsWith('.tmp') || n.endsWith('.lock'))).toEqual([]);
}

describe('a save installs no signal handler', () => {
  it('Ctrl-C (SIGINT) still ends a game blocked in a synchronous read after a save (status 130 in a shell)', async () => {
    const dir = tempDir();
    const script = fileURLToPath(new URL('./fixtures/save-then-read.mjs', import.meta.url));
    const storeJs = new URL('../dist/store.js', import.meta.url).href;
    const child = spawn(process.execPath, [script, storeJs, dir], { stdio: ['pipe', 'pipe', 'inherit'] });
    await new Promise<void>((resolve) => child.stdout.on('data', () => resolve()));
    const ended = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
    expect(process.listenerCount('SIGINT')).toBe(0); // (this test process loads the store too)
    child.kill('SIGINT');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    expect(await ended).toBe('SIGINT');
    clearTimeout(timer);
    expect(fs.readFileSync(join(dir, 'n.json'), 'utf8')).toBe('1');
  });
});

describe('issue 23.5: two processes with the same PID', () => {
  // Two PID namespaces (unshare, as root): both racers are PID 1, as in containers sharing a home.
  const unshare = ['unshare', '--pid', '--fork'];
  const canUnshare =
    spawnSync(unshare[0]!, [...unshare.slice(1), process.execPath, '-e', 'process.exit(process.pid === 1 ? 0 : 3)'])
      .status === 0;

  it.skipIf(!canUnshare)(
    'two racers that are both PID 1 save 100 rounds at once: no failure, no lost update',
    async () => {
      const { dir, outs } = await race(100, unshare);
      expect(outs.map((o) => o.pid)).toEqual([1, 1]);
      for (const o of outs) expect(o.failures).toEqual([]);
      expectNoLoss(dir, 100);
    },
    60_000,
  );

  it('a temporary file of another process with this PID is no obstacle (names are random, not the pid)', () => {
    const dir = tempDir();
    const file = join(dir, 'n.json');
    // What the other process (same PID, in another container) is writing under the old scheme.
    fs.writeFileSync(join(dir, `n.json.${process.pid}.tmp`), '9\n');
    const a = counter(file);
    const b = counter(file);
    expect(a.update(() => 1).saved).toBe(1);
    expect(b.update((n) => n + 1).saved).toBe(2);
    expect(a.off).toBeNull();
    expect(fs.readFileSync(file, 'utf8')).toBe('2\n');
  });
});

describe('helpers', () => {
  it('configPath follows XDG (an absolute XDG_CONFIG_HOME), else ~/.config; null without either', () => {
    expect(configPath({ XDG_CONFIG_HOME: '/x', HOME: '/h' }, 'f.json')).toBe('/x/arcade/f.json');
    expect(configPath({ XDG_CONFIG_HOME: 'rel', HOME: '/h' }, 'f.json')).toBe('/h/.config/arcade/f.json');
    expect(configPath({}, 'f.json')).toBeNull();
  });

  it('shownPath writes the home as ~; oneLine picks the first line within 80 columns; fileReason is short', () => {
    expect(shownPath('/home/a/.config/x', '/home/a/')).toBe('~/.config/x');
    expect(shownPath('/home/ab/x', '/home/a')).toBe('/home/ab/x');
    expect(oneLine('x'.repeat(81), 'short', 'shorter')).toBe('short');
    expect(oneLine('x'.repeat(81))).toBe('x'.repeat(81));
    expect(fileReason({ code: 'EACCES' })).toBe('EACCES: permission denied');
    expect(fileReason({ code: 'toString' })).toBe('toString');
    expect(fileReason(null)).toBe('unknown error');
  });

  it('refuses bad options with ViewConsoleError', () => {
    expect(() => jsonFileStore(null as never)).toThrow(/options must be an object/);
    expect(() => counter('relative.json')).toThrow(/must be absolute/);
  });
});
