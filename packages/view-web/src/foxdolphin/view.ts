/**
 * The Foxes and Dolphins island as SVG: one hexagon a tile, coloured by
 * land, water and height, with the pieces, the bridges and the caves. Each
 * tile is a focusable button named `x,y` and what is on it (`3,4, land 5,
 * fox`), the test contract of issue 19; a selected piece's targets are
 * marked and named `, target`. Pieces are drawn as a fox's head and a
 * dolphin (SVG symbols), hidden from assistive technology: the tile's name
 * says what is on it.
 */
import type { Board, Tile } from '@arcade/model-foxdolphin';
import { s } from '../common/dom.js';
import { isActivateKey, RovingGrid } from '../common/grid.js';
import type { Motion } from '../common/motion.js';

/** The motion's durations in ms (before the pace): a piece's slide, an eaten piece's fade, a tile's colour. */
const SLIDE_MS = 240;
const FADE_MS = 300;
const TIDE_MS = 400;
/** How far (in tiles) a piece may have gone in one turn to be shown sliding there: a move, a bridge, a cave. */
const SLIDE_REACH = 12;

/** The tile's centre in the drawing, for hexagons of circumradius `size`. */
export function hexCenter(
  x: number,
  y: number,
  size: number,
): {
  /** The centre's x in the drawing. */
  cx: number;
  /** The centre's y in the drawing. */
  cy: number;
} {
  // The document's neighbours are those of axial coordinates (q, r) = (x, -y):
  // pointy-top hexagons, each row half a hexagon left of the one above it.
  return { cx: Math.sqrt(3) * size * (x - y / 2), cy: 1.5 * size * y };
}

/** What is on a tile, as its accessible name says after `x,y`. */
export function tileContents(tile: Tile, piece: 'Fox' | 'Dolphin' | undefined): string {
  const ground = tile.isWater ? `water ${tile.h}` : `land ${tile.h}`;
  return `${ground}, ${piece === undefined ? 'empty' : piece.toLowerCase()}`;
}

/** The accessible name of a tile: `3,4, land 5, fox`, with `, selected` or `, target` when so. */
export function tileLabel(
  tile: Tile,
  piece: 'Fox' | 'Dolphin' | undefined,
  mark: 'selected' | 'target' | null,
): string {
  return `${tile.x},${tile.y}, ${tileContents(tile, piece)}${mark === null ? '' : `, ${mark}`}`;
}

/** What the map shows besides the island. */
export interface FoxDolphinShow {
  /** The selected piece's tile. */
  readonly selected?: {
    /** The tile's x. */
    readonly x: number;
    /** The tile's y. */
    readonly y: number;
  } | null;
  /** Its legal targets, as `x,y` keys. */
  readonly targets?: ReadonlySet<string>;
  /** Tiles the last moves went from and to, as `x,y` keys. */
  readonly moved?: ReadonlySet<string>;
}

const SIZE = 20;
/** A zoomed tile's width in CSS pixels: the tap target a phone needs. */
export const TILE_PX = 42;
/** A tile's width in the drawing's units (a pointy-top hexagon of circumradius SIZE). */
export const TILE_UNITS = Math.sqrt(3) * SIZE;

/** The pieces' drawings, in a 20 x 20 box centred on 0: a fox's head, a dolphin leaping. */
const FOX_PATHS: readonly [string, string][] = [
  // Head and ears, in the fox's russet, outlined in white so it reads on dark land too.
  ['M-8 -8 L-3.5 -3 L3.5 -3 L8 -8 L8.5 1 L0 9 L-8.5 1 Z', 'fd-fox-fur'],
  // The white cheeks and muzzle.
  ['M-8.5 1 L0 9 L8.5 1 L3 3 L0 5 L-3 3 Z', 'fd-fox-cheek'],
  // Eyes and nose.
  ['M-4 -0.5 h2 v2 h-2 Z M2 -0.5 h2 v2 h-2 Z M-1.3 7 h2.6 v2 h-2.6 Z', 'fd-ink'],
];
const DOLPHIN_PATHS: readonly [string, string][] = [
  // Body, beak and tail.
  ['M-9 6 C-8 -1 -2 -5 5 -4 L6 -6 L7 -3.5 C8.5 -3 9.5 -2 10 -0.5 L7 0 C4 2 -2 3 -5 5 L-6 9 L-9 6 Z', 'fd-dolphin-skin'],
  // The pale belly.
  ['M-5 5 C-2 3 4 2 7 0 C4 3 -1 4.5 -5 6.5 Z', 'fd-dolphin-belly'],
  // Eye.
  ['M4.5 -2.2 h1.6 v1.6 h-1.6 Z', 'fd-ink'],
];

function hexPoints(cx: number, cy: number, r: number): string {
  const pts: string[] = [];
  for (let k = 0; k < 6; k++) {
    const a = (Math.PI / 180) * (60 * k - 30);
    pts.push(`${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`);
  }
  return pts.join(' ');
}

/** A colour for a tile: greens and browns by height on land, blues by depth in water. */
function fill(tile: Tile): string {
  if (tile.isWater) {
    const depth = Math.max(0, Math.min(1, (15 - tile.h) / 40));
    return `hsl(205 70% ${Math.round(62 - 30 * depth)}%)`;
  }
  const high = Math.max(0, Math.min(1, tile.h / 40));
  return `hsl(${Math.round(100 - 70 * high)} 40% ${Math.round(55 + 15 * high)}%)`;
}

let mapCount = 0;

/** The island map: `onTile(x, y)` when a tile is clicked, tapped, or chosen with Enter or Space. */
export class FoxDolphinMap {
  /** The SVG element to put on the page. */
  readonly element: SVGSVGElement;
  readonly #grid: RovingGrid;
  readonly #onTile: (x: number, y: number) => void;
  #shape = '';
  readonly #tiles = new Map<string, SVGGElement>();
  /** Each tile's coordinates, for the layer's one click and one key listener (not two a tile). */
  readonly #coords = new WeakMap<Element, readonly [number, number]>();
  /** What each tile shows now: update() touches only what changes. */
  readonly #drawn = new Map<
    string,
    { label: string; moved: boolean; colour: string; piece: 'Fox' | 'Dolphin' | undefined }
  >();
  /** The bridges and caves drawn now, as one key. */
  #drawnShortcuts = '';
  readonly #shortcuts: SVGGElement;
  readonly #layer: SVGGElement;
  /** The selection's and the targets' rings, drawn over the island (see update). */
  readonly #marks: SVGGElement;
  #drawnMarks = '';
  #naturalWidth = 0;
  #zoomed = false;
  /** The symbols' ids: unique on the page, so that two maps do not share (or clash on) them. */
  readonly #ids: { fox: string; dolphin: string };

  readonly #motion: Motion | null;

  /** `options.motion`: pieces slide, eaten ones fade, tiles change colour gradually; none: at once. */
  constructor(
    onTile: (x: number, y: number) => void,
    label = 'The island',
    options: {
      /** The app's Motion. */
      readonly motion?: Motion;
    } = {},
  ) {
    this.#onTile = onTile;
    this.#motion = options.motion ?? null;
    const n = ++mapCount;
    this.#ids = { fox: `fd-fox-${n}`, dolphin: `fd-dolphin-${n}` };
    this.element = s('svg', { role: 'group', 'aria-label': label, class: 'fd-map' });
    const symbol = (id: string, paths: readonly [string, string][]): SVGSymbolElement =>
      s(
        'symbol',
        { id, viewBox: '-10 -10 20 20' },
        paths.map(([d, cls]) => s('path', { d, class: cls })),
      );
    const defs = s('defs', { 'aria-hidden': 'true' }, [
      symbol(this.#ids.fox, FOX_PATHS),
      symbol(this.#ids.dolphin, DOLPHIN_PATHS),
    ]);
    this.#layer = s('g');
    this.#shortcuts = s('g', { 'aria-hidden': 'true' });
    this.#marks = s('g', { 'aria-hidden': 'true', class: 'fd-marks' });
    this.element.append(defs, this.#layer, this.#shortcuts, this.#marks);
    this.#grid = new RovingGrid(this.element);
    const tileOf = (e: Event): readonly [number, number] | undefined => {
      const g = (e.target as Element | null)?.closest?.('.fd-tile');
      return g === null || g === undefined ? undefined : this.#coords.get(g);
    };
    this.#layer.addEventListener('click', (e) => {
      const at = tileOf(e);
      if (at !== undefined) this.#onTile(at[0], at[1]);
    });
    this.#layer.addEventListener('keydown', (e) => {
      const at = tileOf(e);
      if (at === undefined || !isActivateKey(e.key)) return;
      e.preventDefault();
      this.#onTile(at[0], at[1]);
    });
  }

  /**
   * The tile's piece drawing (a `use` of the fox's or the dolphin's symbol, in a `g` that slides),
   * made the first time a piece stands there: most tiles never hold one, and one element for each
   * of the island's 280 tiles more was that much more for the page's first style and layout to do.
   * The slide moves the `g`, not the `use`: Chromium runs a transform animation of an SVG `g` on
   * the compositor, but not one of a `use` (its trace says compositeFailed), which repainted and
   * rasterised the island under the piece in every frame of the slide.
   */
  #pieceAt(g: SVGGElement, t: { x: number; y: number }): SVGUseElement {
    const last = g.lastElementChild;
    if (last?.localName === 'g') return last.firstElementChild as SVGUseElement;
    const { cx, cy } = hexCenter(t.x, t.y, SIZE);
    const use = s('use', { x: cx - 13, y: cy - 13, width: 26, height: 26, 'aria-hidden': 'true', class: 'fd-piece' });
    g.append(s('g', { class: 'fd-slide' }, [use]));
    return use;
  }

  /** The drawing's width in its own units (its viewBox), 0 before the first update. */
  get naturalWidth(): number {
    return this.#naturalWidth;
  }

  /** The tile (its `g`, a button) at (x, y), or undefined. */
  tileElement(x: number, y: number): SVGGElement | undefined {
    return this.#tiles.get(`${x},${y}`);
  }

  // The tiles are built once per island shape, then only updated: focus stays where it was.
  #build(board: Board): void {
    const tiles = board.tiles();
    const shape = tiles.map((t) => `${t.x},${t.y}`).join(' ');
    if (shape === this.#shape) return;
    this.#shape = shape;
    this.#tiles.clear();
    this.#drawn.clear();
    this.#layer.replaceChildren();
    // Built apart, then put in at once.
    const layer = document.createDocumentFragment();
    let minX = Number.POSITIVE_INFINITY;
    let minY = Number.POSITIVE_INFINITY;
    let maxX = Number.NEGATIVE_INFINITY;
    let maxY = Number.NEGATIVE_INFINITY;
    const rows: (SVGGElement | null)[][] = [];
    for (const t of tiles) {
      const { cx, cy } = hexCenter(t.x, t.y, SIZE);
      minX = Math.min(minX, cx);
      maxX = Math.max(maxX, cx);
      minY = Math.min(minY, cy);
      maxY = Math.max(maxY, cy);
      const g = s('g', { role: 'button', tabindex: -1, class: 'fd-tile' }, [
        s('polygon', { points: hexPoints(cx, cy, SIZE - 0.5) }),
      ]);
      this.#coords.set(g, [t.x, t.y]);
      layer.append(g);
      this.#tiles.set(`${t.x},${t.y}`, g);
      const row = rows[t.y] ?? [];
      row[t.x] = g;
      rows[t.y] = row;
    }
    this.#layer.append(layer);
    const m = SIZE + 2;
    const vb = [minX - m, minY - m, maxX - minX + 2 * m, maxY - minY + 2 * m];
    this.element.setAttribute('viewBox', vb.map((v) => v.toFixed(1)).join(' '));
    this.#naturalWidth = vb[2]!;
    this.zoom(this.#zoomed);
    const width = Math.max(0, ...rows.map((r) => r.length));
    this.#grid.setCells(rows.map((r) => Array.from({ length: width }, (_, x) => r[x] ?? null)));
  }

  /**
   * Zoomed, the map is drawn with tiles at least `TILE_PX` wide, wider than
   * a phone: put it in a frame that scrolls (the page itself then never
   * scrolls sideways). Not zoomed, it fits the width it is given.
   */
  zoom(on: boolean): void {
    this.#zoomed = on;
    const px = (this.#naturalWidth * TILE_PX) / (Math.sqrt(3) * SIZE);
    this.element.style.minWidth = on && px > 0 ? `${Math.ceil(px)}px` : '';
  }

  /** Draws `board` with the extras in `show`. */
  update(board: Board, show: FoxDolphinShow = {}): void {
    const shape = this.#shape;
    this.#build(board);
    // Pieces that left a tile and pieces that came to one, for the motion (not on a new island).
    const animate = this.#motion !== null && shape === this.#shape;
    const left: { x: number; y: number; piece: 'Fox' | 'Dolphin' }[] = [];
    const came: { x: number; y: number; piece: 'Fox' | 'Dolphin'; use: SVGUseElement }[] = [];
    for (const t of board.tiles()) {
      const key = `${t.x},${t.y}`;
      const piece = board.pieceAt(t.x, t.y)?.type;
      const selected = show.selected?.x === t.x && show.selected?.y === t.y;
      const target = show.targets?.has(key) === true;
      const moved = show.moved?.has(key) === true;
      const label = tileLabel(t, piece, selected ? 'selected' : target ? 'target' : null);
      const colour = fill(t);
      // A selection or a move changes a handful of the tiles, and of those mostly their names:
      // rewriting every tile (its name, its colour, its letter as a new text node) had a click
      // repaint and rasterise the whole island, and a colour set again repaints even unchanged.
      const was = this.#drawn.get(key);
      if (was !== undefined && was.label === label && was.moved === moved && was.colour === colour) continue;
      const g = this.#tiles.get(key)!;
      if (was?.label !== label) {
        g.setAttribute('aria-label', label);
        g.classList.toggle('selected', selected);
        g.classList.toggle('target', target);
      }
      if (was?.moved !== moved) g.classList.toggle('moved', moved);
      if (was?.colour !== colour) {
        const polygon = g.firstElementChild as SVGPolygonElement;
        polygon.setAttribute('fill', colour);
        // The tide floods or drains the tile: its colour changes gradually, as its old colour fades
        // out over it. An opacity animation runs on the compositor; one of the fill repainted and
        // rasterised every changed tile in every frame of the tide (on the main thread).
        if (animate && was !== undefined) this.#fadeOut(polygon, was.colour);
      }
      if (animate && was !== undefined && was.piece !== piece) {
        if (was.piece !== undefined) left.push({ x: t.x, y: t.y, piece: was.piece });
        if (piece !== undefined) came.push({ x: t.x, y: t.y, piece, use: this.#pieceAt(g, t) });
      }
      if (was?.piece !== piece) {
        const use = this.#pieceAt(g, t);
        if (piece === undefined) use.removeAttribute('href');
        else use.setAttribute('href', `#${piece === 'Fox' ? this.#ids.fox : this.#ids.dolphin}`);
        use.setAttribute('class', piece === undefined ? 'fd-piece' : `fd-piece fd-${piece.toLowerCase()}`);
      }
      this.#drawn.set(key, { label, moved, colour, piece });
    }
    if (animate && (left.length > 0 || came.length > 0)) this.#animatePieces(left, came);
    // The rings of the selection and its targets are drawn apart from the tiles, in a group of their
    // own over the island: a selection then repaints a few rings, not every tile it and the last
    // one marked (scattered over the island, each a piece of its software raster).
    const sel = show.selected ?? null;
    const marks = `${sel === null ? '' : `${sel.x},${sel.y}`}|${[...(show.targets ?? [])].join(' ')}`;
    if (marks !== this.#drawnMarks) {
      this.#drawnMarks = marks;
      const ring = (x: number, y: number, cls: string): SVGPolygonElement => {
        const { cx, cy } = hexCenter(x, y, SIZE);
        return s('polygon', { points: hexPoints(cx, cy, SIZE - 2), class: cls });
      };
      const rings = [...(show.targets ?? [])].map((key) => {
        const [x, y] = key.split(',').map(Number) as [number, number];
        return ring(x, y, 'fd-mark fd-target');
      });
      if (sel !== null) rings.push(ring(sel.x, sel.y, 'fd-mark fd-selected'));
      this.#marks.replaceChildren(...rings);
    }
    const shortcuts = JSON.stringify([board.bridges, board.caves]);
    if (shortcuts !== this.#drawnShortcuts) {
      this.#drawnShortcuts = shortcuts;
      this.#shortcuts.replaceChildren(
        ...board.bridges.map((sc) => this.#line(sc, 'fd-bridge')),
        ...board.caves.map((sc) => this.#line(sc, 'fd-cave')),
      );
    }
  }

  /**
   * Each piece that came to a tile slides there from the nearest tile a piece of its kind left;
   * a piece that left a tile without going anywhere (eaten, drowned) fades out where it was.
   */
  #animatePieces(
    left: { x: number; y: number; piece: 'Fox' | 'Dolphin' }[],
    came: { x: number; y: number; piece: 'Fox' | 'Dolphin'; use: SVGUseElement }[],
  ): void {
    const motion = this.#motion!;
    const from = [...left];
    for (const c of came) {
      let best = -1;
      let dist = Number.POSITIVE_INFINITY;
      from.forEach((l, i) => {
        const d = Math.hypot(l.x - c.x, l.y - c.y);
        if (l.piece === c.piece && d < dist && d <= SLIDE_REACH) {
          best = i;
          dist = d;
        }
      });
      if (best < 0) continue;
      const [l] = from.splice(best, 1) as [{ x: number; y: number; piece: 'Fox' | 'Dolphin' }];
      const a = hexCenter(l.x, l.y, SIZE);
      const b = hexCenter(c.x, c.y, SIZE);
      motion.animate(
        c.use.parentElement!,
        [{ transform: `translate(${a.cx - b.cx}px, ${a.cy - b.cy}px)` }, { transform: 'translate(0, 0)' }],
        { duration: SLIDE_MS, easing: 'ease-out' },
      );
    }
    // What is left of `from` went nowhere: eaten or drowned. A ghost of it fades out on its tile.
    for (const l of from) {
      const { cx, cy } = hexCenter(l.x, l.y, SIZE);
      const ghost = s('use', {
        href: `#${l.piece === 'Fox' ? this.#ids.fox : this.#ids.dolphin}`,
        x: cx - 13,
        y: cy - 13,
        width: 26,
        height: 26,
        class: 'fd-piece fd-ghost',
        'aria-hidden': 'true',
      });
      this.#marks.before(ghost);
      const fade = motion.animate(ghost, [{ opacity: 1 }, { opacity: 0 }], { duration: FADE_MS, fill: 'forwards' });
      const remove = (): void => ghost.remove();
      if (fade === null) remove();
      else fade.finished.then(remove, remove);
    }
  }

  /** A copy of the tile's `polygon` in its old colour, over it (under the piece), fading out. */
  #fadeOut(polygon: SVGPolygonElement, colour: string): void {
    const old = s('polygon', { points: polygon.getAttribute('points') ?? '', fill: colour, class: 'fd-tide' });
    polygon.after(old);
    const fade = this.#motion!.animate(old, [{ opacity: 1 }, { opacity: 0 }], { duration: TIDE_MS, fill: 'forwards' });
    const remove = (): void => old.remove();
    if (fade === null) remove();
    else fade.finished.then(remove, remove);
  }

  #line([a, b]: readonly [{ x: number; y: number }, { x: number; y: number }], cls: string): SVGLineElement {
    const p = hexCenter(a.x, a.y, SIZE);
    const q = hexCenter(b.x, b.y, SIZE);
    return s('line', { x1: p.cx, y1: p.cy, x2: q.cx, y2: q.cy, class: cls });
  }
}
