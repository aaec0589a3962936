import { describe, expect, it } from 'vitest';
import {
  Board,
  BOARD_INVARIANTS,
  IllegalMoveError,
  InvalidArgumentError,
  InvalidBoardError,
  makeBoard,
  MOVE_REFUSALS,
  NEIGHBOUR_OFFSETS,
  NoSuchPieceError,
  hexDistance,
  validate,
  type Tile,
} from '../src/index.js';
import { board, scriptedRandom } from './helpers.js';

const flat = (w: number, h: number, water: (x: number, y: number) => boolean = () => false): Tile[] => {
  const out: Tile[] = [];
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) out.push({ x, y, h: 0, isWater: water(x, y) });
  return out;
};

describe('Neighbours (3.2.1)', () => {
  it('are the six tiles of the document, in its order, and only tiles of B', () => {
    const b = new Board({ tiles: flat(3, 3) });
    expect(b.neighbours({ x: 1, y: 1 }).map((t) => [t.x, t.y])).toEqual([
      [0, 0],
      [0, 1],
      [1, 2],
      [2, 2],
      [2, 1],
      [1, 0],
    ]);
    expect(b.neighbours({ x: 0, y: 0 }).map((t) => [t.x, t.y])).toEqual([
      [0, 1],
      [1, 1],
      [1, 0],
    ]);
  });
  it('are at hex distance 1, and distance is symmetric', () => {
    for (const d of NEIGHBOUR_OFFSETS) expect(hexDistance({ x: 5, y: 5 }, { x: 5 + d.x, y: 5 + d.y })).toBe(1);
    expect(hexDistance({ x: 0, y: 0 }, { x: 2, y: -1 })).toBe(3);
    expect(hexDistance({ x: 0, y: 0 }, { x: 2, y: 2 })).toBe(2);
  });
});

describe('schema Board invariants', () => {
  const good = { tiles: flat(3, 2) };
  const cases: Array<[string, Parameters<typeof validate>[0]]> = [
    ['tileCoordinates', { tiles: [{ x: -1, y: 0, h: 0, isWater: false }] }],
    [
      'tileHeight',
      {
        tiles: [
          { x: 0, y: 0, h: 51, isWater: false },
          { x: 9, y: 9, h: -51, isWater: true },
        ],
      },
    ],
    ['uniqueTiles', { tiles: [...flat(1, 1), ...flat(1, 1)] }],
    ['waterLevel', { ...good, w: 16 }],
    ['eventRange', { ...good, nEvent: [21, 1], wl: 6, wu: 36, w: 10 }],
    ['eventBounds', { ...good, nEvent: [5, 3], wl: -15, wu: 15 }],
    ['eventBounds', { ...good, wl: -10 }],
    [
      'shortcutEnds',
      {
        ...good,
        bridges: [
          [
            { x: 0, y: 0 },
            { x: 7, y: 7 },
          ],
        ],
      },
    ],
    ['pieceOnTile', { ...good, pieces: [{ type: 'Fox', x: 5, y: 0 }] }],
    [
      'pieceOverlap',
      {
        ...good,
        pieces: [
          { type: 'Fox', x: 0, y: 0 },
          { type: 'Dolphin', x: 0, y: 0 },
        ],
      },
    ],
    [
      'neighbourHeight',
      {
        tiles: [
          { x: 0, y: 0, h: 3, isWater: false },
          { x: 1, y: 0, h: -3, isWater: true },
        ],
      },
    ],
    ['heightSum', { tiles: [{ x: 0, y: 0, h: 1, isWater: false }] }],
  ];
  it.each(cases)('%s is named when broken, and the constructor throws it', (name, data) => {
    expect(validate(data)).toBe(name);
    expect(() => new Board(data as ConstructorParameters<typeof Board>[0])).toThrow(InvalidBoardError);
    try {
      new Board(data as ConstructorParameters<typeof Board>[0]);
    } catch (e) {
      expect((e as InvalidBoardError).invariant).toBe(name);
      expect((e as InvalidBoardError).code).toBe('INVALID_BOARD');
    }
  });
  it('every invariant has a case', () => {
    const named = new Set(cases.map(([n]) => n));
    expect(BOARD_INVARIANTS.filter((n) => !named.has(n) && n !== 'pieceType')).toEqual([]);
    expect(validate({ ...good, pieces: [{ type: 'Cat' as 'Fox', x: 0, y: 0 }] })).toBe('pieceType');
  });
  it('holds for a valid board; an event shifts the bounds', () => {
    expect(validate(good)).toBeNull();
    expect(validate({ ...good, nEvent: [5, 3], wl: -10, wu: 20, w: 18 })).toBeNull();
  });
});

describe('Tide (3.3.2)', () => {
  it('moves w by e in -5..5 without 0', () => {
    const b = new Board({ tiles: flat(2, 1) });
    // nonZeroInt draws int(1, 10): 0.0 -> 1 -> e = -5; 0.99 -> 10 -> e = 5; 0.45 -> 5 -> e = -1; 0.5 -> 6 -> e = 1
    expect(b.tide(scriptedRandom([0.0]))).toBe(-5);
    expect(b.w).toBe(-5);
    expect(b.tide(scriptedRandom([0.99]))).toBe(5);
    expect(b.w).toBe(0);
    expect(b.tide(scriptedRandom([0.45]))).toBe(-1);
    expect(b.tide(scriptedRandom([0.5]))).toBe(1);
    expect(b.w).toBe(0);
  });
  it('clamps w to [wl, wu]', () => {
    const b = new Board({ tiles: flat(2, 1), w: 13 });
    b.tide(scriptedRandom([0.99]));
    expect(b.w).toBe(15);
    const c = new Board({ tiles: flat(2, 1), w: -14 });
    c.tide(scriptedRandom([0]));
    expect(c.w).toBe(-15);
  });
});

describe('NaturalEvent (3.3.1)', () => {
  it('starts with chance 5%, lasts five days, moves the bounds and ends at 0', () => {
    const b = new Board({ tiles: flat(2, 1), w: 15 });
    expect(b.naturalEvent(scriptedRandom([0.5]))).toEqual([0, 0]); // 0.5 >= 0.05: no event
    // 0.01 < 0.05: an event; int(1, 40) from 0.0 is 1 -> x = -20
    expect(b.naturalEvent(scriptedRandom([0.01, 0.0]))).toEqual([-20, 5]);
    expect([b.wl, b.wu, b.w]).toEqual([-35, -5, -5]); // ruling: w follows into the new bounds
    for (const days of [4, 3, 2, 1]) expect(b.naturalEvent(scriptedRandom([]))).toEqual([-20, days]);
    expect(b.naturalEvent(scriptedRandom([]))).toEqual([0, 0]);
    expect([b.wl, b.wu, b.w]).toEqual([-15, 15, -5]);
    expect(validate(b)).toBeNull();
  });
  it('draws x without 0: the largest draw is +20', () => {
    const b = new Board({ tiles: flat(2, 1) });
    expect(b.naturalEvent(scriptedRandom([0, 0.999]))).toEqual([20, 5]);
    expect([b.wl, b.wu, b.w]).toEqual([5, 35, 5]);
  });
});

describe('Flood (3.3.3)', () => {
  it('changes only tiles on the shore, by h against w, from the state before', () => {
    // Row: heights 2 1 0 -1 -2, water from x = 3. w = 0.
    const b = board(['2 1 0 -1~ -2~'], { w: 'w 0 -15 15' });
    expect(b.flood()).toBe(0); // shore tiles (2,0) h=0 stays; (3,0) h=-1 < 0 stays water
    const c = board(['2 1 0 -1~ -2~'], { w: 'w 1 -15 15' });
    // w = 1: (2,0) h=0 < 1 floods; (1,0) is not yet on the shore.
    expect(c.flood()).toBe(1);
    expect(c.tiles().map((t) => t.isWater)).toEqual([false, false, true, true, true]);
    expect(c.flood()).toBe(0); // (1,0) h = 1 = w: stays as it is
    const d = board(['2 1 0 -1~ -2~'], { w: 'w -3 -15 15' });
    expect(d.flood()).toBe(1); // (3,0) h=-1 > -3 dries; (4,0) was not on the shore
    expect(d.flood()).toBe(1); // now (4,0) is on the shore: h = -2 > -3 dries
    expect(d.tiles().map((t) => t.isWater)).toEqual([false, false, false, false, false]);
  });
  it('never changes a height', () => {
    const b = board(['2 1 0 -1~ -2~'], { w: 'w 5 -15 15' });
    const before = b.tiles().map((t) => t.h);
    b.flood();
    b.flood();
    expect(b.tiles().map((t) => t.h)).toEqual(before);
  });
});

describe('moves (3.4)', () => {
  // y = 0: land land water water water water
  const row = (y: number): string =>
    '0 0 0~ 0~ 0~ 0~'
      .split(' ')
      .map((t, x) => (y === 0 && x === 0 ? '0F' : y === 0 && x === 5 ? '0~D' : t))
      .join(' ');

  it('InRange: a neighbour, with the medium within 2 tiles', () => {
    const b = board([row(0), '0 0 0~ 0~ 0~ 0~']);
    const fox = { type: 'Fox' as const, x: 0, y: 0 };
    expect(b.inRange(fox, 1, 0)).toBe(true);
    expect(b.inRange(fox, 2, 0)).toBe(false); // not a neighbour
    expect(b.inRange({ type: 'Fox', x: 3, y: 0 }, 4, 0)).toBe(true); // land at (1,0), 2 tiles away
    expect(b.inRange({ type: 'Fox', x: 4, y: 0 }, 5, 0)).toBe(false); // stranded: land 3 tiles away
    expect(b.inRange({ type: 'Dolphin', x: 0, y: 0 }, 1, 0)).toBe(true); // water at (2,0), 2 away
  });
  it('a stranded piece cannot move; its medium within 2 lets it', () => {
    const b = board(['0F 0~ 0~ 0~ 0~ 0~F']);
    expect(b.moveRefusal({ type: 'Fox', x: 5, y: 0 }, 4, 0)).toBe('stranded');
    expect(b.requestMove({ type: 'Fox', x: 5, y: 0 }, 4, 0)).toEqual({ moved: false, killed: false });
    expect(b.requestMove({ type: 'Fox', x: 0, y: 0 }, 1, 0)).toEqual({ moved: true, killed: false });
    expect(b.requestMove({ type: 'Fox', x: 1, y: 0 }, 2, 0)).toEqual({ moved: true, killed: false }); // land 2 away
    expect(b.moveRefusal({ type: 'Fox', x: 2, y: 0 }, 3, 0)).toBeNull(); // (0,0) is land 2 tiles away
  });
  it('OccupiedBySameAnimal refuses; the other kind is killed (MakeMove)', () => {
    const b = board(['0F 0F 0D 0~']);
    expect(b.occupiedBySameAnimal({ type: 'Fox' }, 1, 0)).toBe(true);
    expect(b.occupiedBySameAnimal({ type: 'Dolphin' }, 1, 0)).toBe(false);
    expect(b.moveRefusal({ type: 'Fox', x: 0, y: 0 }, 1, 0)).toBe('occupiedBySameAnimal');
    expect(b.makeMove({ type: 'Fox', x: 1, y: 0 }, 2, 0)).toBe(true);
    expect(b.pieces()).toEqual([
      { type: 'Fox', x: 0, y: 0 },
      { type: 'Fox', x: 2, y: 0 },
    ]);
    expect(b.pieceCount('Dolphin')).toBe(0);
  });
  it('ShortcutPossible: Foxes cross bridges between land, Dolphins pass caves between water', () => {
    const rows = ['0F 0~ 0~ 0~ 0~ 0 0', '0~D 0~ 0 0 0 0~ 0~'];
    const b = board(rows, { bridges: '0,0-5,0', caves: '0,1-6,1' });
    expect(b.shortcutPossible({ type: 'Fox', x: 0, y: 0 }, 5, 0)).toBe(true);
    expect(b.shortcutPossible({ type: 'Fox', x: 5, y: 0 }, 0, 0)).toBe(false); // a Fox stands on the far end
    expect(b.shortcutPossible({ type: 'Dolphin', x: 0, y: 1 }, 6, 1)).toBe(true);
    expect(b.shortcutPossible({ type: 'Fox', x: 0, y: 1 }, 6, 1)).toBe(false); // a Fox may not use a cave
    expect(b.shortcutPossible({ type: 'Dolphin', x: 0, y: 0 }, 5, 0)).toBe(false); // nor a Dolphin a bridge
    expect(b.requestMove({ type: 'Fox', x: 0, y: 0 }, 5, 0)).toEqual({ moved: true, killed: false });
    expect(b.requestMove({ type: 'Dolphin', x: 0, y: 1 }, 6, 1)).toEqual({ moved: true, killed: false });
    expect(b.requestMove({ type: 'Fox', x: 5, y: 0 }, 0, 0)).toEqual({ moved: true, killed: false }); // both directions
  });
  it('a flooded bridge end cannot be crossed', () => {
    const b = board(['0F 0~ 0~ 0~ 0~ 0~'], { bridges: '0,0-5,0' });
    expect(b.shortcutPossible({ type: 'Fox', x: 0, y: 0 }, 5, 0)).toBe(false);
    expect(b.moveRefusal({ type: 'Fox', x: 0, y: 0 }, 5, 0)).toBe('shortcutNotUsable');
  });
  it('refusal reasons: not a tile, not reachable, no such piece', () => {
    const b = board(['0F 0 0 0']);
    expect(b.moveRefusal({ type: 'Fox', x: 0, y: 0 }, 0, 5)).toBe('notATile');
    expect(b.moveRefusal({ type: 'Fox', x: 0, y: 0 }, 2, 0)).toBe('notReachable');
    expect(b.moveRefusal({ type: 'Fox', x: 1, y: 0 }, 2, 0)).toBe('noSuchPiece');
    expect(b.moveRefusal({ type: 'Dolphin', x: 0, y: 0 }, 1, 0)).toBe('noSuchPiece');
    expect(MOVE_REFUSALS).toContain('noSuchPiece');
  });
  it('a refused request changes nothing; makeMove throws and changes nothing', () => {
    const b = board(['0F 0F 0~ 0~ 0~ 0~D'], { bridges: '' });
    const before = makeBoard(b);
    expect(b.requestMove({ type: 'Fox', x: 0, y: 0 }, 1, 0)).toEqual({ moved: false, killed: false });
    expect(() => b.makeMove({ type: 'Fox', x: 0, y: 0 }, 1, 0)).toThrow(IllegalMoveError);
    expect(() => b.makeMove({ type: 'Fox', x: 0, y: 0 }, 3, 0)).toThrow(/notReachable/);
    expect(() => b.requestMove({ type: 'Fox', x: 3, y: 0 }, 4, 0)).toThrow(NoSuchPieceError);
    expect(() => b.requestMove({ type: 'Fox', x: 0, y: 0 }, 0.5, 0)).toThrow(InvalidArgumentError);
    expect(() => b.requestMove({ type: 'Cat' as 'Fox', x: 0, y: 0 }, 1, 0)).toThrow(InvalidArgumentError);
    expect(makeBoard(b)).toBe(before);
  });
});

describe('getNrMoves (3.5)', () => {
  it('is ceil(#pieces / 4)', () => {
    const tokens = Array.from({ length: 9 }, () => '0');
    for (let n = 0; n <= 9; n++) {
      const b = board([tokens.map((t, i) => (i < n ? `${t}F` : t)).join(' ')]);
      expect(b.getNrMoves('Fox')).toBe(Math.ceil(n / 4));
      expect(b.getNrMoves('Dolphin')).toBe(0);
    }
  });
});

describe('queries and copies', () => {
  it('legalMoves are exactly the moves isValidMove accepts', () => {
    const b = board(['0F 0 0~ 0~D', '0 0F 0~ 0~', '0~ 0~ 0~ 0~'], { bridges: '0,0-3,1' });
    for (const animal of ['Fox', 'Dolphin'] as const) {
      const legal = new Set(b.legalMoves(animal).map((m) => `${m.piece.x},${m.piece.y}>${m.x},${m.y}`));
      for (const p of b.piecesOf(animal)) {
        for (const t of b.tiles()) {
          expect(legal.has(`${p.x},${p.y}>${t.x},${t.y}`)).toBe(b.isValidMove(p, t.x, t.y));
        }
      }
      expect(b.hasLegalMove(animal)).toBe(legal.size > 0);
    }
  });
  it('clone shares nothing mutable', () => {
    const b = board(['0F 0 0~ 0~D']);
    const c = b.clone();
    c.requestMove({ type: 'Fox', x: 0, y: 0 }, 1, 0);
    c.tide(scriptedRandom([0.99]));
    c.flood();
    expect(b.pieceAt(0, 0)).toEqual({ type: 'Fox', x: 0, y: 0 });
    expect(b.w).toBe(0);
    expect(makeBoard(b)).not.toBe(makeBoard(c));
    expect(makeBoard(new Board(b.toState()))).toBe(makeBoard(b));
  });
});

describe('errors', () => {
  it('issue 20.9: have the class name as name, and a code in UPPER_SNAKE_CASE (the spec names no errors)', async () => {
    const { FoxDolphinError, GameOverError } = await import('../src/index.js');
    for (const e of [
      new InvalidArgumentError('m'),
      new NoSuchPieceError('m'),
      new IllegalMoveError('stranded', 'm'),
      new GameOverError('m'),
      new InvalidBoardError('heightSum', 'm'),
    ]) {
      expect(e).toBeInstanceOf(FoxDolphinError);
      expect(e).toBeInstanceOf(Error);
      // InvalidBoardError -> INVALID_BOARD, OwnedByControllerError -> OWNED_BY_CONTROLLER
      const snake = e.constructor.name
        .replace(/Error$/, '')
        .replace(/(?<=[a-z])(?=[A-Z])/g, '_')
        .toUpperCase();
      expect(e.code).toBe(snake);
      expect(e.name).toBe(e.constructor.name);
    }
  });
});

describe('bad arguments', () => {
  it('throw clear errors', () => {
    expect(() => new Board(null as unknown as ConstructorParameters<typeof Board>[0])).toThrow(/tiles/);
    const b = new Board({ tiles: flat(2, 2) });
    expect(() => b.tileAt(4)).toThrow(InvalidArgumentError);
    expect(() => b.getNrMoves('Cat' as 'Fox')).toThrow(InvalidArgumentError);
    expect(() => b.occupiedBySameAnimal({ type: 'Cat' as 'Fox' }, 0, 0)).toThrow(InvalidArgumentError);
    expect(b.tileIdAt(0.5, 0)).toBe(-1);
    expect(b.tile(7, 7)).toBeUndefined();
  });
});

describe('regressions: unchecked board data', () => {
  it('regression: validate(null) and validate({}) threw a raw TypeError', () => {
    for (const bad of [null, undefined, {}, 7, { tiles: 'x' }, { tiles: [null] }]) {
      expect(() => validate(bad as never)).toThrow(InvalidArgumentError);
      expect(() => validate(bad as never)).toThrow(/validate\(board\): board/);
      expect(() => new Board(bad as never)).toThrow(/new Board\(init\): init/);
    }
    expect(() => validate({} as never)).toThrow(
      'validate(board): board.tiles must be an array of tiles, got undefined',
    );
  });
  it("regression: isWater: 'yes' was accepted as water", () => {
    const tiles = [{ x: 0, y: 0, h: 0, isWater: 'yes' as unknown as boolean }];
    expect(() => validate({ tiles })).toThrow(
      'validate(board): board.tiles[0].isWater must be true or false, got "yes"',
    );
    expect(() => new Board({ tiles })).toThrow(InvalidArgumentError);
    expect(() => validate({ tiles: [{ x: 0, y: 0, h: '0' as unknown as number, isWater: false }] })).toThrow(
      /tiles\[0\]\.h must be a number/,
    );
    expect(() => validate({ tiles: [], bridges: [[{ x: 0, y: 0 }]] as never })).toThrow(/bridges\[0\] must be a pair/);
    expect(() => validate({ tiles: [], pieces: [null] as never })).toThrow(/pieces\[0\] must be a piece/);
    expect(() => validate({ tiles: [], nEvent: [1] as never })).toThrow(/nEvent must be a pair/);
  });
});
