#!/usr/bin/env node
// `node bench/frames.mjs [--game G] [--rounds N] [DIR ...]`: what each input of a scripted game costs
// the browser after the wait for the next frame, for one build or several side by side.
//
// Event Timing (the bench's figure) counts the inputs that painted after 16 ms; whether one does
// depends mostly on where in the frame interval it landed (a wait of 0 to 16.7 ms), so two builds
// differ in it by chance far more than by their work. This takes Chromium's own stages of each
// mouse press and release (the trace's EventLatency) and subtracts the wait: what is left is the
// input's work (the handlers, the frame's main-thread work, commit, raster, draw), the part a page
// can change. An input paints within a frame when its work fits in what the wait leaves.
//
//   G: othello (a game against level 1 by clicks, the default), othello-bench (the same game as the
//      bench plays it: each click once the status line says "Your move"), freecell (24 taps on deal 1),
//      freecell-solve (Solve on deal 1, then Skip to end once the solver plays),
//      dots (10 drags), tictactoe (4 games against random), foxdolphin (6 turns as the Foxes),
//      baseline (clicks that change one word; baseline-raf and baseline-poll: each after a 300 ms
//      wait by the driver, checking the page every animation frame or every 50 ms), othello-load
//      and foxdolphin-load (the page opened by its address in a fresh browser: the site's shell,
//      then the game's module and its page)
//
// --slowest N also prints the stages of the N slowest inputs, the tail the means hide.
//
// Beside the frames, the page's own tasks from the same trace (not the test driver's, bench/play.mjs
// cpuFigures): the longest by the CPU time it ran, and each input's main-thread CPU time to its
// frame. CPU time is what a loaded machine stretches least: builds compare on it best.
//   DIR: built sites (a copy of apps/web/dist from another commit, say); without one, this source
//        is built. Rounds alternate between the sites, each in a fresh browser.
//
// It prints figures, never asserts; they depend on the machine.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { serve } from '../scripts/serve.mjs';
import {
  CPU_CATEGORIES,
  cpuFigures,
  dragRows,
  eventLatencies,
  openGame,
  playFoxes,
  playOthelloMove,
  playTicTacToe,
  settled,
  solveToEnd,
  tapColumns,
  warmFonts,
} from './play.mjs';

const app = join(dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = process.env.ARCADE_CHROMIUM ?? '/usr/bin/chromium';
const { values, positionals } = parseArgs({
  options: {
    game: { type: 'string', default: 'othello' },
    rounds: { type: 'string', default: '2' },
    slowest: { type: 'string', default: '0' },
  },
  allowPositionals: true,
});
const rounds = Number(values.rounds);
const slowest = Number(values.slowest);
if (!Number.isInteger(slowest) || slowest < 0 || slowest > 100) {
  console.error(`--slowest must be a whole number from 0 to 100, got ${values.slowest}`);
  process.exit(2);
}
if (!Number.isInteger(rounds) || rounds < 1 || rounds > 50) {
  console.error(`--rounds must be a whole number from 1 to 50, got ${values.rounds}`);
  process.exit(2);
}

const GAMES = {
  async othello(page, url) {
    await openGame(page, url, '/othello?level=1&color=black', 'Your move');
    return async () => {
      for (let k = 0; k < 40; k++) {
        const legal = page.locator('[aria-label$=", legal"]:not([aria-disabled="true"])').first();
        try {
          await legal.waitFor({ timeout: 5000 });
        } catch {
          break; // the game is over
        }
        await legal.click();
        await settled(page);
      }
    };
  },
  // The bench's Othello game (bench/run.mjs): each click once the status line says "Your move".
  async 'othello-bench'(page, url) {
    await openGame(page, url, '/othello?level=1&color=black', 'Your move');
    return async () => {
      for (let k = 0; k < 40; k++) if (!(await playOthelloMove(page))) break;
    };
  },
  async freecell(page, url) {
    await openGame(page, url, '/freecell?deal=1', /Deal 1/);
    return () => tapColumns(page, 24);
  },
  async 'freecell-solve'(page, url) {
    await openGame(page, url, '/freecell?deal=1', /Deal 1/);
    return async () => {
      await solveToEnd(page);
      await page.waitForTimeout(500);
    };
  },
  async dots(page, url) {
    await openGame(page, url, '/dots?mode=moves&seed=1', /Join 5 dots/);
    return () => dragRows(page, 10);
  },
  async tictactoe(page, url) {
    await openGame(page, url, '/tictactoe?level=random&first=human', /Your move/);
    return () => playTicTacToe(page, 4);
  },
  async foxdolphin(page, url) {
    await openGame(page, url, '/foxdolphin?side=fox&seed=1', /Your turn, Foxes/);
    return () => playFoxes(page, 6);
  },
  'othello-load': (page, url) => loadRoute(page, url, '/othello?level=1&color=black', 'Your move'),
  'foxdolphin-load': (page, url) => loadRoute(page, url, '/foxdolphin?side=fox&seed=1', /Your turn, Foxes/),
  baseline: (page, url) => baseline(page, url, null),
  // The baseline's clicks, each after the driver waited 300 ms for the page by a check in every
  // animation frame (waitForFunction's default polling, as bench/play.mjs's Othello waits were), or
  // by one every 50 ms: what a test driver's own waiting costs the input after it.
  'baseline-raf': (page, url) => baseline(page, url, 'raf'),
  'baseline-poll': (page, url) => baseline(page, url, 50),
};

/** Clicks on a button that changes one word; `polling` (see GAMES) waits 300 ms before each. */
async function baseline(page, url, polling) {
  await page.goto(`${url}#/`);
  await page.getByText('Pick a game.').waitFor();
  await page.evaluate(() => {
    const b = document.createElement('button');
    b.textContent = 'baseline 0';
    let n = 0;
    b.addEventListener('click', () => {
      b.textContent = `baseline ${++n}`;
    });
    document.querySelector('main')?.prepend(b);
  });
  return async () => {
    for (let k = 0; k < 30; k++) {
      if (polling !== null) {
        await page.evaluate(() => {
          window.__until = performance.now() + 300;
        });
        await page.waitForFunction(() => performance.now() > window.__until, null, { polling });
      }
      await page.getByRole('button', { name: /^baseline/ }).click();
      await page.waitForTimeout(50);
    }
  };
}
/** A route opened by its address in a fresh page (each round's browser is new), as Lighthouse and the bench's loads open it. */
async function loadRoute(page, url, route, text) {
  await page.goto('about:blank');
  return async () => {
    await page.goto(`${url}#${route}`);
    await page.getByText(text).first().waitFor();
  };
}
const open = GAMES[values.game];
if (open === undefined) {
  console.error(`--game must be one of ${Object.keys(GAMES).join(', ')}, got ${values.game}`);
  process.exit(2);
}

async function measure(dir, into) {
  const { server, url } = await serve({ dir, port: 0 });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    await warmFonts(browser);
    const context = await browser.newContext({ viewport: { width: 1024, height: 900 } });
    await context.addInitScript(() => {
      window.__slow = [];
      window.__inputs = 0;
      // The inputs the bench counts (not the hover events a pointer's move to its target makes).
      const inputs = ['pointerdown', 'pointerup', 'pointermove', 'click', 'keydown'];
      new PerformanceObserver((l) => {
        for (const e of l.getEntries()) if (e.duration > 16 && inputs.includes(e.name)) window.__slow.push(e.duration);
      }).observe({ type: 'event', durationThreshold: 16, buffered: true });
      // Every such input, as bench/run.mjs counts them: the figure's "N of M".
      for (const t of inputs) window.addEventListener(t, () => window.__inputs++, true);
    });
    const page = await context.newPage();
    const play = await open(page, url);
    // A person looks at the page before the first input (the page warms up when idle).
    await page.waitForTimeout(1500);
    const cdp = await context.newCDPSession(page);
    const events = [];
    cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
    const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
    await cdp.send('Tracing.start', {
      categories: `input,cc,benchmark,${CPU_CATEGORIES}`,
      transferMode: 'ReportEvents',
    });
    await play();
    await page.waitForTimeout(300);
    await cdp.send('Tracing.end');
    await done;
    // Only inputs that led to a frame (a refused tap whose text waits for the next one has none).
    into.rows.push(...eventLatencies(events, ['MOUSE_PRESSED', 'MOUSE_RELEASED'], true));
    const seen = await page.evaluate(() => ({ slow: window.__slow, inputs: window.__inputs }));
    into.slow.push(...seen.slow);
    into.inputs += seen.inputs;
    into.cpu.push(cpuFigures(events));
  } finally {
    await browser.close();
    server.close();
  }
}

const WAIT = 'RendererMainFinishedToBeginImplFrame';
const STAGES = [
  ['handlers', 'RendererMainProcessing'],
  ["main thread's frame", 'SendBeginMainFrameToCommit'],
  ['raster (commit to activation)', 'EndCommitToActivation'],
  ['draw', 'StartDrawToSwapStart'],
];
const mean = (xs) => xs.reduce((a, c) => a + c, 0) / Math.max(1, xs.length);
const at = (xs, p) => xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))] ?? 0;

let built = null;
let dirs = positionals;
if (dirs.length === 0) {
  built = mkdtempSync(join(tmpdir(), 'arcade-web-frames-'));
  const vite = join(app, 'node_modules', '.bin', 'vite');
  const b = spawnSync(vite, ['build', '--logLevel', 'warn', '--outDir', built, '--emptyOutDir'], {
    cwd: app,
    stdio: 'inherit',
  });
  if (b.status !== 0) process.exit(1);
  dirs = [built];
}
try {
  const version = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? 'unknown';
  console.log(`machine: ${cpus()[0]?.model ?? 'unknown cpu'} x${cpus().length}, Node ${process.version}, ${version}`);
  console.log(
    `${values.game}: ${rounds} round(s) a site, alternating; ms, mouse presses and releases that led to a frame`,
  );
  const results = dirs.map(() => ({ rows: [], slow: [], cpu: [], inputs: 0 }));
  for (let r = 0; r < rounds; r++) for (let k = 0; k < dirs.length; k++) await measure(dirs[k], results[k]);
  dirs.forEach((dir, k) => {
    const { rows, slow } = results[k];
    const work = rows.map((x) => x.total - (x.stages[WAIT] ?? 0));
    console.log(
      `\n${dir === built ? 'this source' : dir}: ${rows.length} inputs; Event Timing over 16 ms: ${slow.length} of ${results[k].inputs} inputs` +
        ` (pointer, click and key events; worst ${Math.max(0, ...slow).toFixed(0)} ms)`,
    );
    console.log(
      `  input to frame on screen   mean ${mean(rows.map((x) => x.total)).toFixed(2)}` +
        `  (the wait for the frame, mean ${mean(rows.map((x) => x.stages[WAIT] ?? 0)).toFixed(2)})`,
    );
    console.log(
      `  work after the wait        mean ${mean(work).toFixed(2)}, median ${at(work, 0.5).toFixed(2)}, 90th percentile ${at(work, 0.9).toFixed(2)}`,
    );
    for (const [label, key] of STAGES) {
      console.log(`    ${label.padEnd(30)} mean ${mean(rows.map((x) => x.stages[key] ?? 0)).toFixed(2)}`);
    }
    // Every stage Chromium traced (they nest: a stage and its parts are both listed), by its mean
    // over all the inputs: where the time the four above leave out went.
    const names = [...new Set(rows.flatMap((x) => Object.keys(x.stages)))];
    const means = names
      .map((n) => [n, mean(rows.map((x) => x.stages[n] ?? 0))])
      .filter(([, m]) => m >= 0.5)
      .sort((p, q) => q[1] - p[1]);
    console.log(`  every stage of 0.5 ms or more, mean: ${means.map(([n, m]) => `${n} ${m.toFixed(2)}`).join(', ')}`);
    // The tail: where the time of the slowest inputs went, stage by stage (what the means hide).
    const tail = rows
      .map((x) => ({ x, work: x.total - (x.stages[WAIT] ?? 0) }))
      .sort((p, q) => q.work - p.work)
      .slice(0, slowest);
    for (const { x, work: w } of tail) {
      const parts = Object.entries(x.stages)
        .filter(([n, m]) => n !== WAIT && m >= 0.3)
        .sort((p, q) => q[1] - p[1])
        .map(([n, m]) => `${n} ${m.toFixed(1)}`);
      console.log(`  slow input: work ${w.toFixed(1)} (${x.type ?? 'input'}): ${parts.join(', ')}`);
    }
    // The page's own tasks (not the test driver's), by the CPU time they ran: each round's longest.
    const longest = results[k].cpu.map((f) => Math.max(0, ...f.tasks.filter((t) => !t.driver).map((t) => t.cpu)));
    const inputs = results[k].cpu.flatMap((f) => f.inputs.map((i) => i.cpu));
    const total = results[k].cpu.map((f) => f.tasks.filter((t) => !t.driver).reduce((a, t) => a + t.cpu, 0));
    // Lighthouse's blocking time from these tasks, as its 4x slower CPU sees them: each task's time
    // over 50 ms, the task taken as its CPU time times 4 (what a person's slower phone would take).
    const blocking = results[k].cpu.map((f) =>
      f.tasks.filter((t) => !t.driver).reduce((a, t) => a + Math.max(0, 4 * t.cpu - 50), 0),
    );
    const top = results[k].cpu.map((f) =>
      f.tasks
        .filter((t) => !t.driver)
        .map((t) => t.cpu)
        .sort((a, b) => b - a)
        .slice(0, 4)
        .map((x) => x.toFixed(1))
        .join(' '),
    );
    console.log(
      `  the page's longest task, CPU ms, each round: ${longest.map((x) => x.toFixed(1)).join(', ')}` +
        `\n  the page's tasks in all, CPU ms, each round: ${total.map((x) => x.toFixed(0)).join(', ')}` +
        `\n  the page's four longest tasks, CPU ms, each round: ${top.join('; ')}` +
        `\n  blocking time at a 4x slower CPU (sum of 4 x CPU - 50 ms), each round: ${blocking.map((x) => x.toFixed(0)).join(', ')}` +
        (inputs.length === 0
          ? ''
          : `\n  inputs' main thread to their frame, CPU ms: median ${at(inputs, 0.5).toFixed(2)}, 90th percentile ${at(inputs, 0.9).toFixed(2)}, worst ${Math.max(...inputs).toFixed(2)}`),
    );
  });
} finally {
  if (built !== null) rmSync(built, { recursive: true, force: true });
}
