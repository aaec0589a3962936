import { describe, expect, it } from 'vitest';
import { type FreecellGame, makeBoard, parseBoard, solve } from '../src/index.js';
import { W1 } from '../src/solver/options.js';
import { listMoves, undoes } from '../src/solver/moves.js';
import { peekHome, peekMove, peekToCell, prepPeek } from '../src/solver/peek.js';
import { COL_TO_CELL, NOPE, Work } from '../src/solver/work.js';
import { deal } from './helpers.js';

/** A seeded xorshift, so the random positions are the same every run. */
function rng(seed: number): () => number {
  let x = seed | 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
}

/** Plays `steps` random legal moves (fewer if none is left). */
function wander(g: FreecellGame, steps: number, random: () => number): void {
  for (let k = 0; k < steps; k++) {
    const moves = g.legalMoves();
    if (moves.length === 0) return;
    g.play(moves[Math.floor(random() * moves.length)] as string);
  }
}

/** Solves g, expects 'solved', and replays the solution on g to a win; the search leaves g alone. */
function solvesAndWins(g: FreecellGame, what: string): void {
  const before = makeBoard(g);
  const r = solve(g);
  expect(makeBoard(g), what).toBe(before);
  expect(r.status, what).toBe('solved');
  if (r.status !== 'solved') return;
  for (const m of r.moves) g.play(m);
  expect(g.gameWon(), what).toBe(true);
}

describe('solve from the middle of games', () => {
  it('solves positions part way along a solution (known solvable: the rest of that solution wins)', () => {
    for (let n = 1; n <= 30; n++) {
      const full = solve(deal(n));
      if (full.status !== 'solved') throw new Error(`deal ${n} not solved`);
      for (const part of [0.25, 0.5, 0.75]) {
        const g = deal(n);
        const cut = Math.floor(full.moves.length * part);
        for (const m of full.moves.slice(0, cut)) g.play(m);
        // The position is solvable, shown without the solver: the rest of the solution wins.
        const proof = g.clone();
        for (const m of full.moves.slice(cut)) proof.play(m);
        expect(proof.gameWon()).toBe(true);
        solvesAndWins(g, `deal ${n} after ${cut} moves`);
      }
    }
  }, 60_000);

  it('solves or proves lost random positions (random legal moves from deals), never gives up', () => {
    const random = rng(20261123);
    const seen = { solved: 0, unsolvable: 0 };
    for (let n = 1000; n < 1040; n++) {
      const g = deal(n);
      wander(g, 5 + Math.floor(random() * 40), random);
      const r = solve(g);
      expect(r.status, `deal ${n}`).not.toBe('gave-up');
      if (r.status === 'unsolvable') {
        seen.unsolvable++;
        // Consistent: no legal move from a lost position leads to a won game (most random
        // walks end with no legal move at all, the cells full: lost by the game's own rules).
        if (seen.unsolvable <= 4) {
          for (const m of g.legalMoves()) {
            const c = g.clone();
            c.play(m);
            expect(solve(c).status, `deal ${n} then ${m}`).toBe('unsolvable');
          }
        }
        continue;
      }
      if (r.status !== 'solved') continue;
      seen.solved++;
      for (const m of r.moves) g.play(m);
      expect(g.gameWon(), `deal ${n}`).toBe(true);
    }
    // Random play into the cells loses many games: both kinds of position are here.
    expect(seen.solved).toBeGreaterThanOrEqual(10);
    expect(seen.unsolvable).toBeGreaterThanOrEqual(4);
  }, 120_000);

  it('proves positions from the middle of deal 11982 unsolvable', () => {
    // 11982 is unsolvable (FreeCell FAQ; fc-solve agrees), so is every position reached from it.
    const random = rng(11982);
    for (const steps of [3, 12]) {
      const g = deal(11982);
      wander(g, steps, random);
      expect(solve(g).status, `after ${steps} random moves`).toBe('unsolvable');
    }
  }, 60_000);

  it('proves a deadlocked mid-game position unsolvable (no legal move, checked by the game)', () => {
    // Foundations at the twos, kings in the cells, each suit's 3..Q in two columns, lowest first:
    // no top card fits anywhere and no three is free.
    const g = parseBoard(`Foundations: H-2 C-2 D-2 S-2
Freecells: KH KD KS KC
: 3H 4H 5H 6H 7H
: 8H 9H TH JH QH
: 3D 4D 5D 6D 7D
: 8D 9D TD JD QD
: 3S 4S 5S 6S 7S
: 8S 9S TS JS QS
: 3C 4C 5C 6C 7C
: 8C 9C TC JC QC
`);
    expect(g.legalMoves()).toEqual([]);
    expect(solve(g).status).toBe('unsolvable');
  });

  it('solves a late position with an empty column and a full set of cells', () => {
    const g = parseBoard(`Foundations: H-9 C-9 D-9 S-9
Freecells: KH KD QS QC
: TH JS
: TD JC
: TS JH KS
: TC JD KC
: QH
: QD
:
:
`);
    solvesAndWins(g, 'late position');
  });
});

/** A Work on deal n after up to `most` random legal moves, with its safe cards home (eagerly if asked). */
function workAfter(n: number, random: () => number, most: number, eager = false): Work {
  const g = deal(n);
  wander(g, Math.floor(random() * most), random);
  const w = new Work();
  w.fromGame(g);
  w.eager = eager;
  w.autoplay();
  w.autoTop = 0;
  return w;
}

/** The peek the search uses for move m. */
function peekAny(w: Work, m: number): number {
  const kind = m & 7;
  return kind < COL_TO_CELL ? peekHome(w, m) : kind === COL_TO_CELL ? peekToCell(w, (m >> 3) & 15) : peekMove(w, m);
}

describe('regressions: the solver works on its own position', () => {
  it('regression: undoing a move after walking the trail puts back the moved cards (deals 1..5 gave up)', () => {
    // The first trail kept popped cards in place and pushed them back unchecked; a later move had
    // written another card there, so the search wandered and gave up within 5,000 positions.
    for (let n = 1; n <= 5; n++) expect(solve(deal(n), { maxNodes: 5000 }).status, `deal ${n}`).toBe('solved');
  });

  it('scores and hashes moves without making them exactly as making them does (foundation moves too)', () => {
    const random = rng(7);
    const buf = new Int32Array(256);
    let checked = 0;
    let homes = 0;
    for (let n = 1; n <= 300; n++) {
      // Half the positions under the budgeted searches' eager rule (a peek must know what autoplay would send).
      const w = workAfter(n, random, 60, n % 2 === 0);
      w.setWeights(W1);
      prepPeek(w, buf);
      const h = [w.h1, w.h2];
      const count = listMoves(w, buf);
      for (let k = 0; k < count; k++) {
        const m = buf[k] as number;
        const p = peekAny(w, m);
        if (p === NOPE) continue; // the move exposes a safe card: the search makes it
        const peeked = [w.peek1, w.peek2];
        // The budgeted searches' narrow keys: the same first lane, no second.
        w.wide = false;
        expect(peekAny(w, m)).toBe(p);
        expect([w.peek1, w.peek2]).toEqual([peeked[0], 0]);
        w.wide = true;
        w.apply(m);
        expect(w.autoplayAfter(m), `deal ${n} move ${m}`).toBe(0);
        expect([w.h1, w.h2], `deal ${n} move ${m}`).toEqual(peeked);
        expect(w.score(), `deal ${n} move ${m}`).toBe(p);
        w.unapply(m);
        expect([w.h1, w.h2]).toEqual(h);
        checked++;
        if ((m & 7) < COL_TO_CELL) homes++;
      }
    }
    expect(checked).toBeGreaterThan(1000);
    expect(homes).toBeGreaterThan(5);
  });

  it('skips only moves that lead back to the position before (undoes), and those lead there', () => {
    // The search skips, unhashed, a move undoing the one that led to a position (no card went
    // home after it): that child is the parent again, seen already. Checked by making both.
    const random = rng(11);
    const buf = new Int32Array(256);
    const kids = new Int32Array(256);
    let undone = 0;
    for (let n = 1; n <= 60; n++) {
      const w = workAfter(n, random, 30);
      const before = [w.h1, w.h2];
      const count = listMoves(w, buf);
      for (let k = 0; k < count; k++) {
        const pm = buf[k] as number;
        w.apply(pm);
        const made = w.autoplayAfter(pm);
        if (made === 0) {
          const c = listMoves(w, kids);
          for (let j = 0; j < c; j++) {
            const m = kids[j] as number;
            w.apply(m);
            const auto = w.autoplayAfter(m);
            const back = auto === 0 && w.h1 === before[0] && w.h2 === before[1];
            w.unautoplay(auto);
            w.unapply(m);
            if (undoes(w, m, pm)) {
              expect(back, `deal ${n}: ${m} after ${pm}`).toBe(true);
              undone++;
            }
          }
        }
        w.unautoplay(made);
        w.unapply(pm);
      }
      expect([w.h1, w.h2]).toEqual(before);
    }
    expect(undone).toBeGreaterThan(100);
  });

  it('lists, in the budgeted searches, a part of the complete list of moves', () => {
    // Without w.every some moves are left out (see listMoves); none is added.
    const random = rng(13);
    const all = new Int32Array(256);
    const some = new Int32Array(256);
    let fewer = 0;
    for (let n = 1; n <= 60; n++) {
      const w = workAfter(n, random, 40);
      const a = new Set(all.subarray(0, listMoves(w, all)));
      w.every = false;
      const b = some.subarray(0, listMoves(w, some));
      for (const m of b) expect(a.has(m), `deal ${n}: move ${m}`).toBe(true);
      if (b.length < a.size) fewer++;
    }
    expect(fewer).toBeGreaterThan(20);
  });

  it('gives the same hash and key to positions equal up to the order of columns and cells', () => {
    const g = deal(5);
    for (const m of ['1a', '2b', '3c']) g.play(m);
    // The same position with the columns reversed and the cells rotated.
    const lines = makeBoard(g).trimEnd().split('\n');
    const cells = (lines[1] as string).replace('Freecells:', '').trim().split(/\s+/);
    const cols = lines.slice(2).reverse();
    const text = `${lines[0]}\nFreecells: ${[...cells.slice(1), cells[0]].join(' ')}\n${cols.join('\n')}\n`;
    const h = parseBoard(text);
    expect(makeBoard(h)).not.toBe(makeBoard(g));
    const wa = new Work();
    wa.fromGame(g);
    const wb = new Work();
    wb.fromGame(h);
    expect([wa.h1, wa.h2]).toEqual([wb.h1, wb.h2]);
    const ka = new Uint8Array(80);
    const kb = new Uint8Array(80);
    const n = wa.key(ka);
    expect(wb.key(kb)).toBe(n);
    expect(kb).toEqual(ka);
    // One card elsewhere: another hash.
    h.play(h.legalMoves()[0] as string);
    const wc = new Work();
    wc.fromGame(h);
    expect([wc.h1, wc.h2]).not.toEqual([wa.h1, wa.h2]);
  });
});
