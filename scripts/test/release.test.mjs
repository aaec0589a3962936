// issue 20.8, versions with changesets: the apps are private, so a release
// bumps and publishes the packages only. Asks changesets itself (the release
// plan `changeset version` and `changeset status` compute, from the
// repository's .changeset/config.json and workspace) what a minor change to
// @arcade/core would release: core and its dependents among packages/*, and
// no app (without "private", the FreeCell app was bumped with the packages it uses).
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { publishedPackages, root } from '../packages.mjs';

// The CLI's own dependencies, at the versions it runs with.
const cli = createRequire(createRequire(join(root, 'package.json')).resolve('@changesets/cli/package.json'));
const assembleReleasePlan = cli('@changesets/assemble-release-plan').default;
const { read: readConfig } = cli('@changesets/config');
const { getPackages } = cli('@manypkg/get-packages');

const apps = readdirSync(join(root, 'apps')).map((a) =>
  JSON.parse(readFileSync(join(root, 'apps', a, 'package.json'), 'utf8')),
);

describe('issue 20.8: changesets version the packages, never the apps', () => {
  it('issue 20.8: every app is "private": true', () => {
    expect(apps.length).toBeGreaterThanOrEqual(7);
    for (const app of apps) expect(app.private, app.name).toBe(true);
  });

  it('issue 20.8: a minor change to @arcade/core releases core and the packages that depend on it, and no app', async () => {
    const packages = await getPackages(root);
    const config = await readConfig(root, packages);
    const changeset = { id: 'try-core', summary: 'A change.', releases: [{ name: '@arcade/core', type: 'minor' }] };
    const plan = assembleReleasePlan([changeset], packages, config, undefined);
    const released = plan.releases.filter((r) => r.type !== 'none').map((r) => r.name);
    expect(released).toContain('@arcade/core');
    expect(released).toContain('@arcade/view-console');
    for (const name of released) expect(publishedPackages().map((p) => p.pkg.name)).toContain(name);
    for (const app of apps) expect(released).not.toContain(app.name);
  });
});
