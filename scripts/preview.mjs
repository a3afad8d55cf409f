// Serves the production build (dist/) on localhost with SPA fallback and gzip, like a static host.
// Usage: npm run build && npm run preview   (PORT=4173 and DIST_DIR=dist by default)
// @ts-check
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { STATUS_CODES, createServer } from 'node:http';
import { extname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createGzip } from 'node:zlib';
import { headerPolicyFor } from '../server/http/content-security-policy.cjs';
import { compressible, staticHeaders } from '../server/http/static-headers.cjs';

/**
 * Which file answers a request: the file itself, else index.html for a page route (the router
 * shows its 404 page). A missing asset is a real 404, so a stale chunk name fails loudly instead of
 * running HTML as JavaScript; a path that cannot be decoded is a 400 rather than a crash.
 * @param {string} dist absolute path of the build folder
 * @param {string} url the request's URL as the client sent it
 * @returns {string | number} the file to send, or the status to answer with
 */
function fileFor(dist, url) {
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(url, 'http://localhost').pathname);
  } catch {
    return 400;
  }
  const file = join(dist, pathname);
  // A prefix check would let <root>/dist-server through for a build in <root>/dist.
  const inside = relative(dist, file);
  if (inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) return 404;
  if (existsSync(file) && statSync(file).isFile()) return file;
  return extname(pathname) === '' ? join(dist, 'index.html') : 404;
}

/** @returns {Promise<{ server: import('node:http').Server; url: string }>} */
export function startPreview({ port = 4173, host = '127.0.0.1', root = 'dist' } = {}) {
  const dist = resolve(root);
  if (!existsSync(join(dist, 'index.html'))) {
    throw new Error(`${dist}/index.html is missing: run "npm run build" first`);
  }
  // The build's own policy (its <meta>) as a header too, with what only a header can say.
  const policy = headerPolicyFor(readFileSync(join(dist, 'index.html'), 'utf8'));
  const server = createServer((request, response) => {
    const file = fileFor(dist, request.url ?? '/');
    if (typeof file === 'number') {
      response.writeHead(file, { 'content-type': 'text/plain; charset=utf-8' }).end(STATUS_CODES[file]);
      return;
    }
    const ext = extname(file);
    /** @type {Record<string, string>} */
    const headers = { ...staticHeaders(file, ext) };
    if (file.endsWith('mockServiceWorker.js')) headers['service-worker-allowed'] = '/';
    if (ext === '.html' && policy) headers['content-security-policy'] = policy;
    const gzip = compressible.has(ext) && /\bgzip\b/.test(String(request.headers['accept-encoding']));
    if (gzip) headers['content-encoding'] = 'gzip';
    response.writeHead(200, headers);
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    const stream = createReadStream(file);
    (gzip ? stream.pipe(createGzip()) : stream).pipe(response);
  });
  return new Promise((resolveListening) => {
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolveListening({ server, url: `http://${host === '127.0.0.1' ? 'localhost' : host}:${actualPort}` });
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = process.env.DIST_DIR ?? 'dist';
  const { url } = await startPreview({ port: Number(process.env.PORT ?? 4173), root });
  console.log(`Serving ${root}/ at ${url}`);
}
