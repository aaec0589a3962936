#!/usr/bin/env node
// Usage: node scripts/check-packages.mjs [--fix] [--pack]
//
// What a published package needs beyond its code, checked for every package
// that packages.mjs finds (a new package is checked without being listed):
// - package.json: repository (git, url, directory), homepage, bugs, keywords,
//   license MIT, publishConfig.access public, and LICENSE and CHANGELOG.md in `files`;
// - a LICENSE file that is the root's MIT licence, and a CHANGELOG.md;
// - a README whose links work inside the tarball (no `../`, no link to a file
//   the tarball leaves out) and that names none of the project's issues;
// --pack also asks `pnpm pack --dry-run` (what `changeset publish` packs) whether
// the tarball lists LICENSE, README.md and CHANGELOG.md.
// --fix writes the fields derived from REPOSITORY (packages.mjs) into every package.json.
// Prints one line per problem and exits 1 when there is any.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { everyPublished, REPOSITORY, root } from './packages.mjs';

/** The fields every package.json gets from the repository URL. */
export function expectedFields(dir) {
  return {
    repository: { type: 'git', url: `git+${REPOSITORY}.git`, directory: dir },
    homepage: `${REPOSITORY}/tree/main/${dir}#readme`,
    bugs: { url: `${REPOSITORY}/issues` },
    publishConfig: { access: 'public' },
  };
}

/** Files every tarball must carry besides the build. */
export const REQUIRED_FILES = ['LICENSE', 'README.md', 'CHANGELOG.md'];

/** A mention of the project's own issues: "issue 12", "(issues 12 and 21)", "Issue 21's". */
const ISSUE_MENTION = /\bissues?\s+#?\d+/i;

/** Problems with a README's text: links that leave the package, issue numbers. */
export function readmeProblems(text, packed) {
  const problems = [];
  text.split('\n').forEach((line, i) => {
    if (ISSUE_MENTION.test(line)) problems.push(`README.md:${i + 1} names a project issue: ${line.trim()}`);
  });
  // Fenced code is code, not links: leave it out before reading the links.
  const prose = text.replace(/```[\s\S]*?```/g, '');
  for (const m of prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)|^\[[^\]]+\]:\s*(\S+)/gm)) {
    const target = m[1] ?? m[2] ?? '';
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#')) continue; // https:, mailto:, anchors
    const path = normalize(target.split('#')[0] ?? '');
    if (path.startsWith('..') || path.startsWith('/')) {
      problems.push(`README.md links outside the package: ${target}`);
    } else if (packed !== undefined && !packed.some((f) => f === path || f.startsWith(`${path.replace(/\/$/, '')}/`))) {
      problems.push(`README.md links to ${target}, which the tarball leaves out`);
    }
  }
  return problems;
}

/** The files `files` in package.json ships, as a predicate-friendly list (no globs here). */
function declaredFiles(pkg) {
  return [...(pkg.files ?? []), 'package.json', 'README.md', 'LICENSE'];
}

/**
 * Every problem of one published package, as lines. `pack` asks `pnpm pack
 * --dry-run` for the tarball's file list; `packed` gives that list (from a
 * tarball already packed: scripts/tarballs.mjs `tarballFiles`).
 */
export function packageProblems(p, { pack = false, packed: given } = {}) {
  const { dir, pkg } = p;
  const problems = [];
  const want = expectedFields(dir);
  for (const [key, value] of Object.entries(want)) {
    if (JSON.stringify(pkg[key]) !== JSON.stringify(value)) {
      problems.push(`package.json ${key} is ${JSON.stringify(pkg[key])}, expected ${JSON.stringify(value)}`);
    }
  }
  if (!Array.isArray(pkg.keywords) || pkg.keywords.length === 0) problems.push('package.json has no keywords');
  if (pkg.license !== 'MIT') problems.push(`package.json license is ${JSON.stringify(pkg.license)}, expected "MIT"`);
  if (pkg.files !== undefined) {
    for (const f of ['LICENSE', 'CHANGELOG.md']) {
      if (!pkg.files.includes(f)) problems.push(`package.json files leaves out ${f}`);
    }
  }
  const license = join(root, dir, 'LICENSE');
  if (!existsSync(license)) problems.push('no LICENSE file');
  else if (readFileSync(license, 'utf8') !== readFileSync(join(root, 'LICENSE'), 'utf8')) {
    problems.push('LICENSE differs from the root LICENSE');
  }
  if (!existsSync(join(root, dir, 'CHANGELOG.md'))) problems.push('no CHANGELOG.md');
  let packed = given;
  if (pack && packed === undefined) {
    const out = execFileSync('pnpm', ['pack', '--dry-run', '--json'], { cwd: join(root, dir), encoding: 'utf8' });
    packed = JSON.parse(out).files.map((f) => f.path);
  }
  if (packed !== undefined) {
    for (const f of REQUIRED_FILES) if (!packed.includes(f)) problems.push(`pnpm pack leaves out ${f}`);
  }
  const readme = join(root, dir, 'README.md');
  if (!existsSync(readme)) problems.push('no README.md');
  else problems.push(...readmeProblems(readFileSync(readme, 'utf8'), packed ?? declaredFilesFor(p)));
  return problems;
}

/** Without packing: the paths `files` names, for the README link check. */
function declaredFilesFor(p) {
  return declaredFiles(p.pkg);
}

/** Rewrites the REPOSITORY-derived fields of every package.json, after `license`. */
function fix() {
  for (const p of everyPublished()) {
    const file = join(root, p.dir, 'package.json');
    const entries = Object.entries(p.pkg).filter(([k]) => !(k in expectedFields(p.dir)));
    const at = entries.findIndex(([k]) => k === 'license') + 1;
    entries.splice(at, 0, ...Object.entries(expectedFields(p.dir)));
    const pkg = Object.fromEntries(entries);
    if (Array.isArray(pkg.files)) {
      for (const f of ['LICENSE', 'CHANGELOG.md']) if (!pkg.files.includes(f)) pkg.files.push(f);
    }
    writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--fix')) fix();
  const pack = process.argv.includes('--pack');
  let count = 0;
  const packages = everyPublished();
  for (const p of packages) {
    for (const problem of packageProblems(p, { pack })) {
      process.stdout.write(`${p.dir}: ${problem}\n`);
      count++;
    }
  }
  process.stdout.write(`check-packages: ${count} problems in ${packages.length} packages\n`);
  if (count > 0) process.exit(1);
}
