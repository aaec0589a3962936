import { defineConfig } from 'tsup';

// One entry per module, so an app imports only the game it shows
// (`@arcade/view-console/twodots` loads model-twodots and nothing else).
const entries = ['index', 'io', 'color', 'twodots', 'othello', 'freecell', 'tictactoe', 'foxdolphin'] as const;

export default defineConfig({
  entry: entries.map((name) => `src/${name}.ts`),
  format: ['esm', 'cjs'],
  // Shared modules become shared chunks in both formats, so a class such as
  // BoardView is one class whichever path imports it.
  splitting: true,
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'node20',
  platform: 'node',
});
