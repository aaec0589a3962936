/**
 * The foxdolphin game's text: what it says about turns, the water, refusals
 * and the outcome, the pieces with their targets and the list of moves, the
 * move line a person types, and whether a map fits the screen. Pure
 * functions of the model's reports and board, so the tests check them
 * without a game.
 *
 * ```ts
 * import { describePieces, parseCommand } from '@arcade/foxdolphin';
 * parseCommand('3,4 4,4'); // { kind: 'move', from: { x: 3, y: 4 }, to: { x: 4, y: 4 } }
 * describePieces(board, 'Fox'); // 'Your foxes (* eats): 3,4 -> 2,4 4,4*; ...'
 * ```
 */
import {
  type Animal,
  type Board,
  type MoveRefusal,
  type Outcome,
  otherAnimal,
  type RoundReport,
  type TurnReport,
} from '@arcade/model-foxdolphin';
import { FOXDOLPHIN_SYMBOLS, foxDolphinMapSize, wrapFoxDolphinList } from '@arcade/view-console/foxdolphin';

/**
 * The lines printed before a prompt besides the map (a compact map:
 * status line, x ruler, rows): the round's line, the line of the player's
 * own turn, the computer's moves (one line), the pieces with
 * their targets (at most PIECE_LINES), and the prompt. `--size` must leave
 * room for them on the screen.
 */
export const LINES_BESIDE_MAP = 1 + 1 + 1 + 3 + 1;

/** The most lines the pieces and their targets take above a prompt (the `moves` command lists every move). */
export const PIECE_LINES = 3;

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;
const noun = (a: Animal, n: number): string =>
  a === 'Fox' ? (n === 1 ? 'fox' : 'foxes') : n === 1 ? 'dolphin' : 'dolphins';

/** One line about a turn. */
export function describeTurn(t: TurnReport): string {
  const who = t.animal === 'Fox' ? 'Foxes' : 'Dolphins';
  const kills =
    t.kills > 0 ? `, ate ${plural(t.kills, noun(otherAnimal(t.animal), 1), noun(otherAnimal(t.animal), 2))}` : '';
  const passed = t.passed ? ' (then passed)' : '';
  return `${who}: ${plural(t.moves, 'move', 'moves')}${kills}${passed}.`;
}

/** The moves of a turn, as the computer's side made them: "Dolphins: 14,3 -> 13,3, 5,9 -> 6,9 (ate a fox)." */
export function describeMoves(t: TurnReport): string {
  const who = t.animal === 'Fox' ? 'Foxes' : 'Dolphins';
  if (t.played.length === 0) return `${who}: no move${t.stuck ? ' (none possible)' : ''}.`;
  const eaten = noun(otherAnimal(t.animal), 1);
  const moves = t.played.map(
    (m) => `${m.from.x},${m.from.y} -> ${m.to.x},${m.to.y}${m.killed ? ` (ate a ${eaten})` : ''}`,
  );
  return `${who}: ${moves.join(', ')}.`;
}

/** What an island that is all water or all land means for the game: it stays so. */
export function describeFrozen(frozen: 'drowned' | 'drained'): string {
  return frozen === 'drowned'
    ? 'The island is under water: foxes cannot move, and with no shore left the water can never recede.'
    : 'The island has run dry: dolphins cannot move, and with no shore left the water can never return.';
}

/** Why a person's turn passed without asking them: their pieces have no legal move. */
export function describeStuck(board: Board, animal: Animal): string {
  const pieces = board.piecesOf(animal);
  const kind = noun(animal, 2);
  const stranded = pieces.every((p) => !board.mobileAt(animal, board.tileIdAt(p.x, p.y)));
  return stranded
    ? `All your ${kind} are stranded (no ${animal === 'Fox' ? 'land' : 'water'} within 2 tiles): your turn passes.`
    : `None of your ${kind} has a legal move: your turn passes.`;
}

/** A list printed as lines of at most `width` columns (default 80), broken between items only. */
export const wrapList = wrapFoxDolphinList;

/** One line about the water part of a round. */
export function describeWater(r: Pick<RoundReport, 'tide' | 'flooded'>): string {
  return `Tide ${r.tide > 0 ? '+' : ''}${r.tide}; ${plural(r.flooded, 'tile changed', 'tiles changed')} between land and water.`;
}

/** The closing line of a game. */
export function describeOutcome(outcome: Outcome, rounds: number): string {
  const after = `Game over after ${plural(rounds, 'round', 'rounds')}: `;
  if (outcome === 'draw') return `${after}a draw at the round limit.`;
  return `${after}${outcome === 'Fox' ? 'the Foxes win, every dolphin is eaten' : 'the Dolphins win, every fox is eaten'}.`;
}

/** Why a typed move was refused, as a sentence. */
export function describeRefusal(reason: MoveRefusal, animal: Animal, from: string, to: string): string {
  const kind = noun(animal, 1);
  switch (reason) {
    case 'noSuchPiece':
      return `There is no ${kind} of yours at ${from}.`;
    case 'notATile':
      return `${to} is not a tile of the island.`;
    case 'occupiedBySameAnimal':
      return from === to
        ? `${to} is the tile the ${kind} stands on: move it to another tile.`
        : `Another ${kind} stands on ${to}.`;
    case 'stranded':
      return `The ${kind} at ${from} is stranded: no ${animal === 'Fox' ? 'land' : 'water'} within 2 tiles.`;
    case 'shortcutNotUsable':
      return animal === 'Fox'
        ? `The bridge from ${from} to ${to} has an end under water.`
        : `The cave from ${from} to ${to} has an end on dry land.`;
    case 'notReachable':
      return `${to} is not next to ${from} nor at the other end of a ${animal === 'Fox' ? 'bridge' : 'cave'} from it.`;
  }
}

/** How to type a move, for help and a blank line's reminder. */
export const MOVE_EXAMPLE = 'type x,y x,y, e.g. 3,4 4,4';
export const MOVE_SYNTAX = `${MOVE_EXAMPLE} (or help).`;

/** A target as listed: `x,y`, and `x,y*` when the move eats the piece standing there. */
function targetText(board: Board, animal: Animal, x: number, y: number): string {
  return board.occupantOf(board.tileIdAt(x, y)) === otherAnimal(animal) ? `${x},${y}*` : `${x},${y}`;
}

/**
 * The player's pieces with the tiles each can move to, as they are typed,
 * one piece after another: `Your foxes (* eats): 3,5 -> 2,5 4,5*; 7,6 -> none`,
 * so no coordinate has to be read off the map's rulers, and a `;` ends
 * each piece's targets. At most PIECE_LINES lines of 80 columns: the pieces
 * that do not fit are counted (`moves` lists every move).
 */
export function describePieces(board: Board, animal: Animal): string {
  const kind = animal === 'Fox' ? 'foxes' : 'dolphins';
  const targets = new Map<string, string[]>();
  for (const p of board.piecesOf(animal)) targets.set(`${p.x},${p.y}`, []);
  for (const m of board.legalMoves(animal))
    targets.get(`${m.piece.x},${m.piece.y}`)?.push(targetText(board, animal, m.x, m.y));
  const items = [...targets].map(([from, to]) => `${from} -> ${to.length === 0 ? 'none' : to.join(' ')}`);
  const head = `Your ${kind} (* eats): `;
  const listed = (n: number): string => {
    const shown = items.slice(0, n).map((item, k) => (k < n - 1 ? `${item};` : item));
    if (n < items.length) shown.push(`... ${items.length - n} more (type moves)`);
    return wrapList(head, shown);
  };
  let n = items.length;
  while (n > 0 && listed(n).split('\n').length > PIECE_LINES) n--;
  return listed(n);
}

/** Every legal move, as typed, for `moves`: `3,5 -> 2,5; 3,5 -> 4,5*` (at most 40, the rest counted). */
export function describeMovesList(board: Board, animal: Animal): string {
  const moves = board
    .legalMoves(animal)
    .map((m) => `${m.piece.x},${m.piece.y} -> ${targetText(board, animal, m.x, m.y)}`);
  if (moves.length === 0) return 'No legal move: type pass.';
  const shown = moves.slice(0, 40).map((m, k, all) => (k < all.length - 1 || moves.length > 40 ? `${m};` : m));
  if (moves.length > 40) shown.push(`... and ${moves.length - 40} more`);
  return wrapList('Legal moves (* eats): ', shown);
}

/** A parsed line of the human's input. */
export type Command =
  | { readonly kind: 'move'; readonly from: { x: number; y: number }; readonly to: { x: number; y: number } }
  | { readonly kind: 'pass' }
  | { readonly kind: 'moves' }
  | { readonly kind: 'help' }
  | { readonly kind: 'quit' };

/** Parses a line typed at the move prompt; null when it is none of the forms. */
export function parseCommand(line: string): Command | null {
  const t = line.trim().toLowerCase();
  if (t === 'pass' || t === 'moves' || t === 'help' || t === 'quit') return { kind: t } as Command;
  const m = /^(\d{1,4})\s*,\s*(\d{1,4})\s+(\d{1,4})\s*,\s*(\d{1,4})$/.exec(t);
  if (m === null) return null;
  return { kind: 'move', from: { x: Number(m[1]), y: Number(m[2]) }, to: { x: Number(m[3]), y: Number(m[4]) } };
}

/** Prints a move as parseCommand reads it. */
export function makeCommand(c: Command): string {
  return c.kind === 'move' ? `${c.from.x},${c.from.y} ${c.to.x},${c.to.y}` : c.kind;
}

/**
 * Why a width x height map does not fit a screen of `columns` x `rows`
 * with the lines printed beside it (LINES_BESIDE_MAP), or null when it
 * fits.
 */
export function screenFit(width: number, height: number, columns: number, rows: number): string | null {
  const map = foxDolphinMapSize(width, height, true);
  const lines = 1 + map.lines + LINES_BESIDE_MAP; // the status line, the map, and what is printed beside it
  if (map.columns <= columns && lines <= rows) return null;
  return `needs a screen of ${map.columns} columns and ${lines} lines (at most ${columns}x${rows} here)`;
}

/** The symbols of the map and the island's bridges and caves, for `help` (the map on screen leaves them out). */
export function mapKey(board: Board): string {
  const s = FOXDOLPHIN_SYMBOLS;
  const pairs = (items: Board['bridges']): string[] =>
    items.length === 0 ? ['none'] : items.map(([a, b]) => `${a.x},${a.y}-${b.x},${b.y}`);
  return [
    `Map: ${s.land} land  ${s.water} water  ${s.fox}/${s.foxInWater} fox on land/in water  ${s.dolphin}/${s.dolphinOnLand} dolphin in water/on land`,
    `${s.bridge}/${s.bridgeUnderWater} bridge end on land/under water  ${s.cave}/${s.caveOnLand} cave end in water/on land`,
    wrapList('Bridges: ', pairs(board.bridges)),
    wrapList('Caves: ', pairs(board.caves)),
  ].join('\n');
}

/** The Result line's text for a finished game: the player's view when playing, the winner's when watching. */
export function resultOf(winner: Outcome, play: Animal | null): string {
  if (winner === 'draw') return 'draw';
  if (play !== null) return winner === play ? 'you won' : 'you lost';
  return winner === 'Fox' ? 'Foxes win' : 'Dolphins win';
}
