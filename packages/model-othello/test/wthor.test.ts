// Replays every game of the WTHOR database (Fédération Française d'Othello,
// 150,055 games, fixtures in test/fixtures/wthor) through the public MIS API:
// move() for each recorded move and switchTurn() whenever the player to move
// has no legal move (WTHOR leaves passes out). Every game must replay
// legally; the final count is compared with the recorded score.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  Cell,
  makeWthor,
  Othello,
  playTranscript,
  parseWthor,
  type Square,
  type WthorFile,
  type WthorGame,
  OthelloException,
} from '../src/index.js';

const DIR = join(__dirname, 'fixtures', 'wthor');
const FILES = readdirSync(DIR)
  .filter((f) => f.endsWith('.wtb'))
  .sort();

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
        finished.push(
          `${FILES[n]}:${split === game.blackScore ? 'split' : `${black}-${white} recorded ${game.blackScore}`}`,
        );
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

  it('regression: the 417 score mismatches were called recording quirks; 401 are unfinished games, 16 finished games that split the empties', {
    timeout: 60_000,
  }, () => {
    stats ??= replayAll();
    expect(stats.unfinished).toBe(UNFINISHED_MISMATCHES);
    expect(stats.finished).toEqual(Array.from({ length: FINISHED_MISMATCHES }, () => 'Logistello_book_1999.wtb:split'));
    expect(stats.unfinished + stats.finished.length).toBe(stats.mismatches);
  });
});

describe('makeWthor on bad fields', () => {
  const header = new Uint8Array(16);
  const good: WthorGame = {
    tournament: 65535,
    black: 0,
    white: 1,
    blackScore: 64,
    theoreticalScore: 64,
    moves: playTranscript('f5d6c3').moves(),
  };
  const file = (game: Partial<WthorGame>): WthorFile => ({ header, year: 0, games: [good, { ...good, ...game }] });

  it('writes the extremes of every field, and reads them back', () => {
    const low = { ...good, tournament: 0, blackScore: 0, theoreticalScore: 0, moves: [] };
    const back = parseWthor(makeWthor({ header, year: 0, games: [good, low] }));
    expect(back.games).toEqual([good, low]);
  });

  it('regression: out-of-range fields were written truncated (tournament 70000 read back as 4464)', () => {
    const bad: [Partial<WthorGame>, RegExp][] = [
      [{ tournament: 70000 }, /^makeWthor: game 2 tournament is 70000, not an integer in 0\.\.65535$/],
      [{ black: -1 }, /game 2 black is -1, not an integer in 0\.\.65535/],
      [{ white: 1.5 }, /game 2 white is 1\.5, not an integer/],
      [{ blackScore: 65 }, /game 2 blackScore is 65, not an integer in 0\.\.64/],
      [{ theoreticalScore: 100 }, /game 2 theoreticalScore is 100, not an integer in 0\.\.64/],
      [{ blackScore: '32' as unknown as number }, /game 2 blackScore is '32'/],
      [{ blackScore: Number.NaN }, /game 2 blackScore is NaN/],
      [{ moves: [{ i: 8, j: 0 }] }, /^makeWthor: game 2 move 1 is \(8, 0\), not a square/],
      [{ moves: [{ i: 0, j: 0.5 }] }, /game 2 move 1 is \(0, 0\.5\)/],
    ];
    for (const [fields, message] of bad) {
      expect(() => makeWthor(file(fields))).toThrow(OthelloException);
      expect(() => makeWthor(file(fields))).toThrow(message);
    }
    expect(() => makeWthor(file({ moves: [null as unknown as Square] }))).toThrow(/game 2 move 1 is null/);
  });

  it('wrongly typed arguments get a TypeError naming them', () => {
    expect(() => makeWthor(null as unknown as WthorFile)).toThrow(/^makeWthor: file must be a WthorFile, got null$/);
    expect(() => makeWthor({ header: [], year: 0, games: [] } as unknown as WthorFile)).toThrow(
      /header must be a Uint8Array/,
    );
    expect(() => makeWthor({ header, year: 0, games: {} } as unknown as WthorFile)).toThrow(
      /games must be an array, got an object/,
    );
    expect(() => parseWthor('bytes' as unknown as Uint8Array)).toThrow(
      /^parseWthor: bytes must be a Uint8Array \(or Buffer\), got 'bytes'$/,
    );
  });
});
