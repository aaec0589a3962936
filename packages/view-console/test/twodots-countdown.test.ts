// Issue 22.2 (the Two Dots timed countdown went stale): what the view and
// the shared console give the timed game, a prompt written fresh each time
// and a way to end the read once the time is up.
import { describe, expect, it } from 'vitest';
import { BoardView, bufferSink, GameConsole, scriptedReader, TWO_DOTS_MOVE_PROMPT } from '../src/node.js';

function gameConsole(lines: string[]) {
  const output = bufferSink();
  const c = new GameConsole(
    { input: scriptedReader(lines), output },
    { program: 'test', rules: 'The rules.', board: () => 'THE BOARD\n' },
  );
  return { c, output };
}

describe('issue 22.2: GameConsole.ask with a prompt function and expired()', () => {
  it('a prompt function is asked each time the prompt is written, after help and board too', () => {
    const { c, output } = gameConsole(['help rules', 'board', 'go']);
    let n = 10;
    expect(c.ask(() => `${n--} left: `)).toEqual({ kind: 'move', text: 'go' });
    const text = output.text();
    expect(text).toContain('The rules.');
    expect(text).toContain('THE BOARD');
    // Before, a prompt was a fixed string, written again as it was after help and board.
    expect([...text.matchAll(/(\d+) left: /g)].map((m) => m[1])).toEqual(['10', '9', '8']);
  });

  it('once expired() is true, the line read comes back as a move whatever it is', () => {
    for (const word of ['help', 'board', 'quit', '']) {
      const { c, output } = gameConsole([word, 'next']);
      expect(c.ask('> ', { expired: () => true })).toEqual({ kind: 'move', text: word });
      expect(output.text()).toBe('> '); // not answered: no rules, no board
    }
    // While it is false, the commands are answered as always.
    const { c } = gameConsole(['help', 'quit']);
    expect(c.ask('> ', { expired: () => false })).toEqual({ kind: 'quit' });
  });

  it('a prompt function returning a non-string, or expired not a function, is a WRONG_TYPE error', () => {
    const { c } = gameConsole(['x']);
    expect(() => c.ask((() => 3) as unknown as () => string)).toThrow(
      expect.objectContaining({ code: 'WRONG_TYPE' }) as Error,
    );
    expect(() => c.ask('> ', { expired: true as unknown as () => boolean })).toThrow(
      expect.objectContaining({ code: 'WRONG_TYPE' }) as Error,
    );
  });
});

describe('issue 22.2: BoardView.getInput(stop, left)', () => {
  it('left() is asked again when the prompt is written after help and board', () => {
    const output = bufferSink();
    const v = new BoardView({ input: scriptedReader(['help', 'board', '1,1 1,2']), output });
    let seconds = 60;
    expect(
      v.getInput(
        () => false,
        () => `${seconds--} seconds`,
      )?.length,
    ).toBe(2);
    const text = output.text();
    expect(text.match(/\d+ seconds left\./g)).toEqual(['60 seconds left.', '59 seconds left.', '58 seconds left.']);
  });

  it('once stop() is true, help, board and quit typed end the read (null) unanswered', () => {
    for (const word of ['help', 'board', 'quit', ' Board ', 'help rules']) {
      const output = bufferSink();
      const input = scriptedReader([word, '1,1 1,2']);
      const v = new BoardView({ input, output });
      expect(v.getInput(() => true)).toBeNull();
      expect(output.text()).toBe(TWO_DOTS_MOVE_PROMPT); // nothing answered, nothing refused
      expect(input.readLine()).toBe('1,1 1,2');
    }
  });

  it('once stop() is true, a well-formed move still comes back (the game calls it too late)', () => {
    const v = new BoardView({ input: scriptedReader(['1,1 1,2']), output: bufferSink() });
    expect(v.getInput(() => true)?.length).toBe(2);
  });
});
