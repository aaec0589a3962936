// What the build writes beside the site (make/): the icon as PNG, and the service worker's plan.
import { inflateSync } from 'node:zlib';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { ICON_GREEN, iconPng, iconSvg } from '../../make/icon.js';
import { planFor } from '../../make/offline.js';

/** A PNG's size and its RGBA pixel at (x, y), read back from the file (8-bit RGBA, filter none). */
function readPng(png: Buffer): { width: number; height: number; at: (x: number, y: number) => number[] } {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const idatLength = png.readUInt32BE(33);
  expect(png.toString('latin1', 37, 41)).toBe('IDAT');
  const raw = inflateSync(png.subarray(41, 41 + idatLength));
  const at = (x: number, y: number): number[] => {
    const i = y * (width * 4 + 1) + 1 + x * 4;
    return [...raw.subarray(i, i + 4)];
  };
  return { width, height, at };
}

const rgb = (hex: string): number[] => [1, 3, 5].map((k) => Number.parseInt(hex.slice(k, k + 2), 16));

describe('issue 35 §5: the icon', () => {
  it('issue 35 §5: the PNG icons are the SVG drawing: green square, white and black discs, transparent rounded corners', () => {
    const { width, height, at } = readPng(iconPng('plain', 192));
    expect([width, height]).toEqual([192, 192]);
    // The top left disc (centre 33%, 33%) is white; the top right one black; between them, green.
    expect(at(63, 63)).toEqual([0xf4, 0xf4, 0xf4, 255]);
    expect(at(129, 63)).toEqual([0x11, 0x11, 0x11, 255]);
    expect(at(96, 96)).toEqual([...rgb(ICON_GREEN), 255]);
    // The corner is outside the rounded square: transparent.
    expect(at(0, 0)[3]).toBe(0);
    expect(iconSvg('plain')).toContain(`fill="${ICON_GREEN}"`);
  });

  it('issue 35 §5: the maskable icon fills its square and keeps its drawing in the safe circle (radius 40%)', () => {
    const { at } = readPng(iconPng('maskable', 512));
    expect(at(0, 0)).toEqual([...rgb(ICON_GREEN), 255]);
    // Nothing but green outside the safe circle: along the diagonal, past 40% of the side from the centre.
    for (let k = 0; k < 256 - 0.4 * 512 * Math.SQRT1_2; k++)
      expect(at(k, k), `at ${k}`).toEqual([...rgb(ICON_GREEN), 255]);
  });

  it('issue 35 §5: a size out of range is refused', () => {
    expect(() => iconPng('plain', 0)).toThrow(RangeError);
    expect(() => iconPng('plain', 4096)).toThrow(RangeError);
  });
});

describe('issue 35 §5: the service worker caches each route’s own files', () => {
  const chunk = (fileName: string, code: string, extra: Partial<Rollup.OutputChunk> = {}): Rollup.OutputChunk =>
    ({
      type: 'chunk',
      fileName,
      code,
      imports: [],
      isEntry: false,
      isDynamicEntry: false,
      ...extra,
    }) as Rollup.OutputChunk;
  const asset = (fileName: string, source: string | Uint8Array): Rollup.OutputAsset =>
    ({ type: 'asset', fileName, source }) as Rollup.OutputAsset;
  const bundle = {
    'index.html': asset('index.html', '<script src="./assets/index-aaaaaaaa.js"></script>'),
    'assets/index-aaaaaaaa.js': chunk(
      'assets/index-aaaaaaaa.js',
      'import("./othello-bbbbbbbb.js");import("./tictactoe-cccccccc.js")',
      {
        isEntry: true,
        imports: ['assets/shared-dddddddd.js'],
      },
    ),
    'assets/shared-dddddddd.js': chunk('assets/shared-dddddddd.js', ''),
    'assets/othello-bbbbbbbb.js': chunk('assets/othello-bbbbbbbb.js', 'new Worker("othello.worker-eeeeeeee.js")', {
      isDynamicEntry: true,
      facadeModuleId: '/x/apps/web/src/games/othello.ts',
    }),
    'assets/othello.worker-eeeeeeee.js': asset(
      'assets/othello.worker-eeeeeeee.js',
      'fetch("othello-weights-ffffffff.bin")',
    ),
    'assets/othello-weights-ffffffff.bin': asset('assets/othello-weights-ffffffff.bin', new Uint8Array([1, 2, 3])),
    'assets/tictactoe-cccccccc.js': chunk('assets/tictactoe-cccccccc.js', 'import "./shared-dddddddd.js"', {
      isDynamicEntry: true,
      facadeModuleId: '/x/apps/web/src/games/tictactoe.ts',
    }),
    'icon.svg': asset('icon.svg', '<svg/>'),
    '.vite/manifest.json': asset('.vite/manifest.json', '{}'),
  } as Rollup.OutputBundle;

  it('issue 35 §5: the shell at install; Othello’s worker and weights with Othello alone; everything for an installed app', () => {
    const plan = planFor(bundle, (n) => n === 'icon.svg');
    expect(plan.shell).toEqual(['./', 'assets/index-aaaaaaaa.js', 'assets/shared-dddddddd.js', 'icon.svg']);
    expect(plan.routes).toEqual({
      othello: [
        'assets/othello-bbbbbbbb.js',
        'assets/othello-weights-ffffffff.bin',
        'assets/othello.worker-eeeeeeee.js',
      ],
      tictactoe: ['assets/tictactoe-cccccccc.js'],
    });
    expect(plan.all).toHaveLength(8);
    expect(plan.all).not.toContain('.vite/manifest.json');
    expect(plan.cache).toMatch(/^arcade-[0-9a-f]{16}$/);
    // Another build, another cache.
    const other = { ...bundle, 'icon.svg': asset('icon.svg', '<svg></svg>') } as Rollup.OutputBundle;
    expect(planFor(other, (n) => n === 'icon.svg').cache).not.toBe(plan.cache);
  });
});
