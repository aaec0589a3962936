#!/usr/bin/env node
// Lighthouse 12.2.3 (issue 35 §8) on every route of a built site, with its default settings: a
// mobile page and simulated throttling (slow 4G, a 4x slower CPU). Each route is audited several
// times (`--runs`, 3 by default): one run is not a measurement here, where a route's performance
// score moved by up to 13 points between runs on a shared machine. The rounds alternate over the
// routes (round 1 of every route, then round 2, ...), so a busy minute of the machine lands on
// one run of several routes rather than on every run of one. Prints each run (performance,
// accessibility, best practices, SEO, LCP, TBT, CLS, and the machine's load average when it ran),
// then per route the median and the range of each, and what cost points.
//
//   node bench/lighthouse.mjs [--runs N] [--route R]... [DIR ...]
//     DIR      built sites (a copy of apps/web/dist from another commit, say), audited side by side:
//              each route's runs alternate between them (A B, A B, ...) so that both see the same
//              load; without one, this source is built into a temporary directory first
//     --runs   audits of each route, 1 to 20 (default 3)
//     --route  audit only this route (as in LIGHTHOUSE_ROUTES, e.g. '#/dots'); may be repeated
//   (run.mjs calls lighthouseRoutes with the build it made)
//
// Chromium is Debian's (/usr/bin/chromium), started by playwright-core with a DevTools port for
// Lighthouse to drive. Figures depend on the machine, which is printed first, and on its load:
// Lighthouse's simulated throttling multiplies the CPU time each task took in its own unthrottled
// page load by 4, so a task slowed by another process costs the page points it would not lose on
// an idle machine.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { serve } from '../scripts/serve.mjs';

/** Every route the site has, as the bench audits it. */
export const LIGHTHOUSE_ROUTES = [
  '#/',
  '#/dots',
  '#/othello',
  '#/freecell?deal=1',
  '#/tictactoe',
  '#/foxdolphin?side=fox&seed=1',
  '#/settings',
  '#/records',
];

/** Audits of each route when none is asked for: the median of three is what the budgets judge. */
export const LIGHTHOUSE_RUNS = 3;

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const SHORT = { performance: 'perf', accessibility: 'a11y', 'best-practices': 'best', seo: 'seo' };

function freePort() {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
  });
}

/** The machine, as every figure of this bench depends on it. */
export function machineLine(chromiumPath = '/usr/bin/chromium') {
  const version = spawnSync(chromiumPath, ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? 'unknown';
  return (
    `machine: ${cpus()[0]?.model ?? 'unknown cpu'} x${cpus().length}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, ` +
    `Node ${process.version}, ${version}`
  );
}

const loadNow = () => loadavg()[0] ?? 0;

/** The median of `xs` (the mean of the middle two when even), and its smallest and largest. */
function spread(xs) {
  const v = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (v.length === 0) return { median: Number.NaN, min: Number.NaN, max: Number.NaN };
  const m = v.length >> 1;
  return { median: v.length % 2 === 1 ? v[m] : (v[m - 1] + v[m]) / 2, min: v[0], max: v.at(-1) };
}

/** One Lighthouse run of `url`: its scores, metrics and the lines that say what cost points. */
async function auditOnce(url, port) {
  const runner = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
  const lhr = runner?.lhr;
  if (lhr === undefined) return null;
  const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  const num = (a) => lhr.audits[a]?.numericValue ?? Number.NaN;
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, score(c)]));
  const notes = [];
  if (lhr.runtimeError !== undefined) notes.push(`runtime error: ${lhr.runtimeError.message}`);
  // What performance is made of, when it lost points: each weighted metric, the main thread's work
  // by kind, and the long tasks (their durations are Lighthouse's, at its 4x slower CPU).
  const perf = lhr.categories.performance;
  if (perf !== undefined && perf.score !== null && perf.score < 0.95) {
    const parts = perf.auditRefs
      .filter((r) => r.weight > 0 && lhr.audits[r.id]?.score !== null)
      .map(
        (r) =>
          `${r.acronym ?? r.id} ${lhr.audits[r.id].displayValue ?? ''} (${Math.round(lhr.audits[r.id].score * 100)}, weight ${r.weight})`,
      );
    notes.push(`performance metrics: ${parts.join('; ')}`);
    const work = lhr.audits['mainthread-work-breakdown']?.details?.items ?? [];
    notes.push(
      `main thread (4x slower CPU): ${work.map((i) => `${i.groupLabel ?? i.group} ${Math.round(i.duration)} ms`).join(', ')}`,
    );
    const tasks = lhr.audits['long-tasks']?.details?.items ?? [];
    if (tasks.length > 0)
      notes.push(
        `long tasks: ${tasks.map((t) => `${Math.round(t.duration)} ms at ${Math.round(t.startTime)} (${String(t.url).split('/').pop()})`).join(', ')}`,
      );
  }
  // Every other audit with a weight that did not pass.
  for (const c of CATEGORIES) {
    for (const ref of lhr.categories[c]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (ref.weight === 0 || a === undefined || a.score === null || a.score >= 0.9) continue;
      notes.push(`${c}: ${a.id} ${Math.round(a.score * 100)}${a.displayValue ? ` (${a.displayValue})` : ''}`);
    }
  }
  return {
    scores,
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    notes,
  };
}

/**
 * Audits each route of the site served at `url` `runs` times, printing one line a run, then the
 * median and range per route. Returns, by route, the median scores (`scores`, what the budgets
 * judge), each run's scores (`runs`) and the TBT's median and range in ms. `url` may be a list of
 * sites, `{ name, url }`, audited alternately (each route's run on every site in turn): the result
 * is then a list a site, in the same order.
 */
export async function lighthouseRoutes(
  url,
  { chromiumPath = '/usr/bin/chromium', routes = LIGHTHOUSE_ROUTES, runs = LIGHTHOUSE_RUNS } = {},
) {
  const sites = Array.isArray(url) ? url : [{ name: '', url }];
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', `--remote-debugging-port=${port}`],
  });
  const byRoute = sites.map(() => new Map(routes.map((r) => [r, []])));
  console.log(
    `\nLighthouse 12.2.3 (mobile, simulated throttling; scores 0-100; budgets: performance >= 95, others 100),` +
      ` ${runs} run(s) a route${sites.length > 1 ? ` on each of ${sites.length} sites` : ''}, rounds alternating over the routes` +
      `${sites.length > 1 ? ' and the sites' : ''}; load: the 1-minute load average as each run began:`,
  );
  const label = (k, route) => (sites.length > 1 ? `${sites[k].name} ${route}` : route);
  const width = Math.max(32, ...sites.flatMap((_, k) => routes.map((r) => label(k, r).length)));
  console.log(`  ${'route'.padEnd(width)} run  perf  a11y  best   seo   LCP ms  TBT ms    CLS  load`);
  const started = Date.now();
  try {
    for (let run = 1; run <= runs; run++) {
      for (const route of routes) {
        for (let k = 0; k < sites.length; k++) {
          const load = loadNow();
          const r = await auditOnce(`${sites[k].url}${route}`, port);
          if (r === null) {
            console.log(`  ${label(k, route).padEnd(width)} ${String(run).padStart(3)}  no result`);
            continue;
          }
          byRoute[k].get(route).push({ ...r, load });
          console.log(
            `  ${label(k, route).padEnd(width)} ${String(run).padStart(3)} ${CATEGORIES.map((c) => String(r.scores[c]).padStart(5)).join(' ')}` +
              `  ${r.lcp.toFixed(0).padStart(7)} ${r.tbt.toFixed(0).padStart(7)}  ${r.cls.toFixed(3).padStart(5)}  ${load.toFixed(1).padStart(4)}`,
          );
          for (const n of r.notes) console.log(`      ${n}`);
        }
      }
    }
  } finally {
    await browser.close();
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  const all = sites.map((site, k) => summary(site.name, byRoute[k], runs, seconds));
  return Array.isArray(url) ? all : all[0];
}

/** Prints the median and range per route of one site's runs, and returns them (see lighthouseRoutes). */
function summary(name, byRoute, runs, seconds) {
  const loads = [...byRoute.values()].flat().map((r) => r.load);
  const l = spread(loads);
  console.log(
    `\nLighthouse per route${name === '' ? '' : ` of ${name}`}, median [range] of ${runs} run(s) (all sites: ${seconds} s); ` +
      `load average ${l.median.toFixed(1)} [${l.min.toFixed(1)}-${l.max.toFixed(1)}] (${cpus().length} cores):`,
  );
  console.log(
    `  ${'route'.padEnd(32)} ${CATEGORIES.map((c) => SHORT[c].padEnd(13)).join(' ')} ${'TBT ms'.padEnd(15)} LCP ms`,
  );
  const results = [];
  const fmt = (s, w, d = 0) => `${s.median.toFixed(d)} [${s.min.toFixed(d)}-${s.max.toFixed(d)}]`.padEnd(w);
  for (const [route, list] of byRoute) {
    if (list.length === 0) continue;
    const per = Object.fromEntries(CATEGORIES.map((c) => [c, spread(list.map((r) => r.scores[c]))]));
    const tbt = spread(list.map((r) => r.tbt));
    const lcp = spread(list.map((r) => r.lcp));
    console.log(
      `  ${route.padEnd(32)} ${CATEGORIES.map((c) => fmt(per[c], 13)).join(' ')} ${fmt(tbt, 15)} ${fmt(lcp, 0)}`,
    );
    results.push({
      route,
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, per[c].median])),
      runs: list.map((r) => r.scores),
      tbt,
    });
  }
  return results;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({
    options: {
      runs: { type: 'string', default: String(LIGHTHOUSE_RUNS) },
      route: { type: 'string', multiple: true },
    },
    allowPositionals: true,
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1 || runs > 20) {
    console.error(`--runs must be a whole number from 1 to 20, got ${values.runs}`);
    process.exit(2);
  }
  const routes = values.route ?? LIGHTHOUSE_ROUTES;
  const unknown = routes.filter((r) => !LIGHTHOUSE_ROUTES.includes(r));
  if (unknown.length > 0) {
    console.error(`--route must be one of ${LIGHTHOUSE_ROUTES.join(', ')}; got ${unknown.join(', ')}`);
    process.exit(2);
  }
  const chromiumPath = process.env.ARCADE_CHROMIUM ?? '/usr/bin/chromium';
  console.log(machineLine(chromiumPath));
  const app = join(dirname(fileURLToPath(import.meta.url)), '..');
  const built = positionals.length === 0;
  const dirs = built ? [mkdtempSync(join(tmpdir(), 'arcade-web-lighthouse-'))] : positionals;
  const out = dirs[0];
  try {
    if (built) {
      const b = spawnSync(join(app, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn', '--outDir', out], {
        cwd: app,
        stdio: 'inherit',
      });
      if (b.status !== 0) process.exit(1);
    }
    const served = await Promise.all(dirs.map((dir) => serve({ dir, port: 0 })));
    try {
      const sites = served.map(({ url }, k) => ({ name: built ? '' : dirs[k], url }));
      await lighthouseRoutes(sites.length === 1 ? sites[0].url : sites, { chromiumPath, routes, runs });
    } finally {
      for (const { server } of served) server.close();
    }
  } finally {
    if (built) rmSync(out, { recursive: true, force: true });
  }
}
