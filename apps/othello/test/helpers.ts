// Helpers for the othello app's tests: the built binary, driven like a person
// at the keyboard (a move written each time the prompt appears), and readers
// of what it printed.
import { spawn } from 'node:child_process';
import { type CliRun, builtCli } from '../../../test-support/cli.js';

export const CLI = builtCli(new URL('../dist/cli.js', import.meta.url));

/** The prompt of a person's turn, at the end of the output so far. */
export const PROMPT = /(Black \(X\)|White \(O\)) to move: $/;

/**
 * Runs the binary with piped stdin and writes one line each time a prompt
 * ends the output: `respond(output so far)` gives the line, or null to close
 * stdin (end of input). Rejects past `timeoutMs`.
 */
export function drive(
  args: readonly string[],
  respond: (out: string) => string | null,
  env: Record<string, string> = { NO_COLOR: '1' },
  timeoutMs = 60_000,
): Promise<CliRun> {
  const child = spawn(process.execPath, [CLI, ...args], { env: { PATH: process.env.PATH ?? '', ...env } });
  let out = '';
  let err = '';
  let answered = 0; // prompts answered: each is answered once
  const prompts = () => out.split(' to move: ').length - 1;
  child.stderr.on('data', (d: Buffer) => {
    err += d.toString();
  });
  child.stdout.on('data', (d: Buffer) => {
    out += d.toString();
    if (PROMPT.test(out) && prompts() > answered) {
      answered = prompts();
      const line = respond(out);
      if (line === null) child.stdin.end();
      else child.stdin.write(`${line}\n`);
    }
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`othello did not end within ${timeoutMs} ms; output so far:\n${out.slice(-2000)}`));
    }, timeoutMs);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, out, err });
    });
  });
}

/** The last board drawn in `out`: its 8 rows of 8 cells ('X', 'O', '.' or '*'). */
export function lastBoard(out: string): string[][] {
  const lines = out.split('\n');
  // The last board's top edge: the last edge line but one (the last is its bottom edge).
  const top = lines.lastIndexOf('   a b c d e f g h', lines.lastIndexOf('   a b c d e f g h') - 1);
  if (top < 0) throw new Error('no board in the output');
  // Cells sit in every other column from column 3; between them a space, or ( ) around the last move.
  return lines.slice(top + 1, top + 9).map((row) => Array.from({ length: 8 }, (_, j) => row[3 + 2 * j] ?? '?'));
}

/** The legal moves marked * on the last board, a1..h8 row by row. */
export function markedMoves(out: string): string[] {
  const moves: string[] = [];
  lastBoard(out).forEach((row, i) => {
    row.forEach((cell, j) => {
      if (cell === '*') moves.push(`${'abcdefgh'[j]}${i + 1}`);
    });
  });
  return moves;
}

/** The transcript the game ended with (its lines joined, spaces removed). */
export function transcriptOf(out: string): string {
  const m = /Transcript: ([a-h1-8 ]+(?:\n {12}[a-h1-8 ]+)*)\n/.exec(out);
  if (m === null) throw new Error('no Transcript line in the output');
  return m[1]!.replace(/\s+/g, '');
}

/** The last line of the output. */
export function lastLine(out: string): string {
  return out.trimEnd().split('\n').at(-1) ?? '';
}
