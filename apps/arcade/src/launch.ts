/**
 * Finding a game's built binary and running it. Nothing imports an app: the
 * launcher resolves `@arcade/<id>/package.json` (the apps are its
 * dependencies), reads its `bin`, and runs that file with this Node as a
 * child process that shares the terminal (stdio 'inherit'). view-console's
 * runChild starts it: under the launcher's supervisor (cli.ts) a SIGINT,
 * SIGTERM or SIGHUP to the launcher is passed on to the game and the
 * launcher ends after it, and the game ends by itself when the launcher is
 * gone (killed by SIGKILL).
 *
 * ```ts
 * import { GAMES, resolveGame, runGame } from '@arcade/arcade';
 * const found = resolveGame(GAMES[3]!); // { ok: true, bin: '.../apps/tictactoe/dist/cli.js' }
 * if (found.ok) process.exitCode = runGame(found.bin, ['--seed', '1']);
 * ```
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { runChild } from '@arcade/view-console/supervise';
import type { GameInfo } from './games.js';

/** Where a game's binary is, or why it cannot be started (one line). */
export type GameResolution =
  | { readonly ok: true; readonly bin: string }
  | { readonly ok: false; readonly reason: string };

/** Finds a package's package.json: require.resolve from this package by default. */
export type PackageResolver = (specifier: string) => string;

const defaultResolver: PackageResolver = (specifier) => createRequire(import.meta.url).resolve(specifier);

/**
 * The built binary of `game`: `@arcade/<id>`'s package.json, its `bin`
 * entry named `<id>` (or its only one), and that file present. A package
 * that cannot be found or has no such bin, and a binary not built yet, each
 * get a one-line reason naming the command that fixes it.
 */
export function resolveGame(game: GameInfo, resolver: PackageResolver = defaultResolver): GameResolution {
  const name = `@arcade/${game.id}`;
  let manifest: string;
  try {
    manifest = resolver(`${name}/package.json`);
  } catch {
    return { ok: false, reason: `${game.title} is not installed: the package ${name} cannot be found.` };
  }
  let bin: unknown;
  try {
    bin = (JSON.parse(readFileSync(manifest, 'utf8')) as { bin?: unknown }).bin;
  } catch (err) {
    return {
      ok: false,
      reason: `${game.title} cannot be started: ${name}'s package.json cannot be read (${err instanceof Error ? err.message : 'unknown error'}).`,
    };
  }
  const entries = typeof bin === 'string' ? [bin] : typeof bin === 'object' && bin !== null ? Object.values(bin) : [];
  const named = typeof bin === 'object' && bin !== null ? (bin as Record<string, unknown>)[game.id] : undefined;
  const file = typeof bin === 'string' ? bin : (named ?? (entries.length === 1 ? entries[0] : undefined));
  if (typeof file !== 'string') {
    return { ok: false, reason: `${game.title} cannot be started: ${name} has no "${game.id}" binary.` };
  }
  const path = resolve(dirname(manifest), file);
  if (!existsSync(path)) {
    return {
      ok: false,
      reason: `${game.title} is not built yet (${join(relative(process.cwd(), dirname(manifest)) || '.', file)} is missing): run pnpm ${game.id} or pnpm build.`,
    };
  }
  return { ok: true, bin: path };
}

/**
 * Runs a game's binary with `args` in this terminal (stdin, stdout and
 * stderr shared), waits for it and returns its exit status: the child's own,
 * 130 when Ctrl-C ended it, 128 + the signal's number for another signal,
 * 1 when it could not be started. With `stdinPrefix` (what the menu read
 * ahead from a piped stdin) the game's stdin is a pipe fed those bytes and
 * then the rest of stdin.
 */
export function runGame(bin: string, args: readonly string[], stdinPrefix?: Uint8Array): number {
  return runChild(bin, args, stdinPrefix === undefined ? {} : { stdinPrefix });
}
