/**
 * The command line, the same in every game: util.parseArgs with one-line
 * reasons (parseCommandLine), the option value checkers (intOption,
 * seedOption, choiceOption), and the usage error every app prints for a bad
 * command line: `<program>: <reason>` then `Try '<program> --help'.`, so
 * the reason stays on an 80x24 screen instead of scrolling off above the
 * usage. Re-exported by console.ts (import from `@arcade/view-console/console`).
 *
 * ```ts
 * import { parseCommandLine, usageError } from '@arcade/view-console/console';
 * const parsed = parseCommandLine(['--', '--seed', '1'], { seed: { type: 'string' } }); // { values: { seed: '1' }, ... }
 * usageError(io, 'dots', 'unknown option "--sed"'); // "dots: unknown option ..." / "Try 'dots --help'."; 2
 * ```
 */
import { type ParseArgsConfig, parseArgs } from 'node:util';
import { describe, frozen, isArray, ownOptions, ownValue } from '@arcade/core';
import type { ConsoleIO } from './console.js';
import { hasMethods } from './describe.js';
import { describeValue } from './describe.js';
import { checkBoolean, checkInteger, checkRecord, checkString, fail, ViewConsoleError } from './errors.js';
import { printableInput } from './io.js';

/** The option configurations parseCommandLine accepts (util.parseArgs's). */
export type ParseArgsOptionsConfig = NonNullable<ParseArgsConfig['options']>;

/** What parseCommandLine returns when the command line is good. */
export interface ParsedCommandLine<T extends ParseArgsOptionsConfig> {
  readonly values: ReturnType<typeof parseArgs<{ options: T; strict: true; allowPositionals: true }>>['values'];
  readonly positionals: string[];
}

/** Settings of parseCommandLine beyond util.parseArgs's option list. */
export interface CommandLineSettings {
  /** Accept arguments that are not options (default false: `unexpected argument "x"`). */
  readonly allowPositionals?: boolean;
  /**
   * What each string option's value is, for the reason when it is missing:
   * `{ seed: 'an integer' }` gives `--seed needs an integer, got nothing`
   * (default `a value`).
   */
  readonly expects?: Readonly<Record<string, string>>;
}

/** An argument quoted for a one-line reason: printable, at most 40 characters. */
function quoteArg(arg: string): string {
  return `"${printableInput(arg, 40)}"`;
}

/** The most arguments parseCommandLine reads (a command line is far shorter). */
const MAX_ARGS = 10_000;

/** util.parseArgs's option configuration, as far as the apps use it: `{ name: { type, short?, multiple? } }`. */
function checkOptionsConfig(options: unknown): void {
  const record = checkRecord('parseCommandLine', 'options', options);
  const names = Object.keys(record);
  if (names.length > 100) fail('TOO_LARGE', `parseCommandLine: at most 100 options, got ${names.length}`);
  for (const name of names) {
    const { type, short, multiple } = checkRecord(
      'parseCommandLine',
      `options.${printableInput(name, 20)}`,
      record[name],
    );
    if (type !== 'string' && type !== 'boolean') {
      fail(
        'BAD_VALUE',
        `parseCommandLine: options.${printableInput(name, 20)}.type must be 'string' or 'boolean', got ${describe(type)}`,
      );
    }
    if (short !== undefined && (typeof short !== 'string' || [...short].length !== 1)) {
      fail(
        'BAD_VALUE',
        `parseCommandLine: options.${printableInput(name, 20)}.short must be one character, got ${describe(short)}`,
      );
    }
    checkBoolean('parseCommandLine', `options.${printableInput(name, 20)}.multiple`, multiple, true);
  }
}

/**
 * util.parseArgs with the apps' conventions: returns the parsed values, or a one-line reason string for
 * an unknown option, a missing value or a malformed one (the app prints it with usageError, exit 2).
 * A leading `--` is dropped (`pnpm dots -- --seed 1`). A string option takes the next argument as its value even when it starts with `-` (`--seed -3`), as the
 * apps did before; checking the value (an integer, a name from a list) is the app's job.
 */
export const parseCommandLine = /* @__PURE__ */ frozen(function parseCommandLine<T extends ParseArgsOptionsConfig>(
  args: readonly string[],
  options: T,
  settings: CommandLineSettings = {},
): ParsedCommandLine<T> | string {
  const notStrings = () =>
    new ViewConsoleError(
      'WRONG_TYPE',
      `parseCommandLine: args must be an array of strings, got ${describeValue(args)}`,
    );
  if (!isArray(args)) throw notStrings();
  // The length before the elements: a sparse array of length 2^32-1 took 95 s to check (issue 23.8).
  if (args.length > MAX_ARGS) {
    fail('TOO_LARGE', `parseCommandLine: at most ${MAX_ARGS} arguments, got ${args.length}`);
  }
  if (args.some((a) => typeof a !== 'string')) throw notStrings();
  checkOptionsConfig(options);
  // Own properties only (a polluted Object.prototype.allowPositionals is not a setting).
  const { allowPositionals, expects } = ownOptions(
    'parseCommandLine: settings',
    checkRecord('parseCommandLine', 'settings', settings),
    ['allowPositionals', 'expects'],
    unreadable,
    true,
  );
  checkBoolean('parseCommandLine', 'settings.allowPositionals', allowPositionals, true);
  if (expects !== undefined) {
    for (const v of Object.values(checkRecord('parseCommandLine', 'settings.expects', expects))) {
      checkString('parseCommandLine', "each of settings.expects' values", v);
    }
  }
  // `pnpm dots -- --seed 1` hands the game `-- --seed 1` (pnpm passes the `--` on, npm drops it), and no
  // game takes arguments that look like options: a leading `--` is dropped, so the options are read.
  const list = args[0] === '--' ? args.slice(1) : [...args];
  // Non-strict parsing with tokens, checked here, so every reason is this module's one line.
  let parsed: ReturnType<typeof parseArgs<{ options: T; strict: false; allowPositionals: true; tokens: true }>>;
  try {
    parsed = parseArgs({ args: list, options, strict: false, allowPositionals: true, tokens: true });
  } catch (e) {
    // A configuration util.parseArgs refuses (checked above as far as this module knows it).
    const code = typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined;
    return fail(
      'BAD_VALUE',
      `parseCommandLine: util.parseArgs refused the options (${typeof code === 'string' ? code : 'an error'})`,
    );
  }
  const { values, positionals, tokens } = parsed;
  for (const token of tokens) {
    if (token.kind === 'positional') {
      if (allowPositionals !== true) return `unexpected argument ${quoteArg(token.value)}`;
      continue;
    }
    if (token.kind !== 'option') continue;
    const raw = list[token.index] ?? token.rawName;
    const config = Object.hasOwn(options, token.name) ? options[token.name] : undefined;
    if (config === undefined) {
      // `-hx` is one argument for two options: name the one that is unknown.
      return `unknown option ${quoteArg(raw.startsWith('--') ? raw : token.rawName)}`;
    }
    if (config.type === 'boolean' && token.inlineValue === true) {
      // Quoted shorter than other arguments: the option's name comes first, and the reason stays within 80 columns.
      return `${token.rawName} takes no value, got "${printableInput(raw, 24)}"`;
    }
    if (config.type === 'string' && token.value === undefined) {
      const expected = expects === undefined ? undefined : ownValue(expects as object, token.name);
      return `${token.rawName} needs ${typeof expected === 'string' ? expected : 'a value'}, got nothing`;
    }
  }
  return {
    values: values as ParsedCommandLine<T>['values'],
    positionals: allowPositionals === true ? positionals : [],
  };
});

/**
 * The largest `--seed`: the games' seeded generators (mulberry32) keep 32
 * bits, so a larger seed would only replay a smaller one's game.
 */
export const SEED_MAX = 4_294_967_295;

/** What an option value checker returns: the value, or a one-line reason for a usage error. */
export type OptionValue<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: string };

/**
 * An option's value quoted for a reason: printable and at most 12
 * characters, so that `<program>: <reason>` stays within 80 columns
 * whatever was typed.
 */
export const quoteOptionValue = /* @__PURE__ */ frozen(function quoteOptionValue(value: string): string {
  return `"${printableInput(checkString('quoteOptionValue', 'value', value), 12)}"`;
});

/**
 * An integer option from `min` to `max` (both safe integers), e.g.
 * `intOption('--rounds', '50', 1, 1000)`; the reason for anything else is
 * `--rounds needs an integer from 1 to 1000, got "x"`.
 */
export const intOption = /* @__PURE__ */ frozen(function intOption(
  name: string,
  value: string,
  min: number,
  max: number,
): OptionValue<number> {
  checkOptionName('intOption', name);
  checkString('intOption', 'value', value);
  checkInteger('intOption', 'min', min, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
  checkInteger('intOption', 'max', max, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
  if (min > max) fail('OUT_OF_RANGE', `intOption: min must be <= max, got ${describe(min)} and ${describe(max)}`);
  const text = value.trim();
  const n = /^[-+]?\d{1,16}$/.test(text) ? Number(text) : Number.NaN;
  if (!(n >= min && n <= max)) {
    return { ok: false, reason: `${name} needs an integer from ${min} to ${max}, got ${quoteOptionValue(value)}` };
  }
  return { ok: true, value: n };
});

/** An option's name for a reason: `--name` or `-n`, printable, short (so the reason stays one line). */
function checkOptionName(routine: string, name: unknown): string {
  checkString(routine, 'name', name);
  if (!/^--?[A-Za-z0-9][A-Za-z0-9-]{0,23}$/.test(name as string)) {
    fail('BAD_VALUE', `${routine}: name must be an option such as "--seed", got ${describe(name)}`);
  }
  return name as string;
}

/** The most choices choiceOption lists (its reason stays one line). */
const MAX_CHOICES = 8;

/** `--seed N`: an integer from 0 to SEED_MAX, the same for every game. */
export const seedOption = /* @__PURE__ */ frozen(function seedOption(value: string): OptionValue<number> {
  return intOption('--seed', checkString('seedOption', 'value', value), 0, SEED_MAX);
});

/**
 * One of a list of words, case-insensitive (`choiceOption('--level',
 * 'Random', ['perfect', 'random'])` is `random`); the reason for anything
 * else is `--level needs perfect or random, got "x"`.
 */
export const choiceOption = /* @__PURE__ */ frozen(function choiceOption<T extends string>(
  name: string,
  value: string,
  choices: readonly T[],
): OptionValue<T> {
  checkOptionName('choiceOption', name);
  checkString('choiceOption', 'value', value);
  if (!isArray(choices) || choices.length === 0 || choices.length > MAX_CHOICES) {
    fail(
      isArray(choices) ? 'OUT_OF_RANGE' : 'WRONG_TYPE',
      `choiceOption: choices must be an array of 1 to ${MAX_CHOICES} lower-case words, got ${describe(choices)}`,
    );
  }
  for (const c of choices as unknown[]) {
    if (typeof c !== 'string' || !/^[a-z0-9][a-z0-9-]{0,23}$/.test(c)) {
      fail('BAD_VALUE', `choiceOption: each choice must be a lower-case word, got ${describe(c)}`);
    }
  }
  const word = value.trim().toLowerCase();
  const found = choices.find((c) => c === word);
  if (found !== undefined) return { ok: true, value: found };
  const list = choices.length <= 2 ? choices.join(' or ') : `${choices.slice(0, -1).join(', ')} or ${choices.at(-1)}`;
  return { ok: false, reason: `${name} needs ${list}, got ${quoteOptionValue(value)}` };
});

/** ownOptions' refusal of a revoked Proxy, as this package's error (console.ts uses it too). */
export const unreadable = (_: string, message: string): ViewConsoleError => new ViewConsoleError('WRONG_TYPE', message);

/** A ConsoleIO's output and error sinks, as usageError and runConsoleGame use them. */
export const checkSinks = /* @__PURE__ */ frozen(function checkSinks(routine: string, io: unknown): void {
  const { output, error } = checkRecord(routine, 'io', io);
  if (!hasMethods(output, ['write'])) {
    fail('WRONG_TYPE', `${routine}: io.output must be an OutputSink (a write(text) method), got ${describe(output)}`);
  }
  if (error !== undefined && !hasMethods(error, ['write'])) {
    fail('WRONG_TYPE', `${routine}: io.error must be an OutputSink (a write(text) method), got ${describe(error)}`);
  }
});

/**
 * A bad command line: `<program>: <reason>` and `Try '<program> --help'.` on
 * io.error (io.output when there is none); returns the exit status 2 for
 * main to return. Two lines, not the whole usage: the usage would scroll
 * the reason off an 80x24 screen.
 */
export const usageError = /* @__PURE__ */ frozen(function usageError(
  io: ConsoleIO,
  program: string,
  reason: string,
): 2 {
  checkSinks('usageError', io);
  checkString('usageError', 'program', program);
  checkString('usageError', 'reason', reason);
  (io.error ?? io.output).write(`${program}: ${reason}\n${tryHelp(program)}\n`);
  return 2;
});

/** The line after a usage error's reason: `Try 'dots --help'.` */
export const tryHelp = /* @__PURE__ */ frozen(function tryHelp(program: string): string {
  return `Try '${checkString('tryHelp', 'program', program)} --help'.`;
});
