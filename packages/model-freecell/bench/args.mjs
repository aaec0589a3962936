// The FreeCell benches' command-line numbers (run.mjs, short.mjs, and apps/freecell/bench/process.mjs): one parser, one message.

/** Reads `--name N` (a whole number >= 1) from args; exits with status 2 and a one-line reason when N is not one. */
export function arg(args, name) {
  const k = args.indexOf(name);
  if (k < 0) return undefined;
  const v = Number(args[k + 1]);
  if (!Number.isInteger(v) || v < 1) {
    console.error(`bench: ${name} needs a whole number >= 1, got ${args[k + 1] ?? 'nothing'}`);
    process.exit(2);
  }
  return v;
}
