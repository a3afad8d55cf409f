// @ts-check
// How the shop's built files are served: by `npm run preview` (scripts/preview.mjs) and by the Node
// server (server/http/static-files.ts). CommonJS, so plain node and the TypeScript server both load it.

/** @type {Record<string, string>} */
const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

/** Text worth gzipping; pictures and video are compressed already. */
const compressible = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt', '.map']);

/**
 * The content type and cache policy of a file: webpack names what never changes with a content
 * hash (js/main.1a2b3c4d.js, js/cart.6309dbb1.chunk.js), which may be kept a year; the rest (index.html) is revalidated.
 * @param {string} path
 * @param {string} ext
 */
function staticHeaders(path, ext) {
  return {
    'content-type': contentTypes[ext] ?? 'application/octet-stream',
    'cache-control': /\.[0-9a-f]{8}\./.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
  };
}

module.exports = { compressible, staticHeaders };
