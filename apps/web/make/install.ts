/**
 * What makes the site installable (issue 35 §5): the web app manifest and
 * its icons, written into the build at fixed names beside index.html, and
 * the links to them in index.html. Every URL is relative, so the site works
 * under any sub-path (`/arcade/`).
 *
 * @example
 * // vite.config.ts
 * plugins: [installable()]
 */
import type { Plugin } from 'vite';
import { iconPng, iconSvg } from './icon.js';

/** The light page's background (styles/base.css `--bg`); the manifest's colours and the light theme-color. */
export const LIGHT_BG = '#fafaf7';

/** The files this plugin writes, by name: their contents. Icons are drawn once (icon.ts). */
export function installFiles(): Map<string, string | Uint8Array> {
  const manifest = {
    name: 'Arcade: five games to play',
    short_name: 'Arcade',
    description: 'Othello, FreeCell, Two Dots, Tic-tac-toe and Foxes and Dolphins, offline in the browser.',
    id: './',
    start_url: './',
    scope: './',
    display: 'standalone',
    theme_color: LIGHT_BG,
    background_color: LIGHT_BG,
    icons: [
      { src: 'icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
  return new Map<string, string | Uint8Array>([
    ['manifest.webmanifest', `${JSON.stringify(manifest, null, 2)}\n`],
    ['icon.svg', iconSvg('plain')],
    ['icon-192.png', iconPng('plain', 192)],
    ['icon-512.png', iconPng('plain', 512)],
    ['icon-maskable-512.png', iconPng('maskable', 512)],
  ]);
}

const TYPES: Record<string, string> = {
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** The Vite plugin: emits the files at build, serves them under `vite` (dev), links them from index.html. */
export function installable(): Plugin {
  let files: Map<string, string | Uint8Array> | null = null;
  const get = (): Map<string, string | Uint8Array> => {
    files ??= installFiles();
    return files;
  };
  return {
    name: 'arcade-installable',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = (req.url ?? '').replace(/^\/+/, '').split('?')[0] ?? '';
        const body = get().get(name);
        if (body === undefined) return next();
        res.setHeader('Content-Type', TYPES[name.slice(name.lastIndexOf('.'))] ?? 'application/octet-stream');
        res.end(body);
      });
    },
    generateBundle() {
      for (const [fileName, source] of get()) this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        { tag: 'link', attrs: { rel: 'manifest', href: './manifest.webmanifest' }, injectTo: 'head' },
        { tag: 'link', attrs: { rel: 'icon', href: './icon.svg', type: 'image/svg+xml' }, injectTo: 'head' },
        { tag: 'link', attrs: { rel: 'apple-touch-icon', href: './icon-192.png' }, injectTo: 'head' },
      ],
    },
  };
}
