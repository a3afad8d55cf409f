import { readFileSync, readdirSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt']);
/** webpack names what never changes with a content hash: js/main.1a2b3c4d.js. */
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/;

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
  transformIndex: (html: string) => string,
): { files: Map<string, StaticFile>; index: StaticFile } {
  const files = new Map<string, StaticFile>();
  for (const path of walk(distDir)) {
    const urlPath = `/${relative(distDir, path).split(sep).join('/')}`;
    if (urlPath.endsWith('.map') || urlPath === '/mockServiceWorker.js') continue;
    const body = readFileSync(path);
    files.set(
      urlPath,
      prepare(urlPath, urlPath === '/index.html' ? Buffer.from(transformIndex(body.toString())) : body),
    );
  }
  const index = files.get('/index.html');
  if (!index) throw new Error(`${distDir}/index.html is missing: run "npm run build" first`);
  return { files, index };
}

function prepare(urlPath: string, body: Buffer): StaticFile {
  const ext = extname(urlPath);
  return {
    body,
    gzipped: COMPRESSIBLE.has(ext) && body.length > 1024 ? gzipSync(body) : null,
    headers: {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      // Hashed names never change: a year, immutable. The rest (index.html, robots.txt) revalidates.
      'cache-control': HASHED.test(urlPath) ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-content-type-options': 'nosniff',
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
