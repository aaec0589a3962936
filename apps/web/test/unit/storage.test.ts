import { describe, expect, it } from 'vitest';
import { readParams } from '../../src/params.js';
import { Store } from '../../src/storage.js';
import { memory } from './memory.js';

const readNumber = (d: unknown): number | null => (typeof d === 'number' ? d : null);

describe('issue 19.5: saved state and faults', () => {
  it('issue 19.5: data saved is read back under its version', () => {
    const notes: string[] = [];
    const store = new Store(memory(), (m) => notes.push(m));
    store.save('g', 42);
    expect(store.load('g', 'game', readNumber)).toBe(42);
    expect(notes).toEqual([]);
  });

  it('issue 19.5: unreadable data, and data of another version, is reported once and removed', () => {
    const storage = memory();
    const notes: string[] = [];
    const store = new Store(storage, (m) => notes.push(m));
    storage.setItem('arcade.a', '{oops');
    storage.setItem('arcade.b', JSON.stringify({ v: 2, data: 1 }));
    storage.setItem('arcade.c', JSON.stringify({ v: 1, data: 'not a number' }));
    expect(store.load('a', 'game A', readNumber)).toBeNull();
    expect(store.load('b', 'game B', readNumber)).toBeNull();
    expect(store.load('c', 'game C', readNumber)).toBeNull();
    expect(notes).toEqual([
      'The saved game A was replaced by a new one: it could not be read.',
      'The saved game B was replaced by a new one: it is from another version (2).',
      'The saved game C was replaced by a new one: it could not be read.',
    ]);
    expect(storage.getItem('arcade.a')).toBeNull();
    storage.setItem('arcade.a', '{again');
    expect(store.load('a', 'game A', readNumber)).toBeNull();
    expect(notes).toHaveLength(3);
  });

  it('issue 19.5: no storage, or a full one, is said once and nothing throws', () => {
    const notes: string[] = [];
    const none = new Store(null, (m) => notes.push(m));
    none.save('g', 1);
    expect(none.load('g', 'game', readNumber)).toBeNull();
    const full = new Store(memory(true), (m) => notes.push(m));
    full.save('g', 1);
    full.save('g', 2);
    expect(notes).toEqual([
      'Storage is unavailable here, so games are not saved.',
      'Storage is unavailable here, so games are not saved.',
    ]);
  });
});

describe('issue 19.2: route parameters', () => {
  it('issue 19.2: a bad parameter is named and its default used; unknown ones are named too', () => {
    const r = readParams<{ level: number | null; color: string }>(new URLSearchParams('level=9&color=red&x=1'), {
      level: { kind: 'int', min: 1, max: 8, fallback: 3 },
      color: { kind: 'word', values: ['black', 'white'], fallback: 'black' },
    });
    expect(r.values).toEqual({ level: 3, color: 'black' });
    expect(r.problems).toEqual([
      'Bad level "9": use a whole number from 1 to 8.',
      'Bad color "red": use black, white.',
      'Unknown parameter "x" ignored.',
    ]);
    const ok = readParams<{ level: number | null }>(new URLSearchParams('level=8'), {
      level: { kind: 'int', min: 1, max: 8, fallback: 3 },
    });
    expect(ok).toEqual({ values: { level: 8 }, problems: [], given: true });
  });
});
