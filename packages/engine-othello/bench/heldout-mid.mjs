// Move quality at 25-36 empties (issue 38), beside the 21-24 set of bench/heldout-moves.mjs:
// the held-out positions of test/fixtures/heldout-mid-2013.txt (2013 WTHOR games never trained or
// tuned on; every legal move with a reference value, see bench/make-heldout-mid.mjs) analysed at
// --ms of CPU a move (default 1000) with the learned and the hand-set (classic) evaluation,
// interleaved position by position. Prints, per number of empties: the discs lost a move (the best
// move's reference value minus the chosen one's), the worst single loss, and the share of best
// moves (chosen move within a disc of the best reference value: exact references are whole discs,
// the searched ones estimates in eighths of a disc, so closer than that is a tie), for each
// evaluation side by side, and how many of the positions' best values are exact. The budget is CPU
// time (process.cpuUsage), so other work on the machine does not shorten a search; the load average
// and the share of a core this process got (CPU over wall time of the searches) are printed.
//
//   node bench/heldout-mid.mjs [--ms 1000] [--half tune|report] [--old PATH/dist/index.js]
//   pnpm bench -- --heldout-mid [--ms 1000] [--half ...] [--old ...]
//
// --half: the positions of each empties count alternate between a reporting half (1st, 3rd,
// 5th...) and a tuning half (2nd, 4th...); tune on one, report the other (default: all).
// --old: also the `analyze` of another build (a copy of an earlier dist/), before/after in one run,
// alternating on every position, so the machine's drift does not decide between them.
// --try 'A;B,C': one more way per comma-separated variant, the learned evaluation with this
// build's knobs set for its moves alone (e.g. `timeout.partial=1;probcut.t=2`: TIMEOUT, PROBCUT,
// SELECTIVE of dist/internal.js), to test one candidate at a time without a rebuild.
// --nodes N[,M]: a node budget instead of the CPU time, N nodes a move for the learned evaluation
// (and every --try and --old way), M for the hand-set one (default 2N: it searched about twice the
// nodes a CPU second before the learned evaluation was read incrementally, 1.1-1.2 times since, as the
// summary's nodes per CPU second show; the default is kept so that runs compare with the earlier ones). The same nodes give the same move
// whatever the load, so candidates compared this way differ by what they do, not by the machine.
// --empties A-B: only the positions with A to B empties.
// --no-classic: leaves out the hand-set evaluation's column (with --nodes it gives the same moves every
// run, so a run of --try variants need not repeat it).
// Every move chosen is also appended to node_modules/.cache/heldout-mid-choices.jsonl (not in git: the
// game, the way, the budget, the move and its depth), which bench/deepen-heldout-mid.mjs reads to
// deepen the references of the moves the runs played.
// --rescore: searches nothing; scores the moves of the last run saved there at this budget (each
// position's latest saved move, each way) against the fixture's references as they are now, e.g. after
// bench/deepen-heldout-mid.mjs changed them. At a node budget that is what a new run would print; at a CPU
// time it is that run's moves.
// Run after `pnpm build`.
import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { makeSquare, parseBoard } from '@arcade/model-othello';
import { analyze } from '../dist/index.js';
import { evaluateClassic, evaluatePattern, PROBCUT, readGame, SELECTIVE, TIMEOUT } from '../dist/internal.js';
import { argValue, cpuClock } from './eval.mjs';

/**
 * One line of the 25-36 set's fixture (`at`: its line number), or null for a blank or `#` line:
 * `head` (the board, side, empties and game as written), the board (Edax string with the side to
 * move), empties, game, and each move with its reference value and how it was made. The maker,
 * the exact and deepening steps and this bench read the fixture through it.
 */
export function parseMidLine(line, at) {
  if (line === '' || line.startsWith('#')) return null;
  const [board, side, empties, game, ...moves] = line.split(' ');
  return {
    at,
    head: [board, side, empties, game].join(' '),
    board: `${board} ${side}`,
    empties: Number(empties),
    game: Number(game),
    moves: moves.map((m) => {
      const [move, value, how] = m.split(':');
      return { move, value: Number(value), how };
    }),
  };
}

/** Where the bench saves every move it chooses (not in git; bench/deepen-heldout-mid.mjs and sweep read it). */
export const CHOICES_FILE = new URL('../node_modules/.cache/heldout-mid-choices.jsonl', import.meta.url);

/** A budget as the saved moves name it: `ms M`, or `nodes N,M` (learned N, hand-set M). */
export const budgetKey = (ms, nodes) => (nodes === undefined ? `ms ${ms}` : `nodes ${nodes[0]},${nodes[1]}`);

/** The saved moves' latest move at each budget, by `budget|game|way` (a later run replaces an earlier one's). */
export function latestChoices() {
  const latest = new Map();
  for (const line of readFileSync(CHOICES_FILE, 'utf8').split('\n')) {
    if (line === '') continue;
    const c = JSON.parse(line);
    latest.set(`${c.budget}|${c.game}|${c.way}`, c);
  }
  return latest;
}

/** The 25-36 set: board (Edax string with the side to move), empties, game, and each move's reference value. */
export function readHeldOutMid() {
  const byEmpties = new Map();
  const out = [];
  const lines = readFileSync(new URL('../test/fixtures/heldout-mid-2013.txt', import.meta.url), 'utf8').split('\n');
  for (const [at, line] of lines.entries()) {
    const p = parseMidLine(line, at);
    if (p === null) continue;
    const values = new Map(p.moves.map((m) => [m.move, m.value]));
    const how = new Map(p.moves.map((m) => [m.move, m.how]));
    const index = byEmpties.get(p.empties) ?? 0;
    byEmpties.set(p.empties, index + 1);
    out.push({
      board: p.board,
      empties: p.empties,
      game: p.game,
      values,
      how,
      best: Math.max(...values.values()),
      half: index % 2 === 1 ? 'tune' : 'report',
    });
  }
  return out;
}

/**
 * The evaluations' error at these stages: each move's child evaluated statically (learned and
 * hand-set), against the move's reference value, mean absolute error in discs per empties. The
 * references come from searches on the learned evaluation, which flatters it.
 */
export function evalError(positions = readHeldOutMid()) {
  const by = new Map();
  for (const p of positions) {
    for (const [move, value] of p.values) {
      const game = parseBoard(p.board);
      const mover = game.getTurn();
      game.play(move);
      if (game.isGameOver()) continue;
      const q = readGame('bench', game);
      const sign = game.getTurn() === mover ? 1 : -1;
      const b = by.get(p.empties) ?? { n: 0, pattern: 0, classic: 0 };
      b.n++;
      b.pattern += Math.abs((sign * evaluatePattern(q.pl, q.ph, q.ol, q.oh)) / 8 - value);
      b.classic += Math.abs((sign * evaluateClassic(q.pl, q.ph, q.ol, q.oh)) / 8 - value);
      by.set(p.empties, b);
    }
  }
  console.log("\nEvaluation error at 25-36 empties: each move's child, static evaluation against its reference value");
  console.log('empties  moves  learned MAE  classic MAE (discs)');
  for (const [e, b] of [...by].sort((x, y) => x[0] - y[0]))
    console.log(
      `${String(e).padStart(7)}  ${String(b.n).padStart(5)}  ${(b.pattern / b.n).toFixed(2).padStart(11)}  ${(b.classic / b.n).toFixed(2).padStart(11)}`,
    );
}

export function machine() {
  return `${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, node ${process.version}, load average ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`;
}

/**
 * Analyses the set at `ms` of CPU a move each way and prints the table.
 * `half`: 'tune', 'report' or undefined (all); `old`: path of another build's index.js.
 */
export async function heldOutMid(
  ms = 1000,
  half = undefined,
  old = undefined,
  variants = [],
  nodes = undefined,
  classic = true,
  empties = [25, 36],
  rescore = false,
) {
  const positions = readHeldOutMid().filter(
    (p) => (half === undefined || p.half === half) && p.empties >= empties[0] && p.empties <= empties[1],
  );
  const ways = [['learned', analyze, 'pattern']];
  if (classic) ways.push(['classic', analyze, 'classic']);
  const knobs = { timeout: TIMEOUT, probcut: PROBCUT, selective: SELECTIVE };
  for (const variant of variants) {
    const sets = variant.split(';').map((a) => {
      const [path, value] = a.split('=');
      const [group, key] = path.split('.');
      const obj = knobs[group.toLowerCase()];
      if (obj === undefined || !(key in obj)) throw new Error(`--try: unknown knob ${path}`);
      return [obj, key, typeof obj[key] === 'boolean' ? value === '1' || value === 'true' : Number(value)];
    });
    const tried = (game, options) => {
      const saved = sets.map(([obj, key]) => obj[key]);
      for (const [obj, key, value] of sets) obj[key] = value;
      try {
        return analyze(game, options);
      } finally {
        sets.forEach(([obj, key], i) => {
          obj[key] = saved[i];
        });
      }
    };
    ways.push([variant, tried, 'pattern']);
  }
  if (old !== undefined) {
    const oldAnalyze = (await import(pathToFileURL(old).href)).analyze;
    ways.push(['old learned', oldAnalyze, 'pattern'], ['old classic', oldAnalyze, 'classic']);
  }
  mkdirSync(new URL('.', CHOICES_FILE), { recursive: true });
  const savedAs = budgetKey(ms, nodes);
  /** With --rescore: the last saved moves, by `budget|game|way`. */
  const last = rescore ? latestChoices() : new Map();
  const budgetText =
    nodes === undefined ? `${ms} ms of CPU a move` : `${nodes[0]} nodes a move (classic ${nodes[1]}), no clock`;
  console.log(
    `\nHeld-out move quality, 25-36 empties: ${positions.length} positions of 2013 WTHOR games (test/fixtures/heldout-mid-2013.txt${half ? `, ${half} half` : ''}), ${budgetText}${rescore ? ": the last saved run's moves, scored on the references as they are now" : ''}`,
  );
  console.log(`machine: ${machine()}`);
  // Each way's column: as wide as its name, and at least a table cell.
  const width = ways.map(([name]) => Math.max(name.length + 2, 22));
  console.log(`empties  game  best    ${ways.map(([name], i) => name.padEnd(width[i])).join('')}`);
  console.log(`                       ${ways.map((_, i) => 'move  lost depth'.padEnd(width[i])).join('')}`);
  const stats = new Map();
  const total = ways.map(() => ({ n: 0, lost: 0, worst: 0, best: 0 }));
  /** Per way: nodes searched and CPU ms spent, for the nodes per CPU second. */
  const rate = ways.map(() => ({ nodes: 0, cpu: 0 }));
  /** Per empties: positions, and those whose best reference value is exact. */
  const refs = new Map();
  let wall = 0;
  let spent = 0;
  for (const p of positions) {
    const ref = refs.get(p.empties) ?? { n: 0, exact: 0 };
    ref.n++;
    if ([...p.values].some(([m, v]) => v === p.best && p.how.get(m) === 'x')) ref.exact++;
    refs.set(p.empties, ref);
    const text = `${String(p.empties).padStart(7)}  ${String(p.game).padStart(4)}  ${p.best.toFixed(1).padStart(6)}  `;
    const row = stats.get(p.empties) ?? ways.map(() => ({ n: 0, lost: 0, worst: 0, best: 0 }));
    stats.set(p.empties, row);
    // Alternate which way goes first from one position to the next.
    const order = ways.map((_, i) => i);
    if (p.game % 2 === 1) order.reverse();
    const cells = [];
    for (const i of order) {
      const [, analyzeWay, evaluation] = ways[i];
      const w0 = performance.now();
      const c0 = cpuClock();
      const budget =
        nodes === undefined ? { timeMs: ms, clock: cpuClock } : { maxNodes: nodes[evaluation === 'classic' ? 1 : 0] };
      const saved = last.get(`${savedAs}|${p.game}|${ways[i][0]}`);
      if (rescore && saved === undefined) throw new Error(`--rescore: no saved ${ways[i][0]} move for game ${p.game}`);
      const r = rescore
        ? { ...saved, nodes: saved.nodes ?? 0 }
        : analyzeWay(parseBoard(p.board), { ...budget, evaluation });
      const cpu = cpuClock() - c0;
      spent += cpu;
      rate[i].nodes += r.nodes;
      rate[i].cpu += cpu;
      wall += performance.now() - w0;
      const move = rescore ? saved.move : makeSquare(r.move);
      const value = p.values.get(move);
      if (value === undefined) throw new Error(`game ${p.game}: ${move} has no reference value`);
      const loss = p.best - value;
      if (!rescore)
        appendFileSync(
          CHOICES_FILE,
          `${JSON.stringify({ game: p.game, empties: p.empties, way: ways[i][0], budget: savedAs, move, depth: r.depth, exact: r.exact, nodes: r.nodes, cpu: Math.round(cpu) })}\n`,
        );
      for (const s of [row[i], total[i]]) {
        s.n++;
        s.lost += loss;
        s.worst = Math.max(s.worst, loss);
        if (loss < 1) s.best++;
      }
      cells[i] = `${move}  ${loss.toFixed(1).padStart(4)} ${String(r.depth).padStart(5)}${r.exact ? 'x' : ' '}`.padEnd(
        width[i],
      );
    }
    console.log(text + cells.join(''));
  }
  const cell = (s) =>
    `${(s.lost / s.n).toFixed(2).padStart(6)} ${s.worst.toFixed(1).padStart(5)} ${`${s.best}/${s.n}`.padStart(6)}`;
  console.log(
    `\nPer number of empties: discs lost a move, worst single loss, best moves (within 1 disc), ${budgetText}`,
  );
  console.log(`empties  exact  ${ways.map(([name], i) => name.padEnd(width[i])).join('')}`);
  console.log(`                ${ways.map((_, i) => '  lost worst   best'.padEnd(width[i])).join('')}`);
  const exactCell = (r) => `${r.exact}/${r.n}`.padStart(5);
  for (const [e, row] of [...stats].sort((a, b) => a[0] - b[0]))
    console.log(
      `${String(e).padStart(7)}  ${exactCell(refs.get(e))}  ${row.map((s, i) => cell(s).padEnd(width[i])).join('')}`,
    );
  const allRefs = [...refs.values()].reduce((a, r) => ({ n: a.n + r.n, exact: a.exact + r.exact }), { n: 0, exact: 0 });
  console.log(`    all  ${exactCell(allRefs)}  ${total.map((s, i) => cell(s).padEnd(width[i])).join('')}`);
  if (!rescore)
    console.log(
      `nodes a move: ${ways.map(([name], i) => `${name} ${Math.round(rate[i].nodes / positions.length)} (${Math.round(rate[i].nodes / Math.max(rate[i].cpu, 1))} thousand a CPU second)`).join(', ')}`,
    );
  console.log(
    '(exact: positions whose best reference value is exact; the others are long searches by this engine with the learned evaluation, see test/fixtures/README.md)',
  );
  if (!rescore)
    console.log(
      `machine: ${machine()}; the searches got ${((100 * spent) / Math.max(wall, 1)).toFixed(0)}% of a core (CPU ${(spent / 1000).toFixed(0)} s over ${(wall / 1000).toFixed(0)} s wall)`,
    );
}

/** The command-line options shared with bench/run.mjs --heldout-mid. */
export function heldOutMidArgs() {
  const half = argValue('--half');
  if (half !== undefined && half !== 'tune' && half !== 'report')
    throw new Error(`--half: tune or report, got ${half}`);
  const nodes = argValue('--nodes')?.split(',').map(Number);
  if (nodes !== undefined && !nodes.every((n) => Number.isInteger(n) && n > 0))
    throw new Error(`--nodes: N or N,M, whole numbers of nodes, got ${argValue('--nodes')}`);
  return [
    Number(argValue('--ms') ?? 1000),
    half,
    argValue('--old'),
    argValue('--try')?.split(',') ?? [],
    nodes === undefined ? undefined : [nodes[0], nodes[1] ?? 2 * nodes[0]],
    !process.argv.includes('--no-classic'),
    (argValue('--empties') ?? '25-36').split('-').map(Number),
    process.argv.includes('--rescore'),
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv.includes('--eval-error')) evalError();
  else await heldOutMid(...heldOutMidArgs());
}
