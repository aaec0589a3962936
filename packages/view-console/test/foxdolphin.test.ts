import { Board, generateIsland, parseBoard } from '@arcade/model-foxdolphin';
import { describe, expect, it } from 'vitest';
import {
  FOXDOLPHIN_SYMBOLS,
  foxDolphinMapSize,
  renderFoxDolphin,
  renderFoxDolphinStatus,
  wrapFoxDolphinList,
} from '../src/foxdolphin.js';
import { stripAnsi } from '../src/color.js';

// Row 0: land with a fox and a bridge end; row 1: water with a dolphin and a cave end.
const small = parseBoard(
  ['w 2 -10 20', 'event 5 3', 'bridges 0,0-2,0', 'caves 0,1-2,1', 'tiles', '1 1F 1', '-1~ -1~D -1~'].join('\n'),
);

describe('renderFoxDolphin', () => {
  it('draws the hex map with rulers, status, legend and shortcuts', () => {
    expect(renderFoxDolphin(small, { round: 4 })).toBe(
      [
        'round 4 | water level 2 (range -10..20) | event +5 (3 days left) | foxes 1',
        'dolphins 1',
        '   x',
        '    0 1 2',
        'y0  # F #',
        'y1 O D O',
        '   0 1 2',
        '. land  ~ water  F/f fox on land/in water  D/d dolphin in water/on land',
        '#/= bridge end on land/under water  O/o cave end in water/on land',
        "A tile's x: follow its / diagonal to a ruler.",
        'bridges: (0,0)-(2,0)  caves: (0,1)-(2,1)',
        '',
      ].join('\n'),
    );
  });
  it('regression: the legend was one line of 135 columns, wrapped on 80- and 120-column terminals', () => {
    // Every line but the map's own rows fits 80 columns on default islands,
    // the shortcut lists too (they ran to about 100 with 3 bridges and 3 caves).
    for (let seed = 0; seed < 20; seed++) {
      const b = generateIsland({ seed });
      const lines = renderFoxDolphin(b, { round: 12 }).split('\n');
      const firstAfterMap = lines.findIndex((l) => l.startsWith('. land'));
      expect(firstAfterMap).toBeGreaterThan(0);
      for (const line of lines.slice(firstAfterMap)) expect(line.length).toBeLessThanOrEqual(80);
      // Nothing lost: every bridge and cave is listed.
      const text = lines.slice(firstAfterMap).join(' ');
      for (const [a, c] of [...b.bridges, ...b.caves]) expect(text).toContain(`(${a.x},${a.y})-(${c.x},${c.y})`);
    }
    expect(wrapFoxDolphinList('L: ', ['aaaa', 'bbbb', 'cccc'], 12)).toBe('L: aaaa\n  bbbb  cccc');
    expect(wrapFoxDolphinList('L: ', [], 12)).toBe('L: ');
  });
  it('regression: a piece, bridge end or cave end hid the terrain under it', () => {
    // Every thing out of its medium: a dolphin on land, a fox in water, a
    // bridge end under water, a cave end on land. Before, all four showed
    // the same symbol as in their medium, and the colour followed the symbol.
    const odd = parseBoard(
      ['w 0 -15 15', 'event 0 0', 'bridges 0,0-2,0', 'caves 0,1-2,1', 'tiles', '1 1D 1~', '-1~ -1~F -1'].join('\n'),
    );
    const lines = renderFoxDolphin(odd, { legend: false, shortcuts: false }).split('\n');
    expect(lines.slice(3, 5)).toEqual(['y0  # d =', 'y1 O f o']);
    // With colour, the terrain is the background of each cell: blue water, green land.
    const colored = renderFoxDolphin(odd, { color: true, coordinates: false, legend: false, shortcuts: false }).split(
      '\n',
    );
    const cells = (line: string): string[] => line.trim().split(' ');
    const [row0, row1] = [cells(colored[1]!), cells(colored[2]!)];
    const bgBlue = '\u001b[44m';
    const bgGreen = '\u001b[42m';
    expect(
      row0.map((c) => [stripAnsi(c), c.startsWith(bgBlue) ? 'water' : c.startsWith(bgGreen) ? 'land' : '?']),
    ).toEqual([
      ['#', 'land'],
      ['d', 'land'],
      ['=', 'water'],
    ]);
    expect(
      row1.map((c) => [stripAnsi(c), c.startsWith(bgBlue) ? 'water' : c.startsWith(bgGreen) ? 'land' : '?']),
    ).toEqual([
      ['O', 'water'],
      ['f', 'water'],
      ['o', 'land'],
    ]);
  });
  it('puts the six neighbours of a tile around it: two beside, two above, two below', () => {
    const tiles = [];
    for (let y = 0; y < 3; y++) for (let x = 0; x < 3; x++) tiles.push({ x, y, h: 0, isWater: !(x === 1 && y === 1) });
    const b = new Board({ tiles });
    const rows = renderFoxDolphin(b, { coordinates: false, legend: false, shortcuts: false }).split('\n').slice(1, 4);
    // (1,1) is the only land; its neighbours (0,0) (0,1) (1,2) (2,2) (2,1) (1,0) are the ~ around it.
    expect(rows).toEqual(['  ~ ~ ~', ' ~ . ~', '~ ~ ~']);
  });
  it('reads the same without colour: colour only wraps the symbols', () => {
    const b = generateIsland({ seed: 3 });
    const plain = renderFoxDolphin(b, { round: 1 });
    const colored = renderFoxDolphin(b, { round: 1, color: true });
    expect(colored).not.toBe(plain);
    expect(colored).toContain('\u001b[');
    expect(plain).not.toContain('\u001b[');
    expect(stripAnsi(colored)).toBe(plain);
  });
  it('shows every piece, with one symbol per piece', () => {
    const b = generateIsland({ seed: 8, pieces: 5 });
    const map = renderFoxDolphin(b, { coordinates: false, legend: false, shortcuts: false })
      .split('\n')
      .slice(1)
      .join('\n');
    expect(map.split(FOXDOLPHIN_SYMBOLS.fox).length - 1).toBe(5);
    expect(map.split(FOXDOLPHIN_SYMBOLS.dolphin).length - 1).toBe(5);
  });
  it('labels rulers with two digits from x = 10', () => {
    const b = generateIsland({ seed: 2, width: 12, height: 8, pieces: 2 });
    const lines = renderFoxDolphin(b).split('\n');
    expect(lines[2]!.trim().startsWith('1 1')).toBe(true); // tens of x = 10, 11
    expect(lines[3]!.trim().replace(/ /g, '')).toBe('012345678901');
  });
});

describe('renderFoxDolphinStatus', () => {
  it('says when no event runs and leaves out an unknown round', () => {
    const b = generateIsland({ seed: 1, pieces: 3 });
    expect(renderFoxDolphinStatus(b)).toBe('water level 0 (range -15..15) | no event | foxes 3 | dolphins 3');
  });
  it('says when the island is all under water or all dry, for good', () => {
    const drowned = parseBoard(['w 0 -15 15', 'event 0 0', 'bridges', 'caves', 'tiles', '1~F -1~D'].join('\n'));
    expect(renderFoxDolphinStatus(drowned)).toBe(
      'water level 0 (range -15..15) | no event | foxes 1 | dolphins 1\nISLAND UNDER WATER: foxes cannot move',
    );
    const dry = parseBoard(['w 0 -15 15', 'event 0 0', 'bridges', 'caves', 'tiles', '1F -1D'].join('\n'));
    expect(renderFoxDolphinStatus(dry)).toContain('\nISLAND DRY: dolphins cannot move');
  });
  it('regression: the status line went past 80 columns (round, an event and two-digit counts: 87)', () => {
    const b = parseBoard(['w 4 4 34', 'event 19 3', 'bridges', 'caves', 'tiles', '1F -1~D'].join('\n'));
    const text = renderFoxDolphinStatus(b, { round: 214 });
    expect(text).toBe('round 214 | water level 4 (range 4..34) | event +19 (3 days left) | foxes 1\ndolphins 1');
    for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
  });
});

describe('regressions', () => {
  it('regression: on islands over 100 wide the rulers labelled x = 100..109 as 0..9', () => {
    const b = generateIsland({ width: 110, height: 6, seed: 1, pieces: 2 });
    const lines = renderFoxDolphin(b).split('\n');
    const top = lines.findIndex((l) => l.trim() === 'x');
    const [hundreds = '', tens = '', ones = ''] = lines.slice(top + 1, top + 4);
    // Read each labelled column top to bottom: the labels must be 0, 1, ..., 109 from left to right.
    const read: number[] = [];
    for (let col = 0; col < ones.length; col++) {
      if (ones[col] === ' ') continue;
      read.push(Number(`${hundreds[col] ?? ' '}${tens[col] ?? ' '}${ones[col]}`.trim()));
    }
    expect(read).toEqual(Array.from({ length: 110 }, (_, x) => x));
  });
});

describe('issue 22 (fit the screen): the compact map', () => {
  it('is the status line, one x ruler (its x beside the ones) and the rows: as many lines and columns as foxDolphinMapSize says', () => {
    for (const [width, height] of [
      [20, 14],
      [32, 14],
      [8, 6],
      [12, 30],
    ] as const) {
      const board = generateIsland({ seed: 1, width, height, pieces: 2 });
      const lines = renderFoxDolphin(board, { compact: true, round: 7 }).trimEnd().split('\n');
      const size = foxDolphinMapSize(width, height, true);
      expect(lines).toHaveLength(1 + size.lines);
      expect(Math.max(...lines.slice(1).map((l) => l.length))).toBe(size.columns);
      expect(lines[0]).toMatch(/^round 7 \| water -?\d+ \(-?\d+\.\.-?\d+\) \| /);
      expect(lines.join('\n')).not.toContain('bridges:');
      expect(lines[size.lines - height]).toMatch(/^x +0 1 2/);
      // The full map has the second ruler, the legend and the shortcut lists as before.
      const full = renderFoxDolphin(board, { round: 7 }).trimEnd().split('\n');
      expect(full.length).toBeGreaterThan(lines.length);
      expect(Math.max(...full.slice(1, 1 + foxDolphinMapSize(width, height).lines - 5).map((l) => l.length))).toBe(
        foxDolphinMapSize(width, height).columns,
      );
    }
  });

  it('foxDolphinMapSize refuses what is not a size', () => {
    expect(() => foxDolphinMapSize(0, 5)).toThrow(/width must be an integer/);
    expect(() => foxDolphinMapSize(5, Number.NaN)).toThrow(/height must be an integer/);
  });
});
