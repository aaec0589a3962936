// `node bench/sweep-heldout-mid.mjs [--nodes 500000,1000000,2000000,4000000] [--half tune|report]`:
// the 25-36 set's move quality over several budgets at once, from moves already chosen. Searches
// nothing: it reads the moves that bench/heldout-mid.mjs saved in
// node_modules/.cache/heldout-mid-choices.jsonl (run it first at each budget: `--nodes N` gives the
// learned evaluation N nodes a move and the hand-set one 2N) and scores each run's latest moves on
// the fixture's references as they are now.
//
// Why: a position's best move often turns with the depth a budget reaches, for both evaluations
// (a search of one more ply sees another line), so at one budget a count of eight positions is
// decided by which evaluation was lucky at that depth. The mean over budgets that bracket one
// second of CPU (the learned evaluation searches about a million nodes a CPU second, the hand-set
// one about two) is what each evaluation loses near that budget, with the depth's luck averaged
// out. Prints, per number of empties and each way: the discs lost a move at each budget, and their
// mean; and how many positions each way lost more than the other at most budgets.
import { argValue } from './eval.mjs';
import { budgetKey, latestChoices, readHeldOutMid } from './heldout-mid.mjs';

const nodesList = (argValue('--nodes') ?? '500000,1000000,2000000,4000000').split(',').map(Number);
if (!nodesList.every((n) => Number.isInteger(n) && n > 0))
  throw new Error(`--nodes: whole numbers of nodes, comma-separated, got ${argValue('--nodes')}`);
const half = argValue('--half');
if (half !== undefined && half !== 'tune' && half !== 'report') throw new Error(`--half: tune or report, got ${half}`);

const WAYS = ['learned', 'classic'];
const budgets = nodesList.map((n) => budgetKey(undefined, [n, 2 * n]));
const latest = latestChoices();

const positions = readHeldOutMid().filter((p) => half === undefined || p.half === half);
/** Per empties: n, and per way and budget the discs lost; plus which way lost more at most budgets. */
const rows = new Map();
const newRow = () => ({ n: 0, lost: WAYS.map(() => budgets.map(() => 0)), worse: WAYS.map(() => 0) });
/** The whole set's row, added to with each position's. */
const all = newRow();
const loss = (p, budget, way) => {
  const move = latest.get(`${budget}|${p.game}|${way}`)?.move;
  if (move === undefined)
    throw new Error(`no saved ${way} move for game ${p.game} at ${budget}: run heldout-mid first`);
  const value = p.values.get(move);
  if (value === undefined) throw new Error(`game ${p.game}: ${move} has no reference value`);
  return p.best - value;
};
for (const p of positions) {
  const row = rows.get(p.empties) ?? newRow();
  rows.set(p.empties, row);
  const lost = WAYS.map((way) => budgets.map((budget) => loss(p, budget, way)));
  const mean = lost.map((per) => per.reduce((a, b) => a + b, 0) / budgets.length);
  for (const r of [row, all]) {
    r.n++;
    lost.forEach((per, w) => {
      per.forEach((l, b) => {
        r.lost[w][b] += l;
      });
    });
    // A position counts against a way when its mean loss over the budgets is more than a disc worse.
    if (mean[0] > mean[1] + 1) r.worse[0]++;
    if (mean[1] > mean[0] + 1) r.worse[1]++;
  }
}

const label = (n) => (n % 1_000_000 === 0 ? `${n / 1_000_000}M` : `${n / 1000}k`);
console.log(
  `Held-out 25-36 move quality over ${budgets.length} budgets (learned N nodes a move, hand-set 2N: N = ${nodesList.map(label).join(', ')}), ${positions.length} positions${half ? `, ${half} half` : ''}; discs lost a move`,
);
const head = nodesList.map((n) => label(n).padStart(6)).join('');
console.log(
  `empties   n   learned${' '.repeat(Math.max(0, head.length - 7))}   mean   classic${' '.repeat(Math.max(0, head.length - 7))}   mean  worse (L/C)  verdict`,
);
const line = (e, row) => {
  const means = row.lost.map((per) => per.reduce((a, b) => a + b, 0) / budgets.length / row.n);
  const cells = row.lost
    .map(
      (per, w) => `${per.map((x) => (x / row.n).toFixed(2).padStart(6)).join('')}  ${means[w].toFixed(2).padStart(5)}`,
    )
    .join('   ');
  const verdict = means[0] <= means[1] + 1e-9 ? 'not behind' : 'BEHIND';
  console.log(
    `${String(e).padStart(7)} ${String(row.n).padStart(3)}  ${cells}  ${`${row.worse[0]}/${row.worse[1]}`.padStart(11)}  ${verdict}`,
  );
};
for (const [e, row] of [...rows].sort((a, b) => a[0] - b[0])) line(e, row);
line('all', all);
console.log(
  "(worse: positions where that evaluation's mean loss over the budgets is more than a disc above the other's)",
);
