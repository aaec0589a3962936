/**
 * A pan-and-zoom frame for a drawing wider than the screen (the Foxes and
 * Dolphins island on a phone): the drawing sits in a frame that scrolls;
 * one finger (or a mouse) dragged on it pans, two fingers pinch to zoom,
 * and the page's buttons call `zoomBy`. A drag never becomes a click on
 * what it started on; a tap (a press that moves less than a few pixels)
 * stays a click. Keyboard focus scrolls the frame as a browser does.
 *
 * ```ts
 * const view = new PanZoom(frame, map.element, {
 *   naturalWidth: () => map.naturalWidth,
 *   unit: map.tileWidth,
 *   min: 12,
 *   max: 96,
 *   onPan: () => hideTheHint(),
 * });
 * view.setScale(44); // tiles 44 px wide
 * view.show([map.tileElement(3, 4)!]); // centred when not all in view
 * ```
 */

/** How far (CSS px) a press moves before it is a drag, not a tap. */
const DRAG_SLOP = 8;

/** Options of a PanZoom. */
export interface PanZoomOptions {
  /** The drawing's width in its own units (its viewBox width). */
  readonly naturalWidth: () => number;
  /** The size in drawing units that `scale` is measured in (a tile's width): scale = CSS px per unit. */
  readonly unit: number;
  /** The smallest and largest scale (CSS px a unit). */
  readonly min: number;
  /** The largest scale (CSS px a unit). */
  readonly max: number;
  /** Called once a drag has panned or a pinch has zoomed (the page then stops telling how). */
  readonly onPan?: () => void;
  /** Removes the window listeners when aborted. */
  readonly signal?: AbortSignal;
}

/** One finger or the mouse on the frame. */
interface Press {
  x: number;
  y: number;
}

/**
 * Pans and zooms `content` (an SVG with a viewBox, its height following its
 * width) inside `frame` (a scrolling box of fixed size).
 */
export class PanZoom {
  readonly #frame: HTMLElement;
  readonly #content: SVGSVGElement | HTMLElement;
  readonly #o: PanZoomOptions;
  readonly #presses = new Map<number, Press>();
  #scale = 0;
  #dragged = false;
  #pinch: { distance: number; scale: number } | null = null;

  constructor(frame: HTMLElement, content: SVGSVGElement | HTMLElement, options: PanZoomOptions) {
    this.#frame = frame;
    this.#content = content;
    this.#o = options;
    const listen = options.signal === undefined ? {} : { signal: options.signal };
    frame.addEventListener('pointerdown', (e) => this.#down(e));
    window.addEventListener('pointermove', (e) => this.#move(e), listen);
    window.addEventListener('pointerup', (e) => this.#up(e), listen);
    window.addEventListener('pointercancel', (e) => this.#up(e), listen);
    // A drag that panned is not a click on the tile it started on.
    frame.addEventListener(
      'click',
      (e) => {
        if (!this.#dragged) return;
        this.#dragged = false;
        e.stopPropagation();
        e.preventDefault();
      },
      true,
    );
    // A native drag of the SVG (an image to the browser) would steal the pointer.
    frame.addEventListener('dragstart', (e) => e.preventDefault());
  }

  /** CSS px a unit now. */
  get scale(): number {
    return this.#scale;
  }

  /** The scale at which the whole drawing fits the frame's width. */
  fitScale(): number {
    const w = this.#o.naturalWidth();
    return w > 0 ? Math.max(1, this.#frame.clientWidth - 1) / w : this.#o.min;
  }

  /**
   * Sets the scale (clamped to min..max, and never below fitting the width),
   * keeping the drawing's point under (clientX, clientY) where it is; by
   * default the frame's centre.
   */
  setScale(scale: number, at?: { clientX: number; clientY: number }): void {
    const fit = Math.min(this.fitScale(), this.#o.max);
    const next = Math.max(fit, Math.min(this.#o.max, Math.max(this.#o.min, scale)));
    const f = this.#frame;
    const box = f.getBoundingClientRect();
    const ax = at === undefined ? f.clientWidth / 2 : at.clientX - box.left;
    const ay = at === undefined ? f.clientHeight / 2 : at.clientY - box.top;
    const ratio = this.#scale > 0 ? next / this.#scale : 1;
    const left = (f.scrollLeft + ax) * ratio - ax;
    const top = (f.scrollTop + ay) * ratio - ay;
    this.#scale = next;
    this.#content.style.width = `${Math.round(this.#o.naturalWidth() * next)}px`;
    f.scrollLeft = left;
    f.scrollTop = top;
  }

  /** Multiplies the scale by `factor` around the frame's centre. */
  zoomBy(factor: number): void {
    this.setScale(this.#scale * factor);
  }

  /** Whether the drawing can be zoomed in or out further. */
  get canZoomIn(): boolean {
    return this.#scale < this.#o.max - 1e-6;
  }

  /** Whether the drawing is larger than the frame's width (so it can be zoomed out). */
  get canZoomOut(): boolean {
    return this.#scale > Math.max(this.#o.min, Math.min(this.fitScale(), this.#o.max)) + 1e-6;
  }

  /**
   * Scrolls so that every element of `els` is in view: when one is not, the
   * frame centres on their bounding box (or on the first element, when the
   * box is larger than the frame). With `force`, it centres on them even
   * when they are in view.
   */
  show(els: readonly Element[], margin = 8, force = false): void {
    if (els.length === 0) return;
    const f = this.#frame;
    const box = f.getBoundingClientRect();
    type Box = { left: number; top: number; right: number; bottom: number };
    const rects: Box[] = els.map((e) => e.getBoundingClientRect());
    const union = rects.reduce(
      (a: Box, r: Box): Box => ({
        left: Math.min(a.left, r.left),
        top: Math.min(a.top, r.top),
        right: Math.max(a.right, r.right),
        bottom: Math.max(a.bottom, r.bottom),
      }),
    );
    const inside =
      union.left >= box.left + margin &&
      union.right <= box.left + f.clientWidth - margin &&
      union.top >= box.top + margin &&
      union.bottom <= box.top + f.clientHeight - margin;
    if (inside && !force) return;
    const fits =
      union.right - union.left <= f.clientWidth - 2 * margin && union.bottom - union.top <= f.clientHeight - 2 * margin;
    const target = fits ? union : rects[0]!;
    const cx = (target.left + target.right) / 2 - box.left + f.scrollLeft;
    const cy = (target.top + target.bottom) / 2 - box.top + f.scrollTop;
    f.scrollLeft = cx - f.clientWidth / 2;
    f.scrollTop = cy - f.clientHeight / 2;
  }

  #down(e: PointerEvent): void {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    this.#presses.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (this.#presses.size === 1) this.#dragged = false;
    if (this.#presses.size === 2) {
      const [a, b] = [...this.#presses.values()] as [Press, Press];
      this.#pinch = { distance: Math.hypot(a.x - b.x, a.y - b.y), scale: this.#scale };
    }
  }

  #move(e: PointerEvent): void {
    const was = this.#presses.get(e.pointerId);
    if (was === undefined) return;
    const now = { x: e.clientX, y: e.clientY };
    if (this.#pinch !== null && this.#presses.size >= 2) {
      this.#presses.set(e.pointerId, now);
      const [a, b] = [...this.#presses.values()] as [Press, Press];
      const d = Math.hypot(a.x - b.x, a.y - b.y);
      if (this.#pinch.distance > 0) {
        this.setScale((this.#pinch.scale * d) / this.#pinch.distance, {
          clientX: (a.x + b.x) / 2,
          clientY: (a.y + b.y) / 2,
        });
      }
      if (!this.#dragged) {
        this.#dragged = true;
        this.#o.onPan?.();
      }
      return;
    }
    const dx = now.x - was.x;
    const dy = now.y - was.y;
    if (!this.#dragged && Math.hypot(dx, dy) < DRAG_SLOP) return;
    if (!this.#dragged) {
      this.#dragged = true;
      this.#o.onPan?.();
    }
    this.#frame.scrollLeft -= dx;
    this.#frame.scrollTop -= dy;
    this.#presses.set(e.pointerId, now);
  }

  #up(e: PointerEvent): void {
    if (!this.#presses.delete(e.pointerId)) return;
    if (this.#presses.size < 2) this.#pinch = null;
    // A touch that panned ends with no click (the browser sends none after a moved touch); clear
    // the mark after this event's click, if any, has been swallowed.
    if (this.#presses.size === 0 && this.#dragged) setTimeout(() => (this.#dragged = false), 0);
  }
}
