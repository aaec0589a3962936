#!/usr/bin/env node
// `node bench/trace.mjs [othello|freecell|dots]`: where the main thread's time goes while a scripted
// game is played, from a Chromium trace (CDP Tracing, the Performance panel's categories). Prints,
// per kind of work on the page's main thread (our handlers, style recalculation, layout, paint...),
// the total and the longest, the frames of the slowest inputs, and Chromium's own stages of each
// pointer press from the OS event to the frame on screen (EventLatency: our handlers, the wait for
// the next frame, the frame's main-thread work, raster, draw). A diagnosis aid for the bench's
// input-to-paint figures; it prints, never asserts.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serve } from '../scripts/serve.mjs';
import { describeTask, dragRows, eventLatencies, openGame, playOthelloMove, solveToEnd } from './play.mjs';

const app = join(dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = process.env.ARCADE_CHROMIUM ?? '/usr/bin/chromium';
const which = process.argv[2] ?? 'othello';

async function trace(dir) {
  const { server, url } = await serve({ dir, port: 0 });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({ viewport: { width: 1024, height: 900 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const play = SCRIPTS[which];
    await play.open(page, url);
    const events = [];
    cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
    const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
    await cdp.send('Tracing.start', {
      categories:
        'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing,loading,input,cc,benchmark',
      transferMode: 'ReportEvents',
    });
    // The JavaScript profile alongside (sampled every 100 us): whose code the handlers' time is.
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await play.run(page);
    const { profile } = await cdp.send('Profiler.stop');
    await cdp.send('Tracing.end');
    await done;
    const slowest = summarize(events);
    pipeline(events);
    selfTimes(profile);
    if (slowest !== undefined) selfTimes(profile, slowest);
  } finally {
    await browser.close();
    server.close();
  }
}

const SCRIPTS = {
  othello: {
    async open(page, url) {
      await openGame(page, url, '/othello?level=1&color=black', 'Your move');
    },
    async run(page) {
      for (let k = 0; k < 12; k++) if (!(await playOthelloMove(page))) break;
      await page
        .getByText(/Your move|Game over/)
        .first()
        .waitFor({ timeout: 60_000 });
    },
  },
  freecell: {
    async open(page, url) {
      await openGame(page, url, '/freecell?deal=1', /Deal 1/);
    },
    async run(page) {
      await solveToEnd(page);
    },
  },
  dots: {
    async open(page, url) {
      await openGame(page, url, '/dots?mode=moves&seed=1', /Join 5 dots/);
    },
    async run(page) {
      await dragRows(page, 4);
    },
  },
};

function selfTimes(profile, during) {
  // Self time per function, from the samples (the idle and program nodes left out).
  const what =
    during === undefined
      ? 'while playing'
      : `in the slowest input (${during.args.data.type}, ${(during.dur / 1000).toFixed(1)} ms)`;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dt = profile.timeDeltas;
  // Sample times, on the trace's clock: to keep only those inside one event (`during`).
  const at = [];
  let t = profile.startTime;
  for (const d of dt) {
    t += d;
    at.push(t);
  }
  const inside = (k) => during === undefined || (at[k] >= during.ts && at[k] <= during.ts + during.dur);
  profile.samples.forEach((id, k) => {
    if (!inside(k)) return;
    const n = byId.get(id);
    const f = n.callFrame;
    // Only the site's own code (its bundle under /assets/) and the browser's natives it calls; the
    // test driver's injected script (playwright's selectors) is not the page's cost.
    if (f.functionName === '(idle)' || f.functionName === '(program)') return;
    if (f.url !== '' && !f.url.includes('/assets/')) return;
    const name = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}`;
    self.set(name, (self.get(name) ?? 0) + (dt[k + 1] ?? 0) / 1000);
  });
  // Inclusive time for the site's own functions: a sample counts for every frame of ours on its stack.
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const total = new Map();
  profile.samples.forEach((id, k) => {
    if (!inside(k)) return;
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const f = byId.get(at).callFrame;
      if (!f.url.includes('/assets/')) continue;
      const name = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}`;
      if (seen.has(name)) continue;
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + (dt[k + 1] ?? 0) / 1000);
    }
  });
  console.log(`Inclusive time of the site's functions ${what} (ms), top 15:`);
  for (const [name, ms] of [...total].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
    console.log(`  ${ms.toFixed(1).padStart(7)}  ${name}`);
  }
  const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 15);
  console.log(`JavaScript self time ${what} (ms; the bundle built without minifying), top 15:`);
  for (const [name, ms] of top) console.log(`  ${ms.toFixed(1).padStart(7)}  ${name}`);
}

function summarize(events) {
  // The renderer's main thread: the thread that ran the page's event dispatches.
  const dispatch = events.find((e) => e.name === 'EventDispatch');
  if (dispatch === undefined) {
    console.log('no EventDispatch in the trace');
    return;
  }
  const main = events.filter((e) => e.pid === dispatch.pid && e.tid === dispatch.tid && e.ph === 'X');
  const KINDS = [
    'EventDispatch',
    'FunctionCall',
    'TimerFire',
    'FireAnimationFrame',
    'UpdateLayoutTree',
    'Layout',
    'PrePaint',
    'Paint',
    'Layerize',
    'Commit',
    'ParseAuthorStyleSheet',
    'MajorGC',
    'MinorGC',
    'V8.GC_SCAVENGER',
    'ScheduleStyleRecalculation',
    'RunTask',
  ];
  console.log(`${which}: the page's main thread while playing (ms: total, count, longest)`);
  for (const k of KINDS) {
    const xs = main.filter((e) => e.name === k).map((e) => (e.dur ?? 0) / 1000);
    if (xs.length === 0) continue;
    const total = xs.reduce((a, c) => a + c, 0);
    console.log(
      `  ${k.padEnd(26)} ${total.toFixed(1).padStart(8)} ${String(xs.length).padStart(6)} ${Math.max(...xs)
        .toFixed(1)
        .padStart(7)}`,
    );
  }
  // Off the main thread: rasterising what was painted (software raster here, on raster threads), and
  // layout shifts (content that moved, which repaints and rasterises everything it moved).
  const raster = events.filter((e) => e.name === 'RasterTask' && e.ph === 'X').map((e) => (e.dur ?? 0) / 1000);
  const rasterTotal = raster.reduce((a, c) => a + c, 0);
  console.log(
    `  ${'RasterTask (all threads)'.padEnd(26)} ${rasterTotal.toFixed(1).padStart(8)} ${String(raster.length).padStart(6)} ${Math.max(
      0,
      ...raster,
    )
      .toFixed(1)
      .padStart(7)}`,
  );
  const shifts = events.filter((e) => e.name === 'LayoutShift');
  const score = shifts.reduce((a, e) => a + (e.args?.data?.score ?? 0), 0);
  console.log(`  layout shifts: ${shifts.length} (score ${score.toFixed(3)})`);
  const clicks = main
    .filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click')
    .map((e) => e.dur / 1000);
  if (clicks.length > 0) {
    const mean = clicks.reduce((a, c) => a + c, 0) / clicks.length;
    console.log(
      `  click handlers: ${clicks.length}, mean ${mean.toFixed(2)} ms, longest ${Math.max(...clicks).toFixed(1)} ms`,
    );
  }
  // The longest tasks and what ran inside them.
  for (const t of main
    .filter((e) => e.name === 'RunTask')
    .sort((a, b) => b.dur - a.dur)
    .slice(0, 3)) {
    console.log(`  ${describeTask(events, t)}`);
  }
  // The slowest input dispatches (click, pointer), and what ran on the main thread in the 40 ms after.
  const inputs = main
    .filter((e) => e.name === 'EventDispatch' && /click|pointer|mouse|key/.test(e.args?.data?.type ?? ''))
    .sort((a, b) => b.dur - a.dur)
    .slice(0, 5);
  let slowest;
  for (const d of inputs) {
    slowest ??= d;
    const from = d.ts;
    const to = d.ts + 40_000;
    const after = main.filter((e) => e.ts >= from && e.ts < to && e.name !== 'RunTask' && e.dur > 300);
    const parts = after.map((e) => `${e.name} ${(e.dur / 1000).toFixed(1)}`).join(', ');
    console.log(`  ${d.args.data.type} ${(d.dur / 1000).toFixed(1)} ms, then within 40 ms: ${parts}`);
  }
  return slowest;
}

/**
 * Chromium's own account of each pointer press, from the OS event to the frame on screen
 * (the trace's EventLatency stages): our handlers, the wait for the next frame to begin (the
 * frame's phase: an input that lands just after a frame begins waits up to a whole frame),
 * the main thread's frame, raster (commit to activation) and the draw. Which of these a slow
 * input spent its time in says whether the page or the frame clock made it slow.
 */
function pipeline(events) {
  const rows = eventLatencies(events, ['MOUSE_PRESSED']);
  if (rows.length === 0) {
    console.log('  no EventLatency in the trace');
    return;
  }
  const STAGES = [
    ['handlers', 'RendererMainProcessing'],
    ['wait for the frame', 'RendererMainFinishedToBeginImplFrame'],
    ["main thread's frame", 'SendBeginMainFrameToCommit'],
    ['raster', 'EndCommitToActivation'],
    ['draw and swap', 'StartDrawToSwapStart'],
  ];
  const stat = (xs) => {
    const s = xs.slice().sort((a, b) => a - b);
    return `median ${s[s.length >> 1].toFixed(1).padStart(5)}, longest ${s.at(-1).toFixed(1).padStart(5)}`;
  };
  const over = rows.filter((r) => r.total > 1000 / 60);
  console.log(
    `Frame pipeline of the ${rows.length} pointer presses (Chromium's EventLatency, ms; ${over.length} over one 60 Hz frame):`,
  );
  console.log(`  ${'OS event to frame on screen'.padEnd(28)} ${stat(rows.map((r) => r.total))}`);
  for (const [label, key] of STAGES) {
    console.log(`  ${label.padEnd(28)} ${stat(rows.map((r) => r.stages[key] ?? 0))}`);
  }
  if (over.length > 0) {
    const sum = (key) => over.reduce((a, r) => a + (r.stages[key] ?? 0), 0) / over.length;
    console.log(
      `  the ${over.length} over a frame, on average: ` +
        STAGES.map(([label, key]) => `${label} ${sum(key).toFixed(1)}`).join(', '),
    );
  }
}

// Last, so that SCRIPTS above is initialised.
const out = mkdtempSync(join(tmpdir(), 'arcade-web-trace-'));
try {
  const vite = join(app, 'node_modules', '.bin', 'vite');
  const b = spawnSync(vite, ['build', '--logLevel', 'warn', '--minify', 'false', '--outDir', out, '--emptyOutDir'], {
    cwd: app,
    stdio: 'inherit',
  });
  if (b.status !== 0) process.exit(1);
  await trace(out);
} finally {
  rmSync(out, { recursive: true, force: true });
}
