// The README's example transcript is what the built binary prints for the
// command line and input it names, so the README cannot drift from the game.
import { readFileSync } from 'node:fs';
import { FreecellGame, msDeal } from '@arcade/model-freecell';
import { bufferSink, scriptedReader } from '@arcade/view-console/node';
import { describe, expect, it } from 'vitest';
import { builtCli, runCli } from '../../../test-support/cli.js';
import { FreecellSession, main } from '../src/index.js';

const README = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const CLI = builtCli(new URL('../dist/cli.cjs', import.meta.url));

describe('README', () => {
  it('the example transcript is what `printf ... | freecell --deal 1` prints', () => {
    const m = /`printf '([^']*)' \| freecell ([^`]*)` prints[^\n]*\n\n```text\n([\s\S]*?)```/.exec(README);
    expect(m).not.toBeNull();
    const [, input, args, transcript] = m as unknown as [string, string, string, string];
    const r = runCli(CLI, args.split(' '), input.replace(/\\n/g, '\n'));
    expect(r.out).toBe(transcript);
  });

  it('the library example does what its comments say', () => {
    const game = new FreecellGame();
    game.newGame(msDeal(1));
    const session = new FreecellSession(game);
    const played = session.play('6 a');
    expect(played.ok && played.turn.move).toBe('6a');
    expect(played.ok && played.turn.text).toBe('6a: 3D to cell a.');
    expect(session.play('6a')).toEqual({ ok: false, reason: 'Cell a already holds 3D.' });
    expect(session.undo()?.move).toBe('6a');
    const output = bufferSink();
    expect(main(['--deal', '1'], { input: scriptedReader(['6a', 'quit']), output })).toBe(0);
    expect(output.text().endsWith('Result: quit\n')).toBe(true);
    expect(README).toContain("session.play('6a'); // { ok: false, reason: 'Cell a already holds 3D.' }");
  });
});
