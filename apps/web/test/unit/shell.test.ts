import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isShellError } from '../../src/shell/error.js';
import { COMPUTER_DELAY_MS, computerDelay, getMotion, motionReduced, PACE } from '../../src/shell/motion.js';
import {
  emptyRecords,
  forgetRecords,
  GAME_IDS,
  getRecords,
  MAX_DEALS,
  recordGame,
  recordLines,
  resetRecords,
} from '../../src/shell/records.js';
import { DEFAULT_SETTINGS, forgetSettings, getSettings, onSettings, setSettings } from '../../src/shell/settings.js';
import { playSound, soundStarted } from '../../src/shell/sound.js';
import { useShellStore } from '../../src/shell/store.js';
import { ASIDE_SLOTS, Store } from '../../src/storage.js';
import { memory } from './memory.js';

let storage: Storage;
let notes: string[];

beforeEach(() => {
  storage = memory();
  notes = [];
  useShellStore(new Store(storage, (m) => notes.push(m)));
  forgetSettings();
  forgetRecords();
});

describe('issue 35.4: settings', () => {
  it('issue 35.4: defaults are sound off, motion and theme as the system, normal speed', () => {
    expect(getSettings()).toEqual({ sound: false, motion: 'system', theme: 'system', speed: 'normal' });
    expect(getSettings()).toBe(DEFAULT_SETTINGS);
  });

  it('issue 35.4: a change is saved (versioned), read back on the next visit, and told to listeners', () => {
    const seen: string[] = [];
    const stop = onSettings((s) => seen.push(s.theme));
    setSettings({ theme: 'dark', speed: 'fast' });
    stop();
    setSettings({ theme: 'light' });
    expect(seen).toEqual(['dark']);
    expect(JSON.parse(storage.getItem('arcade.settings') ?? '')).toEqual({
      v: 1,
      data: { sound: false, motion: 'system', theme: 'light', speed: 'fast' },
    });
    forgetSettings();
    expect(getSettings()).toMatchObject({ theme: 'light', speed: 'fast' });
  });

  it('issue 35.4: a bad value throws a ShellError naming it, and changes nothing', () => {
    setSettings({ speed: 'slow' });
    const before = storage.getItem('arcade.settings');
    for (const bad of [{ speed: 'warp' }, { sound: 'yes' }, { theme: 'dark', volume: 3 }]) {
      let caught: unknown;
      try {
        setSettings(bad as never);
      } catch (e) {
        caught = e;
      }
      expect(isShellError(caught)).toBe(true);
      expect(caught).toMatchObject({ code: 'BAD_SETTING' });
    }
    expect(() => setSettings({ speed: 'warp' as never })).toThrow('Bad speed "warp": use slow, normal, fast.');
    expect(getSettings()).toMatchObject({ speed: 'slow', theme: 'system' });
    expect(storage.getItem('arcade.settings')).toBe(before);
  });

  it('issue 35.4: unreadable settings are kept aside, the defaults used, and it is said once', () => {
    storage.setItem('arcade.settings', JSON.stringify({ v: 1, data: { theme: 'purple' } }));
    expect(getSettings()).toEqual(DEFAULT_SETTINGS);
    expect(storage.getItem('arcade.settings.unread-1')).toBe(JSON.stringify({ v: 1, data: { theme: 'purple' } }));
    expect(notes).toEqual([
      'The saved settings could not be used (it could not be read): kept aside as "arcade.settings.unread-1", and begun anew.',
    ]);
    // Fields added since are given their defaults: older settings still read.
    storage.setItem('arcade.settings', JSON.stringify({ v: 1, data: { theme: 'dark' } }));
    forgetSettings();
    expect(getSettings()).toEqual({ ...DEFAULT_SETTINGS, theme: 'dark' });
  });
});

describe('issue 35.1: the app motion follows the settings', () => {
  it('issue 35.1: motion setting and speed set reduced, pace and the computer delay', () => {
    const m = getMotion();
    expect(getMotion()).toBe(m);
    // No matchMedia in Node: 'system' means full motion here.
    expect(m.reduced).toBe(false);
    setSettings({ motion: 'reduced', speed: 'fast' });
    expect(m.reduced).toBe(true);
    expect(m.pace).toBe(PACE.fast);
    expect(computerDelay()).toBe(COMPUTER_DELAY_MS.fast);
    setSettings({ motion: 'full', speed: 'slow' });
    expect(motionReduced()).toBe(false);
    expect(m.pace).toBeGreaterThan(1);
    expect(COMPUTER_DELAY_MS.slow).toBeGreaterThan(COMPUTER_DELAY_MS.normal);
  });
});

describe('issue 35.4: sound', () => {
  let made = 0;
  const g = globalThis as { window?: unknown };
  beforeEach(() => {
    made = 0;
    // A stand-in AudioContext that counts how many were made and what was played.
    class Ctx {
      currentTime = 0;
      state = 'running';
      destination = {};
      constructor() {
        made++;
      }
      resume = () => Promise.resolve();
      createGain = () => ({
        gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} },
        connect: (n: unknown) => n,
        disconnect() {},
      });
      createOscillator = () => ({
        type: 'sine',
        frequency: { setValueAtTime() {}, exponentialRampToValueAtTime() {} },
        connect: (n: unknown) => n,
        disconnect() {},
        addEventListener() {},
        start() {},
        stop() {},
      });
    }
    g.window = { AudioContext: Ctx };
  });
  afterEach(() => {
    delete g.window;
  });

  it('issue 35.4: no AudioContext is made while sound is off; one, once, after it is turned on', () => {
    for (const name of ['place', 'flip', 'card', 'clear', 'win', 'lose'] as const) playSound(name);
    expect(made).toBe(0);
    expect(soundStarted()).toBe(false);
    setSettings({ sound: true });
    playSound('win');
    playSound('lose');
    expect(made).toBe(1);
    expect(soundStarted()).toBe(true);
  });
});

describe('issue 35.3: records', () => {
  it('issue 35.3: played, won, lost, drawn, the streak and the best streak', () => {
    const outcomes = ['won', 'won', 'lost', 'won', 'drawn', 'won', 'won', 'won'] as const;
    let r = emptyRecords('othello');
    for (const outcome of outcomes) r = recordGame('othello', { outcome, level: 3 });
    expect(r).toMatchObject({ played: 8, won: 6, lost: 1, drawn: 1, streak: 3, bestStreak: 3 });
    expect(r.winPercent).toBeCloseTo(75, 9);
    expect(r.byLevel).toEqual({ 3: { played: 8, won: 6, lost: 1, drawn: 1 } });
    // Kept in storage, versioned, and read back as they were.
    forgetRecords();
    expect(getRecords('othello')).toEqual(r);
    expect(JSON.parse(storage.getItem('arcade.records.othello') ?? '').v).toBe(1);
  });

  it('issue 35.3: FreeCell keeps the fewest moves of each deal won', () => {
    recordGame('freecell', { outcome: 'won', deal: 11982, moves: 120 });
    recordGame('freecell', { outcome: 'won', deal: 1, moves: 90 });
    recordGame('freecell', { outcome: 'won', deal: 1, moves: 87 });
    recordGame('freecell', { outcome: 'won', deal: 1, moves: 95 });
    const r = recordGame('freecell', { outcome: 'lost', deal: 2, moves: 10 });
    expect(r.fewestMoves).toEqual([
      { deal: 1, moves: 87 },
      { deal: 11982, moves: 120 },
    ]);
    expect(r.winPercent).toBe(80);
    expect(recordLines('freecell', r, { deal: 1 })).toContainEqual(['Fewest moves, deal 1', '87']);
    expect(recordLines('freecell', r)).toContainEqual(['Won of played', '80%']);
  });

  it('issue 35.3: Two Dots keeps the best level won and the best score', () => {
    recordGame('dots', { outcome: 'won', level: 4, score: 120 });
    recordGame('dots', { outcome: 'lost', level: 7, score: 300 });
    const r = recordGame('dots', { outcome: 'won', level: 2, score: 40 });
    expect(r).toMatchObject({ bestLevel: 4, bestScore: 300 });
    expect(recordLines('dots', r)).toEqual(
      expect.arrayContaining([
        ['Best level', '4'],
        ['Best score', '300'],
      ]),
    );
  });

  it('issue 35.3: Tic-tac-toe tallies by computer level', () => {
    recordGame('tictactoe', { outcome: 'drawn', level: 'perfect' });
    recordGame('tictactoe', { outcome: 'lost', level: 'perfect' });
    const r = recordGame('tictactoe', { outcome: 'won', level: 'random', timeMs: 5400 });
    expect(r.byLevel).toEqual({
      perfect: { played: 2, won: 0, lost: 1, drawn: 1 },
      random: { played: 1, won: 1, lost: 0, drawn: 0 },
    });
    expect(recordLines('tictactoe', r)).toEqual(
      expect.arrayContaining([
        ['Against perfect', 'won 0, lost 1, drawn 1'],
        ['Fastest win', '5 s'],
      ]),
    );
  });

  it('issue 35.3: a bad game or entry throws a ShellError and records nothing', () => {
    recordGame('othello', { outcome: 'won' });
    const before = storage.getItem('arcade.records.othello');
    const bad = [
      ['chess', { outcome: 'won' }],
      ['othello', { outcome: 'win' }],
      ['othello', { outcome: 'won', moves: -1 }],
      ['othello', { outcome: 'won', level: 1.5 }],
      ['othello', { outcome: 'won', score: Number.NaN }],
      ['othello', { outcome: 'won', level: 'x'.repeat(100) }],
    ] as const;
    for (const [game, entry] of bad) {
      expect(() => recordGame(game as never, entry as never), JSON.stringify(entry)).toThrow(
        expect.objectContaining({ code: 'BAD_RECORD' }),
      );
    }
    expect(storage.getItem('arcade.records.othello')).toBe(before);
    expect(getRecords('othello').played).toBe(1);
  });

  it('issue 35.3: bad data is kept aside, never overwritten, and the records begin anew', () => {
    storage.setItem('arcade.records.othello', '{bad');
    storage.setItem('arcade.records.dots', JSON.stringify({ v: 1, data: { won: 1, lost: 0, drawn: 0, streak: 5 } }));
    expect(getRecords('othello').played).toBe(0);
    expect(getRecords('dots').played).toBe(0);
    expect(storage.getItem('arcade.records.othello.unread-1')).toBe('{bad');
    expect(storage.getItem('arcade.records.dots.unread-1')).toContain('"streak":5');
    expect(notes).toHaveLength(2);
    recordGame('othello', { outcome: 'won' });
    expect(storage.getItem('arcade.records.othello.unread-1')).toBe('{bad');
    // A second bad copy goes to the next slot; when every slot is taken, the data stays where it
    // is and is not saved over.
    for (let n = 1; n <= ASIDE_SLOTS; n++) storage.setItem(`arcade.records.freecell.unread-${n}`, `old ${n}`);
    storage.setItem('arcade.records.freecell', '[]');
    const r = recordGame('freecell', { outcome: 'won', deal: 1, moves: 90 });
    expect(r.played).toBe(1);
    expect(storage.getItem('arcade.records.freecell')).toBe('[]');
    resetRecords('freecell');
    expect(storage.getItem('arcade.records.freecell')).toBe('[]');
  });

  it('issue 35.3: reset forgets every game (kept-aside copies stay); deals kept are limited', () => {
    for (const game of GAME_IDS) recordGame(game, { outcome: 'won' });
    storage.setItem('arcade.records.dots.unread-1', 'old');
    resetRecords();
    for (const game of GAME_IDS) expect(getRecords(game)).toEqual(emptyRecords(game));
    expect(storage.getItem('arcade.records.dots.unread-1')).toBe('old');
    const many = { v: 1, data: { won: MAX_DEALS, lost: 0, drawn: 0, fewestMoves: [] as number[][] } };
    for (let d = 1; d <= MAX_DEALS; d++) many.data.fewestMoves.push([d, 100]);
    storage.setItem('arcade.records.freecell', JSON.stringify(many));
    const r = recordGame('freecell', { outcome: 'won', deal: MAX_DEALS + 1, moves: 50 });
    expect(r.fewestMoves).toHaveLength(MAX_DEALS);
    expect(recordGame('freecell', { outcome: 'won', deal: 7, moves: 60 }).fewestMoves[6]).toEqual({
      deal: 7,
      moves: 60,
    });
  });
});
