#!/usr/bin/env node
// A tiny static file server for the built site (apps/web/dist), on 127.0.0.1.
// Used by `pnpm web` and by the browser tests; the site itself has no server
// code, and any static server serves dist/ as well.
//
//   node scripts/serve.mjs [--port N] [--dir PATH] [--base /arcade/]
//
// --base serves the site under a sub-path, as a static host serving dist/ at
// https://example.org/arcade/ does: only addresses under it are answered.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createGzip } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

/** A base path: `/`, or a sub-path such as `/arcade/` (segments of letters, digits, `_`, `.` and `-`). */
const BASE = /^\/([\w.-]+\/)*$/;

/** The built site's directory. */
export const DIST = fileURLToPath(new URL('../dist/', import.meta.url));

/**
 * Serves `dir` on 127.0.0.1:`port` (0 for any free port), under the path
 * `base` (`/` or a sub-path such as `/arcade/`; anything else is 404).
 * Resolves to `{ server, url }` (the site's address, base included) once
 * listening; rejects when the port cannot be used.
 */
export function serve({ dir = DIST, port = 4173, base = '/' } = {}) {
  if (!BASE.test(base)) throw new Error(`serve: base must be / or a path such as /arcade/, got ${base}`);
  const root = resolve(dir);
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (pathname === base.slice(0, -1)) {
      res.writeHead(301, { location: base }).end();
      return;
    }
    if (!pathname.startsWith(base)) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const path = `/${pathname.slice(base.length)}`;
    let file = normalize(join(root, path));
    // Never outside the site's directory.
    if (file !== root && !file.startsWith(root + sep)) {
      res.writeHead(403).end('Forbidden');
      return;
    }
    try {
      if (statSync(file).isDirectory()) file = join(file, 'index.html');
      statSync(file);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    // The build's assets/ files are named by a hash of their contents: a browser may keep them for
    // good. Everything else (index.html, sw.js, the manifest) is asked for again each time.
    const immutable = /^\/assets\/[^/]+-[\w-]{8,}\.\w+$/.test(path.slice(path.lastIndexOf('/assets/')));
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    // Text gzipped when the browser takes it, as any static host does (the weights, binary, as they are).
    const gzip = /text|json|svg/.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(200, {
      'content-type': type,
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    const body = createReadStream(file);
    if (gzip) body.pipe(createGzip()).pipe(res);
    else body.pipe(res);
  });
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const actual = typeof address === 'object' && address !== null ? address.port : port;
      ok({ server, url: `http://127.0.0.1:${actual}${base}` });
    });
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let values;
  try {
    ({ values } = parseArgs({
      options: { port: { type: 'string' }, dir: { type: 'string' }, base: { type: 'string' } },
    }));
  } catch (e) {
    process.stderr.write(`serve: ${e.message}\n`);
    process.exit(2);
  }
  const port = values.port === undefined ? 4173 : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    process.stderr.write(`serve: --port needs a whole number from 0 to 65535, got "${values.port}"\n`);
    process.exit(2);
  }
  const dir = values.dir ?? DIST;
  try {
    statSync(join(dir, 'index.html'));
  } catch {
    process.stderr.write(`serve: ${dir} has no index.html; build the site first (pnpm --filter @arcade/web build)\n`);
    process.exit(1);
  }
  const base = values.base ?? '/';
  if (!BASE.test(base)) {
    process.stderr.write(`serve: --base needs / or a path such as /arcade/, got "${base}"\n`);
    process.exit(2);
  }
  serve({ dir, port, base }).then(
    ({ url }) => process.stdout.write(`Arcade is served at ${url}  (Ctrl-C stops it)\n`),
    (e) => {
      process.stderr.write(`serve: cannot listen on 127.0.0.1:${port}: ${e.code ?? e.message}\n`);
      process.exit(1);
    },
  );
}
