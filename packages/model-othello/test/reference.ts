// A deliberately plain Othello, square by square, written from the rules of
// the game and not from the engine: the bitboards are checked against it.

export type RefCell = 0 | 1 | 2; // free, black, white

const DIRECTIONS = [
  [-1, -1],
  [-1, 0],
  [-1, 1],
  [0, -1],
  [0, 1],
  [1, -1],
  [1, 0],
  [1, 1],
] as const;

export class Reference {
  b: RefCell[][] = [];
  turn: 1 | 2 = 1;

  constructor() {
    this.b = Array.from({ length: 8 }, () => Array<RefCell>(8).fill(0));
    this.b[3]![3] = 2;
    this.b[4]![4] = 2;
    this.b[3]![4] = 1;
    this.b[4]![3] = 1;
  }

  /** The squares c would flip by playing (i, j); empty when illegal. */
  flips(i: number, j: number, c: 1 | 2): [number, number][] {
    if (this.b[i]![j] !== 0) return [];
    const other = c === 1 ? 2 : 1;
    const out: [number, number][] = [];
    for (const [di, dj] of DIRECTIONS) {
      const line: [number, number][] = [];
      let y = i + di;
      let x = j + dj;
      while (y >= 0 && y < 8 && x >= 0 && x < 8 && this.b[y]![x] === other) {
        line.push([y, x]);
        y += di;
        x += dj;
      }
      if (line.length > 0 && y >= 0 && y < 8 && x >= 0 && x < 8 && this.b[y]![x] === c) out.push(...line);
    }
    return out;
  }

  moves(c: 1 | 2): [number, number][] {
    const out: [number, number][] = [];
    for (let i = 0; i < 8; i++) for (let j = 0; j < 8; j++) if (this.flips(i, j, c).length > 0) out.push([i, j]);
    return out;
  }

  play(i: number, j: number): void {
    const f = this.flips(i, j, this.turn);
    if (f.length === 0) throw new Error(`reference: illegal move ${i},${j}`);
    for (const [y, x] of f) this.b[y]![x] = this.turn;
    this.b[i]![j] = this.turn;
    this.turn = this.turn === 1 ? 2 : 1;
  }

  pass(): void {
    this.turn = this.turn === 1 ? 2 : 1;
  }
}
