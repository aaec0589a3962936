// Shared by the launcher's tests: main() run in-process on scripted lines, with a stand-in launcher that
// records each game started and answers `status`.
import { bufferSink, scriptedReader } from '@arcade/view-console/node';
import { type GameInfo, main } from '../src/index.js';

/** main(args) on `lines`, echo on; `interactive` as a person at a terminal; each launch answers `status`. */
export function runArcade(args: string[], lines: string[], extra: { interactive?: boolean; status?: number } = {}) {
  const output = bufferSink();
  const error = bufferSink();
  const launched: { id: string; args: readonly string[] }[] = [];
  const code = main(args, {
    input: scriptedReader(lines),
    output,
    error,
    echo: true,
    ...(extra.interactive === undefined ? {} : { interactive: extra.interactive }),
    launch: (game: GameInfo, gameArgs: readonly string[]) => {
      launched.push({ id: game.id, args: gameArgs });
      return extra.status ?? 0;
    },
  });
  return { code, out: output.text(), err: error.text(), launched };
}
