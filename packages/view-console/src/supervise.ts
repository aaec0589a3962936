/**
 * Signals for synchronous games. A game reads its input and sleeps
 * synchronously, so the event loop of the thread that runs it never turns,
 * and a `process.on('SIGINT')` handler there would never run: the signal
 * either kills the process at once (mid-write, leaving half an escape
 * sequence and a colour on the terminal) or, once caught, waits for ever.
 * superviseGame runs the game in a worker thread and keeps the main thread
 * free for signals (SIGINT, SIGTERM, SIGHUP):
 *
 * - the game stops at a safe point (its sleep wakes at once; a write in
 *   progress is finished first), the supervisor writes the app's closing
 *   text (`\x1b[0m` after a coloured map), and the process then dies by the
 *   same signal, so a shell reports 130 for Ctrl-C as before;
 * - a child process the game starts (runChild: the launcher's games) gets
 *   the signal passed on, and the process ends only after the child has;
 * - the child is started with watchParentModule preloaded, so it ends when
 *   its parent is gone, even killed by SIGKILL (see watchParent).
 *
 * ```ts
 * // cli.ts: the same file runs in both threads.
 * superviseGame(import.meta.url, (game) => main(argv, { ...processConsoleIO(), sleep: game.sleep }), {
 *   onSignal: '\u001b[0m',
 * });
 * ```
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeSync } from 'node:fs';
import { constants } from 'node:os';
import { isatty } from 'node:tty';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { checkFunction, checkString, fail } from './errors.js';
import { describe, frozen } from '@arcade/core';
import type { OutputSink } from './io.js';

/** The signals a supervised game stops on (and the launcher passes on to its child). */
export const SUPERVISED_SIGNALS = /* @__PURE__ */ Object.freeze(['SIGINT', 'SIGTERM', 'SIGHUP'] as const);

/** The environment variable naming the parent a child started by runChild watches (see watchParent). */
export const PARENT_PID_VARIABLE = 'ARCADE_PARENT_PID';

/** How often watchParent looks at the parent, in milliseconds. */
export const PARENT_POLL_MS = 100;

// The slots of the state the two threads share (an Int32Array).
const STOP = 0; // the number of the signal that asks the game to stop, 0 while none has
const PARKED = 1; // 1 once the game thread has stopped at a safe point
const CHILD_DONE = 2; // 1 once a child's status is in STATUS
const STATUS = 3;
const WRITING = 4; // 1 while the game thread writes through a guarded sink

/** How long a child may outlive a signal passed on to it before it is killed (SIGKILL). */
const CHILD_KILL_MS = 5000;

/** The longest the supervisor waits for a write in progress to finish (a terminal that does not read). */
const WRITE_WAIT_MS = 5000;

/** What the game thread's body gets: a sleep and an output that stop at a signal, and child processes. */
export interface SupervisedGame {
  /** Sleeps like sleepSync, but wakes at once when a signal arrives (and then never returns). */
  readonly sleep: (ms: number) => void;
  /** `sink`, stopping before and after each write once a signal has arrived (never mid-write). */
  readonly guard: (sink: OutputSink) => OutputSink;
  /**
   * Runs `node file ...args` in this terminal and returns its status (its
   * own, or 128 + the number of the signal that ended it). The main thread
   * starts it, so a signal to this process is passed on to it.
   */
  readonly runChild: (file: string, args: readonly string[], options?: ChildOptions) => number;
  /** The terminal's size, as the main thread saw it (a worker's process.stdout has none). */
  readonly columns: number | undefined;
  readonly rows: number | undefined;
}

/** How runChild starts a child. */
export interface ChildOptions {
  /**
   * Bytes this process read ahead from a piped stdin (the launcher's menu
   * reads a pipe in chunks): when given, the child's stdin is a pipe that
   * gets these bytes first and then the rest of this process's stdin, ended
   * at its end. Without it the child shares stdin (inherits it).
   */
  readonly stdinPrefix?: Uint8Array;
}

interface Shared {
  readonly supervised: true;
  readonly state: SharedArrayBuffer;
  readonly stdinTTY: boolean;
  readonly stdoutTTY: boolean;
  readonly columns: number | undefined;
  readonly rows: number | undefined;
}

interface SpawnRequest {
  readonly kind: 'spawn';
  readonly file: string;
  readonly args: readonly string[];
  readonly stdinPrefix: Uint8Array | null;
}

export interface SuperviseOptions {
  /**
   * Written to stdout when a signal ends the game, after its last write, when stdout is a terminal:
   * `\x1b[0m` after a coloured map.
   */
  readonly onSignal?: string;
}

/**
 * Runs `body` in a worker thread started from `entry` (the calling module's
 * import.meta.url, which must call superviseGame again at its top level),
 * and handles SIGINT, SIGTERM and SIGHUP on the main thread as described
 * above. The process's exit status is body's return value. In the worker
 * thread the call runs `body` and ends the thread with its status.
 */
export const superviseGame = /* @__PURE__ */ frozen(function superviseGame(
  entry: string | URL,
  body: (game: SupervisedGame) => number,
  options: SuperviseOptions = {},
): void {
  checkFunction('superviseGame', 'body', body);
  const onSignal =
    options.onSignal === undefined ? '' : checkString('superviseGame', 'options.onSignal', options.onSignal);
  const shared = sharedState();
  if (shared !== null) {
    process.exit(body(gameSide(shared)));
  }
  if (!isMainThread) fail('BAD_VALUE', 'superviseGame: called in a worker thread it did not start');
  if (typeof entry !== 'string' && !(entry instanceof URL)) {
    fail('WRONG_TYPE', `superviseGame: entry must be the module's URL, got ${describe(entry)}`);
  }
  supervisor(entry, onSignal);
});

/** This worker's shared state when superviseGame started it, else null. */
function sharedState(): Shared | null {
  if (isMainThread) return null;
  const data = workerData as Partial<Shared> | null;
  return data !== null && typeof data === 'object' && data.supervised === true ? (data as Shared) : null;
}

/**
 * The running game's supervision when this thread was started by
 * superviseGame, else null (a game run directly, a test). The launcher's
 * runGame asks it for runChild.
 */
export const supervisedGame = /* @__PURE__ */ frozen(function supervisedGame(): SupervisedGame | null {
  const shared = sharedState();
  return shared === null ? null : gameSide(shared);
});

function gameSide(shared: Shared): SupervisedGame {
  const state = new Int32Array(shared.state);
  // A worker's process.stdout and stdin are not the terminal's streams: say what the main thread saw, so that
  // processConsoleIO decides colour, echo and the reader as it does in a process of its own.
  claimTerminal(process.stdout, shared.stdoutTTY, shared.columns, shared.rows);
  claimTerminal(process.stdin, shared.stdinTTY, undefined, undefined);
  // Stopped at a safe point: the supervisor finishes and ends the process; this thread waits for that.
  const park = (): never => {
    Atomics.store(state, PARKED, 1);
    Atomics.notify(state, PARKED);
    for (;;) Atomics.wait(state, PARKED, 1);
  };
  const checkStop = (): void => {
    if (Atomics.load(state, STOP) !== 0) park();
  };
  return Object.freeze({
    sleep(ms: number) {
      checkStop();
      if (typeof ms !== 'number' || !(ms >= 0)) fail('OUT_OF_RANGE', `sleep: ms must be >= 0, got ${describe(ms)}`);
      Atomics.wait(state, STOP, 0, ms);
      checkStop();
    },
    guard(sink: OutputSink): OutputSink {
      return {
        write(text: string) {
          // Said before looking at STOP, so the supervisor either sees the write coming and waits for
          // it, or this thread sees the signal and writes nothing (sequentially consistent atomics).
          Atomics.store(state, WRITING, 1);
          try {
            checkStop();
            sink.write(text);
          } finally {
            Atomics.store(state, WRITING, 0);
          }
          checkStop();
        },
      };
    },
    runChild(file: string, args: readonly string[], options: ChildOptions = {}) {
      checkStop();
      Atomics.store(state, CHILD_DONE, 0);
      const stdinPrefix = options.stdinPrefix === undefined ? null : Uint8Array.from(options.stdinPrefix);
      // A supervised game runs in a worker, which always has a port to the main thread.
      parentPort?.postMessage({ kind: 'spawn', file, args: [...args], stdinPrefix } satisfies SpawnRequest);
      while (Atomics.load(state, CHILD_DONE) === 0) Atomics.wait(state, CHILD_DONE, 0);
      return Atomics.load(state, STATUS);
    },
    columns: shared.columns,
    rows: shared.rows,
  });
}

function claimTerminal(stream: object, tty: boolean, columns: number | undefined, rows: number | undefined): void {
  const set = (key: string, value: unknown): void => {
    try {
      Object.defineProperty(stream, key, { value, configurable: true, writable: true });
    } catch {
      // A preload may have fixed it already (the tests' stdout-tty): that value stands.
    }
  };
  set('isTTY', tty);
  if (columns !== undefined) set('columns', columns);
  if (rows !== undefined) set('rows', rows);
}

/** 128 + the signal's number: the status a shell reports for a process that a signal ended. */
export const signalStatus = /* @__PURE__ */ frozen(function signalStatus(signal: NodeJS.Signals): number {
  return 128 + (constants.signals[signal] ?? 0);
});

/** Dies by `signal` (its default action, now that no listener is left), or exits 128 + its number. */
function dieBy(signal: NodeJS.Signals): never {
  for (const s of SUPERVISED_SIGNALS) process.removeAllListeners(s);
  process.kill(process.pid, signal);
  // The default action is asynchronous to this call only in theory; never reached in practice.
  process.exit(signalStatus(signal));
}

function supervisor(entry: string | URL, onSignal: string): void {
  const state = new Int32Array(new SharedArrayBuffer(20));
  const stdoutTTY = process.stdout.isTTY === true;
  const shared: Shared = {
    supervised: true,
    state: state.buffer as SharedArrayBuffer,
    // isatty, not process.stdin.isTTY: creating the stdin stream here would leave a terminal's stdin
    // non-blocking for the game thread's synchronous reads (issue 23.7).
    stdinTTY: isatty(0),
    stdoutTTY,
    columns: stdoutTTY ? process.stdout.columns : undefined,
    rows: stdoutTTY ? process.stdout.rows : undefined,
  };
  const worker = new Worker(typeof entry === 'string' && entry.startsWith('file:') ? new URL(entry) : entry, {
    workerData: shared,
    argv: process.argv.slice(2),
    stdout: false,
    stderr: false,
  });
  let child: ChildProcess | null = null;
  let pending: NodeJS.Signals | null = null;

  // Whether the game thread is waiting for a child (it then writes nothing until told the child's status).
  let waiting = false;
  const finish = (signal: NodeJS.Signals): never => {
    // Ask the game to stop: it parks at once when sleeping, and writes nothing more. A write in progress
    // is waited for, so that no escape sequence is cut; a game blocked reading input is not.
    Atomics.store(state, STOP, constants.signals[signal] ?? 1);
    Atomics.notify(state, STOP);
    if (!waiting && Atomics.load(state, WRITING) === 1) Atomics.wait(state, PARKED, 0, WRITE_WAIT_MS);
    if (onSignal !== '' && stdoutTTY) {
      try {
        writeSync(1, onSignal);
      } catch {
        // The terminal or pipe is gone: nothing left to reset.
      }
    }
    return dieBy(signal);
  };

  const onProcessSignal = (signal: NodeJS.Signals): void => {
    if (child !== null && child.exitCode === null && child.signalCode === null) {
      // Passed on; this process ends when the child has (see the child's exit below).
      if (pending === null) {
        const running = child;
        // A child that ignores the signal is not waited for for ever.
        setTimeout(() => running.kill('SIGKILL'), CHILD_KILL_MS).unref();
      }
      pending ??= signal;
      child.kill(signal);
      return;
    }
    finish(signal);
  };
  for (const s of SUPERVISED_SIGNALS) process.on(s, onProcessSignal);

  worker.on('message', (message: SpawnRequest) => {
    if (message?.kind !== 'spawn') return;
    const prefix = message.stdinPrefix;
    const started = spawn(process.execPath, [...watchParentArgs(), message.file, ...message.args], {
      stdio: [prefix !== null ? 'pipe' : 'inherit', 'inherit', 'inherit'],
      env: { ...process.env, [PARENT_PID_VARIABLE]: String(process.pid) },
    });
    child = started;
    waiting = true;
    const stopForwarding = prefix !== null ? forwardStdin(started, prefix) : null;
    const done = (status: number): void => {
      if (child !== started) return; // 'error' and 'exit' may both come
      child = null;
      stopForwarding?.();
      if (pending !== null) finish(pending);
      waiting = false;
      Atomics.store(state, STATUS, status);
      Atomics.store(state, CHILD_DONE, 1);
      Atomics.notify(state, CHILD_DONE);
    };
    started.on('error', () => done(1));
    started.on('exit', (code, signal) => done(signal !== null ? signalStatus(signal) : (code ?? 1)));
  });
  worker.on('error', (err) => {
    // An exception the game did not catch: as a process of its own would report it.
    try {
      writeSync(2, `${err instanceof Error ? (err.stack ?? err.message) : describe(err)}\n`);
    } catch {
      // stderr is gone too.
    }
    process.exitCode = 1;
  });
  worker.on('exit', (code) => {
    for (const s of SUPERVISED_SIGNALS) process.removeListener(s, onProcessSignal);
    process.exitCode ??= code;
  });
}

/**
 * Feeds a child's piped stdin: `prefix` (what the game thread read ahead),
 * then this process's stdin as it comes, ending the child's at its end. The
 * game thread reads nothing while its child runs, so the main thread may take
 * stdin. A child that ends (or closes its stdin) early leaves the rest unread:
 * the EPIPE is expected and ignored. Returns what stops the forwarding.
 */
function forwardStdin(child: ChildProcess, prefix: Uint8Array): () => void {
  const sink = child.stdin;
  if (sink === null) return () => {};
  sink.on('error', () => {
    // EPIPE: the game ended or stopped reading; what it did not take is dropped, as a shared pipe would keep it.
  });
  if (prefix.length > 0) sink.write(prefix);
  const source = process.stdin;
  source.on('error', () => sink.end());
  source.pipe(sink);
  return () => {
    source.unpipe(sink);
    // Not held open past the game: the launcher ends after it.
    source.destroy();
  };
}

/**
 * Ends this process when its parent is gone: a worker thread polls
 * process.ppid every PARENT_POLL_MS (a synchronous game's own thread is
 * blocked in a read, and stdin's end is no sign when the child shares the
 * terminal), then sends this process SIGHUP, and SIGKILL a second later
 * if that did not end it. `parentPid` is the parent that started it (it may
 * be gone already). Does nothing for a pid that is not a positive integer.
 */
export const watchParent = /* @__PURE__ */ frozen(function watchParent(parentPid: number): void {
  if (!Number.isSafeInteger(parentPid) || parentPid <= 0) return;
  const code = `
    const expected = ${parentPid};
    const timer = setInterval(() => {
      if (process.ppid === expected) return;
      clearInterval(timer);
      process.kill(process.pid, 'SIGHUP');
      setTimeout(() => process.kill(process.pid, 'SIGKILL'), 1000);
    }, ${PARENT_POLL_MS});
  `;
  // unref: the watch never keeps a finished game alive.
  new Worker(code, { eval: true, stdout: false, stderr: false }).unref();
});

/**
 * Preloaded into a child (`node --import <this module's URL>`, see
 * runChild): watches the parent named by ARCADE_PARENT_PID, and takes the
 * variable out of the environment so that the child's own children do not
 * watch a process that is not their parent.
 */
export const watchParentFromEnvironment = /* @__PURE__ */ frozen(function watchParentFromEnvironment(): void {
  const pid = Number(process.env[PARENT_PID_VARIABLE]);
  delete process.env[PARENT_PID_VARIABLE];
  watchParent(pid);
});

/** What is left of stdin, read to its end (empty when it cannot be read). */
function readRestOfStdin(): Buffer {
  try {
    return readFileSync(0);
  } catch {
    return Buffer.alloc(0);
  }
}

/** The node arguments that preload the parent watch into a child (see watchParentFromEnvironment). */
export const watchParentArgs = /* @__PURE__ */ frozen(function watchParentArgs(): string[] {
  return ['--import', new URL('./watch-parent.js', import.meta.url).href];
});

/**
 * Runs `node file ...args` in this terminal and waits for it: through the
 * supervisor when this game runs under superviseGame (signals are passed on
 * to the child), else directly with spawnSync. Either way the child ends
 * when this process is gone (watchParent). With `options.stdinPrefix` its
 * stdin is a pipe fed those bytes, then the rest of this process's stdin.
 * Returns its status: its own,
 * 128 + the signal's number when a signal ended it, 1 when it could not start.
 */
export const runChild = /* @__PURE__ */ frozen(function runChild(
  file: string,
  args: readonly string[],
  options: ChildOptions = {},
): number {
  checkString('runChild', 'file', file);
  const game = supervisedGame();
  if (game !== null) return game.runChild(file, args, options);
  // Unsupervised (no thread free to forward stdin as it comes), read-ahead bytes go first and the rest of
  // stdin after them, read whole before the child starts.
  const prefix = options.stdinPrefix;
  const run = spawnSync(process.execPath, [...watchParentArgs(), file, ...args], {
    stdio: [prefix === undefined ? 'inherit' : 'pipe', 'inherit', 'inherit'],
    ...(prefix === undefined ? {} : { input: Buffer.concat([prefix, readRestOfStdin()]) }),
    env: { ...process.env, [PARENT_PID_VARIABLE]: String(process.pid) },
  });
  if (run.error !== undefined) return 1;
  if (run.signal !== null) return signalStatus(run.signal);
  return run.status ?? 1;
});
