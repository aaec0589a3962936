// issue 20, Checks: the packed tarballs, installed in a blank project as a
// programmer would (npm, no workspace), run each package README's examples
// under Node as ESM and as CommonJS and print what the README says; the
// examples typecheck with strict TypeScript against the installed .d.ts files
// (nodenext, and bundler for the browser-safe ones), and the
// browser-safe ones bundle with esbuild --platform=browser.
//
// Run after the packages are built (`pnpm test` runs `test:publish` after
// turbo's build). The examples are the README blocks that document their
// output with `// =>` comments (test-support/readme.ts finds them, as the
// packages' own README tests do), plus the DOM examples of browser packages.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readmeBlocks } from '../../test-support/readme.ts';
import { publishedPackages, root } from '../packages.mjs';
import { sh, tarballsOf } from '../tarballs.mjs';
const packages = publishedPackages();

/**
 * The entry points that are Node's side of a package (view-console's README
 * table, "Node built-ins: yes"): their examples run under Node but are not
 * bundled for a browser. Every other entry must bundle.
 */
const NODE_ONLY = /^@arcade\/view-console\/(node|io|console|twodots-view|store|supervise|watch-parent)$/;

/** @typedef {{ id: string, pkg: string, block: import('../../test-support/readme.ts').ReadmeBlock, dom: boolean, browser: boolean }} Example */

/** Every example of every published package's README, named `<package>-<n>` in README order. */
function examples() {
  /** @type {Example[]} */
  const out = [];
  for (const p of packages) {
    const name = p.pkg.name;
    const text = readFileSync(join(root, p.dir, 'README.md'), 'utf8');
    let n = 0;
    for (const block of readmeBlocks(text)) {
      const own = block.imports.some((i) => i.from === name || i.from.startsWith(`${name}/`));
      const dom = /\bdocument\./.test(block.code);
      if (!own || (block.expected.length === 0 && !dom)) continue;
      n += 1;
      const browser = !block.imports.some((i) => NODE_ONLY.test(i.from));
      out.push({ id: `${name.replace('@arcade/', '')}-${n}`, pkg: name, block, dom, browser });
    }
  }
  return out;
}

/** The block as CommonJS: each `import { a, b as c } from 'm';` becomes `const { a, b: c } = require('m');`. */
function toCommonJs(block) {
  let code = block.code;
  for (const i of block.imports) {
    const names = i.names.map((n) => n.replace(/^(\S+)\s+as\s+(\S+)$/, '$1: $2')).join(', ');
    code = code.replace(i.line, `const { ${names} } = require('${i.from}');`);
  }
  return code;
}

/** A `js` block's imports as TypeScript, each name used, so tsc resolves and types every one. */
function importSurface(block) {
  const lines = block.imports.map((i) => i.line);
  const names = block.imports.flatMap((i) => i.names.map((n) => n.split(/\s+as\s+/).pop()));
  return `${lines.join('\n')}\nexport const used = [${names.join(', ')}] as const;\n`;
}

const all = examples();
const nodeExamples = all.filter((e) => !e.dom);
const browserExamples = all.filter((e) => e.browser);
let dir = '';
let project = '';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'arcade-consumer-'));
  project = join(dir, 'project');
  mkdirSync(join(project, 'examples'), { recursive: true });
  // The root tests' one pack (pack-once.mjs): `pnpm pack` is what `changeset publish`
  // packs, with workspace: ranges rewritten to versions.
  const files = tarballsOf(inject('tarballs'), packages);
  writeFileSync(
    join(project, 'package.json'),
    `${JSON.stringify({ name: 'blank', version: '1.0.0', private: true }, null, 2)}\n`,
  );
  // Node's types for the Node examples, at the version the packages are built against.
  const require = createRequire(join(root, 'packages/view-console/package.json'));
  const typesNode = JSON.parse(readFileSync(require.resolve('@types/node/package.json'), 'utf8')).version;
  await sh(
    'npm',
    [
      'install',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      ...files,
      `@types/node@${typesNode}`,
    ],
    project,
  );
  for (const e of all) {
    writeFileSync(join(project, 'examples', `${e.id}.mjs`), e.block.code);
    writeFileSync(join(project, 'examples', `${e.id}.cjs`), toCommonJs(e.block));
    // For tsc, as ESM (.mts) and as CommonJS (.cts, whose imports resolve through
    // the `require` condition to the .d.cts files): a `ts` block whole; a `js`
    // block's imports (its body is JavaScript, which leaves null checks and the
    // narrowing of result unions to the reader, so strict TypeScript refuses it).
    const ts = e.block.lang === 'ts' ? e.block.code : importSurface(e.block);
    for (const x of ['mts', 'cts']) writeFileSync(join(project, 'examples', `${e.id}.${x}`), ts);
  }
}, 180_000);

afterAll(() => {
  if (dir !== '') rmSync(dir, { recursive: true, force: true });
});

describe('issue 20: packed tarballs in a blank project', () => {
  it('issue 20: packed tarballs: every published package installs from its tarball, with versions for workspace: ranges', () => {
    expect(all.length).toBeGreaterThanOrEqual(packages.length);
    for (const p of packages) {
      const installed = join(project, 'node_modules', p.pkg.name);
      const pkg = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
      expect(pkg.version).toBe(p.pkg.version);
      expect(JSON.stringify(pkg.dependencies ?? {}), p.pkg.name).not.toMatch(/workspace:/);
      // The examples come from the repository's README: the tarball ships the same text.
      expect(readFileSync(join(installed, 'README.md'), 'utf8')).toBe(
        readFileSync(join(root, p.dir, 'README.md'), 'utf8'),
      );
      expect(
        all.some((e) => e.pkg === p.pkg.name),
        `${p.pkg.name}: its README has an example`,
      ).toBe(true);
    }
  });

  describe.each(nodeExamples.map((e) => [e.id, e]))('issue 20: packed tarballs: README example %s', (_id, e) => {
    it.each(['mjs', 'cjs'])(
      'issue 20: packed tarballs: runs under Node as .%s and prints what its comments say',
      async (ext) => {
        const { stdout, stderr } = await sh(process.execPath, [join('examples', `${e.id}.${ext}`)], project);
        expect(stderr).toBe('');
        expect(stdout).toBe(e.block.expected.map((line) => `${line}\n`).join(''));
      },
      60_000,
    );
  });

  /** Runs tsc from the repository over the blank project with these options; its output, '' when clean. */
  async function tsc(name, options, include) {
    const config = {
      compilerOptions: {
        strict: true,
        noEmit: true,
        noUncheckedIndexedAccess: true,
        skipLibCheck: false,
        target: 'es2022',
        ...options,
      },
      include,
    };
    writeFileSync(join(project, `tsconfig.${name}.json`), JSON.stringify(config, null, 2));
    try {
      await sh(
        process.execPath,
        [join(root, 'node_modules/typescript/bin/tsc'), '-p', `tsconfig.${name}.json`],
        project,
      );
      return '';
    } catch (e) {
      return `${e.stdout}${e.stderr}`;
    }
  }

  // nodenext (as node16, plus require of ESM) resolves .mts through `import` and .cts through `require`.
  it('issue 20: packed tarballs: the examples typecheck with tsc --strict, moduleResolution nodenext, as ESM and CJS', async () => {
    const out = await tsc(
      'nodenext',
      { module: 'nodenext', moduleResolution: 'nodenext', lib: ['es2022', 'dom'], types: ['node'] },
      ['examples'],
    );
    expect(out).toBe('');
  }, 120_000);

  it('issue 20: packed tarballs: the browser-safe examples typecheck with tsc --strict, moduleResolution bundler, without Node types', async () => {
    const files = browserExamples.map((e) => `examples/${e.id}.mts`);
    const out = await tsc(
      'bundler',
      { module: 'esnext', moduleResolution: 'bundler', lib: ['es2022', 'dom'], types: [] },
      files,
    );
    expect(out).toBe('');
  }, 120_000);

  it.each(browserExamples.map((e) => [e.id, e]))(
    'issue 20: packed tarballs: README example %s bundles with esbuild --platform=browser',
    async (_id, e) => {
      const result = await build({
        absWorkingDir: project,
        entryPoints: [`examples/${e.id}.mjs`],
        bundle: true,
        platform: 'browser',
        format: 'esm',
        write: false,
        logLevel: 'silent',
      });
      expect(result.errors).toEqual([]);
      const code = result.outputFiles[0]?.text ?? '';
      // Bundled from the installed packages, not from the repository.
      expect(code).toContain('node_modules/@arcade/');
      expect(code).not.toMatch(/from "node:|require\("(node:)?(fs|util|module|string_decoder)"\)/);
    },
    60_000,
  );

  it('issue 20: packed tarballs: the browser bundle refuses an example of a Node-only entry (the check can fail)', async () => {
    const nodeOnly = all.find((e) => !e.browser);
    expect(nodeOnly, 'an example of a Node-only entry').toBeDefined();
    const attempt = build({
      absWorkingDir: project,
      entryPoints: [`examples/${nodeOnly?.id}.mjs`],
      bundle: true,
      platform: 'browser',
      format: 'esm',
      write: false,
      logLevel: 'silent',
    });
    await expect(attempt).rejects.toThrow(/Could not resolve "(node:)?\w+"/);
  }, 60_000);
});
