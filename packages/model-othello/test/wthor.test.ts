// Replays every game of the WTHOR database (Fédération Française d'Othello,
// 150,055 games, fixtures in test/fixtures/wthor) through the public MIS API:
// move() for each recorded move and switchTurn() whenever the player to move
// has no legal move (WTHOR leaves passes out). Every game must replay
// legally; the final count is compared with the recorded score.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Cell, makeWthor, Othello, parseWthor, type WthorFile } from '../src/index.js';

const DIR = join(__dirname, 'fixtures', 'wthor');
const FILES = readdirSync(DIR).filter((f) => f.endsWith('.wtb')).sort();

/** The game count the data set's README gives for these files. */
const GAMES = 150_055;

/**
 * Games whose recorded black score differs from the empties-to-winner count
 * of the replayed board, measured with this test's replay when the fixtures
 * were added. They are of two kinds, pinned separately:
 *
 * - UNFINISHED_MISMATCHES: the recorded moves stop while a side still has a
 *   legal move (resignation, loss on time, an agreed or adjudicated result),
 *   so the recorded score is not a count of the final board at all. (A
 *   further 32 unfinished games happen to match.)
 * - FINISHED_MISMATCHES: games played out to the end (isGameOver) whose
 *   recorded score differs. All 16 are in the 1999 Logistello book, and each
 *   splits the empty squares evenly (the odd one to the winner) instead of
 *   giving them all to the winner.
 *
 * A rules regression (a wrong flip, a missed pass) changes the board of
 * finished games, so it shows in FINISHED_MISMATCHES even if the total
 * stayed the same.
 */
const UNFINISHED_MISMATCHES = 401;
const FINISHED_MISMATCHES = 16;
const SCORE_MISMATCHES = UNFINISHED_MISMATCHES + FINISHED_MISMATCHES; // 417

/** Black's score with the empty squares going to the winner (split on a draw). */
function scoreWithEmpties(black: number, white: number): number {
  const empties = 64 - black - white;
  if (black > white) return black + empties;
  if (white > black) return black;
  return black + empties / 2;
}

describe('WTHOR database', () => {
  const files: WthorFile[] = FILES.map((f) => parseWthor(readFileSync(join(DIR, f))));

  it('holds the 150,055 games of the data set, as many as each header says', () => {
    expect(FILES).toHaveLength(38);
    files.forEach((file) => {
      const declared = new DataView(file.header.buffer, file.header.byteOffset).getUint32(4, true);
      expect(file.games.length).toBe(declared);
    });
    expect(files.reduce((n, f) => n + f.games.length, 0)).toBe(GAMES);
  });

  it('makeWthor(parseWthor(bytes)) gives back the bytes of every file', () => {
    FILES.forEach((f, n) => {
      const bytes = readFileSync(join(DIR, f));
      // Buffer.compare, not toEqual: a deep equality over 2.5 MB takes seconds.
      expect(Buffer.compare(makeWthor(files[n]!), bytes)).toBe(0);
    });
  });

  /** One replay of the whole database, shared by the tests below. */
  let stats: ReturnType<typeof replayAll> | undefined;
  function replayAll() {
    const g = new Othello();
    let games = 0;
    let moves = 0;
    let passes = 0;
    let mismatches = 0;
    let unfinished = 0;
    const finished: string[] = [];
    const illegal: string[] = [];
    for (const [n, file] of files.entries()) {
      file.games.forEach((game, index) => {
        g.init();
        try {
          for (const { i, j } of game.moves) {
            if (!g.isAnyValidMove()) {
              g.switchTurn();
              passes++;
            }
            g.move(i, j, g.getTurn());
            moves++;
          }
        } catch (e) {
          illegal.push(`${FILES[n]} game ${index}: ${(e as Error).message}`);
          return;
        }
        games++;
        const black = g.count(Cell.BLACK);
        const white = g.count(Cell.WHITE);
        if (scoreWithEmpties(black, white) === game.blackScore) return;
        mismatches++;
        if (!g.isGameOver()) {
          unfinished++;
          return;
        }
        // A finished game that differs: the empties split evenly, the odd one to the winner.
        const empties = 64 - black - white;
        const split = black + (black > white ? Math.ceil(empties / 2) : Math.floor(empties / 2));
        finished.push(`${FILES[n]}:${split === game.blackScore ? 'split' : `${black}-${white} recorded ${game.blackScore}`}`);
      });
    }
    return { games, moves, passes, mismatches, unfinished, finished, illegal };
  }

  it('replays every game legally through move/switchTurn and counts score mismatches', { timeout: 60_000 }, () => {
    stats ??= replayAll();
    const { games, moves, passes, mismatches, unfinished, finished, illegal } = stats;
    console.log(
      `WTHOR: ${games} games, ${moves} moves, ${passes} passes replayed; ` +
        `${mismatches} recorded scores differ from the replayed board ` +
        `(${unfinished} unfinished games, ${finished.length} finished)`,
    );
    expect(illegal.slice(0, 5)).toEqual([]);
    expect(games).toBe(GAMES);
    expect(mismatches).toBe(SCORE_MISMATCHES);
  });

  it('regression: the 417 score mismatches were called recording quirks; 401 are unfinished games, 16 finished games that split the empties', { timeout: 60_000 }, () => {
    stats ??= replayAll();
    expect(stats.unfinished).toBe(UNFINISHED_MISMATCHES);
    expect(stats.finished).toEqual(Array.from({ length: FINISHED_MISMATCHES }, () => 'Logistello_book_1999.wtb:split'));
    expect(stats.unfinished + stats.finished.length).toBe(stats.mismatches);
  });
});
