// Foxes and Dolphins on the shared console (issue 9): help explains the rules and commands, board, quit,
// refusals within 80 columns, the Result line of every ending, the pieces listed with the tiles they can move
// to (coordinates without reading the rulers), options through util.parseArgs, a closed output pipe, TERM=dumb.
import { generateIsland, mulberry32 } from '@arcade/model-foxdolphin';
import { bufferSink, renderFoxDolphin, scriptedReader } from '@arcade/view-console/node';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { builtCli, runCli, runWithClosedOutput } from '../../../test-support/cli.js';
import { describePieces, describeRefusal, main, RULES, resultOf, USAGE } from '../src/index.js';
import { firstPrompt } from './helpers.js';

const CLI = builtCli(new URL('../dist/cli.js', import.meta.url));
const foxdolphin = (args: string[], input: string, env?: Record<string, string>, preload?: 'stdout-tty') =>
  runCli(CLI, args, input, env, preload);

function run(args: string[], lines: string[] = []) {
  const output = bufferSink();
  const error = bufferSink();
  const code = main(args, { input: scriptedReader(lines), output, error, echo: true });
  return { code, out: output.text(), err: error.text() };
}

const PROMPT = 'Foxes to move (move 1 of 2, round 1 of at most 100): ';

describe('commands at the prompt', () => {
  it('issue 22 (fit the screen): help rules explains the rules, help every command (not the command-line usage), then asks again', () => {
    const r = foxdolphin(['--play', 'fox', '--seed', '3'], 'help rules\nHELP\n');
    const rules = r.out.slice(r.out.indexOf(`${PROMPT}help rules\n`) + PROMPT.length + 11);
    expect(rules.startsWith(RULES)).toBe(true);
    const help = r.out.slice(r.out.indexOf(`${PROMPT}HELP\n`) + PROMPT.length + 5);
    expect(help.startsWith('Commands (at any prompt, in upper or lower case):\n')).toBe(true);
    for (const name of ['pass', 'moves', 'help', 'board', 'quit'])
      expect(help).toMatch(new RegExp(`\\n {2}${name} +\\w`));
    expect(help).not.toContain('Options:');
    expect(help).toContain(`\n${PROMPT}\n`); // asked again, then end of input
    for (const line of RULES.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
  });

  it('board draws the island again, as it stands in the round being played', () => {
    const r = run(['--play', 'fox', '--seed', '3'], [' Board ']);
    const map = renderFoxDolphin(firstPrompt(3), { round: 1, compact: true });
    expect(r.out).toContain(`${PROMPT} Board \n${map}${PROMPT}`);
  });

  it('quit ends at once with Result: quit, status 0', () => {
    const r = run(['--play', 'dolphin', '--seed', '3'], ['QUIT', '1,1 1,2']);
    expect(r.code).toBe(0);
    expect(r.out.endsWith('QUIT\nYou left the game. Goodbye.\nResult: quit\n')).toBe(true);
  });

  it('end of input ends with Result: quit', () => {
    const r = foxdolphin(['--play', 'fox', '--seed', '3'], '');
    expect(r.code).toBe(0);
    expect(r.out.endsWith(`${PROMPT}\nEnd of input.\nResult: quit\n`)).toBe(true);
  });
});

describe('the Result line of every ending', () => {
  it('a watched game: the outcome, the island once more, then Result: <side> win or draw', () => {
    const draw = foxdolphin(['--seed', '4', '--rounds', '3'], '');
    expect(draw.out).toMatch(
      /Game over after 3 rounds: a draw at the round limit\.\nround 3 \|[\s\S]*\nResult: draw\n$/,
    );
    const won = foxdolphin(['--seed', '1', '--size', '10x8', '--pieces', '2', '--rounds', '400'], '');
    expect(won.out).toMatch(
      /: the (Foxes|Dolphins) win, every \w+ is eaten\.\nround \d+ \|[\s\S]*\nResult: (Foxes|Dolphins) win\n$/,
    );
  });

  it('a played game: Result: you lost, or draw at the round limit', () => {
    const lost = foxdolphin(
      ['--play', 'fox', '--seed', '2', '--size', '10x8', '--pieces', '2', '--rounds', '500'],
      'pass\n'.repeat(2000),
    );
    expect(lost.out).toMatch(/You lost\.\nround \d+ \|[\s\S]*\nResult: you lost\n$/);
    const draw = foxdolphin(['--play', 'fox', '--seed', '3', '--rounds', '1'], 'pass\n');
    expect(draw.out).toMatch(/Nobody won\.\nround 1 \|[\s\S]*\nResult: draw\n$/);
  });

  it('resultOf names the winner from the player’s side or the watcher’s', () => {
    expect(resultOf('Fox', 'Fox')).toBe('you won');
    expect(resultOf('Dolphin', 'Fox')).toBe('you lost');
    expect(resultOf('draw', 'Dolphin')).toBe('draw');
    expect(resultOf('Fox', null)).toBe('Foxes win');
    expect(resultOf('Dolphin', null)).toBe('Dolphins win');
  });
});

describe('coordinates a player can read without the rulers', () => {
  it('each piece is listed as typed, with exactly the tiles it can move to', () => {
    const board = firstPrompt(3);
    const text = describePieces(board, 'Fox');
    expect(text.startsWith('Your foxes (* eats): ')).toBe(true);
    // issue 22 (fit the screen): `from -> targets;`, each piece ended by `;`, a target that eats marked `*`.
    const body = text.slice('Your foxes (* eats): '.length).replace(/\s+/g, ' ');
    const more = /\.\.\. (\d+) more \(type moves\)$/.exec(body);
    const listed = (more === null ? body : body.slice(0, more.index))
      .split(';')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    expect(listed.length + Number(more?.[1] ?? 0)).toBe(board.piecesOf('Fox').length);
    expect(text.split('\n').length).toBeLessThanOrEqual(3);
    for (const entry of listed) {
      const [from, to] = entry.split(' -> ') as [string, string];
      const expected = board
        .legalMoves('Fox')
        .filter((m) => `${m.piece.x},${m.piece.y}` === from)
        .map((m) => `${m.x},${m.y}${board.occupantOf(board.tileIdAt(m.x, m.y)) === 'Dolphin' ? '*' : ''}`);
      expect(to === 'none' ? [] : to.trim().split(' ')).toEqual(expected);
    }
  });

  it('is printed above every prompt, and a listed pair is a move the game takes', () => {
    const board = firstPrompt(3);
    const [m] = board.legalMoves('Fox');
    const r = run(['--play', 'fox', '--seed', '3', '--rounds', '1'], [`${m!.piece.x},${m!.piece.y} ${m!.x},${m!.y}`]);
    expect(r.out).toContain(`${describePieces(board, 'Fox')}\n${PROMPT.replace('100', '1')}`);
    expect(r.out).toContain('move 2 of 2');
  });

  it('lines stay within 80 columns however many pieces and targets', () => {
    for (const seed of [1, 2, 3]) {
      const board = generateIsland({ rng: mulberry32(seed), width: 60, height: 40, pieces: 40 });
      const text = describePieces(board, 'Dolphin');
      for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
      expect(text).toMatch(/more \(type moves\)$/);
      expect(text.split('\n').length).toBeLessThanOrEqual(3);
    }
  });
});

describe('refusals fit 80 columns', () => {
  it('every refusal reason, with the longest coordinates a player can type', () => {
    for (const reason of [
      'noSuchPiece',
      'notATile',
      'occupiedBySameAnimal',
      'stranded',
      'shortcutNotUsable',
      'notReachable',
    ] as const) {
      for (const animal of ['Fox', 'Dolphin'] as const) {
        expect(describeRefusal(reason, animal, '9999,9999', '9999,9998').length).toBeLessThanOrEqual(80);
      }
    }
  });

  it('property: any typed line gets at most one line of reason, within 80 columns', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (typed) => {
        const r = run(['--play', 'fox', '--seed', '3', '--rounds', '1'], [typed.replace(/[\r\n]/g, ' ')]);
        const after = r.out.slice(r.out.indexOf(PROMPT.replace('500', '1')));
        for (const line of after.split('\n')) {
          if (line.startsWith('Foxes to move')) continue; // the prompt, with what was typed echoed after it
          expect([...line].length).toBeLessThanOrEqual(80);
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('options through util.parseArgs', () => {
  const BAD: [string[], string][] = [
    [['--seed'], '--seed needs an integer from 0 to 4294967295, got nothing'],
    [['--seed', 'x'], '--seed needs an integer from 0 to 4294967295, got "x"'],
    [['--seed', '-1'], '--seed needs an integer from 0 to 4294967295, got "-1"'],
    [['--size'], '--size needs WxH, each 6..200 (e.g. 20x14), got nothing'],
    [['--size', '5x5'], '--size needs WxH, each 6..200 (e.g. 20x14), got "5x5"'],
    [['--size', '20x'], '--size needs WxH, each 6..200 (e.g. 20x14), got "20x"'],
    [['--pieces', '0'], '--pieces needs an integer from 1 to 500, got "0"'],
    [['--pieces'], '--pieces needs an integer from 1 to 500, got nothing'],
    [['--rounds', '1.5'], '--rounds needs an integer from 1 to 2000, got "1.5"'],
    [['--delay', '-5'], '--delay needs an integer from 0 to 60000, got "-5"'],
    [['--play', 'cat'], '--play needs fox or dolphin, got "cat"'],
    [['--play'], '--play needs fox or dolphin, got nothing'],
    [['--ai', 'smart'], '--ai needs greedy or random, got "smart"'],
    [['--colour'], 'unknown option "--colour"'],
    [['--help=1'], '--help takes no value, got "--help=1"'],
    [['fox'], 'unexpected argument "fox"'],
  ];
  for (const [args, reason] of BAD) {
    it(`issue 22 (bad options): ${JSON.stringify(args)}: one line, Try 'foxdolphin --help'., status 2`, () => {
      const r = foxdolphin(args, '');
      expect(r.code).toBe(2);
      expect(r.out).toBe('');
      expect(r.err).toBe(`foxdolphin: ${reason}\nTry 'foxdolphin --help'.\n`);
    });
  }

  it('regression: --help had a line of 98 columns', () => {
    for (const line of USAGE.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
  });

  it('--play takes any case, and --size N means N x N', () => {
    const r = run(['--play', 'FOX', '--seed', '3', '--size', '12', '--rounds', '1'], ['quit']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Your foxes (* eats): ');
  });
});

describe('a closed output pipe', () => {
  it('a watched game | head -1 ends at once, status 0, flat memory', async () => {
    const r = await runWithClosedOutput(CLI, ['--seed', '1', '--rounds', '2000'], {
      first: '',
      repeat: '\n',
      keepLines: 1,
    });
    expect(r.signal).toBeNull();
    expect(r.code).toBe(0);
    expect(r.out).toBe('Foxes and Dolphins  (seed 1: replay this game with --seed 1)');
    expect(r.err).toBe('');
    expect(r.maxRssKiB).not.toBeNull();
    expect(r.maxRssKiB!).toBeLessThan(150 * 1024);
  }, 30_000);

  it('(yes zzz) | foxdolphin --play fox | head -1 ends at once, status 0, flat memory', async () => {
    const r = await runWithClosedOutput(CLI, ['--play', 'fox', '--seed', '1'], {
      first: '',
      repeat: 'zzz\n',
      keepLines: 1,
    });
    expect(r.signal).toBeNull();
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    expect(r.maxRssKiB!).toBeLessThan(150 * 1024);
  }, 30_000);
});

describe('colour and the screen', () => {
  it('a terminal gets colour and a cleared screen; TERM=dumb and NO_COLOR get neither', () => {
    const args = ['--seed', '4', '--rounds', '2', '--delay', '0'];
    const tty = (env: Record<string, string>) => foxdolphin(args, '', env, 'stdout-tty').out;
    expect(tty({ TERM: 'xterm' })).toContain('\u001b[H\u001b[2J');
    expect(tty({ TERM: 'xterm' })).toContain('\u001b[4');
    expect(tty({ TERM: 'dumb' })).not.toContain('\u001b');
    expect(tty({ TERM: 'xterm', NO_COLOR: '1' })).not.toContain('\u001b[4');
    expect(tty({ TERM: 'dumb', FORCE_COLOR: '1' })).toContain('\u001b[4');
  });
});
