/**
 * `pnpm --filter @arcade/engine-othello heldout`: writes the held-out test
 * set test/fixtures/heldout-2013.txt: positions from WTHOR games of 2013
 * (data/wthor/WTH_2013.wtb, never trained on), one in every GAP games, at
 * 20 to 24 empties (20 + game number mod 5), each solved exactly by this
 * engine's solver. One line each: the position (Edax board string: a1..h8,
 * X black, O white, - free, then the side to move), the exact score for the
 * side to move, the game's number in the file. Each line is appended as
 * soon as it is solved, and games already in the file are skipped, so a run
 * can be stopped and resumed.
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { Cell, Othello, parseWthor } from '@arcade/model-othello';
import { solve } from '../src/index.js';

const { values: args } = parseArgs({
  options: { gap: { type: 'string', default: '11' }, limit: { type: 'string', default: '1000' } },
});
const gap = Number(args.gap);
const limit = Number(args.limit);
const { games } = parseWthor(new Uint8Array(readFileSync(new URL('../data/wthor/WTH_2013.wtb', import.meta.url))));
const out = new URL('../test/fixtures/heldout-2013.txt', import.meta.url);
const done = new Set(
  existsSync(out)
    ? readFileSync(out, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => Number(l.split(' ')[3]))
    : [],
);
const lines: string[] = [];
const c0 = process.cpuUsage();
for (let g = 0; g < games.length && lines.length < limit; g += gap) {
  if (done.has(g)) {
    lines.push('');
    continue;
  }
  const empties = 20 + (g % 5);
  const game = new Othello();
  let reached = false;
  for (const sq of games[g]!.moves) {
    if (game.count(Cell.FREE) === empties && game.isAnyValidMove()) {
      reached = true;
      break;
    }
    if (!game.isAnyValidMove()) game.switchTurn();
    game.move(sq.i, sq.j, game.getTurn());
  }
  if (!reached) continue;
  let board = '';
  for (let i = 0; i < 8; i++)
    for (let j = 0; j < 8; j++) {
      const c = game.getb(i, j);
      board += c === Cell.BLACK ? 'X' : c === Cell.WHITE ? 'O' : '-';
    }
  console.log(`solving game ${g} at ${empties} empties: ${board}`);
  const t = process.cpuUsage();
  const r = solve(game);
  const used = process.cpuUsage(t);
  if (r.status !== 'solved') throw new Error(`game ${g}: ${r.status}`);
  const line = `${board} ${game.getTurn() === Cell.BLACK ? 'X' : 'O'} ${r.score} ${g}`;
  lines.push(line);
  appendFileSync(out, `${line}\n`);
  console.log(`${line}  ${((used.user + used.system) / 1e6).toFixed(2)} s`);
}
const cpu = process.cpuUsage(c0);
console.log(`${lines.length} positions, ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU`);
