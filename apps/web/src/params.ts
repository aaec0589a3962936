/**
 * A route's query parameters, read against what the game accepts: a bad
 * value is named (for the status line) and the default is used instead.
 */

/** How one parameter is read: a list of words, or an integer range. */
export type ParamSpec<T> =
  | { readonly kind: 'word'; readonly values: readonly T[]; readonly fallback: T }
  | { readonly kind: 'int'; readonly min: number; readonly max: number; readonly fallback: T | null };

/** What reading the parameters gave: the values, and one sentence per bad parameter. */
export interface ParamResult<T> {
  readonly values: T;
  readonly problems: readonly string[];
  /** Whether any known parameter was given in the URL at all. */
  readonly given: boolean;
}

/** Reads `query` by `specs`: each bad or unknown parameter becomes a problem and its default is used. */
export function readParams<T extends Record<string, unknown>>(
  query: URLSearchParams,
  specs: { readonly [K in keyof T]: ParamSpec<T[K]> },
): ParamResult<T> {
  const values: Record<string, unknown> = {};
  const problems: string[] = [];
  let given = false;
  for (const [name, spec] of Object.entries(specs) as [string, ParamSpec<unknown>][]) {
    const raw = query.get(name);
    values[name] = spec.fallback;
    if (raw === null) continue;
    given = true;
    const shown = raw.length > 20 ? `${raw.slice(0, 20)}...` : raw;
    if (spec.kind === 'word') {
      if (spec.values.includes(raw)) values[name] = raw;
      else problems.push(`Bad ${name} "${shown}": use ${spec.values.join(', ')}.`);
    } else {
      const n = /^-?\d+$/.test(raw) ? Number(raw) : Number.NaN;
      if (Number.isSafeInteger(n) && n >= spec.min && n <= spec.max) values[name] = n;
      else problems.push(`Bad ${name} "${shown}": use a whole number from ${spec.min} to ${spec.max}.`);
    }
  }
  for (const name of query.keys()) {
    if (!(name in specs)) problems.push(`Unknown parameter "${name.slice(0, 20)}" ignored.`);
  }
  return { values: values as T, problems, given };
}
