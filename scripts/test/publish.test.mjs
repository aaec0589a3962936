// The documentation and publishing checks of the root test command (issue 20
// item 8), over every published package that scripts/packages.mjs finds.
// Run after the packages are built: `pnpm test` runs it after turbo's build.
import { describe, expect, inject, it } from 'vitest';
import { packageProblems, readmeProblems } from '../check-packages.mjs';
import { docCoverage } from '../doc-coverage.mjs';
import { everyPublished } from '../packages.mjs';
import { tarballFiles, tarballsOf } from '../tarballs.mjs';

const packages = everyPublished();

describe('issue 20.8: what each published package ships', () => {
  it('finds the packages', () => {
    expect(packages.map((p) => p.pkg.name)).toContain('@arcade/model-othello');
    expect(packages.map((p) => p.pkg.name)).toContain('@arcade/arcade');
  });

  it.each(packages.map((p) => [p.pkg.name, p]))(
    '%s: package.json metadata, LICENSE, CHANGELOG, README links and the packed file list',
    (_name, p) => {
      // The file list of its tarball in the root tests' one pack (pack-once.mjs).
      const [tarball] = tarballsOf(inject('tarballs'), [p]);
      expect(packageProblems(p, { packed: tarballFiles(tarball) })).toEqual([]);
    },
    60_000,
  );

  it('the README check refuses a link out of the package, a left-out file and an issue number', () => {
    const text = [
      'See [the model](../model-othello) and [the specs](../../docs/specs/README.md).',
      'The fix for issue 12 and (issues 22.1 and 23.1-5).',
      '[bench](bench/run.mjs), [a site](https://example.org), [here](#usage).',
    ].join('\n');
    expect(readmeProblems(text, ['README.md', 'dist/index.js'])).toEqual([
      'README.md:2 names a project issue: The fix for issue 12 and (issues 22.1 and 23.1-5).',
      'README.md links outside the package: ../model-othello',
      'README.md links outside the package: ../../docs/specs/README.md',
      'README.md links to bench/run.mjs, which the tarball leaves out',
    ]);
  });
});

describe('issue 20.8: doc comments reach the editor', () => {
  const coverage = docCoverage();

  it('hovering Othello, solve, analyze, FreecellGame, CardT or TwoDotsBoard shows its doc comment', () => {
    const named = [
      '@arcade/model-othello: Othello',
      '@arcade/engine-othello: solve',
      '@arcade/engine-othello: analyze',
      '@arcade/model-freecell: FreecellGame',
      '@arcade/model-freecell: CardT',
      '@arcade/model-twodots: TwoDotsBoard',
    ];
    // Each was a file's header comment above the imports, which attaches to the first import, not to the class.
    for (const name of named) expect(coverage.documentation.get(name), name).toMatch(/\w+ \w+ \w+/);
  });

  it('every exported declaration and public member has a doc comment in the built .d.ts', () => {
    // `pnpm docs:coverage` names them; the closing note gives the count.
    console.log(
      `undocumented: ${coverage.undocumentedExports.length} of ${coverage.exportsTotal} exports, ` +
        `${coverage.undocumentedMembers.length} of ${coverage.membersTotal} public members`,
    );
    expect(coverage.undocumentedExports).toEqual([]);
    expect(coverage.undocumentedMembers).toEqual([]);
  });
});
