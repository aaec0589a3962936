// fdReader's takeUnread, which the launcher's menu uses to hand what it read
// ahead from a pipe to the game it starts (issue 23.6, last bullet).
import { describe, expect, it } from 'vitest';
import { fdReader, type ReadSync } from '../src/node.js';

/** A read call answering `chunks` one a call, then end of input. */
function chunksRead(chunks: string[]): ReadSync {
  return (_fd, buffer, offset, length) => {
    const next = chunks.shift();
    if (next === undefined) return 0;
    const bytes = Buffer.from(next);
    if (bytes.length > length) throw new Error('chunk larger than the read');
    buffer.set(bytes, offset);
    return bytes.length;
  };
}

describe('issue 23.6: the arcade menu reads a pipe in chunks: fdReader hands over what it read ahead', () => {
  it('takeUnread returns the bytes past the last line, once, and the reader goes on after them', () => {
    const reader = fdReader(0, { read: chunksRead(['4\n2,2\nqu', 'it\n']) });
    expect(reader.readLine()).toBe('4');
    expect(reader.takeUnread().toString()).toBe('2,2\nqu');
    expect(reader.takeUnread().length).toBe(0);
    expect(reader.readLine()).toBe('it');
    expect(reader.readLine()).toBeNull();
  });

  it('nothing read ahead: an empty buffer', () => {
    const reader = fdReader(0, { read: chunksRead(['4\n']) });
    expect(reader.readLine()).toBe('4');
    expect(reader.takeUnread().length).toBe(0);
  });
});
