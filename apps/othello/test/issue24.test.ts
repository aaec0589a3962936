// Issue 24.3: the engine protocols, `othello --gtp` and `othello --nboard`.
// The protocol cores are pure (a line in, text out), so most of this is
// scripted lines in-process; the built binary is spawned for the end of
// input and for a whole game through real pipes.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Cell, makeBoard, makeSquare, Othello, type Player, parseSquare, playTranscript } from '@arcade/model-othello';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../../test-support/cli.js';
import { ENGINE_VERSION, GtpEngine } from '../src/gtp.js';
import { NboardEngine, readGgfClock } from '../src/nboard.js';
import { parseOptions } from '../src/options.js';
import type { LineProtocol } from '../src/protocol.js';
import { seededRandom } from '../src/random.js';
import { CLI } from './helpers.js';

/** Feeds lines to a protocol; what it wrote to stdout and stderr, and whether it asked to quit. */
function session(protocol: LineProtocol, lines: readonly string[]): { out: string; err: string; quit: boolean } {
  let out = '';
  let err = '';
  let quit = false;
  const output = {
    out: (s: string) => {
      out += s;
    },
    err: (s: string) => {
      err += s;
    },
  };
  for (const line of lines) {
    quit = protocol.handle(line, output);
    if (quit) break;
  }
  return { out, err, quit };
}

/** The GTP responses of a session, each without its closing empty line. */
function responses(out: string): string[] {
  expect(out.endsWith('\n\n')).toBe(true);
  return out.slice(0, -2).split('\n\n');
}

describe('issue 24.3: othello --gtp', () => {
  it('issue 24.3: a scripted GTP session: ids echoed, errors in GTP form, an illegal move refused, the engine goes on', () => {
    const gtp = new GtpEngine({ level: 2 });
    const { out, quit } = session(gtp, [
      'protocol_version',
      '1 name',
      '2 version',
      'known_command genmove',
      'known_command frobnicate',
      '  # a comment line: no response',
      '',
      '3 boardsize 8',
      '4 boardsize 19',
      'clear_board',
      'komi 0',
      'komi x',
      '10 play b d3',
      '11 play b c3', // White is to move
      '12 play w d3', // taken
      '13 play w a1', // turns nothing
      '14 play w pass', // White has moves
      '15 play x d3',
      '16 play w',
      'fly me to the moon',
      '17 play\tw c5 # tabs and comments are allowed',
      '18 genmove b',
      '19 genmove b', // White is to move now
      '20 undo',
      '21 undo',
      '22 undo',
      '23 undo',
      '24 quit',
      'name',
    ]);
    expect(quit).toBe(true);
    const r = responses(out);
    // `version` is the app's package version.
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(ENGINE_VERSION).toBe(pkg.version);
    expect(r.slice(0, 5)).toEqual(['= 2', '=1 Arcade Othello', `=2 ${pkg.version}`, '= true', '= false']);
    expect(r[5]).toBe('=3 ');
    expect(r[6]).toBe('?4 unacceptable size (Othello is played on 8 x 8)');
    expect(r.slice(7, 10)).toEqual(['= ', '= ', '? syntax error: komi must be a number of 0 or more']);
    expect(r[10]).toBe('=10 ');
    expect(r[11]).toBe('?11 illegal move: White (O) is to move');
    expect(r[12]).toBe('?12 illegal move: d3 is taken (X is there)');
    expect(r[13]).toBe('?13 illegal move: a1 turns no X disc');
    expect(r[14]).toBe('?14 illegal move: White (O) has a legal move and may not pass');
    expect(r[15]).toBe('?15 syntax error: "x" is not a colour (b or w)');
    expect(r[16]).toBe('?16 syntax error: play needs a colour and a move (play b d3)');
    expect(r[17]).toBe('? unknown command');
    expect(r[18]).toBe('=17 ');
    expect(r[19]).toMatch(/^=18 [a-h][1-8]$/);
    expect(r[20]).toBe('?19 illegal move: White (O) is to move, not Black (X)');
    expect(r.slice(21, 24)).toEqual(['=20 ', '=21 ', '=22 ']);
    expect(r[24]).toBe('?23 cannot undo');
    expect(r[25]).toBe('=24 ');
    expect(r).toHaveLength(26); // nothing after quit
    // The refused lines changed nothing: three undos took back d3, c5 and the engine's move.
    expect(makeBoard(gtp.game)).toBe(makeBoard(new Othello()));
  });

  it('issue 24.3: list_commands, showboard (no empty line inside), set_game, arcade-level', () => {
    const gtp = new GtpEngine({ level: 4 });
    const { out } = session(gtp, [
      'list_commands',
      'play b f5',
      'showboard',
      'list_games',
      'set_game Go',
      'arcade-level 9',
      'arcade-level 1',
    ]);
    const r = responses(out);
    expect(r[0]!.split('\n')).toContain('time_left');
    expect(r[0]).toMatch(/^= protocol_version\nname\nversion\n/);
    expect(r[2]).toContain('\n5  . . . X X(X). .  5\n');
    expect(r[2]).toContain('White (O) to move. X 4, O 1');
    expect(r[3]).toBe('= Othello');
    expect(r[4]).toBe('? unsupported game (Othello only)');
    expect(r[5]).toMatch(/^\? syntax error: the level is an integer from 1 to \d+$/);
    expect(r[6]).toBe('= ');
    expect(gtp.level).toBe(1);
  });

  it('issue 24.3: time_settings and time_left make a time budget for genmove', () => {
    // A clock that moves 100 ms at each reading: a search ends after a few readings.
    let now = 0;
    const clock = () => {
      now += 100;
      return now;
    };
    const gtp = new GtpEngine({ level: 3, clock });
    expect(gtp.timeBudgetMs(Cell.BLACK)).toBeNull(); // no time settings: the level plays
    session(gtp, ['time_settings 300 0 0']);
    // 300 s for Black's 30 moves of the 60 empties, 80% of it.
    expect(gtp.timeBudgetMs(Cell.BLACK)).toBe(8000);
    session(gtp, ['time_left b 30 0']);
    expect(gtp.timeBudgetMs(Cell.BLACK)).toBe(800);
    session(gtp, ['time_left w 10 5']); // byo-yomi: 10 s for 5 moves
    expect(gtp.timeBudgetMs(Cell.WHITE)).toBe(1600);
    session(gtp, ['time_settings 0 10 0']); // byo-yomi time without stones: no limit
    expect(gtp.timeBudgetMs(Cell.BLACK)).toBeNull();
    session(gtp, ['time_settings 60 0 0']);
    const { out } = session(gtp, ['genmove b']);
    expect(out).toMatch(/^= [a-h][1-8]\n\n$/);
    expect(gtp.timeBudgetMs(Cell.WHITE)).toBe(1600);
    // Black's clock was charged for the time its move took.
    expect(gtp.timeBudgetMs(Cell.BLACK)!).toBeLessThan(1600);
    // A clock of ten years (Edax's default) gives a budget past what the engine takes: the engine's maximum.
    // (This engine's clock moves 10^9 ms at each reading, so the search ends after a few.)
    let years = 0;
    const slow = new GtpEngine({
      level: 3,
      clock: () => {
        years += 1e9;
        return years;
      },
    });
    session(slow, ['time_settings 315576000 0 0']);
    expect(slow.timeBudgetMs(Cell.BLACK)).toBeGreaterThan(2 ** 31);
    expect(responses(session(slow, ['genmove b']).out)).toEqual([expect.stringMatching(/^= [a-h][1-8]$/)]);
    const bad = responses(session(gtp, ['time_left b', 'time_settings -1 0 0']).out);
    expect(bad).toEqual([
      '? syntax error: the time left must be a number of 0 or more',
      '? syntax error: main time must be a number of 0 or more',
    ]);
  });

  it('issue 24.3: passes: genmove answers pass for a side with no move, play takes one or leaves it out', () => {
    const stuck = positionWithPass();
    const turn: Player = stuck.getTurn();
    const [c, other] = turn === Cell.BLACK ? ['b', 'w'] : ['w', 'b'];
    const gtp = new GtpEngine({ level: 2 });
    gtp.game = stuck.clone();
    expect(responses(session(gtp, [`genmove ${c}`]).out)).toEqual(['= pass']);
    expect(gtp.game.getTurn()).not.toBe(turn);
    gtp.game = stuck.clone();
    expect(responses(session(gtp, [`play ${c} pass`]).out)).toEqual(['= ']);
    expect(gtp.game.getTurn()).not.toBe(turn);
    // A controller that leaves the pass out: the other side's move comes after it, and undo takes both back.
    gtp.game = stuck.clone();
    const after = stuck.clone();
    after.switchTurn();
    const reply = makeSquare(after.legalMoves()[0]!);
    expect(responses(session(gtp, [`play ${other} ${reply}`, 'undo']).out)).toEqual(['= ', '= ']);
    expect(makeBoard(gtp.game)).toBe(makeBoard(stuck));
  });
});

/** A position where the side to move must pass (the game not over), from seeded random games. */
function positionWithPass(): Othello {
  const rng = seededRandom(7);
  const g = new Othello();
  for (;;) {
    g.init();
    while (!g.isGameOver()) {
      if (!g.isAnyValidMove()) return g;
      const legal = g.legalMoves();
      const sq = legal[Math.floor(rng() * legal.length)]!;
      g.move(sq.i, sq.j, g.getTurn());
    }
  }
}

describe('issue 24.3: othello --nboard', () => {
  const GAME =
    '(;GM[Othello]PC[NBoard]DT[2014-02-21 20:52:27 GMT]PB[./mEdax]PW[chris]RE[?]TI[15:00]TY[8]' +
    'BO[8 ---------------------------O*------*O--------------------------- *]' +
    'B[F5]W[F6]B[D3]W[C5]B[E6]W[F7]B[E7]W[F4];)';

  it('issue 24.3: a scripted NBoard session: set myname, pong, ===, search, status; bad lines ignored with a reason', () => {
    const nb = new NboardEngine({ level: 3 });
    const { out, err, quit } = session(nb, [
      'nboard 2',
      'set depth 2',
      `set game ${GAME}`,
      'set contempt 100',
      'ping 1',
      'go',
      'hint 2',
      'move Z9',
      'set game (;GM[Go];)',
      'set depth x',
      'frobnicate',
      'move PA',
      'move D6/1.00/0.5',
      'ping 2',
      'quit',
      'ping 3',
    ]);
    expect(quit).toBe(true);
    const lines = out.trimEnd().split('\n');
    expect(lines[0]).toBe('set myname Arcade3');
    expect(lines[1]).toBe('set myname Arcade2');
    expect(lines[2]).toBe('pong 1');
    expect(lines[3]).toBe('status Arcade is thinking');
    const played = lines.find((l) => l.startsWith('=== '));
    expect(played).toMatch(/^=== [A-H][1-8]\/-?\d+\.\d\d\/\d+\.\d$/);
    const searches = lines.filter((l) => l.startsWith('search '));
    expect(searches).toHaveLength(2);
    for (const s of searches) expect(s).toMatch(/^search ([A-H][1-8])+ -?\d+\.\d\d 0 \d+$/);
    // Every hint of one answer gives the same depth (NBoard drops hints of another depth).
    expect(new Set(searches.map((s) => s.split(' ')[4])).size).toBe(1);
    expect(lines.filter((l) => l.startsWith('status '))).toEqual([
      'status Arcade is thinking',
      'status Arcade is waiting',
      'status Arcade is thinking',
      'status Arcade is waiting',
    ]);
    expect(lines.at(-1)).toBe('pong 2');
    expect(out).not.toContain('pong 3');
    // go did not play the move; move D6 did.
    expect(makeBoard(nb.game)).toBe(makeBoard(playTranscript('f5f6d3c5e6f7e7f4d6')));
    expect(nb.contempt).toBe(100);
    expect(err.trimEnd().split('\n')).toEqual([
      "othello: nboard: move: 'Z9' is not a square a1..h8 or PA (a pass); line ignored: move Z9",
      "othello: nboard: set game: parseGgf: GM['Go'] is not Othello; line ignored: set game (;GM[Go];)",
      'othello: nboard: set depth needs a depth of 1 or more, got "x"; line ignored: set depth x',
      'othello: nboard: unknown command "frobnicate"; line ignored: frobnicate',
      'othello: nboard: move PA: BLACK has a legal move; line ignored: move PA',
    ]);
  });

  it('issue 24.3: set depth N plays at level N, the top level above it; the answer to go is legal', () => {
    const nb = new NboardEngine({ level: 4 });
    const { out } = session(nb, ['nboard 1', 'set depth 99', `set game ${GAME}`, 'go']);
    expect(out).toContain(`set myname Arcade${nb.level}\n`);
    const move = /=== ([A-H][1-8])\//.exec(out)![1]!;
    expect(nb.game.isValidMove(parseSquare(move).i, parseSquare(move).j, nb.game.getTurn())).toBe(true);
  });
});

describe("issue 24.3: NBoard time from the game's clock (TI) and the moves' times", () => {
  const START = 'BO[8 ---------------------------O*------*O--------------------------- *]';

  it('issue 24.3: readGgfClock reads [[h:]mm:]ss and main/increment, and nothing else', () => {
    expect(readGgfClock('15:00')).toEqual({ mainMs: 900_000, incrementMs: 0 });
    expect(readGgfClock('1:00:00')).toEqual({ mainMs: 3_600_000, incrementMs: 0 });
    expect(readGgfClock('05:00/00:02')).toEqual({ mainMs: 300_000, incrementMs: 2000 });
    expect(readGgfClock('05:00//02:00')).toEqual({ mainMs: 300_000, incrementMs: 0 });
    expect(readGgfClock('90')).toEqual({ mainMs: 90_000, incrementMs: 0 });
    for (const bad of [undefined, '', 'soon', '0:00', '1:2:3:4', '-5:00']) expect(readGgfClock(bad)).toBeNull();
  });

  it("issue 24.3: the budget is the side's time left over its moves left; no TI or no clock plays at the level", () => {
    const clock = () => 0;
    const nb = new NboardEngine({ level: 8, clock });
    session(nb, [`set game (;GM[Othello]TI[15:00]${START};)`]);
    // 60 empties: 30 moves left for Black, 900 s over 30, 80% of it.
    expect(nb.timeBudgetMs()).toBeCloseTo((900_000 / 30) * 0.8, 6);
    // Black used 100 s and 20 s in the game NBoard sent; White's times are White's.
    session(nb, [`set game (;GM[Othello]TI[15:00]${START}B[F5//100]W[F6//400]B[D3//20]W[C5];)`]);
    expect(nb.game.getTurn()).toBe(Cell.BLACK);
    expect(nb.timeBudgetMs()).toBeCloseTo((780_000 / 28) * 0.8, 6);
    // A move NBoard sends with its time is charged to the side that played it.
    session(nb, ['move E6/0.00/60']);
    session(nb, ['move F4/0.00/5']);
    expect(nb.timeBudgetMs()).toBeCloseTo((720_000 / 27) * 0.8, 6);
    session(nb, [`set game (;GM[Othello]${START};)`]);
    expect(nb.timeBudgetMs()).toBeNull();
    const noClock = new NboardEngine({ level: 8 });
    session(noClock, [`set game (;GM[Othello]TI[15:00]${START};)`]);
    expect(noClock.timeBudgetMs()).toBeNull();
  });

  it('issue 24.3: go on a one-second game clock stops on its budget, earlier than level 8 without one', () => {
    // A clock that moves 1 ms each time it is read; the last nodestats line is the search's size.
    const searched = (ti: string): { nodes: number; out: string; nb: NboardEngine } => {
      let now = 0;
      const nb = new NboardEngine({ level: 8, clock: () => now++ });
      const { out } = session(nb, [`set game (;GM[Othello]${ti}${START}B[F5]W[F6];)`, 'go']);
      const stats = out.split('\n').filter((l) => l.startsWith('nodestats '));
      return { nodes: Number(stats.at(-1)?.split(' ')[1]), out, nb };
    };
    const timed = searched('TI[0:01]');
    const m = /=== ([A-H][1-8])\//.exec(timed.out);
    expect(m).not.toBeNull();
    const sq = parseSquare(m![1]!);
    expect(timed.nb.game.isValidMove(sq.i, sq.j, timed.nb.game.getTurn())).toBe(true);
    // Budget: 1000 ms over 29 moves, 80%: about 28 ms of this clock.
    expect(timed.nodes).toBeLessThan(searched('').nodes);
  });
});

/** The engines of both protocols play a game to the end: GTP Black against NBoard White. */
function gtpAgainstNboard(): { moves: string[]; game: Othello } {
  const gtp = new GtpEngine({ level: 2 });
  const nb = new NboardEngine({ level: 2 });
  const game = new Othello();
  const moves: string[] = [];
  const one = (p: LineProtocol, line: string) => session(p, [line]);
  one(nb, 'nboard 2');
  one(nb, 'set depth 2');
  one(nb, 'set game (;GM[Othello]TY[8];)');
  for (let n = 0; n < 130 && !game.isGameOver(); n++) {
    if (game.getTurn() === Cell.BLACK) {
      const r = responses(one(gtp, 'genmove b').out)[0]!;
      const move = r.slice(2);
      moves.push(`B:${move}`);
      if (move === 'pass') {
        game.switchTurn();
        one(nb, 'move PA');
      } else {
        const sq = parseSquare(move);
        game.move(sq.i, sq.j, Cell.BLACK);
        expect(one(nb, `move ${move.toUpperCase()}`).err).toBe('');
      }
    } else {
      const r = one(nb, 'go').out;
      const move = /^=== (\S+?)(\/|$)/m.exec(r)![1]!;
      moves.push(`W:${move}`);
      if (move === 'PA') {
        game.switchTurn();
        expect(responses(one(gtp, 'play w pass').out)).toEqual(['= ']);
      } else {
        const sq = parseSquare(move);
        game.move(sq.i, sq.j, Cell.WHITE);
        expect(responses(one(gtp, `play w ${move.toLowerCase()}`).out)).toEqual(['= ']);
      }
      expect(one(nb, `move ${move}`).err).toBe('');
    }
    expect(makeBoard(gtp.game).slice(0, 64)).toBe(makeBoard(game).slice(0, 64));
    expect(makeBoard(nb.game).slice(0, 64)).toBe(makeBoard(game).slice(0, 64));
  }
  return { moves, game };
}

describe('issue 24.3: whole games through the protocols', () => {
  it('issue 24.3: the GTP engine and the NBoard engine play each other to the end of a game', () => {
    const { game, moves } = gtpAgainstNboard();
    expect(game.isGameOver()).toBe(true);
    expect(game.count(Cell.BLACK) + game.count(Cell.WHITE)).toBeGreaterThan(40);
    expect(moves.length).toBeGreaterThanOrEqual(game.moves().length);
  }, 60_000);

  it('issue 24.3: the built binary plays a game through pipes against a random player (othello --gtp)', async () => {
    const child = spawn(process.execPath, [CLI, '--gtp', '--level', '1'], { env: { PATH: process.env.PATH ?? '' } });
    let buffer = '';
    const waiting: ((text: string) => void)[] = [];
    child.stdout.on('data', (d: Buffer) => {
      buffer += d.toString();
      // Each response ends with an empty line.
      for (let end = buffer.indexOf('\n\n'); end >= 0 && waiting.length > 0; end = buffer.indexOf('\n\n')) {
        const response = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        waiting.shift()!(response);
      }
    });
    const ask = (line: string) =>
      new Promise<string>((resolve) => {
        waiting.push(resolve);
        child.stdin.write(`${line}\n`);
      });
    const rng = seededRandom(24);
    const game = new Othello();
    expect(await ask('1 clear_board')).toBe('=1 ');
    while (!game.isGameOver()) {
      if (!game.isAnyValidMove()) {
        // The side with no move passes: the random player says so, the engine answers pass.
        if (game.getTurn() === Cell.BLACK) expect(await ask('play b pass')).toBe('= ');
        else expect(await ask('genmove w')).toBe('= pass');
        game.switchTurn();
      } else if (game.getTurn() === Cell.BLACK) {
        const legal = game.legalMoves();
        const sq = legal[Math.floor(rng() * legal.length)]!;
        expect(await ask(`play b ${makeSquare(sq)}`)).toBe('= ');
        game.move(sq.i, sq.j, Cell.BLACK);
      } else {
        const r = await ask('genmove w');
        const sq = parseSquare(r.slice(2));
        expect(game.isValidMove(sq.i, sq.j, Cell.WHITE)).toBe(true);
        game.move(sq.i, sq.j, Cell.WHITE);
      }
    }
    expect(await ask('showboard')).toContain('Game over');
    const closed = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
    expect(await ask('quit')).toBe('= ');
    expect(await closed).toBe(0);
  }, 60_000);
});

describe('issue 24.3: a bad line never ends a session', () => {
  const WORDS = [
    'b',
    'w',
    'pass',
    'PA',
    'd3',
    'F5',
    'a1',
    'z9',
    '8',
    '-1',
    '0',
    '1e9',
    '99999999999999999999',
    '',
    'x',
  ];
  const GTP_WORDS = ['play', 'genmove', 'undo', 'time_settings', 'time_left', 'boardsize', 'komi', 'known_command'];
  const NBOARD_WORDS = ['set depth', 'set game', 'set contempt', 'move', 'hint', 'go', 'ping', 'nboard'];
  const lines = (commands: string[]) =>
    fc.array(
      fc.oneof(
        fc
          .tuple(fc.constantFrom(...commands), fc.array(fc.constantFrom(...WORDS), { maxLength: 3 }))
          .map(([c, a]) => `${c} ${a.join(' ')}`),
        fc.string({ maxLength: 30 }),
      ),
      { maxLength: 25 },
    );

  it('issue 24.3: random lines get an answer or a reason in either protocol, never an exception', () => {
    fc.assert(
      fc.property(lines(GTP_WORDS), (script) => {
        const gtp = new GtpEngine({ level: 1 });
        const { out } = session(gtp, [...script, 'name']);
        expect(out.endsWith('= Arcade Othello\n\n')).toBe(true);
      }),
      { numRuns: 60 },
    );
    fc.assert(
      fc.property(lines(NBOARD_WORDS), (script) => {
        const nb = new NboardEngine({ level: 1 });
        const { out } = session(nb, ['set depth 1', ...script.filter((l) => !/^\s*quit\b/.test(l)), 'ping 9']);
        expect(out.endsWith('pong 9\n')).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});

describe('issue 24.3: the command line', () => {
  it('issue 24.3: end of input exits 0 in both protocols (the built binary)', () => {
    const gtp = runCli(CLI, ['--gtp'], 'name\nplay b d3\n');
    expect(gtp).toMatchObject({ code: 0, out: '= Arcade Othello\n\n= \n\n', err: '' });
    const nboard = runCli(CLI, ['--nboard', '--level', '2'], 'nboard 2\nping 7');
    expect(nboard).toMatchObject({ code: 0, out: 'set myname Arcade2\npong 7\n', err: '' });
    const empty = runCli(CLI, ['--gtp'], '');
    expect(empty).toMatchObject({ code: 0, out: '', err: '' });
  });

  it('issue 24.3: --help lists --gtp and --nboard; a protocol refuses the console options', () => {
    const help = runCli(CLI, ['--help'], '');
    expect(help.out).toContain('othello --gtp | --nboard [--level N] [--seed N]');
    expect(help.out).toMatch(/--gtp {13}be an engine/);
    expect(help.out).toMatch(/--nboard {10}the same in the NBoard protocol/);
    expect(parseOptions(['--gtp', '--nboard'])).toBe('--gtp and --nboard: choose one protocol');
    expect(parseOptions(['--gtp', '--white', 'human'])).toBe(
      '--gtp takes its game from the protocol: leave out --white',
    );
    const bad = runCli(CLI, ['--nboard', '--board', 'x'], '');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('othello: --nboard takes its game from the protocol: leave out --board');
  });
});
