import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  connected,
  generateIsland,
  InvalidArgumentError,
  islandFrozen,
  makeBoard,
  maxPieces,
  mulberry32,
  outlastsTide,
  parseBoard,
  shortcutCrosses,
  validate,
  validateInit,
  WATER_HIGH,
  WATER_LOW,
} from '../src/index.js';
import { board } from './helpers.js';

describe('generateIsland', () => {
  it('meets every invariant of Board and Init, over seeds and sizes', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 6, max: 40 }),
        fc.integer({ min: 6, max: 30 }),
        (seed, width, height) => {
          const pieces = Math.max(1, Math.floor((width * height) / 40));
          const b = generateIsland({ seed, width, height, pieces });
          expect(validateInit(b)).toBeNull();
          expect(b.tileCount).toBe(width * height);
          expect(b.pieceCount('Fox')).toBe(pieces);
          expect(b.pieceCount('Dolphin')).toBe(pieces);
        },
      ),
      { numRuns: 60 },
    );
  });
  it('has the default size 20 x 14, with bridges and caves', () => {
    const b = generateIsland({ seed: 5 });
    expect(b.tileCount).toBe(280);
    expect(b.bridges.length).toBeGreaterThan(0);
    expect(b.caves.length).toBeGreaterThan(0);
    // A bridge joins land across water; a cave joins water under land.
    for (const [a, c] of b.bridges)
      expect([b.tile(a.x, a.y)!.isWater, b.tile(c.x, c.y)!.isWater]).toEqual([false, false]);
    for (const [a, c] of b.caves) expect([b.tile(a.x, a.y)!.isWater, b.tile(c.x, c.y)!.isWater]).toEqual([true, true]);
  });
  it('rises from sea at one end of the long diagonal to land at the other', () => {
    // The border is no longer all sea: a sea border caps a 20 x 14 island at
    // height 11 (6 steps from the edge), under the highest tide (see the regression below).
    const b = generateIsland({ seed: 9, width: 30, height: 20 });
    const ends = [b.tile(0, 19)!, b.tile(29, 0)!];
    expect(ends.map((t) => t.isWater).sort()).toEqual([false, true]);
    expect(Math.max(...ends.map((t) => t.h)) - Math.min(...ends.map((t) => t.h))).toBeGreaterThanOrEqual(40);
  });
  it('regression: default islands drowned or dried for good (peaks of 7..9 under a tide reaching 15)', () => {
    // Before: the highest tile of a default island stood at 7..9, so a tide
    // above it drowned the whole island (or one below the deepest water dried
    // it), and Flood never brings back what has no shore. Now the land rises
    // above the highest tide and the water goes below the lowest, so the
    // tide alone (no events) never freezes the island.
    for (let seed = 1; seed <= 30; seed++) {
      const b = generateIsland({ seed });
      const hs = b.tiles().map((t) => t.h);
      expect(Math.max(...hs)).toBeGreaterThan(WATER_HIGH);
      expect(Math.min(...hs)).toBeLessThan(WATER_LOW);
      const rng = mulberry32(seed);
      for (let r = 0; r < 300; r++) {
        b.tide(rng);
        b.flood();
        b.flood();
        expect(islandFrozen(b)).toBeNull();
      }
    }
  });
  it('regression: bridges did not cross water and caves did not pass under land (2 of 600, 0 of 600)', () => {
    // Before: the land rose 2 a step along the long diagonal, so every
    // straight line met the coast at most once and placeShortcuts fell back
    // to plain jumps (seeds 0..199 of 20 x 14: 2 of 600 bridges crossed
    // water, 0 of 600 caves passed under land). Now the tilt rises 1.5 a
    // step and the spare slope cuts bays and raises tongues along the coast.
    let bridges = 0;
    let overWater = 0;
    let caves = 0;
    let underLand = 0;
    for (let seed = 0; seed < 100; seed++) {
      const b = generateIsland({ seed });
      for (const s of b.bridges) {
        bridges++;
        if (shortcutCrosses(b, s)) overWater++;
      }
      for (const s of b.caves) {
        caves++;
        if (shortcutCrosses(b, s)) underLand++;
      }
    }
    expect(bridges).toBeGreaterThanOrEqual(200);
    expect(caves).toBeGreaterThanOrEqual(200);
    expect(overWater / bridges).toBeGreaterThan(0.9);
    expect(underLand / caves).toBeGreaterThan(0.9);
  });
  it("regression: a seed that is not a 32-bit integer played another seed's island", () => {
    // 'abc', NaN and 1.5 all became seed 0 through `>>> 0`, and 2^32 too.
    for (const seed of ['abc' as unknown as number, NaN, 1.5, 2 ** 32, -(2 ** 31) - 1, Infinity]) {
      expect(() => generateIsland({ seed })).toThrow(InvalidArgumentError);
      expect(() => generateIsland({ seed })).toThrow(/seed must be an integer/);
      expect(() => mulberry32(seed)).toThrow(/seed/);
    }
    expect(makeBoard(generateIsland({ seed: 2 ** 32 - 1 }))).toBe(makeBoard(generateIsland({ seed: -1 })));
    expect(validateInit(generateIsland({ seed: 0 }))).toBeNull();
  });
  it('is replayed by its seed and differs between seeds', () => {
    expect(makeBoard(generateIsland({ seed: 11 }))).toBe(makeBoard(generateIsland({ seed: 11 })));
    expect(makeBoard(generateIsland({ seed: 11 }))).not.toBe(makeBoard(generateIsland({ seed: 12 })));
  });
  it('rejects bad options with a clear error', () => {
    expect(() => generateIsland({ width: 3 })).toThrow(InvalidArgumentError);
    expect(() => generateIsland({ height: 2.5 })).toThrow(/height/);
    expect(() => generateIsland({ pieces: 0 })).toThrow(/pieces/);
    expect(() => generateIsland({ width: 6, height: 6, pieces: 30 })).toThrow(/pieces/);
    // maxPieces is the generator's own limit, so an app can check it first.
    expect(maxPieces(6, 6)).toBe(4);
    expect(generateIsland({ width: 6, height: 6, pieces: maxPieces(6, 6) }).pieceCount('Fox')).toBe(4);
    expect(() => generateIsland({ width: 6, height: 6, pieces: maxPieces(6, 6) + 1 })).toThrow(
      /pieces must be an integer in 1\.\.4/,
    );
  });
});

describe('validateInit', () => {
  it('names the Init condition broken', () => {
    expect(validateInit(board(['1F 0 -1~D'], { w: 'w 1 -15 15' }))).toBe('initialWater');
    expect(validateInit(board(['1F 0~ -1~D']))).toBe('landIsHeight');
    expect(validateInit(board(['1F -1~ 1 -1~D']))).toBe('landConnected');
    expect(validateInit(board(['1F 0F -1~D 0']))).not.toBeNull();
    expect(validateInit(board(['1F 1 -1~D -1~D']))).toBe('pieceCount');
    expect(validateInit(board(['1D 0 -1~F']))).toBe('piecePlacement');
    expect(validateInit(board(['1F 0 -1~D'], { bridges: '0,0-2,0' }))).toBe('shortcutMedium');
    expect(validateInit(board(['1F 0 -1~D']))).toBeNull();
  });
  it("regression: could not check Init(n)'s n, only that the sides are equal", () => {
    expect(validateInit(board(['1F 0 -1~D']), 1)).toBeNull();
    expect(validateInit(board(['1F 0 -1~D']), 2)).toBe('pieceCount');
    expect(validateInit(generateIsland({ seed: 3, pieces: 4 }), 4)).toBeNull();
    expect(validateInit(generateIsland({ seed: 3, pieces: 4 }), 5)).toBe('pieceCount');
    expect(() => validateInit(board(['1F 0 -1~D']), -1)).toThrow(InvalidArgumentError);
  });
});

describe('parseBoard / makeBoard', () => {
  it('round-trip generated islands', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const b = generateIsland({ seed, width: 12, height: 9, pieces: 2 });
        const text = makeBoard(b);
        expect(makeBoard(parseBoard(text))).toBe(text);
        expect(validate(parseBoard(text))).toBeNull();
      }),
      { numRuns: 20 },
    );
  });
  it('reads gaps, events and shortcuts', () => {
    const text = ['w 3 -10 20', 'event 5 2', 'bridges 0,0-2,0', 'caves', 'tiles', '1F _ 1', '-1~D -1~ _'].join('\n');
    const b = parseBoard(text);
    expect(b.tileCount).toBe(4);
    expect(b.nEvent).toEqual([5, 2]);
    expect([b.w, b.wl, b.wu]).toEqual([3, -10, 20]);
    expect(makeBoard(b)).toBe(`${text}\n`);
  });
  it('rejects malformed text with a clear error', () => {
    expect(() => parseBoard('tiles\n0 0')).toThrow(InvalidArgumentError);
    expect(() => parseBoard(['w 0 -15 15', 'event 0 0', 'bridges', 'caves', 'tiles', '0 x'].join('\n'))).toThrow(/"x"/);
    expect(() => parseBoard(['w 0 -15 15', 'event 0 0', 'bridges 1-2', 'caves', 'tiles', '0'].join('\n'))).toThrow(
      /x,y-x,y/,
    );
  });
});

describe('connected (schema Connected)', () => {
  it('joins tiles through tiles with h >= 0 only', () => {
    const b = board(['2 1 -1~ 0 -1~', '0 0 -1~ -1~ 1']);
    expect(connected(b, { x: 1, y: 0 }, { x: 0, y: 0 })).toBe(true); // neighbours
    expect(connected(b, { x: 2, y: 1 }, { x: 0, y: 0 })).toBe(true); // via (1,0)... (2,1) is next to (1,0)
    expect(connected(b, { x: 3, y: 0 }, { x: 0, y: 0 })).toBe(false); // (2,0) is under water and nothing else leads there
    expect(connected(b, { x: 0, y: 0 }, { x: 9, y: 9 })).toBe(false); // not a tile
  });
  it('holds between every two land tiles of a generated island', () => {
    const b = generateIsland({ seed: 21, width: 10, height: 8, pieces: 1 });
    const land = b.tiles().filter((t) => t.h >= 0);
    for (const t of land.slice(0, 10))
      for (const u of land.slice(-10)) if (t !== u) expect(connected(b, t, u)).toBe(true);
  });
});

describe('islandFrozen', () => {
  it('says when every tile is water or every tile land', () => {
    expect(islandFrozen(board(['1F 0 -1~D']))).toBeNull();
    expect(islandFrozen(board(['-1~ 0~ 1~D']))).toBe('drowned');
    expect(islandFrozen(board(['-1F 0 1']))).toBe('drained');
  });
});

describe('outlastsTide', () => {
  it('says whether land above 15 and water below -15 are left', () => {
    expect(outlastsTide(board(['15F 13 11 9 7 5 3 1 -1~ -3~ -5~ -7~ -9~ -11~ -13~ -15~D']))).toBe(true);
    expect(outlastsTide(board(['14F 13 11 9 7 5 3 1 1 -1~ -3~ -5~ -7~ -9~ -11~ -13~ -15~D']))).toBe(false);
    expect(outlastsTide(board(['15F 13 11 9 7 5 3 1 -1~ -1~ -3~ -5~ -7~ -9~ -11~ -13~ -14~D']))).toBe(false);
    // Status counts, not height alone: a drowned 15 is no longer land.
    expect(outlastsTide(board(['15~F 13 11 9 7 5 3 1 -1~ -3~ -5~ -7~ -9~ -11~ -13~ -15~D']))).toBe(false);
  });
  it('regression: small islands froze under the tide alone although the README said the relief prevents it', () => {
    // Before: 6 x 6 and 8 x 6 froze in 100 of 100 seeds, 12 x 9 in 70,
    // 14 x 10 in 22 within 300 rounds of tide; the README claimed none did.
    // Now the claim is limited to islands that outlast the tide, which the
    // app checks, and those indeed never freeze.
    const sizes = [
      [6, 6],
      [8, 6],
      [9, 8],
      [12, 9],
      [14, 10],
      [16, 12],
    ] as const;
    const outlasting: string[] = [];
    for (const [width, height] of sizes) {
      for (let seed = 0; seed < 10; seed++) {
        const b = generateIsland({ seed, width, height, pieces: 1 });
        const lasts = outlastsTide(b);
        if (lasts && seed === 0) outlasting.push(`${width}x${height}`);
        const rng = mulberry32(seed);
        let frozen = false;
        for (let r = 0; r < 300 && !frozen; r++) {
          b.tide(rng);
          b.flood();
          b.flood();
          frozen = islandFrozen(b) !== null;
        }
        if (lasts) expect(frozen).toBe(false);
      }
    }
    expect(outlasting).toEqual(['9x8', '12x9', '14x10', '16x12']);
  });
});

describe('shortcutCrosses', () => {
  it('says whether a straight shortcut passes the other medium', () => {
    const b = board(['1F 1 -1~ 1 1', '-1~D -1~ 1 -1~ -1~']);
    expect(
      shortcutCrosses(b, [
        { x: 0, y: 0 },
        { x: 4, y: 0 },
      ]),
    ).toBe(true); // a bridge over (2,0)
    expect(
      shortcutCrosses(b, [
        { x: 0, y: 0 },
        { x: 1, y: 0 },
      ]),
    ).toBe(false); // neighbours: nothing between
    expect(
      shortcutCrosses(b, [
        { x: 3, y: 0 },
        { x: 4, y: 0 },
      ]),
    ).toBe(false);
    expect(
      shortcutCrosses(b, [
        { x: 0, y: 1 },
        { x: 4, y: 1 },
      ]),
    ).toBe(true); // a cave under (2,1)
    expect(
      shortcutCrosses(b, [
        { x: 0, y: 1 },
        { x: 1, y: 1 },
      ]),
    ).toBe(false);
    expect(
      shortcutCrosses(b, [
        { x: 0, y: 0 },
        { x: 3, y: 1 },
      ]),
    ).toBe(false); // not a straight line
    expect(
      shortcutCrosses(b, [
        { x: 0, y: 0 },
        { x: 4, y: 1 },
      ]),
    ).toBe(false); // land to water
    expect(
      shortcutCrosses(b, [
        { x: 0, y: 0 },
        { x: 9, y: 0 },
      ]),
    ).toBe(false); // not a tile
  });
});

describe('regressions', () => {
  // The height fix-up once never raised border tiles, so a deep border next
  // to a low interior left no tile it could raise and 8 x 8 (seed 0), 12 x 9
  // (seed 0) and 7 x 6 (seed 15) islands failed with "no island".
  it('small islands no longer get stuck short of a zero height sum', () => {
    for (const [width, height, seed] of [
      [8, 8, 0],
      [12, 9, 0],
      [7, 6, 15],
    ] as const) {
      expect(validateInit(generateIsland({ width, height, seed, pieces: 1 }))).toBeNull();
    }
  });
});
