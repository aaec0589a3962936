/**
 * The home page's pictures (issue 35 §7): for each game, a real position
 * from its own model, drawn as a small SVG by a pure function, at build time
 * (so the home page's JavaScript carries none of the models). The page shows
 * them as images (`assets/thumb-<game>-<hash>.svg`).
 *
 * @example
 * const svg = THUMBNAILS.othello(); // the position after f5d6c3d3c4f4f6, as SVG text
 */
import { Controller } from '@arcade/model-foxdolphin';
import { msDealOrder, RANK_LETTERS } from '@arcade/model-freecell';
import { Cell, playTranscript } from '@arcade/model-othello';
import { Circle, Cross, parseGame } from '@arcade/model-tictactoe';
import { mulberry32, PointT, TwoDotsBoard } from '@arcade/model-twodots';
import type { Plugin } from 'vite';

/** The pictures' box: 160 x 120 (4:3), the size the home page shows them at. */
export const THUMB_W = 160;
export const THUMB_H = 120;

const svg = (body: string, bg: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${THUMB_W} ${THUMB_H}" width="${THUMB_W}" height="${THUMB_H}">` +
  `<rect width="${THUMB_W}" height="${THUMB_H}" rx="8" fill="${bg}"/>${body}</svg>\n`;

const n = (v: number): string => String(Math.round(v * 10) / 10);

/** Othello: the board after `transcript` (the Tiger opening by default). */
export function othelloThumb(transcript = 'f5d6c3d3c4f4f6'): string {
  const game = playTranscript(transcript);
  const size = 13;
  const x0 = (THUMB_W - 8 * size) / 2;
  const y0 = (THUMB_H - 8 * size) / 2;
  let body = `<rect x="${x0}" y="${y0}" width="${8 * size}" height="${8 * size}" fill="#2f7d4a"/>`;
  for (let k = 1; k < 8; k++) {
    body += `<path d="M${x0 + k * size} ${y0}v${8 * size}M${x0} ${y0 + k * size}h${8 * size}" stroke="#1f5a34"/>`;
  }
  for (let i = 0; i < 8; i++) {
    for (let j = 0; j < 8; j++) {
      const c = game.getb(i, j);
      if (c === Cell.FREE) continue;
      const fill = c === Cell.BLACK ? '#111' : '#f4f4f4';
      body += `<circle cx="${n(x0 + (j + 0.5) * size)}" cy="${n(y0 + (i + 0.5) * size)}" r="5" fill="${fill}"/>`;
    }
  }
  return svg(body, '#e2efe6');
}

/** Tic-tac-toe: `position` in the package's notation (rows from the top, `/` between), X's diagonal struck through. */
export function tictactoeThumb(position = 'X.O/OX./..X'): string {
  const game = parseGame(position);
  const size = 32;
  const x0 = (THUMB_W - 3 * size) / 2;
  const y0 = (THUMB_H - 3 * size) / 2;
  let body = '';
  for (let k = 1; k < 3; k++) {
    body += `<path d="M${x0 + k * size} ${y0 + 4}v${3 * size - 8}M${x0 + 4} ${y0 + k * size}h${3 * size - 8}" stroke="#5b5b57" stroke-width="3" stroke-linecap="round"/>`;
  }
  for (let i = 1; i <= 3; i++) {
    for (let j = 1; j <= 3; j++) {
      const cx = x0 + (j - 0.5) * size;
      const cy = y0 + (i - 0.5) * size;
      const item = game.item(i, j);
      if (item === Cross) {
        body += `<path d="M${cx - 9} ${cy - 9}l18 18m0-18l-18 18" stroke="#0b5cad" stroke-width="5" stroke-linecap="round"/>`;
      } else if (item === Circle) {
        body += `<circle cx="${cx}" cy="${cy}" r="10" fill="none" stroke="#c0262d" stroke-width="5"/>`;
      }
    }
  }
  const winner = game.item(1, 1) === Cross && game.item(2, 2) === Cross && game.item(3, 3) === Cross;
  if (winner) {
    body += `<path d="M${x0 + 8} ${y0 + 8}L${x0 + 3 * size - 8} ${y0 + 3 * size - 8}" stroke="#f0b429" stroke-width="4" stroke-linecap="round"/>`;
  }
  return svg(body, '#ecebe4');
}

const DOT_FILL: Readonly<Record<string, string>> = {
  R: '#e5484d',
  G: '#30a46c',
  B: '#3e63dd',
  P: '#8e4ec6',
  Y: '#f5c400',
};

/** Two Dots: the 6 x 6 board of `seed`, as the game deals it. */
export function dotsThumb(seed = 1): string {
  const board = new TwoDotsBoard(6, 6, mulberry32(seed));
  const size = 18;
  const x0 = (THUMB_W - 6 * size) / 2;
  const y0 = (THUMB_H - 6 * size) / 2;
  let body = '';
  for (let r = 0; r < 6; r++) {
    for (let c = 0; c < 6; c++) {
      const colour = board.get(new PointT(r, c));
      body += `<circle cx="${x0 + (c + 0.5) * size}" cy="${y0 + (r + 0.5) * size}" r="6" fill="${DOT_FILL[colour] ?? '#888'}"/>`;
    }
  }
  return svg(body, '#f7f6f0');
}

/** FreeCell: Microsoft deal `deal` as dealt, eight fanned columns under the free cells and foundations. */
export function freecellThumb(deal = 1): string {
  const order = msDealOrder(deal);
  const w = 17;
  const gap = 2;
  const x0 = (THUMB_W - (8 * w + 7 * gap)) / 2;
  let body = '';
  for (let k = 0; k < 8; k++) {
    body += `<rect x="${x0 + k * (w + gap)}" y="6" width="${w}" height="22" rx="2" fill="none" stroke="#d8e8dc" stroke-width="1"/>`;
  }
  // Row by row, the order Microsoft deals them (card id = rank * 4 + suit, suits H D S C).
  order.forEach((id, i) => {
    const col = i % 8;
    const row = Math.floor(i / 8);
    const x = x0 + col * (w + gap);
    const y = 34 + row * 11;
    const red = (id & 3) < 2;
    body +=
      `<rect x="${x}" y="${y}" width="${w}" height="22" rx="2" fill="#fff" stroke="#1f5a34" stroke-width=".5"/>` +
      `<text x="${x + 2}" y="${y + 8}" font-size="8" font-family="sans-serif" font-weight="700" fill="${red ? '#c0262d' : '#1d1d1b'}">${RANK_LETTERS[id >> 2]}</text>`;
  });
  return svg(body, '#2f7d4a');
}

/** Foxes and Dolphins: the island of `seed` with its pieces, as the game starts. */
export function foxdolphinThumb(seed = 1): string {
  const board = Controller.init(6, { seed }).board;
  const tiles = board.tiles();
  const r = 4;
  // Pointy-top hexagons on the island's axial coordinates (the view's hexCenter).
  const centre = (x: number, y: number): [number, number] => [Math.sqrt(3) * r * (x - y / 2), 1.5 * r * y];
  const cs = tiles.map((t) => centre(t.x, t.y));
  const minX = Math.min(...cs.map((c) => c[0]));
  const maxX = Math.max(...cs.map((c) => c[0]));
  const minY = Math.min(...cs.map((c) => c[1]));
  const maxY = Math.max(...cs.map((c) => c[1]));
  const scale = Math.min((THUMB_W - 12) / (maxX - minX + 2 * r), (THUMB_H - 12) / (maxY - minY + 2 * r));
  const ox = (THUMB_W - (maxX - minX) * scale) / 2 - minX * scale;
  const oy = (THUMB_H - (maxY - minY) * scale) / 2 - minY * scale;
  const hr = r * scale;
  const hex = (cx: number, cy: number): string =>
    Array.from({ length: 6 }, (_, k) => {
      const a = (Math.PI / 3) * k + Math.PI / 6;
      return `${n(cx + hr * Math.cos(a))},${n(cy + hr * Math.sin(a))}`;
    }).join(' ');
  let body = '';
  tiles.forEach((t, i) => {
    const [cx, cy] = cs[i]!;
    const fill = t.isWater ? '#6fb3e0' : t.h > 20 ? '#a9a06a' : '#8cbf6a';
    body += `<polygon points="${hex(ox + cx * scale, oy + cy * scale)}" fill="${fill}"/>`;
  });
  for (const p of board.pieces()) {
    const [cx, cy] = centre(p.x, p.y);
    body += `<circle cx="${n(ox + cx * scale)}" cy="${n(oy + cy * scale)}" r="${n(hr * 0.7)}" fill="${p.type === 'Fox' ? '#8a2b06' : '#0b2a6b'}"/>`;
  }
  return svg(body, '#dcebf5');
}

/** Every game's picture, by route id. */
export const THUMBNAILS: Readonly<Record<string, () => string>> = {
  dots: () => dotsThumb(),
  othello: () => othelloThumb(),
  freecell: () => freecellThumb(),
  tictactoe: () => tictactoeThumb(),
  foxdolphin: () => foxdolphinThumb(),
};

/**
 * The Vite plugin: `import thumbnails from 'virtual:thumbnails'` is each game's picture URL by
 * route id, files of the build (`assets/thumb-<game>-<hash>.svg`); under `vite` (dev), data URLs.
 */
export function thumbnails(): Plugin {
  const ID = 'virtual:thumbnails';
  let serving = false;
  return {
    name: 'arcade-thumbnails',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    resolveId(id) {
      return id === ID ? `\0${ID}` : null;
    },
    load(id) {
      if (id !== `\0${ID}`) return null;
      const entries = Object.entries(THUMBNAILS).map(([game, draw]) => {
        const source = draw();
        if (serving)
          return `${JSON.stringify(game)}: ${JSON.stringify(`data:image/svg+xml,${encodeURIComponent(source)}`)}`;
        const ref = this.emitFile({ type: 'asset', name: `thumb-${game}.svg`, source });
        return `${JSON.stringify(game)}: import.meta.ROLLUP_FILE_URL_${ref}`;
      });
      return `export default { ${entries.join(', ')} };`;
    },
  };
}
