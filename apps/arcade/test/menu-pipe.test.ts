// Issue 23.6, last bullet: the launcher's menu read a pipe a byte a read()
// call (about 3 s per MB of a long line), so as not to take the game's lines.
// It now reads a pipe in 64 KiB chunks and hands what it read past its line
// to the game, then the rest of stdin. Counted in read calls (/proc), never
// in time: the launcher made over a million for a 1 MB line before.
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { builtCli } from '../../../test-support/cli.js';
import { outputUntil, readCalls } from '../../../test-support/idle.js';

const CLI = builtCli(new URL('../dist/cli.js', import.meta.url));
const LINE_BYTES = 1024 * 1024;

describe.skipIf(process.platform !== 'linux')('arcade menu on a pipe', () => {
  it('issue 23.6: the arcade menu reads a pipe in chunks, not a byte a call', async () => {
    // A real pipe (cat | node), as `... | arcade` gives; $! is the launcher's pid (the pipeline's last command).
    const shell = spawn(
      'sh',
      ['-c', `exec 3<&0; cat <&3 | "${process.execPath}" "${CLI}" & echo "$!" >&2; wait "$!"`],
      { stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } },
    );
    const pid = await new Promise<number>((resolve) => {
      shell.stderr.once('data', (d: Buffer) => resolve(Number(d.toString().trim().split('\n')[0])));
    });
    const done = new Promise<number | null>((resolve) => shell.on('exit', (code) => resolve(code)));
    const output = outputUntil(shell, 'O (computer) plays ');
    // The menu refuses the 1 MB line, then picks game 4; `2,2` was read ahead with it and must reach the game.
    shell.stdin.write(`${'9'.repeat(LINE_BYTES)}\n4\n2,2\n`);
    const out = await output;
    // The game waits for its next move: the launcher is alive, and its reads so far are the menu's and Node's own.
    const reads = readCalls(pid);
    expect(reads).toBeLessThan(20_000); // a byte a call made more than 1,048,576
    // The rest of stdin goes to the game as it comes, and its end ends the game's input.
    shell.stdin.end('1\n');
    expect(await done).toBe(0);
    const text = out.output();
    expect(text).toContain('That line is longer than 65536 bytes: it was ignored.\nGame (1-5 or a name): 4\n');
    expect(text).toContain('X to move (1-9 or row,col): 2,2\nO (computer) plays ');
    expect(text).toContain('X to move (1-9 or row,col): 1\n');
    expect(text.trimEnd().split('\n').at(-1)).toBe('Result: quit');
  }, 30_000);
});
