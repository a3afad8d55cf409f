import { readFileSync, readdirSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { compressible, staticHeaders } from './static-headers.cjs';

/** The shop's page as a server sends it: its HTML, and headers of its own (the policy). */
export interface ShopPage {
  html: string;
  headers: Record<string, string>;
}

export interface StaticFile {
  body: Buffer;
  gzipped: Buffer | null;
  headers: Record<string, string>;
}

/**
 * The production build, read into memory once at start. Only files that are there can be
 * answered, so no path can reach outside the folder. What the server leaves out: source maps
 * (not published) and the mock's service worker (a browser that had registered it finds it gone
 * and drops it).
 */
export function loadBuild(
  distDir: string,
  shopPage: (builtHtml: string) => ShopPage,
): { files: Map<string, StaticFile>; index: StaticFile } {
  const files = new Map<string, StaticFile>();
  for (const path of walk(distDir)) {
    const urlPath = `/${relative(distDir, path).split(sep).join('/')}`;
    if (urlPath.endsWith('.map') || urlPath === '/mockServiceWorker.js') continue;
    const body = readFileSync(path);
    if (urlPath === '/index.html') {
      const page = shopPage(body.toString());
      files.set(urlPath, prepare(urlPath, Buffer.from(page.html), page.headers));
    } else {
      files.set(urlPath, prepare(urlPath, body));
    }
  }
  const index = files.get('/index.html');
  if (!index) throw new Error(`${distDir}/index.html is missing: run "npm run build" first`);
  return { files, index };
}

function prepare(urlPath: string, body: Buffer, headers: Record<string, string> = {}): StaticFile {
  const ext = extname(urlPath);
  return {
    body,
    gzipped: compressible.has(ext) && body.length > 1024 ? gzipSync(body) : null,
    headers: {
      ...staticHeaders(urlPath, ext),
      'x-content-type-options': 'nosniff',
      ...headers,
    },
  };
}

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}

/**
 * Which file answers a path: the file itself, else the shop's index.html for a page route (the
 * router shows its 404 page), but never for a missing asset, which is a real 404, so a stale
 * chunk name fails loudly instead of running HTML as JavaScript.
 */
export function resolveStatic(
  build: { files: Map<string, StaticFile>; index: StaticFile },
  pathname: string,
): StaticFile | null {
  const file = build.files.get(pathname === '/' ? '/index.html' : pathname);
  if (file) return file;
  return extname(pathname) === '' ? build.index : null;
}
