/**
 * The site's icon, drawn once as a list of shapes and written two ways at
 * build time: as SVG (the favicon and the manifest's scalable icon) and as
 * PNG (the manifest's 192 and 512 px icons and the maskable one), by a small
 * rasteriser here, so the build needs no image library.
 *
 * @example
 * const svg = iconSvg('plain');
 * const png = iconPng('maskable', 512); // a PNG file's bytes
 */
import { deflateSync } from 'node:zlib';

/** A filled shape in a 100 x 100 box: a rectangle (corners rounded by `r`) or a circle. */
type Shape =
  | {
      readonly kind: 'rect';
      readonly x: number;
      readonly y: number;
      readonly w: number;
      readonly h: number;
      readonly r: number;
      readonly fill: string;
    }
  | { readonly kind: 'circle'; readonly cx: number; readonly cy: number; readonly r: number; readonly fill: string };

/** The icon's variants: `plain` has rounded corners; `maskable` fills its square and keeps its drawing in the middle 80% (the safe zone a mask may not cut). */
export type IconVariant = 'plain' | 'maskable';

/** The board's green, the same as the Othello board's (styles/base.css `--board`); also the manifest's theme colour. */
export const ICON_GREEN = '#2f7d4a';

/** The drawing: Othello's four starting discs on a green square, with a dot of each other game's colour. */
function shapes(variant: IconVariant): Shape[] {
  // The maskable icon's safe zone is a circle of radius 40 around the centre: the drawing is scaled into it.
  const s = variant === 'maskable' ? 0.72 : 1;
  const at = (v: number): number => 50 + (v - 50) * s;
  const disc = (cx: number, cy: number, fill: string): Shape => ({
    kind: 'circle',
    cx: at(cx),
    cy: at(cy),
    r: 15 * s,
    fill,
  });
  const dot = (cx: number, cy: number, fill: string): Shape => ({
    kind: 'circle',
    cx: at(cx),
    cy: at(cy),
    r: 6 * s,
    fill,
  });
  return [
    { kind: 'rect', x: 0, y: 0, w: 100, h: 100, r: variant === 'maskable' ? 0 : 18, fill: ICON_GREEN },
    disc(33, 33, '#f4f4f4'),
    disc(67, 33, '#111111'),
    disc(33, 67, '#111111'),
    disc(67, 67, '#f4f4f4'),
    dot(50, 12, '#f0b429'),
    dot(88, 50, '#e63946'),
    dot(50, 88, '#7db8f0'),
    dot(12, 50, '#b58ad8'),
  ];
}

/** The icon as an SVG document. */
export function iconSvg(variant: IconVariant): string {
  const body = shapes(variant)
    .map((p) =>
      p.kind === 'rect'
        ? `<rect x="${p.x}" y="${p.y}" width="${p.w}" height="${p.h}" rx="${p.r}" fill="${p.fill}"/>`
        : `<circle cx="${p.cx}" cy="${p.cy}" r="${p.r}" fill="${p.fill}"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${body}</svg>\n`;
}

/** The signed distance from (x, y) to the shape's edge: negative inside. */
function distance(p: Shape, x: number, y: number): number {
  if (p.kind === 'circle') return Math.hypot(x - p.cx, y - p.cy) - p.r;
  // A rounded rectangle: the distance to its inner rectangle, less the corner radius.
  const hx = p.w / 2 - p.r;
  const hy = p.h / 2 - p.r;
  const dx = Math.abs(x - (p.x + p.w / 2)) - hx;
  const dy = Math.abs(y - (p.y + p.h / 2)) - hy;
  return Math.hypot(Math.max(dx, 0), Math.max(dy, 0)) + Math.min(Math.max(dx, dy), 0) - p.r;
}

/** The last index below `n` where `covers` holds, or -1. */
function topmost(n: number, covers: (k: number) => boolean): number {
  for (let k = n - 1; k >= 0; k--) if (covers(k)) return k;
  return -1;
}

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** The icon as RGBA pixels, `size` x `size`; a pixel on an edge is the average of 4 x 4 samples (anti-aliased). */
export function iconPixels(variant: IconVariant, size: number): Uint8Array {
  if (!Number.isInteger(size) || size < 1 || size > 2048) throw new RangeError(`icon size ${size}: 1 to 2048`);
  const list = shapes(variant).map((p) => ({ p, c: rgb(p.fill) }));
  const out = new Uint8Array(size * size * 4);
  const N = 4;
  // Half a pixel's diagonal, in the drawing's units: a pixel farther than that from every edge is one colour.
  const half = (Math.SQRT2 / 2) * (100 / size);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const i = (py * size + px) * 4;
      const x = ((px + 0.5) / size) * 100;
      const y = ((py + 0.5) / size) * 100;
      const d = list.map(({ p }) => distance(p, x, y));
      if (d.every((v) => Math.abs(v) > half)) {
        // The topmost shape under the pixel (the shapes are opaque), or nothing.
        const k = topmost(d.length, (j) => d[j]! < 0);
        if (k >= 0) out.set([...list[k]!.c, 255], i);
        continue;
      }
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < N; sy++) {
        for (let sx = 0; sx < N; sx++) {
          const qx = ((px + (sx + 0.5) / N) / size) * 100;
          const qy = ((py + (sy + 0.5) / N) / size) * 100;
          const k = topmost(list.length, (j) => distance(list[j]!.p, qx, qy) <= 0);
          if (k < 0) continue;
          const c = list[k]!.c;
          r += c[0];
          g += c[1];
          b += c[2];
          a += 255;
        }
      }
      const covered = a / 255;
      // Colour averaged over the covered samples (straight alpha), alpha over all.
      out[i] = covered === 0 ? 0 : Math.round(r / covered);
      out[i + 1] = covered === 0 ? 0 : Math.round(g / covered);
      out[i + 2] = covered === 0 ? 0 : Math.round(b / covered);
      out[i + 3] = Math.round(a / (N * N));
    }
  }
  return out;
}

const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 255]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** RGBA pixels as a PNG file (8 bits a channel, no filtering). */
export function encodePng(pixels: Uint8Array, width: number, height: number): Buffer {
  if (pixels.length !== width * height * 4) throw new RangeError('encodePng: pixels must be width * height * 4 bytes');
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, deflate, no filter method, no interlace
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 4 + 1)] = 0; // filter: none
    raw.set(pixels.subarray(y * width * 4, (y + 1) * width * 4), y * (width * 4 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

/** The icon as a PNG file of `size` x `size` pixels. */
export function iconPng(variant: IconVariant, size: number): Buffer {
  return encodePng(iconPixels(variant, size), size, size);
}
