#!/usr/bin/env node
// Usage: node scripts/doc-coverage.mjs [--list] [--check]
//
// Counts the exported declarations that an editor shows WITHOUT a doc comment
// on hover. It reads what a user's editor reads, the built `dist/*.d.ts` of
// every entry point of every published package (run `pnpm build` first), and
// asks the TypeScript checker for each export's documentation, the way hover
// does: a comment that tsup's declaration bundling detached from its
// declaration (a file's header comment above the imports, a comment on a
// statement in between) counts as missing.
//
// Two counts: the exports themselves (classes, functions, constants, types),
// and the public members of exported classes and interfaces (methods,
// properties, accessors, static members). --list names each one;
// --check exits 1 unless both counts are 0.
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { publishedPackages, root } from './packages.mjs';

// The checker of the program being read; set by docCoverage().
let checker;

/** The text hover shows above the signature ('' when there is none). */
function docOf(symbol) {
  const text = ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim();
  if (text !== '') return text;
  // A function's comment sits on its declaration, which the symbol reports;
  // an overloaded function is documented when every signature is.
  const decls = symbol.getDeclarations() ?? [];
  const sigs = decls.filter((d) => ts.isFunctionDeclaration(d) || ts.isMethodDeclaration(d) || ts.isMethodSignature(d));
  if (sigs.length > 0 && sigs.every((d) => ts.getJSDocCommentsAndTags(d).length > 0)) return 'signatures';
  return '';
}

/** Whether a member is part of the public surface (not private, not #private). */
function isPublicMember(symbol) {
  if (symbol.getName().startsWith('#') || symbol.getName().startsWith('__')) return false;
  const decls = symbol.getDeclarations() ?? [];
  if (decls.length === 0) return false;
  return decls.every((d) => {
    const flags = ts.getCombinedModifierFlags(d);
    return (flags & ts.ModifierFlags.Private) === 0 && !(d.name && ts.isPrivateIdentifier(d.name));
  });
}

/** Declared in this package's own .d.ts files (not inherited from Error or lib). */
function isOwn(symbol, dir) {
  return (symbol.getDeclarations() ?? []).some((d) => {
    const f = d.getSourceFile().fileName;
    return f.startsWith(join(root, dir, 'dist')) || f.startsWith(join(root, dir, 'src'));
  });
}

function membersOf(symbol) {
  const out = [];
  if (symbol.flags & ts.SymbolFlags.Class) {
    const decl = symbol.getDeclarations()?.find(ts.isClassDeclaration);
    if (decl !== undefined) {
      const instance = checker.getDeclaredTypeOfSymbol(symbol);
      const statics = checker.getTypeOfSymbolAtLocation(symbol, decl);
      for (const m of checker.getPropertiesOfType(instance)) out.push([m.getName(), m]);
      for (const m of checker.getPropertiesOfType(statics)) {
        if (m.getName() !== 'prototype') out.push([`static ${m.getName()}`, m]);
      }
    }
  } else if (symbol.flags & ts.SymbolFlags.Interface) {
    for (const m of checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol))) out.push([m.getName(), m]);
  }
  return out;
}

/**
 * Reads every published package's built entry points. Returns the totals,
 * the undocumented ones as `package[/entry]: Name` and `package: Name.member`,
 * and `documentation`: each export's hover text by `package[/entry]: Name`.
 * Throws when an entry point is not built.
 */
export function docCoverage() {
  const packages = publishedPackages();
  const files = packages.flatMap((p) => p.entries.map((e) => join(root, e.dts)));
  const missing = files.filter((f) => !existsSync(f));
  if (missing.length > 0)
    throw new Error(`not built (run pnpm build): ${missing.map((f) => relative(root, f)).join(', ')}`);
  const program = ts.createProgram(files, {
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
  });
  checker = program.getTypeChecker();
  let exportsTotal = 0;
  let membersTotal = 0;
  const undocumentedExports = [];
  const undocumentedMembers = [];
  const documentation = new Map();
  for (const p of packages) {
    const seen = new Set();
    for (const entry of p.entries) {
      const sf = program.getSourceFile(join(root, entry.dts));
      const moduleSymbol = sf && checker.getSymbolAtLocation(sf);
      if (moduleSymbol === undefined) continue;
      const where = `${p.pkg.name}${entry.subpath === '.' ? '' : entry.subpath.slice(1)}`;
      for (const exported of checker.getExportsOfModule(moduleSymbol)) {
        const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
        // One declaration exported from two entry points is counted once.
        if (seen.has(symbol)) continue;
        seen.add(symbol);
        exportsTotal++;
        const doc = docOf(symbol);
        documentation.set(`${where}: ${exported.getName()}`, doc);
        if (doc === '') undocumentedExports.push(`${where}: ${exported.getName()}`);
        for (const [name, m] of membersOf(symbol)) {
          if (!isPublicMember(m) || !isOwn(m, p.dir)) continue;
          membersTotal++;
          if (docOf(m) === '') undocumentedMembers.push(`${where}: ${exported.getName()}.${name}`);
        }
      }
    }
  }

  return {
    packages: packages.length,
    exportsTotal,
    membersTotal,
    undocumentedExports,
    undocumentedMembers,
    documentation,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const list = process.argv.includes('--list');
  const check = process.argv.includes('--check');
  let result;
  try {
    result = docCoverage();
  } catch (e) {
    process.stderr.write(`doc-coverage: ${e.message}\n`);
    process.exit(2);
  }
  const { exportsTotal, membersTotal, undocumentedExports, undocumentedMembers } = result;
  if (list) {
    for (const line of undocumentedExports) process.stdout.write(`export ${line}\n`);
    for (const line of undocumentedMembers) process.stdout.write(`member ${line}\n`);
  }
  process.stdout.write(
    `doc-coverage: ${undocumentedExports.length} of ${exportsTotal} exports and ` +
      `${undocumentedMembers.length} of ${membersTotal} public members have no doc comment in the built .d.ts ` +
      `(${result.packages} packages)\n`,
  );
  if (check && undocumentedExports.length + undocumentedMembers.length > 0) process.exit(1);
}
