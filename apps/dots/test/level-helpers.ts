// Test helpers for mode L: scripted level games planned by replaying the
// level's seed with LevelGame (the same rules the app plays).
import { bestMove, type Color, PointT } from '@arcade/model-twodots';
import { makeTwoDotsMoves } from '@arcade/view-console/node';
import { type Level, LEVELS, LevelGame } from '../src/levels.js';

/** The level's move lines played by the greedy bestMove player until it wins (level 1: 8 moves, see the README). */
export function greedyWin(level: Level = LEVELS[0]!): string[] {
  const game = new LevelGame(level);
  const lines: string[] = [];
  while (game.status() === 'playing') {
    const best = bestMove(game.board)!;
    lines.push(makeTwoDotsMoves(best.path));
    game.play(best.path);
  }
  if (game.status() !== 'won') throw new Error(`the greedy player lost level ${level.number}`);
  return lines;
}

/** A 2-dot path of a colour not in `avoid` on the game's board (row by row, then right or down). */
function pairAvoiding(game: LevelGame, avoid: readonly Color[]): PointT[] | null {
  const b = game.board;
  for (let r = 0; r < b.getNumRow(); r++) {
    for (let c = 0; c < b.getNumCol(); c++) {
      const p = new PointT(r, c);
      if (avoid.includes(b.get(p))) continue;
      for (const q of [new PointT(r, c + 1), new PointT(r + 1, c)]) {
        if (b.validPoint(q) && b.get(q) === b.get(p)) return [p, q];
      }
    }
  }
  return null;
}

/** Move lines that spend every move of `level` on 2-dot paths, of colours it does not ask for when it can: a lost level. */
export function losingLines(level: Level = LEVELS[0]!): string[] {
  const game = new LevelGame(level);
  const avoid = (Object.keys(level.goals) as Color[]).filter((c) => (level.goals[c] ?? 0) > 0);
  const lines: string[] = [];
  while (game.status() === 'playing') {
    // Rarely no such pair is on the board: a pair of a goal colour then (2 dots, far from the goal).
    const path = pairAvoiding(game, avoid) ?? pairAvoiding(game, []);
    if (path === null) throw new Error('no pair to waste a move on');
    lines.push(makeTwoDotsMoves(path));
    game.play(path);
  }
  if (game.status() !== 'lost') throw new Error('expected a lost level');
  return lines;
}

/**
 * Greedy move lines on `level` up to and including its first square, with
 * the square's colour and count; null if the greedy player closes none
 * before the level ends.
 */
export function linesToSquare(
  level: Level = LEVELS[0]!,
): { lines: string[]; color: Color; total: number; hintBefore: string } | null {
  const game = new LevelGame(level);
  const lines: string[] = [];
  while (game.status() === 'playing') {
    const best = bestMove(game.board)!;
    lines.push(makeTwoDotsMoves(best.path));
    if (best.loop) return { lines, color: best.color, total: best.total, hintBefore: lines.at(-1)! };
    game.play(best.path);
  }
  return null;
}

/** The level prompt: its first line (`14 moves left  red 0/6`), then the move prompt. */
export const LEVEL_PROMPT = /\n\d+ moves? left( {2}[a-z]+ \d+\/\d+)+\nYour move \(row,col row,col \.\.\.\): /;
