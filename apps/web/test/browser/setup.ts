/**
 * Serves the site for the browser tests on 127.0.0.1, on a free port: the
 * build in ARCADE_SITE_DIR (what scripts/browser-tests.mjs built), else dist/.
 */
import type { TestProject } from 'vitest/node';
// @ts-expect-error: a plain .mjs script without types, shared with `pnpm web`.
import { DIST, serve } from '../../scripts/serve.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { server, url } = (await serve({ dir: process.env.ARCADE_SITE_DIR ?? DIST, port: 0 })) as {
    server: import('node:http').Server;
    url: string;
  };
  project.provide('baseUrl', url);
  return () => new Promise((ok) => server.close(() => ok()));
}
