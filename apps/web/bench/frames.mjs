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
//   G: othello (a game against level 1 by clicks, the default), freecell (24 taps on deal 1),
//      dots (10 drags), tictactoe (4 games against random), baseline (clicks that change one word)
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

const app = join(dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = process.env.ARCADE_CHROMIUM ?? '/usr/bin/chromium';
const { values, positionals } = parseArgs({
  options: { game: { type: 'string', default: 'othello' }, rounds: { type: 'string', default: '2' } },
  allowPositionals: true,
});
const rounds = Number(values.rounds);
if (!Number.isInteger(rounds) || rounds < 1 || rounds > 50) {
  console.error(`--rounds must be a whole number from 1 to 50, got ${values.rounds}`);
  process.exit(2);
}

// The status line follows the board a frame later (afterPaint in src/page.ts): wait for it.
const settled = (page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));

const GAMES = {
  async othello(page, url) {
    await page.goto(`${url}#/othello?level=1&color=black`);
    await page.getByText('Your move').first().waitFor();
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
  async freecell(page, url) {
    await page.goto(`${url}#/freecell?deal=1`);
    await page
      .getByText(/Deal 1/)
      .first()
      .waitFor();
    return async () => {
      const table = page.getByRole('group', { name: 'FreeCell table' });
      for (let k = 0; k < 24; k++) {
        const card = table
          .getByRole('group', { name: `column ${(k % 8) + 1}`, exact: true })
          .getByRole('button')
          .last();
        if ((await card.count()) === 0) continue;
        await card.click();
        await settled(page);
      }
    };
  },
  async dots(page, url) {
    await page.goto(`${url}#/dots?mode=moves&seed=1`);
    await page
      .getByText(/Join 5 dots/)
      .first()
      .waitFor();
    return async () => {
      for (let k = 0; k < 10; k++) {
        const box = await page.getByRole('group', { name: 'Two Dots board' }).boundingBox();
        const y = box.y + (box.height / 6) * ((k % 6) + 0.5);
        await page.mouse.move(box.x + box.width / 12, y);
        await page.mouse.down();
        await page.mouse.move(box.x + (box.width * 11) / 12, y, { steps: 12 });
        await page.mouse.up();
        await settled(page);
      }
    };
  },
  async tictactoe(page, url) {
    await page.goto(`${url}#/tictactoe?level=random&first=human`);
    await page
      .getByText(/Your move/)
      .first()
      .waitFor();
    return async () => {
      for (let game = 0; game < 4; game++) {
        for (let k = 0; k < 5; k++) {
          const cell = page.locator('[aria-label$=", empty"]:not([aria-disabled="true"])').first();
          if (/Draw|wins|You win/.test((await page.getByRole('status').textContent()) ?? '')) break;
          if ((await cell.count()) === 0) break;
          await cell.click();
          await settled(page);
        }
        await page.getByRole('button', { name: 'New game' }).click();
        await settled(page);
      }
    };
  },
  async baseline(page, url) {
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
        await page.getByRole('button', { name: /^baseline/ }).click();
        await page.waitForTimeout(50);
      }
    };
  },
};
const open = GAMES[values.game];
if (open === undefined) {
  console.error(`--game must be one of ${Object.keys(GAMES).join(', ')}, got ${values.game}`);
  process.exit(2);
}

/** Each EventLatency of a mouse press or release: its total and its stages (ms). */
function latencies(events) {
  const nest = events
    .filter((e) => (e.ph === 'b' || e.ph === 'e') && e.id2?.local !== undefined)
    .sort((a, b) => a.ts - b.ts || (a.ph === 'e' ? -1 : 1));
  const rows = [];
  nest.forEach((b, i) => {
    const type = b.args?.event_latency?.event_type;
    if (b.name !== 'EventLatency' || b.ph !== 'b' || (type !== 'MOUSE_PRESSED' && type !== 'MOUSE_RELEASED')) return;
    const stages = {};
    const open = {};
    for (let j = i + 1; j < nest.length; j++) {
      const x = nest[j];
      if (x.id2.local !== b.id2.local || x.pid !== b.pid) continue;
      if (x.name === 'EventLatency') {
        // Only inputs that led to a frame (a refused tap whose text waits for the next one has none).
        if (x.ph === 'e' && 'StartDrawToSwapStart' in stages) rows.push({ type, total: (x.ts - b.ts) / 1000, stages });
        return;
      }
      if (x.ph === 'b') open[x.name] = x.ts;
      else if (open[x.name] !== undefined && !(x.name in stages)) stages[x.name] = (x.ts - open[x.name]) / 1000;
    }
  });
  return rows;
}

async function measure(dir, into) {
  const { server, url } = await serve({ dir, port: 0 });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    // The browser's first page matches the system's fonts (see run.mjs): done here, unmeasured.
    const warm = await browser.newContext();
    await (await warm.newPage()).setContent('<p style="font-family: system-ui, sans-serif">Arcade <b>b</b></p>');
    await warm.close();
    const context = await browser.newContext({ viewport: { width: 1024, height: 900 } });
    await context.addInitScript(() => {
      window.__slow = [];
      new PerformanceObserver((l) => {
        // The inputs the bench counts (not the hover events a pointer's move to its target makes).
        const inputs = ['pointerdown', 'pointerup', 'pointermove', 'click', 'keydown'];
        for (const e of l.getEntries()) if (e.duration > 16 && inputs.includes(e.name)) window.__slow.push(e.name);
      }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    });
    const page = await context.newPage();
    const play = await open(page, url);
    // A person looks at the page before the first input (the page warms up when idle).
    await page.waitForTimeout(1500);
    const cdp = await context.newCDPSession(page);
    const events = [];
    cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
    const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
    await cdp.send('Tracing.start', { categories: 'input,cc,benchmark', transferMode: 'ReportEvents' });
    await play();
    await page.waitForTimeout(300);
    await cdp.send('Tracing.end');
    await done;
    into.rows.push(...latencies(events));
    into.slow.push(...(await page.evaluate(() => window.__slow)));
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
  const results = dirs.map(() => ({ rows: [], slow: [] }));
  for (let r = 0; r < rounds; r++) for (let k = 0; k < dirs.length; k++) await measure(dirs[k], results[k]);
  dirs.forEach((dir, k) => {
    const { rows, slow } = results[k];
    const work = rows.map((x) => x.total - (x.stages[WAIT] ?? 0));
    console.log(
      `\n${dir === built ? 'this source' : dir}: ${rows.length} inputs; Event Timing over 16 ms: ${slow.length} events`,
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
  });
} finally {
  if (built !== null) rmSync(built, { recursive: true, force: true });
}
