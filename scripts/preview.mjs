// Serves the production build (dist/) on localhost with SPA fallback and gzip, like a static host.
// Usage: npm run build && npm run preview   (PORT=4173 and DIST_DIR=dist by default)
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createGzip } from 'node:zlib';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
  '.png': 'image/png',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.woff2': 'font/woff2',
};
const compressible = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt', '.map']);

export function startPreview({ port = 4173, host = '127.0.0.1', root = 'dist' } = {}) {
  const dist = resolve(root);
  if (!existsSync(join(dist, 'index.html'))) {
    throw new Error(`${dist}/index.html is missing: run "npm run build" first`);
  }
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    let file = normalize(join(dist, decodeURIComponent(pathname)));
    if (!file.startsWith(dist)) {
      response.writeHead(403).end();
      return;
    }
    const isAsset = existsSync(file) && statSync(file).isFile();
    if (!isAsset) file = join(dist, 'index.html'); // SPA fallback: the router decides (404 → /404)
    const ext = extname(file);
    const headers = {
      'content-type': types[ext] ?? 'application/octet-stream',
      // Hashed file names never change; everything else is revalidated.
      'cache-control': /\.[0-9a-f]{8}\./.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    if (file.endsWith('mockServiceWorker.js')) headers['service-worker-allowed'] = '/';
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
