import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.base.js';

// One entry per module, so an app imports only the game it shows
// (`@arcade/view-console/twodots` loads model-twodots and nothing else).
const entries = [
  // The renderers and text helpers, no Node built-in (issue 20.2): a browser imports this.
  'index',
  // Everything, the terminal side included: the console apps import this.
  'node',
  'io',
  'color',
  'console',
  'twodots',
  'twodots-view',
  'othello',
  'freecell',
  'tictactoe',
  'foxdolphin',
  'supervise',
  // Preloaded into the launcher's children (node --import), so an entry of its own.
  'watch-parent',
  // Node only (files, the lock): apps that save import it; the renderers never do.
  'store',
] as const;

export default defineConfig({
  ...packageBuild,
  entry: entries.map((name) => `src/${name}.ts`),
  // Shared modules become shared chunks in both formats, so a class such as
  // BoardView is one class whichever path imports it.
  splitting: true,
  // io.ts loads readline-sync lazily through createRequire(import.meta.url);
  // the shim gives the CJS build an import.meta.url.
  shims: true,
});
