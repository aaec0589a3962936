#!/usr/bin/env node
// Lighthouse 12.2.3 (issue 35 §8) on every route of a built site, with its default settings: a
// mobile page and simulated throttling (slow 4G, a 4x slower CPU). Prints performance,
// accessibility, best practices and SEO per route, and what cost points below 100.
//
//   node bench/lighthouse.mjs            build into a temporary directory, then audit it
//   (run.mjs calls lighthouseRoutes with the build it made)
//
// Chromium is Debian's (/usr/bin/chromium), started by playwright-core with a DevTools port for
// Lighthouse to drive. Figures depend on the machine: run.mjs prints it first.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
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

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

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

/**
 * Audits each route of the site served at `url` and prints one line a route, then the audits that
 * cost points. Returns the scores, by route.
 */
export async function lighthouseRoutes(url, { chromiumPath = '/usr/bin/chromium', routes = LIGHTHOUSE_ROUTES } = {}) {
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', `--remote-debugging-port=${port}`],
  });
  const results = [];
  console.log(
    '\nLighthouse 12.2.3 (mobile, simulated throttling; scores 0-100; budgets: performance >= 95, others 100):',
  );
  console.log(`  ${'route'.padEnd(32)} perf  a11y  best   seo   LCP ms  TBT ms   CLS`);
  try {
    for (const route of routes) {
      const runner = await lighthouse(`${url}${route}`, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      const lhr = runner?.lhr;
      if (lhr === undefined) {
        console.log(`  ${route.padEnd(32)} no result`);
        continue;
      }
      const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
      const num = (a) => lhr.audits[a]?.numericValue ?? Number.NaN;
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, score(c)]));
      results.push({ route, scores });
      console.log(
        `  ${route.padEnd(32)} ${CATEGORIES.map((c) => String(scores[c]).padStart(4)).join('  ')}` +
          `  ${num('largest-contentful-paint').toFixed(0).padStart(7)} ${num('total-blocking-time').toFixed(0).padStart(7)}` +
          `  ${num('cumulative-layout-shift').toFixed(3).padStart(5)}`,
      );
      if (lhr.runtimeError !== undefined) console.log(`      runtime error: ${lhr.runtimeError.message}`);
      // What performance is made of: each weighted metric, its value and its score, when it lost points.
      const perf = lhr.categories.performance;
      if (perf !== undefined && perf.score !== null && perf.score < 1) {
        const parts = perf.auditRefs
          .filter((r) => r.weight > 0 && lhr.audits[r.id]?.score !== null)
          .map(
            (r) =>
              `${r.acronym ?? r.id} ${lhr.audits[r.id].displayValue ?? ''} (${Math.round(lhr.audits[r.id].score * 100)}, weight ${r.weight})`,
          );
        console.log(`      performance metrics: ${parts.join('; ')}`);
        // The main thread's work in the page's load, by kind, and the scripts that ran longest.
        const work = lhr.audits['mainthread-work-breakdown']?.details?.items ?? [];
        console.log(
          `      main thread (4x slower CPU): ${work.map((i) => `${i.groupLabel ?? i.group} ${Math.round(i.duration)} ms`).join(', ')}`,
        );
        const tasks = lhr.audits['long-tasks']?.details?.items ?? [];
        if (tasks.length > 0)
          console.log(
            `      long tasks: ${tasks.map((t) => `${Math.round(t.duration)} ms at ${Math.round(t.startTime)} (${String(t.url).split('/').pop()})`).join(', ')}`,
          );
      }
      // What cost points: every audit of a category with a weight that did not pass.
      for (const c of CATEGORIES) {
        for (const ref of lhr.categories[c]?.auditRefs ?? []) {
          const a = lhr.audits[ref.id];
          if (ref.weight === 0 || a === undefined || a.score === null || a.score >= 0.9) continue;
          const value = a.displayValue ? ` (${a.displayValue})` : '';
          console.log(`      ${c}: ${a.id} ${Math.round(a.score * 100)}${value}`);
        }
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const app = join(dirname(fileURLToPath(import.meta.url)), '..');
  const out = mkdtempSync(join(tmpdir(), 'arcade-web-lighthouse-'));
  try {
    const b = spawnSync(join(app, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn', '--outDir', out], {
      cwd: app,
      stdio: 'inherit',
    });
    if (b.status !== 0) process.exit(1);
    const { server, url } = await serve({ dir: out, port: 0 });
    try {
      await lighthouseRoutes(url, { chromiumPath: process.env.ARCADE_CHROMIUM ?? '/usr/bin/chromium' });
    } finally {
      server.close();
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
