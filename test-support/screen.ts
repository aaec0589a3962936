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
