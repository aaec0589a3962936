// What the bench scripts share (run.mjs, frames.mjs, trace.mjs): the browser's font warm-up, the
// scripted inputs, each on a page whose game is open, and the reading of a trace (Chromium's
// EventLatency stages, a main-thread task's parts and CPU time).
//
//   import { settled, tapColumns } from './play.mjs';
//   await tapColumns(page, 24);

/**
 * Waits for the frame after next and the task after it: the site draws a board in the input's
 * frame and the status line once that frame is on screen (afterPaint in src/page.ts; Othello's
 * page waits two frames).
 */
export function settled(page) {
  return page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)))),
  );
}

/**
 * Plays the person's next Othello move: waits until the game is over, or a square can be played
 * (the computer's turn over: its legal squares are named ", legal" too, but disabled) and the
 * status line says so (a frame or two after the board, as a person sees it), then clicks the
 * first such square and waits for the status line. Returns false at the game's end.
 * A status line read as "Your move" while the computer thought (the text of before the click)
 * once sent a click to a disabled square, which waited out its timeout; a click as soon as the
 * board took one, before the text, landed while the reply's discs were turning every time
 * (frames.mjs does that on purpose, the bench does not).
 */
export async function playOthelloMove(page) {
  const open = '[aria-label$=", legal"]:not([aria-disabled="true"])';
  const ready = await page.waitForFunction(
    (sel) => {
      const status = document.querySelector('[role="status"]')?.textContent ?? '';
      if (/Game over/.test(status)) return 'over';
      return document.querySelector(sel) !== null && /Your move/.test(status) ? 'move' : false;
    },
    open,
    // Checked every 50 ms, not in every animation frame (waitForFunction's default), so the driver's
    // own checks do not run in the page's frames while it waits. With both cores busy with other
    // work, the click after a wait checked in every frame took 0.8 to 1.1 ms more work to its frame
    // (frames.mjs --game baseline-raf: 5.8 and 6.2 ms, baseline-poll 5.1 and 5.0); on an idle
    // machine the two were within run-to-run noise (5.2 and 5.4 against 5.2 and 4.9).
    { timeout: 60_000, polling: 50 },
  );
  if ((await ready.jsonValue()) === 'over') return false;
  await page.locator(open).first().click();
  await settled(page);
  return true;
}

/**
 * A browser just started does its own first-use work at its first page: matching the system's
 * fonts (fontconfig, a synchronous call from the page's thread), which blocked that page's first
 * layout for 50-60 ms of wall time at 8 ms of CPU in a trace. A person's browser has done it long
 * before they open the site, so a page of text in the site's fonts comes first, unmeasured.
 */
export async function warmFonts(browser) {
  const warm = await browser.newContext();
  await (await warm.newPage()).setContent(
    '<p style="font-family: system-ui, sans-serif">Arcade <b>bold</b></p><textarea style="font-family: ui-monospace, monospace">f5 d6</textarea>',
  );
  await warm.close();
}

/** FreeCell: `taps` taps on the last card of each column in turn (its smart move, or a refusal). */
export async function tapColumns(page, taps) {
  const table = page.getByRole('group', { name: 'FreeCell table' });
  for (let k = 0; k < taps; k++) {
    const card = table
      .getByRole('group', { name: `column ${(k % 8) + 1}`, exact: true })
      .getByRole('button')
      .last();
    if ((await card.count()) === 0) continue;
    await card.click();
    await settled(page);
  }
}

/**
 * FreeCell: Solve, then Skip to end once the solver plays (it shows its moves at a person's pace),
 * and the wait for the end. The Skip to end click was the site's longest task.
 */
export async function solveToEnd(page) {
  await page.getByRole('button', { name: 'Solve' }).click();
  await page.getByRole('button', { name: 'Skip to end' }).click({ timeout: 120_000 });
  await page
    .getByText(/the solver finished/)
    .first()
    .waitFor({ timeout: 120_000 });
}

/** Closes the result dialog a finished game opens (Escape, as a person would), so the page's own buttons take clicks again. */
export async function closeResult(page) {
  const dialog = page.getByRole('dialog');
  if ((await dialog.count()) > 0 && (await dialog.first().isVisible())) {
    await page.keyboard.press('Escape');
    await dialog.first().waitFor({ state: 'hidden' });
  }
}

/** Tic-tac-toe: `games` games, each click on the first empty cell the board takes, then New game. */
export async function playTicTacToe(page, games) {
  for (let game = 0; game < games; game++) {
    for (let k = 0; k < 5; k++) {
      if (/Draw|wins|You win/.test((await page.getByRole('status').textContent()) ?? '')) break;
      const cell = page
        .getByRole('group', { name: 'Tic-tac-toe board' })
        .locator('[aria-label$=", empty"]:not([aria-disabled="true"])')
        .first();
      if ((await cell.count()) === 0) break;
      await cell.click();
      await settled(page);
    }
    await closeResult(page);
    await page.getByRole('button', { name: 'New game' }).click();
    await settled(page);
  }
}

/** Two Dots: `drags` drags, each across a row (rows in turn), each step over a dot redrawing the path. */
export async function dragRows(page, drags) {
  for (let k = 0; k < drags; k++) {
    const box = await page.getByRole('group', { name: 'Two Dots board' }).boundingBox();
    const y = box.y + (box.height / 6) * ((k % 6) + 0.5);
    await page.mouse.move(box.x + box.width / 12, y);
    await page.mouse.down();
    await page.mouse.move(box.x + (box.width * 11) / 12, y, { steps: 12 });
    await page.mouse.up();
  }
}

/**
 * Chromium's account of each input of `types` (EventLatency, e.g. 'MOUSE_PRESSED'), from the OS
 * event to the frame on screen: `{ type, total, stages }` in ms, `stages` by their trace names
 * (RendererMainProcessing: the handlers; RendererMainFinishedToBeginImplFrame: the wait for the
 * frame; SendBeginMainFrameToCommit: the main thread's frame; EndCommitToActivation: raster;
 * StartDrawToSwapStart: the draw). `framed`: only the inputs that led to a frame.
 */
export function eventLatencies(events, types, framed = false) {
  // Nested async events: a stage begins and ends under its EventLatency's local id (ids are reused).
  const nest = events
    .filter((e) => (e.ph === 'b' || e.ph === 'e') && e.id2?.local !== undefined)
    .sort((a, b) => a.ts - b.ts || (a.ph === 'e' ? -1 : 1));
  const rows = [];
  nest.forEach((b, i) => {
    const type = b.args?.event_latency?.event_type;
    if (b.name !== 'EventLatency' || b.ph !== 'b' || !types.includes(type)) return;
    const stages = {};
    const open = {};
    for (let j = i + 1; j < nest.length; j++) {
      const x = nest[j];
      if (x.id2.local !== b.id2.local || x.pid !== b.pid) continue;
      if (x.name === 'EventLatency') {
        if (x.ph === 'e' && (!framed || 'StartDrawToSwapStart' in stages)) {
          rows.push({ type, total: (x.ts - b.ts) / 1000, stages });
        }
        return;
      }
      if (x.ph === 'b') open[x.name] = x.ts;
      else if (open[x.name] !== undefined && !(x.name in stages)) stages[x.name] = (x.ts - open[x.name]) / 1000;
    }
  });
  return rows;
}

/**
 * One line for task `t` of a trace (a RunTask on a page's main thread): its wall time, the CPU
 * time its thread ran (tdur; far below the wall time, the thread waited for a core, the machine's
 * load, not running anything of ours), and the events in it that took 1 ms or more.
 */
export function describeTask(events, t) {
  const ms = (us) => ((us ?? 0) / 1000).toFixed(1);
  const parts = events
    .filter(
      (e) =>
        e !== t &&
        e.ph === 'X' &&
        e.pid === t.pid &&
        e.tid === t.tid &&
        e.dur >= 1000 &&
        e.ts >= t.ts &&
        e.ts + e.dur <= t.ts + t.dur &&
        !/RunTask$/.test(e.name),
    )
    .map((e) => {
      const what = `${e.args?.data?.type ? `(${e.args.data.type})` : ''}${e.args?.data?.functionName ? `(${e.args.data.functionName})` : ''}`;
      return `${e.name}${what} ${ms(e.dur)}${e.tdur === undefined ? '' : ` (${ms(e.tdur)})`}`;
    });
  const cpu = t.tdur === undefined ? '' : ` (${ms(t.tdur)} ms of it on a CPU)`;
  // The test driver's tasks (a DevTools protocol command: Playwright's locators and checks) are marked.
  const driver = events.some(
    (e) =>
      e.name === 'DevToolsSession::DispatchProtocolCommand' &&
      e.tid === t.tid &&
      e.pid === t.pid &&
      e.ts >= t.ts &&
      e.ts < t.ts + t.dur,
  )
    ? "the test driver's "
    : '';
  return `${driver}task ${ms(t.dur)} ms${cpu}: ${parts.join(', ') || '(nothing traced inside over 1 ms)'}`;
}

/**
 * The tasks of the pages' main threads (Chromium's CrRendererMain) that ran over 50 ms of wall
 * time in a trace with the `toplevel` and `devtools.timeline` categories, each as describeTask's
 * line.
 */
export function longTasks(events) {
  const main = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  return events
    .filter(
      (t) =>
        t.ph === 'X' &&
        (/RunTask$/.test(t.name) || t.name === CHECKPOINT) &&
        t.dur > 50_000 &&
        main.has(`${t.pid}:${t.tid}`),
    )
    .map((t) => describeTask(events, t));
}

/**
 * Foxes and Dolphins, playing the Foxes: `turns` turns, each selecting foxes until one has
 * targets, moving it to its first target, then passing (the computer's Dolphins and the water
 * follow).
 */
export async function playFoxes(page, turns) {
  for (let turn = 0; turn < turns; turn++) {
    if (/Game over|win/.test((await page.getByRole('status').textContent()) ?? '')) break;
    const foxes = await page
      .locator('[aria-label$=", fox"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    for (const fox of foxes) {
      await page.getByRole('button', { name: fox, exact: true }).click();
      await settled(page);
      const target = page.locator('[aria-label$=", target"]').first();
      if ((await target.count()) === 0) continue;
      await target.click();
      await settled(page);
      break;
    }
    await page.getByRole('button', { name: 'Pass' }).click();
    await settled(page);
    await page
      .getByText(/Your turn, Foxes|Game over|win/)
      .first()
      .waitFor({ timeout: 20_000 });
  }
}

/** Opens `route` (such as `/freecell?deal=1`) of the site at `url` and waits for `text` on the page. */
export async function openGame(page, url, route, text) {
  await page.goto(`${url}#${route}`);
  await page.getByText(text).first().waitFor();
}

/**
 * The trace categories cpuFigures reads: the main thread's tasks with their CPU time (toplevel),
 * what ran in them (devtools.timeline) and the test driver's protocol commands (devtools).
 */
export const CPU_CATEGORIES = 'toplevel,devtools.timeline,devtools';

/**
 * Starts tracing `page` (a CDP session of `context`) with `categories`; `await stop()` ends it and
 * returns the trace's events.
 */
export async function startTrace(context, page, categories = CPU_CATEGORIES) {
  const cdp = await context.newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.start', { categories, transferMode: 'ReportEvents' });
  return async () => {
    await cdp.send('Tracing.end');
    await done;
    await cdp.detach().catch(() => {});
    return events;
  };
}

const TOP_TASK = 'ThreadControllerImpl::RunTask';
const CHECKPOINT = 'BlinkScheduler_PerformMicrotaskCheckpoint';
const INPUT_TYPES = new Set(['pointerdown', 'pointerup', 'pointermove', 'click', 'keydown', 'mousemove']);

/**
 * The pages' main-thread tasks of a trace taken with CPU_CATEGORIES, by what ran them, with the
 * CPU time each ran (the trace's thread time: what the load of a shared machine stretches only a
 * little, where it stretches wall time many times):
 *
 * - `tasks`: every outermost task, `{ ts, wall, cpu, driver, frame }` in ms; `driver` when the
 *   test driver ran it (a DevTools protocol command: Playwright's locators, evaluate and checks;
 *   not the site's work, though a layout the page owed its next frame can be done in one), `frame`
 *   when it committed a frame.
 * - `inputs`: one row a task that dispatched an input (a click, a key, a pointer press, release
 *   or move), `{ types, cpu }`: the CPU time of that task and of the frame task that showed its
 *   answer (the same task when the input was handled in the frame, else the next one): the main
 *   thread's part of input to paint, without the wait for the frame or raster and draw.
 */
export function cpuFigures(events) {
  const main = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const byThread = new Map();
  for (const e of events) {
    if (e.ph !== 'X' || !main.has(`${e.pid}:${e.tid}`)) continue;
    const k = `${e.pid}:${e.tid}`;
    if (!byThread.has(k)) byThread.set(k, []);
    byThread.get(k).push(e);
  }
  const tasks = [];
  const inputs = [];
  for (const list of byThread.values()) {
    list.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    // The outermost tasks, each with the events inside it. The microtasks a task leaves are run
    // just after it, outside its RunTask event (a checkpoint of their own): they are the same task
    // (the Long Tasks API counts them in it), and a page built after an await runs there.
    const own = [];
    for (const e of list) {
      const last = own.at(-1);
      if (last !== undefined && e.ts < last.end) {
        last.inner.push(e);
        continue;
      }
      if (e.name === CHECKPOINT && last !== undefined && e.ts - last.end < 1000) {
        last.end = e.ts + e.dur;
        last.extra += e.tdur ?? e.dur;
        last.inner.push(e);
        continue;
      }
      if (e.name !== TOP_TASK && e.name !== CHECKPOINT) continue;
      own.push({ e, end: e.ts + e.dur, extra: 0, inner: [] });
    }
    const rows = own.map(({ e, end, extra, inner }) => ({
      ts: e.ts / 1000,
      wall: (end - e.ts) / 1000,
      cpu: ((e.tdur ?? e.dur) + extra) / 1000,
      driver: inner.some((x) => x.name === 'DevToolsSession::DispatchProtocolCommand'),
      frame: inner.some((x) => x.name === 'Commit'),
      types: [
        ...new Set(
          inner
            .filter((x) => x.name === 'EventDispatch' && INPUT_TYPES.has(x.args?.data?.type))
            .map((x) => x.args.data.type),
        ),
      ],
    }));
    tasks.push(...rows);
    rows.forEach((t, k) => {
      if (t.types.length === 0 || t.driver) return;
      const f = t.frame ? t : rows.slice(k + 1).find((x) => x.frame);
      inputs.push({ types: t.types, cpu: t.cpu + (f === undefined || f === t ? 0 : f.cpu) });
    });
  }
  return { tasks, inputs };
}

/** One line of cpuFigures' figures: the site's longest task by CPU and wall time, its inputs' CPU to their frame. */
export function cpuLine(figures) {
  const site = figures.tasks.filter((t) => !t.driver);
  const driver = figures.tasks.filter((t) => t.driver);
  const byCpu = site.reduce((a, t) => (t.cpu > (a?.cpu ?? -1) ? t : a), undefined);
  const longWall = site.filter((t) => t.wall > 50).length;
  const cpus = figures.inputs.map((i) => i.cpu).sort((a, b) => a - b);
  const worst = cpus.at(-1) ?? 0;
  const median = cpus[cpus.length >> 1] ?? 0;
  const over = cpus.filter((c) => c > 1000 / 60).length;
  return {
    longestCpu: byCpu?.cpu ?? 0,
    worstInputCpu: worst,
    text:
      `site's longest task ${(byCpu?.cpu ?? 0).toFixed(1)} ms CPU (${(byCpu?.wall ?? 0).toFixed(0)} ms wall), ` +
      `${longWall} over 50 ms wall; inputs ${cpus.length}: main thread to their frame ${median.toFixed(1)} ms CPU median, ` +
      `${worst.toFixed(1)} worst, ${over} over 16.7; driver's tasks over 50 ms wall: ${driver.filter((t) => t.wall > 50).length}` +
      ` (longest ${Math.max(0, ...driver.map((t) => t.cpu)).toFixed(1)} ms CPU)`,
  };
}
