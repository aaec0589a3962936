// `--version` (version.ts): the first argument, after an optional `--`, and
// the version read from the package.json the app names.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { answerVersion, bufferSink, wantsVersion } from '../src/node.js';

const dir = mkdtempSync(join(tmpdir(), 'arcade-version-'));
const manifest = (text: string): URL => {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, text);
  return pathToFileURL(file);
};

describe('answerVersion', () => {
  it('prints `<program> <version>` for --version first, after an optional --', () => {
    const url = manifest('{"name":"@arcade/dots","version":"1.2.3"}');
    for (const args of [['--version'], ['--', '--version'], ['--version', '--seed', '1']]) {
      const output = bufferSink();
      expect(answerVersion(args, 'dots', url, { output })).toBe(true);
      expect(output.text()).toBe('dots 1.2.3\n');
    }
  });

  it('writes nothing and returns false when the version is not asked for first', () => {
    const url = manifest('{"version":"1.2.3"}');
    for (const args of [[], ['--seed', '1'], ['dots', '--version'], ['--help']]) {
      const output = bufferSink();
      expect(answerVersion(args, 'arcade', url, { output })).toBe(false);
      expect(output.text()).toBe('');
      expect(wantsVersion(args)).toBe(false);
    }
  });

  it('refuses a package.json without a version, and a path that is not a file: URL, with a code', () => {
    const output = { write: () => undefined };
    expect(() => answerVersion(['--version'], 'dots', manifest('{"name":"x"}'), { output })).toThrow(
      expect.objectContaining({ code: 'BAD_VALUE' }),
    );
    expect(() => answerVersion(['--version'], 'dots', new URL('https://example.org/package.json'), { output })).toThrow(
      expect.objectContaining({ code: 'WRONG_TYPE' }),
    );
    expect(() => wantsVersion('--version' as unknown as string[])).toThrow(
      expect.objectContaining({ code: 'WRONG_TYPE' }),
    );
  });
});
