/**
 * Hostile command lines for the apps' main() (issue 12 for the engine-free
 * apps): random argv arrays of the app's options, their `=` forms, '-',
 * '--', huge and odd numbers and unicode, run against a scripted empty input.
 * main must return 0, 2 (or 1 for an unreadable file), throw nothing, and
 * write every line within 80 columns.
 *
 * ```ts
 * import { ODD_OPTIONS, ODD_VALUES, runArgv } from '../../../test-support/argv.js';
 * runArgv(main, ['--seed', ODD_VALUES[12]]).problems; // [] when main behaved
 * ```
 *
 * Tests only; each app's test draws the argv with its own fast-check from
 * ODD_OPTIONS and ODD_VALUES, and the scripted console is made here, so this
 * file imports nothing and resolves from any package.
 */
/** What main(args, io) needs here (the shared ConsoleIO's shape, without importing view-console). */
interface ScriptedIO {
  readonly input: { readLine(): string | null; close(): void };
  readonly output: { write(text: string): void };
  readonly error: { write(text: string): void };
}

function buffer(): { write(text: string): void; text(): string } {
  let out = '';
  return {
    write: (text) => {
      out += text;
    },
    text: () => out,
  };
}

/** Values an option may be given: numbers far out of range, odd spellings, controls, unicode. */
export const ODD_VALUES: readonly string[] = Object.freeze([
  '',
  '0',
  '1',
  '3',
  '-1',
  '-0',
  '1.5',
  '1e3',
  'NaN',
  'Infinity',
  '4294967295',
  '4294967296',
  '99999999999',
  '9'.repeat(400),
  '-',
  '--',
  '=',
  'human',
  'computer',
  'random',
  'perfect',
  'watch',
  'x'.repeat(200),
  '\u001b[2J',
  '\u202eevil',
  'é🦊',
  '\u0000',
  ' 7 ',
]);

/** The words an argv is drawn from besides the app's options: '-', '--', help and unknown options. */
export const ODD_OPTIONS: readonly string[] = Object.freeze(['-', '--', '-h', '--help', '--nope', '-x']);

/** Columns of a line as this project counts them: code points. */
function columns(line: string): number {
  return [...line].length;
}

/**
 * Runs main(args) over an empty scripted input and buffers; `problems` lists
 * what broke the rules (a status other than 0, 1 or 2, a thrown error, a line
 * past 80 columns). `isData` names the lines that are data for scripts, not
 * messages, and may be longer (freecell --solve's moves, one line by design).
 */
export function runArgv<IO>(
  main: (args: readonly string[], io: IO) => number,
  args: readonly string[],
  extra: Partial<IO> = {},
  isData: (line: string) => boolean = () => false,
): { code: number | null; out: string; err: string; problems: string[] } {
  const output = buffer();
  const error = buffer();
  const input = { readLine: () => null, close: () => {} };
  const problems: string[] = [];
  let code: number | null = null;
  try {
    const io: ScriptedIO = { input, output, error };
    code = main(args, { ...io, ...extra } as unknown as IO);
  } catch (e) {
    problems.push(`threw ${e instanceof Error ? e.stack : typeof e}`);
  }
  if (code !== null && code !== 0 && code !== 1 && code !== 2) problems.push(`status ${code}`);
  for (const line of `${output.text()}\n${error.text()}`.split('\n')) {
    if (columns(line) > 80 && !isData(line))
      problems.push(`a line of ${columns(line)} columns: ${JSON.stringify(line.slice(0, 100))}`);
  }
  return { code, out: output.text(), err: error.text(), problems };
}

/** The part of fast-check hostileArgv uses, passed in by each test (this file imports nothing, so it resolves from any package). */
export interface ArgvFastCheck {
  assert(property: unknown, options: { numRuns: number; seed: number }): unknown;
  property(...args: never[]): unknown;
  array(...args: never[]): unknown;
  oneof(...args: never[]): unknown;
  constantFrom(...args: never[]): unknown;
  string(...args: never[]): unknown;
  tuple(...args: never[]): unknown;
}

/**
 * Every app's hostile command-line check: `numRuns` random argv arrays (at
 * most 6 words) of the app's `options`, their `=` forms, ODD_OPTIONS and
 * ODD_VALUES or random strings, each run through runArgv (fast-check seed 9).
 * Throws, with the shrunk argv and its problems, when a run breaks a rule;
 * returns the number of runs made.
 */
export function hostileArgv<IO>(
  fastCheck: ArgvFastCheck,
  main: (args: readonly string[], io: IO) => number,
  options: readonly string[],
  settings: { extra?: Partial<IO>; isData?: (line: string) => boolean; numRuns?: number } = {},
): number {
  const fc = fastCheck as unknown as {
    assert(p: unknown, o: object): unknown;
    property(arb: unknown, check: (args: string[]) => void): unknown;
    array(arb: unknown, o: object): unknown;
    oneof(...arbs: unknown[]): unknown;
    constantFrom(...values: string[]): unknown;
    string(o: object): unknown;
    tuple(...arbs: unknown[]): { map(f: (pair: [string, string]) => string): unknown };
  };
  const { extra = {}, isData, numRuns = 300 } = settings;
  const value = fc.oneof(fc.constantFrom(...ODD_VALUES), fc.string({ maxLength: 30, unit: 'grapheme' }));
  const argv = fc.array(
    fc.oneof(
      fc.constantFrom(...options, ...ODD_OPTIONS),
      value,
      fc.tuple(fc.constantFrom(...options), value).map(([o, v]) => `${o}=${v}`),
    ),
    { maxLength: 6 },
  );
  let runs = 0;
  fc.assert(
    fc.property(argv, (args) => {
      runs++;
      const { problems } = runArgv(main, args, extra, isData);
      if (problems.length > 0) throw new Error(`${JSON.stringify(args)}: ${problems.join('; ')}`);
    }),
    { numRuns, seed: 9 },
  );
  return runs;
}
