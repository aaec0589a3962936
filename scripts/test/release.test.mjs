// Versions with changesets: the libraries and the console apps (the five
// games and the launcher) are published and versioned alike; the site
// (apps/web) is private, so a release never bumps it. Asks changesets itself
// (the release plan `changeset version` and `changeset status` compute, from
// the repository's .changeset/config.json and workspace) what a change would release.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { everyPublished, publishedApps, root } from '../packages.mjs';

// The CLI's own dependencies, at the versions it runs with.
const cli = createRequire(createRequire(join(root, 'package.json')).resolve('@changesets/cli/package.json'));
const assembleReleasePlan = cli('@changesets/assemble-release-plan').default;
const { read: readConfig } = cli('@changesets/config');
const { getPackages } = cli('@manypkg/get-packages');

const apps = readdirSync(join(root, 'apps')).map((a) =>
  JSON.parse(readFileSync(join(root, 'apps', a, 'package.json'), 'utf8')),
);
const published = everyPublished().map((p) => p.pkg.name);
const GAMES = ['@arcade/dots', '@arcade/othello', '@arcade/freecell', '@arcade/tictactoe', '@arcade/foxdolphin'];

/** The names a changeset of `releases` would release, as `changeset version` plans it. */
async function released(releases) {
  const packages = await getPackages(root);
  const config = await readConfig(root, packages);
  const plan = assembleReleasePlan([{ id: 'try', summary: 'A change.', releases }], packages, config, undefined);
  return plan.releases.filter((r) => r.type !== 'none').map((r) => r.name);
}

describe('changesets version the packages and the console apps, never the site', () => {
  it('the five games and the launcher are published; the site stays private', () => {
    expect(apps.length).toBeGreaterThanOrEqual(7);
    for (const app of apps) {
      if (app.name === '@arcade/web') expect(app.private, app.name).toBe(true);
      else expect(app.private, app.name).toBeUndefined();
    }
    expect(publishedApps().map((p) => p.pkg.name)).toEqual(
      ['@arcade/arcade', ...GAMES].sort((a, b) => a.localeCompare(b)),
    );
  });

  it('a minor change to @arcade/core releases core and the packages that depend on it, and not the site', async () => {
    const names = await released([{ name: '@arcade/core', type: 'minor' }]);
    expect(names).toContain('@arcade/core');
    expect(names).toContain('@arcade/view-console');
    for (const name of names) expect(published).toContain(name);
    expect(names).not.toContain('@arcade/web');
  });

  it('a minor change to @arcade/view-console releases every game and the launcher, and not the site', async () => {
    // 0.2.0 leaves the games' ^0.1.0 range, so each game is bumped (a patch of view-console would not).
    const names = await released([{ name: '@arcade/view-console', type: 'minor' }]);
    for (const game of GAMES) expect(names).toContain(game);
    expect(names).toContain('@arcade/arcade');
    for (const name of names) expect(published).toContain(name);
    expect(names).not.toContain('@arcade/web');
  });

  it('a minor change to one game releases it and the launcher that depends on it, and no other game', async () => {
    const names = await released([{ name: '@arcade/tictactoe', type: 'minor' }]);
    expect(names.sort()).toEqual(['@arcade/arcade', '@arcade/tictactoe']);
  });
});
