// How often a default game's island drowns (no land left) or dries (no
// water left) for good: Flood only changes tiles that border the other
// status, so an island that is all water or all land never changes again.
// Over 200 seeded default games (20 x 14, 6 pieces a side, greedy against
// greedy, 500 rounds), with events as the document has them, and again with
// the water step minus NaturalEvent (the tide alone). Run after `pnpm build`:
// `node bench/drown.mjs [games]`.
import { Controller, mulberry32 } from '../dist/index.js';

const GAMES = Number(process.argv[2] ?? 200);
const ROUNDS = 500;

function status(board) {
  let water = 0;
  for (let t = 0; t < board.tileCount; t++) if (board.isWaterAt(t)) water++;
  return water === board.tileCount ? 'drowned' : water === 0 ? 'dried' : null;
}

// A whole game as the Controller plays it; the island's fate is read after
// every round's water step (the view is told then).
function withEvents(seed) {
  let fate = null;
  const view = {
    updateView(board, after) {
      if (after === 'water' && fate === null) fate = status(board);
    },
  };
  const game = Controller.init(6, { seed, view, roundLimit: ROUNDS });
  while (!game.isOver() && fate === null) game.playRound();
  // A game that ended early (a side wiped out): keep the water going to the round limit.
  for (let r = game.round; r < ROUNDS && fate === null; r++) {
    game.board.tide(game.rng);
    game.board.naturalEvent(game.rng);
    game.board.flood();
    game.board.flood();
    fate = status(game.board);
  }
  return fate;
}

// The tide alone, no natural events: the water within -15..15.
function tideOnly(seed) {
  const game = Controller.init(6, { seed, roundLimit: ROUNDS });
  const rng = mulberry32(seed ^ 0x71de);
  for (let r = 0; r < ROUNDS; r++) {
    game.board.tide(rng);
    game.board.flood();
    game.board.flood();
    const fate = status(game.board);
    if (fate !== null) return fate;
  }
  return null;
}

for (const [label, run] of [
  ['with events', withEvents],
  ['tide only  ', tideOnly],
]) {
  const count = { drowned: 0, dried: 0 };
  for (let seed = 1; seed <= GAMES; seed++) {
    const fate = run(seed);
    if (fate !== null) count[fate]++;
  }
  console.log(
    `${label}: ${count.drowned + count.dried} of ${GAMES} islands froze (${count.drowned} drowned, ${count.dried} dried) within ${ROUNDS} rounds`,
  );
}
