/**
 * The short mode's search: a beam search over positions under maximum auto
 * play (every card that can go home goes at once), level by level, one
 * level per move a player makes. Each level keeps the `width` best new
 * positions by a cost (cards below the ordered run on top of their column,
 * and cards in cells), so the first solution found is the shortest the beam
 * saw. Moves are atomic: a sequence move is one move (onto an empty column
 * only the longest run allowed), a card to a free cell one, and there are no
 * foundation moves to choose (they are all automatic).
 *
 * Positions are deduplicated on the order-free 64-bit hash of Work (equal up
 * to the order of columns and cells): a level keeps each position once, and
 * none of the level before or of the one expanded (most repeats undo the
 * move before; older levels are not kept, as in macroxue's solver).
 *
 * ```ts
 * const w = new Work();
 * w.fromGame(game);
 * autoMax(w);
 * const r = beamSearch(w, 4096, 1_000_000, undefined, Infinity);
 * r.path; // the encoded moves, or null
 * ```
 */
import { CELL_TO_COL, COL_TO_CELL, COL_TO_COL, EMPTY, REC, STRIDE, type Work } from './work.js';

/** The deepest level searched (no Microsoft deal needs a hundred moves under maximum auto play). */
const MAX_DEPTH = 150;

/**
 * Sends home, repeatedly, every card that can go (maximum auto play), logging
 * each move in w.autoLog for unautoplay; returns how many.
 */
export function autoMax(w: Work): number {
  let made = 0;
  const found = w.found;
  for (let again = true; again; ) {
    again = false;
    for (let s = 0; s < 4; s++) {
      if ((found[s] as number) === 13) continue;
      const m = w.homeMove(s);
      if (m < 0) continue;
      w.apply(m);
      w.autoLog[w.autoTop++] = m;
      made++;
      again = true;
    }
  }
  return made;
}

/**
 * The moves a player can make under maximum auto play, into `out`; returns
 * how many. Cell to column (one empty column tried: the others give the same
 * position up to column order), column to column (the part of the ordered
 * run that fits; onto an empty column the longest run allowed, never a whole
 * column), column to the first free cell.
 */
export function shortMoves(w: Work, out: Int32Array): number {
  const { col, len, cell, pre } = w;
  const free = w.free;
  const empties = w.empties;
  // The moves to an empty column are written whether or not one is, and counted only when one
  // is (n += 0 or 1, from sign bits): code a process has not yet run when V8 compiles this
  // function (no column empties in a deal's first moves) would be a deoptimization and a
  // second compile later; code that always runs is not.
  let firstCell = -1;
  for (let k = 3; k >= 0; k--) if (cell[k] === EMPTY) firstCell = k;
  let firstEmpty = -1;
  for (let c = 7; c >= 0; c--) if (len[c] === 0) firstEmpty = c;
  const noEmpty = firstEmpty >>> 31; // 1 when no column is empty
  const capTo = (1 + free) << empties;
  const capToEmpty = ((1 + free) << empties) >> 1; // with an empty column the target (used only then)
  let n = 0;
  for (let k = 0; k < 4; k++) {
    const x = cell[k] as number;
    if (x === EMPTY) continue;
    for (let d = 0; d < 8; d++) {
      const nd = len[d] as number;
      if (nd === 0) continue;
      const t = col[d * STRIDE + nd - 1] as number;
      if (t >> 2 === (x >> 2) + 1 && ((t ^ x) & 2) !== 0) out[n++] = CELL_TO_COL | (k << 3) | (d << 7);
    }
    out[n] = CELL_TO_COL | (k << 3) | (firstEmpty << 7);
    n += 1 - noEmpty;
  }
  for (let s = 0; s < 8; s++) {
    const ns = len[s] as number;
    if (ns === 0) continue;
    const base = s * STRIDE;
    const top = col[base + ns - 1] as number;
    const run = ((pre[base + ns - 1] as number) >> 16) & 255;
    for (let d = 0; d < 8; d++) {
      const nd = len[d] as number;
      if (d === s || nd === 0) continue;
      const t = col[d * STRIDE + nd - 1] as number;
      const k = (t >> 2) - (top >> 2);
      if (k < 1 || k > run || k > capTo) continue;
      if (((col[base + ns - k] as number) ^ t) & 2) out[n++] = COL_TO_COL | (s << 3) | (d << 7) | (k << 11);
    }
    // Onto an empty column the longest run allowed, never the whole column.
    const most = Math.min(run, capToEmpty);
    out[n] = COL_TO_COL | (s << 3) | (firstEmpty << 7) | (most << 11);
    n += ((most - ns) >>> 31) & (1 - noEmpty);
    if (firstCell >= 0) out[n++] = COL_TO_CELL | (s << 3) | (firstCell << 7);
  }
  return n;
}

/**
 * The beam's cost of a position (lower is better): the cards below the
 * ordered run on top of each column, which each must move at least once
 * more, plus the cards in cells. Cards home need no term: under maximum
 * auto play they follow from the rest.
 */
export function shortCost(w: Work): number {
  const { len, pre } = w;
  let unsorted = 0;
  for (let c = 0; c < 8; c++) {
    const n = len[c] as number;
    if (n === 0) continue;
    unsorted += n - (((pre[c * STRIDE + n - 1] as number) >> 16) & 255);
  }
  return unsorted + 4 - w.free;
}

export interface BeamResult {
  /** The encoded moves from the root to a win, or null. */
  readonly path: number[] | null;
  /** Positions expanded. */
  readonly expanded: number;
  /** Whether the budget (maxNodes or the clock) stopped it. */
  readonly stopped: boolean;
}

/**
 * One level's set of positions by their 64-bit hash (open addressing, slots
 * [h1, h2], a slot in use when its bit in `occ` is set). Sized for what a
 * level holds (the level before, the level expanded and their new children,
 * some 6 a position) and grown when three quarters full, rather than for the
 * most children a level could have: the table sized so (24 children a
 * position, 12 MB at the default beam) missed the cache on nearly every add.
 * At the default beam the slots take 2 MB (3 MB as [stamp, h1, h2], before),
 * and the first read of a slot was the hottest line of the short mode's
 * profile (a fifth of its samples); the bits take 32 KB, which stay in the
 * cache, so a new position whose first slot is free is written without
 * reading a slot, and only a repeat or a collision reads one. Measured in one
 * process against the stamped slots: 0.91x and 0.94x the cpu on held-out
 * deals 800005..800020 and 900001..900012, with the same solutions.
 */
class LevelSet {
  /** The slots, [h1, h2] each. */
  t = new Int32Array(2 << 12);
  /** One bit a slot, set when the slot is in use. */
  occ = new Int32Array(1 << 7);
  mask = (1 << 12) - 1;
  used = 0;
  /** Empties the set, with room for about n positions. */
  prepare(n: number): void {
    // The smallest power of two, at least 4096, with n at most three quarters of it; computed,
    // not doubled in a loop, whose body (not run until a level is large) V8 would compile
    // without type feedback, to throw the compiled search away when it first ran.
    const need = Math.max(1 << 12, ((n * 4 + 2) / 3) | 0);
    const size = 1 << (32 - Math.clz32(need - 1));
    if (this.occ.length < size >> 5) {
      this.t = new Int32Array(2 * size);
      this.occ = new Int32Array(size >> 5);
    } else this.occ.fill(0, 0, size >> 5);
    this.mask = size - 1;
    this.used = 0;
  }
  /** Doubles the slots, the positions held put in again. */
  private grow(): void {
    const oldT = this.t;
    const oldOcc = this.occ;
    const oldSize = this.mask + 1;
    this.t = new Int32Array(4 * oldSize);
    this.occ = new Int32Array((2 * oldSize) >> 5);
    this.mask = 2 * oldSize - 1;
    this.used = 0;
    for (let i = 0; i < oldSize; i++) {
      if (((oldOcc[i >>> 5] as number) & (1 << (i & 31))) !== 0)
        this.add(oldT[2 * i] as number, oldT[2 * i + 1] as number);
    }
  }
  /** Adds (h1, h2); false when it was already there. */
  add(h1: number, h2: number): boolean {
    const { t, occ, mask } = this;
    for (let i = h1 & mask; ; i = (i + 1) & mask) {
      const w = i >>> 5;
      const bit = 1 << (i & 31);
      const o = occ[w] as number;
      if ((o & bit) === 0) {
        occ[w] = o | bit;
        t[2 * i] = h1;
        t[2 * i + 1] = h2;
        if (++this.used * 4 > mask * 3) this.grow();
        return true;
      }
      if (t[2 * i] === h1 && t[2 * i + 1] === h2) return false;
    }
  }
}

/**
 * The search's buffers and one level's running state, kept between searches
 * (grown as needed). The work of a level is split into two small functions,
 * expand() per position of the level and keepChild() per position kept,
 * which beamSearch calls: V8 then compiles each once, as a plain hot
 * function, where one beamSearch holding all of it (and every Work method
 * inlined twice) was compiled twice in most processes (once on entry, once
 * on its running loop), a large part of a short deal's process time.
 */
class Beam {
  moves = new Int32Array(256);
  cur = new Uint8Array(REC * 64);
  next = new Uint8Array(REC * 64);
  cParent = new Int32Array(1024);
  cMove = new Int32Array(1024);
  cCost = new Int32Array(1024);
  hist = new Int32Array(64);
  level = new LevelSet();
  /** The hashes of the positions of the level being expanded and of the one before. */
  curH1 = new Int32Array(64);
  curH2 = new Int32Array(64);
  prevH1 = new Int32Array(64);
  prevH2 = new Int32Array(64);
  /** The level's candidates so far. */
  nc = 0;
  /** The cost at or under which `within` of the candidates are (see expand). */
  bound = 63;
  within = 0;
  width = 1;

  /**
   * Room for a search of `width`: done once, for the widest search, before
   * the first (short.ts), so that no array is replaced while a search runs.
   */
  reserve(width: number): void {
    if (this.cur.length >= width * REC) return;
    this.cur = new Uint8Array(width * REC);
    this.next = new Uint8Array(width * REC);
    this.curH1 = new Int32Array(width);
    this.curH2 = new Int32Array(width);
    this.prevH1 = new Int32Array(width);
    this.prevH2 = new Int32Array(width);
    // A level's candidates (some 6 a position kept, grown if more), and its set's slots for
    // the widest level: what the search would grow to, made before it starts.
    if (this.cParent.length < 8 * width) this.growCandidates(8 * width);
    this.level.prepare(12 * width);
  }

  growCandidates(need: number): void {
    const n = Math.max(need, this.cParent.length * 2);
    const p = new Int32Array(n);
    const m = new Int32Array(n);
    const c = new Int32Array(n);
    p.set(this.cParent);
    m.set(this.cMove);
    c.set(this.cCost);
    this.cParent = p;
    this.cMove = m;
    this.cCost = c;
  }
}

// Made by a pure call on first use: typed arrays made at the top level kept the solver in every bundle (issue 20.1).
let beam: Beam | null = null;
const beamBuffers = (): Beam => (beam ??= new Beam());

/** Makes room for a search of `width` before the first (see Beam.reserve). */
export function reserveBeam(width: number): void {
  beamBuffers().reserve(width);
}

/**
 * Expands position i of the level (loaded into w from b.cur): each child
 * under maximum auto play that is new and may make the next level becomes a
 * candidate. Returns the move of a child that wins (w is then left at it),
 * else -1.
 */
function expand(b: Beam, w: Work, i: number): number {
  w.reload(b.cur, i * REC);
  const moves = b.moves;
  const n = shortMoves(w, moves);
  for (let j = 0; j < n; j++) {
    const m = moves[j] as number;
    w.apply(m);
    const made = autoMax(w);
    if (w.home === 52) return m;
    // A child dearer than `bound` cannot make the level (width candidates cost no more), nor
    // can any copy of it (the same position, the same cost): it is neither listed nor added.
    const cost = shortCost(w);
    if (cost <= b.bound && b.level.add(w.h1, w.h2)) {
      const nc = b.nc;
      if (nc >= b.cParent.length) b.growCandidates(nc + 1);
      b.cParent[nc] = i;
      b.cMove[nc] = m;
      b.cCost[nc] = cost;
      b.nc = nc + 1;
      const hist = b.hist;
      hist[cost] = (hist[cost] as number) + 1;
      let within = b.within + 1;
      let bound = b.bound;
      while (within - (hist[bound] as number) >= b.width) within -= hist[bound--] as number;
      b.within = within;
      b.bound = bound;
    }
    w.unautoplay(made);
    w.unapply(m);
  }
  return -1;
}

/**
 * Stores the child by m of position p of the level (loaded into w first
 * unless w holds it: `load`) as position k of the next level, after its
 * automatic moves.
 */
function keepChild(b: Beam, w: Work, load: boolean, p: number, m: number, k: number): void {
  if (load) w.reload(b.cur, p * REC);
  w.apply(m);
  const made = autoMax(w);
  w.store(b.next, k * REC);
  b.curH1[k] = w.h1;
  b.curH2[k] = w.h2;
  w.unautoplay(made);
  w.unapply(m);
}

/** The path to position `at` of level depth (its moves from the root), then m. */
function pathTo(parents: Int32Array[], movesOf: Int32Array[], depth: number, at: number, m: number): number[] {
  const path = [m];
  for (let d = depth - 1; d >= 0; d--) {
    path.push((movesOf[d] as Int32Array)[at] as number);
    at = (parents[d] as Int32Array)[at] as number;
  }
  return path.reverse();
}

/**
 * A beam search of `width` from the position `w` holds (after autoMax): the
 * shortest solution it finds, as encoded moves, or null. `limit`: levels
 * deeper than this are not searched (a solution that long is known).
 */
export function beamSearch(
  w: Work,
  width: number,
  budget: number,
  late: ((nodes: number) => boolean) | undefined,
  limit = MAX_DEPTH,
): BeamResult {
  const b = beamBuffers();
  b.reserve(width);
  b.width = width;
  const { level, hist } = b;
  w.store(b.cur, 0);
  b.curH1[0] = w.h1;
  b.curH2[0] = w.h2;
  let count = 1;
  let prevCount = 0;
  const parents: Int32Array[] = [];
  const movesOf: Int32Array[] = [];
  let expanded = 0;
  let path: number[] | null = null;
  let stopped = false;
  for (let depth = 0; depth < Math.min(limit, MAX_DEPTH) && path === null && !stopped; depth++) {
    const cur = b.cur;
    // A child that is a position of this level or the last one is no new position (most such
    // children undo the move before); older levels are not kept (macroxue's solver does the same).
    level.prepare((count + prevCount) * 6);
    for (let i = 0; i < prevCount; i++) level.add(b.prevH1[i] as number, b.prevH2[i] as number);
    for (let i = 0; i < count; i++) level.add(b.curH1[i] as number, b.curH2[i] as number);
    // The candidates' costs as they come, and the cost `bound` at or under which `within` of them
    // are: once width are, no dearer child can make the level (the cut below is at most bound).
    hist.fill(0);
    b.nc = 0;
    b.bound = 63;
    b.within = 0;
    for (let i = 0; i < count; i++) {
      if (expanded >= budget || ((expanded & 63) === 0 && late !== undefined && late(expanded))) {
        stopped = true;
        break;
      }
      expanded++;
      const m = expand(b, w, i);
      if (m >= 0) {
        path = pathTo(parents, movesOf, depth, i, m);
        break;
      }
    }
    const nc = b.nc;
    if (path !== null || stopped || nc === 0) break;
    // The cost below which every candidate is kept, and how many of those at it fit.
    const { cParent, cMove, cCost } = b;
    // hist is whole at every cost up to bound, where the cut falls.
    let cut = 63;
    let room = width;
    for (let c = 0; c < 64; c++) {
      const h = hist[c] as number;
      if (h >= room) {
        cut = c;
        break;
      }
      room -= h;
    }
    const keep = Math.min(nc, width);
    const par = new Int32Array(keep);
    const mv = new Int32Array(keep);
    // The level expanded becomes the one before; its hashes' arrays take the new level's
    // (keepChild writes them in b.curH1 and b.curH2).
    const { prevH1, prevH2 } = b;
    b.prevH1 = b.curH1;
    b.prevH2 = b.curH2;
    b.curH1 = prevH1;
    b.curH2 = prevH2;
    prevCount = count;
    let k = 0;
    let loaded = -1;
    for (let c = 0; c < nc && k < keep; c++) {
      const cost = cCost[c] as number;
      if (cost > cut) continue;
      if (cost === cut) {
        if (room === 0) continue;
        room--;
      }
      const p = cParent[c] as number;
      const m = cMove[c] as number;
      keepChild(b, w, p !== loaded, p, m, k);
      loaded = p;
      par[k] = p;
      mv[k] = m;
      k++;
    }
    parents.push(par);
    movesOf.push(mv);
    b.cur = b.next;
    b.next = cur;
    count = k;
  }
  return { path, expanded, stopped };
}
