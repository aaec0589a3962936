/**
 * What a game printed in answer to one typed line, for the apps' "fits the
 * screen" tests (issue 22): the lines between the echoed `prompt + typed`
 * and the next prompt.
 *
 * ```ts
 * const out = '> help\nCommands ...\n  quit   end the game\n> ';
 * answerTo(out, '> ', 'help'); // ['Commands ...', '  quit   end the game']
 * fitsScreen(answerTo(out, '> ', 'help'), 80, 24); // [] (no problem)
 * ```
 *
 * Tests only, never published; imports nothing.
 */

/**
 * The lines printed after the first `prompt + typed + '\n'` (the game echoes
 * the line read) up to the next `prompt`. Throws when the line is not found.
 */
export function answerTo(out: string, prompt: string, typed: string): string[] {
  const echoed = `${prompt}${typed}\n`;
  const start = out.indexOf(echoed);
  if (start < 0) throw new Error(`answerTo: ${JSON.stringify(echoed)} is not in the output`);
  const rest = out.slice(start + echoed.length);
  const end = rest.indexOf(prompt);
  return (end < 0 ? rest : rest.slice(0, end)).replace(/\n$/, '').split('\n');
}

/**
 * What keeps `lines` from fitting a `columns` x `rows` screen with the prompt
 * line below them: each line too wide, and too many lines; [] when they fit.
 */
export function fitsScreen(lines: readonly string[], columns: number, rows: number): string[] {
  const problems: string[] = [];
  // Colour codes take no column.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character starts a colour code
  const width = (line: string): number => [...line.replace(/\u001b\[[0-9;]*m/g, '')].length;
  for (const line of lines) {
    if (width(line) > columns) problems.push(`${width(line)} columns: ${line}`);
  }
  if (lines.length + 1 > rows) problems.push(`${lines.length} lines and the prompt: more than ${rows} rows`);
  return problems;
}

/** What runMain returns: main's status, and what it wrote on its output and error sinks. */
export interface MainRun {
  readonly code: number;
  readonly out: string;
  readonly err: string;
}

/** The io every app's main takes, as far as runMain gives it (the apps' IO types extend ConsoleIO). */
interface ScriptedIO {
  readonly input: { readLine(): string | null; close(): void };
  readonly output: { write(text: string): void };
  readonly error: { write(text: string): void };
  readonly echo: true;
  readonly randomSeed: () => number;
  readonly columns?: number;
  readonly interactive?: true;
}

/**
 * An app's main(args, io) run in-process on scripted `lines`, echo on (as
 * with piped input), seed 1 when none is given, `columns` as the terminal's
 * width when given, and `interactive` (a person at a terminal: a finished
 * game offers another) when true.
 */
export function runMain(
  main: (args: readonly string[], io: ScriptedIO) => number,
  args: readonly string[],
  lines: readonly string[],
  columns?: number,
  interactive = false,
): MainRun {
  const queue = [...lines];
  let out = '';
  let err = '';
  const io: ScriptedIO = {
    input: { readLine: () => queue.shift() ?? null, close: () => queue.splice(0) },
    output: { write: (text) => (out += text) },
    error: { write: (text) => (err += text) },
    echo: true,
    randomSeed: () => 1,
    ...(columns === undefined ? {} : { columns }),
    ...(interactive ? { interactive: true as const } : {}),
  };
  const code = main(args, io);
  return { code, out, err };
}

/** The screens the "fits the screen" tests try: 80x24, and a 40-column window (lines narrower, so more of them). */
export const SCREENS = [
  [80, 24],
  [40, 1000],
] as const;

/** What keeps `help` and `help rules`, typed at `prompt` in `out`, from fitting a `columns` x `rows` screen. */
export function helpProblems(out: string, prompt: string, columns: number, rows: number): string[] {
  return ['help', 'help rules'].flatMap((typed) => fitsScreen(answerTo(out, prompt, typed), columns, rows));
}
