/**
 * Serves the site for the browser tests on 127.0.0.1, on a free port: the
 * build in ARCADE_SITE_DIR (what scripts/browser-tests.mjs chose), else dist/.
 * Starts the one Chromium every test file connects to (browser.ts `launch`):
 * each test opens contexts of its own in it, so files running at once share
 * one browser process rather than each starting one.
 */
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
// @ts-expect-error: a plain .mjs script without types, shared with `pnpm web`.
import { DIST, serve } from '../../scripts/serve.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    browserEndpoint: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { server, url } = (await serve({ dir: process.env.ARCADE_SITE_DIR ?? DIST, port: 0 })) as {
    server: import('node:http').Server;
    url: string;
  };
  const browser = await chromium.launchServer({
    executablePath: process.env.ARCADE_CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  project.provide('baseUrl', url);
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await new Promise<void>((ok) => server.close(() => ok()));
  };
}
