// The learned evaluation's figures (issue 24), for bench/run.mjs:
// - held-out error: the evaluations' mean absolute error in discs on
//   test/fixtures/heldout-2013.txt (positions of 2013 WTHOR games, never
//   trained on, at 20-24 empties, solved exactly by this engine);
// - move quality: the discs lost a move against perfect play on FForum 40-59
//   (test/fixtures/fforum-40-59.obf: every move's exact value) at a CPU-time
//   budget a move, learned and classic evaluations side by side;
// - FForum 40-44 solved exactly, beside Edax 4.6 (built outside the
//   repository, zero weights) run on the same file in the same run;
// - the bundle size with the weights, gzip.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { Cell, makeSquare, parseBoard } from '@arcade/model-othello';
import { analyze } from '../dist/index.js';
import { evaluateClassic, evaluatePattern, readGame } from '../dist/internal.js';

const fixture = (name) => new URL(`../test/fixtures/${name}`, import.meta.url);

/** The value after `name` on the command line (`--per 4` gives '4'), or undefined: the bench scripts' options. */
export function argValue(name) {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

/** CPU milliseconds of this process: the budget's clock, so other work on the machine does not shorten a search. */
export function cpuClock() {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/**
 * A searched score as a reference value: kept to the board's range, since no game ends beyond 64
 * discs (a search that sees a wipe-out coming can say more, -67.4 once). The maker and the
 * deepening step tag such a value as searched (sNdD), never exact.
 */
export function clampDiscs(score) {
  return Math.max(-64, Math.min(64, score));
}

/** The .obf problems: board, and every move's value. */
export function readObf(name) {
  return readFileSync(fixture(name), 'utf8')
    .trim()
    .split('\n')
    .map((line) => {
      const [board, ...rest] = line.split(';');
      const values = new Map(
        rest
          .map((s) => s.trim())
          .filter(Boolean)
          .map((s) => {
            const [m, v] = s.split(':');
            return [m.toLowerCase(), Number(v)];
          }),
      );
      return { board: board.trim(), line, values, best: Math.max(...values.values()) };
    });
}

/** The held-out positions: board (Edax string with the side to move), exact score, empties. */
export function readHeldOut() {
  return readFileSync(fixture('heldout-2013.txt'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => {
      const [board, side, score] = line.split(' ');
      return { board: `${board} ${side}`, score: Number(score), empties: board.split('-').length - 1 };
    });
}

/** Mean absolute error of both evaluations on the held-out positions. */
export function heldOut() {
  const lines = readHeldOut();
  let pattern = 0;
  let classic = 0;
  const byEmpties = new Map();
  for (const { board, score } of lines) {
    const game = parseBoard(board);
    const p = readGame('bench', game);
    const e1 = Math.abs(evaluatePattern(p.pl, p.ph, p.ol, p.oh) / 8 - score);
    const e2 = Math.abs(evaluateClassic(p.pl, p.ph, p.ol, p.oh) / 8 - score);
    pattern += e1;
    classic += e2;
    const empties = game.count(Cell.FREE);
    const b = byEmpties.get(empties) ?? { n: 0, pattern: 0, classic: 0 };
    b.n++;
    b.pattern += e1;
    b.classic += e2;
    byEmpties.set(empties, b);
  }
  console.log(
    `\nHeld-out error: ${lines.length} positions of 2013 WTHOR games (not trained on), 20-24 empties, exact scores by this solver`,
  );
  console.log('empties  positions  learned MAE  classic MAE (discs)');
  for (const [e, b] of [...byEmpties].sort((a, b) => a[0] - b[0])) {
    console.log(
      `${String(e).padStart(7)}  ${String(b.n).padStart(9)}  ${(b.pattern / b.n).toFixed(2).padStart(11)}  ${(b.classic / b.n).toFixed(2).padStart(11)}`,
    );
  }
  console.log(
    `    all  ${String(lines.length).padStart(9)}  ${(pattern / lines.length).toFixed(2).padStart(11)}  ${(classic / lines.length).toFixed(2).padStart(11)}`,
  );
}

/** Discs lost a move against perfect play on FForum 40-59 at `ms` of CPU a move. */
export function moveQuality(ms, evaluations) {
  const problems = readObf('fforum-40-59.obf');
  console.log(`\nMove quality: FForum 40-59, ${ms} ms of CPU a move (timeMs with a CPU-time clock), one core`);
  console.log(` #  empties  best  ${evaluations.map((e) => `${e}: move value lost  depth`.padEnd(34)).join('')}`);
  const lost = evaluations.map(() => 0);
  problems.forEach((pr, i) => {
    const game = parseBoard(pr.board);
    let text = `${String(40 + i).padStart(2)}  ${String(game.count(Cell.FREE)).padStart(7)}  ${String(pr.best).padStart(4)}  `;
    evaluations.forEach((evaluation, e) => {
      const r = analyze(game, { timeMs: ms, clock: cpuClock, evaluation });
      const move = makeSquare(r.move);
      const value = pr.values.get(move);
      const loss = pr.best - value;
      lost[e] += loss;
      text += `${evaluation.padEnd(8)} ${move}  ${String(value).padStart(4)}  ${String(loss).padStart(4)}  ${String(r.depth).padStart(5)}${r.exact ? ' exact' : '      '}    `;
    });
    console.log(text);
  });
  console.log(
    `mean discs lost a move: ${evaluations.map((e, i) => `${e} ${(lost[i] / problems.length).toFixed(2)}`).join(', ')} (the engine before the pattern evaluation: 1.54)`,
  );
}

/**
 * FForum 40-44 solved exactly by this engine (a fresh child process, one
 * core) and by Edax beside it (a child process; CPU time by /usr/bin/time), `repeat`
 * rounds alternating the two: each round's ratio and, over several, the
 * median, since one run on a shared 2-core machine moves by a few per cent.
 */
export function fforum4044(edax, repeat = 1) {
  const problems = readObf('fforum-40-59.obf').slice(0, 5);
  const haveEdax = edax !== undefined && existsSync(edax.bin);
  const rounds = [];
  for (let round = 0; round < repeat; round++) {
    const label = repeat > 1 ? ` (round ${round + 1} of ${repeat})` : '';
    console.log(`\nFForum 40-44: exact solve, one core${label}`);
    console.log(' #   empties  score  move       nodes     CPU s  check');
    let total = 0;
    let nodes = 0;
    // The engine in a fresh child process, as Edax is (see bench/solve-child.mjs).
    const child = spawnSync(
      process.execPath,
      [fileURLToPath(new URL('./solve-child.mjs', import.meta.url)), 'fforum-40-59.obf', '0', '5'],
      { encoding: 'utf8' },
    );
    if (child.status !== 0) throw new Error(`bench/solve-child.mjs failed: ${child.stderr}`);
    const results = child.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    problems.forEach((pr, i) => {
      const game = parseBoard(pr.board);
      const r = results[i];
      const used = r.cpu;
      total += used;
      nodes += r.nodes;
      const move = r.move;
      const ok = r.score === pr.best && pr.values.get(move) === r.score;
      if (!ok) process.exitCode = 1;
      console.log(
        `${String(40 + i).padStart(2)}  ${String(game.count(Cell.FREE)).padStart(7)}  ${String(r.score).padStart(5)}  ${move.padEnd(4)} ${String(r.nodes).padStart(12)}  ${used.toFixed(3).padStart(8)}  ${ok ? 'exact' : `WRONG (expected ${pr.best})`}`,
      );
    });
    console.log(`this engine: ${nodes} nodes, ${total.toFixed(2)} s CPU`);
    if (edax === undefined) {
      console.log('Edax: skipped (give --edax PATH/TO/lEdax --edax-eval PATH/TO/eval.dat)');
      return;
    }
    if (!haveEdax) {
      console.log(`Edax: skipped (${edax.bin} not found)`);
      return;
    }
    const edaxCpu = runEdax(edax, problems);
    rounds.push(total / edaxCpu);
    console.log(
      `Edax: ${edaxCpu.toFixed(2)} s CPU; this engine / Edax = ${(total / edaxCpu).toFixed(2)} (target: at most 1)`,
    );
  }
  if (rounds.length > 1) {
    const sorted = rounds.slice().sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    const under = rounds.filter((r) => r <= 1).length;
    console.log(
      `\nFForum 40-44, this engine / Edax over ${rounds.length} alternating rounds: ${rounds.map((r) => r.toFixed(3)).join(', ')}; median ${median.toFixed(3)}, at most 1 in ${under} of ${rounds.length} (target: at most 1)`,
    );
  }
}

/** Edax's exact solve of `problems` in a child process; returns its CPU seconds (user + system). */
function runEdax(edax, problems) {
  const dir = mkdtempSync(join(os.tmpdir(), 'ffo-'));
  const file = join(dir, 'fforum-40-44.obf');
  writeFileSync(file, `${problems.map((p) => p.line).join('\n')}\n`);
  const args = ['-solve', file, '-n', '1', ...(edax.eval ? ['-eval-file', edax.eval] : [])];
  // /usr/bin/time reports the child's CPU time (user + system).
  const run = spawnSync('/usr/bin/time', ['-f', 'CPU %U %S', edax.bin, ...args], { encoding: 'utf8' });
  rmSync(dir, { recursive: true, force: true });
  const out = `${run.stdout}\n${run.stderr}`;
  const cpu = /CPU ([\d.]+) ([\d.]+)/.exec(out);
  const summary = out.split('\n').find((l) => l.includes('nodes in'));
  console.log(`Edax (${edax.bin} ${args.join(' ')}):`);
  console.log(`  ${summary?.trim() ?? 'no summary line'}`);
  return cpu ? Number(cpu[1]) + Number(cpu[2]) : Number.NaN;
}

/** The engine's ESM build with its chunks (the weights included), raw and gzip. */
export function bundleSize() {
  const dist = new URL('../dist/', import.meta.url);
  const seen = new Set();
  const visit = (name) => {
    if (seen.has(name)) return;
    seen.add(name);
    const text = readFileSync(new URL(name, dist), 'utf8');
    for (const m of text.matchAll(/from\s+["']\.\/([^"']+)["']/g)) visit(m[1]);
  };
  visit('index.js');
  let raw = 0;
  let gz = 0;
  for (const name of seen) {
    const bytes = readFileSync(new URL(name, dist));
    raw += bytes.length;
    gz += gzipSync(bytes, { level: 9 }).length;
  }
  console.log(
    `\nBundle: dist/index.js and its chunks (${[...seen].join(', ')}), weights included: ${(raw / 1024).toFixed(1)} KiB, ${(gz / 1024).toFixed(1)} KiB gzip (model-othello not counted)`,
  );
}
