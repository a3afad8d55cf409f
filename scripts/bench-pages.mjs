// @ts-check
// The shop's pages under `npm run bench:server` (issue 36): a product page kept (the same URL again
// and again: the server sends the document it keeps per origin, path and query), freshly rendered
// (a query the server has not seen on every request, `?v=<unique id>`: kept pages are keyed by path
// and query, server/http/shop-pages.ts, so each request renders the page anew), and, to compare the
// kept page with, a static file holding the same bytes, which the bench adds to a copy of dist/ of
// its own. Every request asks for gzip and carries no crawler's user agent: a browser's request.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './built-server.mjs';

/** The static file the bench adds to its copy of dist/: the kept product page's own bytes. */
const PAGE_SIZED_FILE = '/bench-page-sized.html';

const PAGE_ENDPOINTS = {
  kept: 'GET a product page, kept',
  file: 'GET a static file of its size',
  fresh: 'GET a product page, freshly rendered',
};

/** Issue 36's targets: a fresh render's p95 one request at a time, and a kept page as fast as a file. */
const FRESH_RENDER = { connections: 1, maxP95: 30 };
/** The kept page's 2xx/s as a share of the file's at least: two 6 s runs differ by a few percent. */
const KEPT_AS_FAST = { connections: 50, minShare: 0.95 };

/** The product the pages show: the seed's first past the home page's (the one `npm run bench` loads). */
function seedProduct() {
  const products = JSON.parse(readFileSync(join(root, 'src/api/catalogue/seed/products.json'), 'utf8'));
  const product = products.find((/** @type {{ id: number }} */ each) => each.id > 15);
  if (!product) throw new Error('the seed has no product with an id above 15');
  return /** @type {{ _id: string, title: string }} */ (product);
}

/**
 * The page as a browser gets it (no crawler's user agent, no gzip, so its bytes), and whether it
 * was sent from the kept pages: only a kept page carries an ETag.
 * @param {string} url
 */
async function page(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, body, kept: response.headers.has('etag') };
}

/**
 * A copy of `distDir` with the kept product page's bytes added as a static file, and the product,
 * from a server started once on `distDir` (`start`). It checks what the scenarios rely on: the page
 * renders with the product in it, the same URL again is the kept page, and a new query is not.
 * @param {string} distDir
 * @param {(distDir: string) => Promise<import('./built-server.mjs').Server>} start
 * @param {(message: string) => never} fail
 */
export async function pagesSetUp(distDir, start, fail) {
  const product = seedProduct();
  const path = `/productlist/${product._id}`;
  console.log('\nthe product page: rendering it once for a static file of its bytes …');
  const server = await start(distDir);
  let bytes;
  try {
    const first = await page(`${server.url}${path}`);
    const again = await page(`${server.url}${path}`);
    const unseen = await page(`${server.url}${path}?v=bench-check`);
    if (first.status !== 200 || !first.body.includes(product.title))
      fail(`${path} answered ${first.status} without the product's title in it`);
    if (!again.kept) fail(`${path} asked again was not the kept page (no ETag)`);
    if (unseen.kept || !unseen.body.includes(product.title))
      fail(`${path}?v=… was not rendered anew: the fresh-render scenario would measure kept pages`);
    bytes = again.body;
  } finally {
    await server.stop();
  }
  const dir = mkdtempSync(join(tmpdir(), 'bench-dist-'));
  cpSync(distDir, dir, { recursive: true });
  writeFileSync(join(dir, PAGE_SIZED_FILE), bytes);
  console.log(`the product page is ${bytes.length} bytes; ${PAGE_SIZED_FILE} holds the same`);
  return {
    distDir: dir,
    pageBytes: bytes.length,
    scenarios: pageScenarios(path),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * The scenarios, in the shape of scripts/bench-server.mjs's: the kept page, the file, a fresh page.
 * autocannon puts a new unique id in place of `[<id>]` in each request (`idReplacement`).
 * @param {string} path the product page's
 * @returns {{ endpoint: string, options: (connections: number, cap?: number) => Omit<import('autocannon').Options, 'url'> & { path: string, cap?: number } }[]}
 */
function pageScenarios(path) {
  return [
    { endpoint: PAGE_ENDPOINTS.kept, options: (_, cap) => ({ path, cap }) },
    { endpoint: PAGE_ENDPOINTS.file, options: (_, cap) => ({ path: PAGE_SIZED_FILE, cap }) },
    {
      endpoint: PAGE_ENDPOINTS.fresh,
      options: (_, cap) => ({ path: `${path}?v=[<id>]`, idReplacement: true, cap }),
    },
  ];
}

/**
 * Whether the pages' targets hold on each backend measured.
 * @param {{ backend: string, endpoint: string, connections: number, perSecond: number, p95: number, p99: number, errors: number }[]} rows
 * @returns {import('./bench-results.mjs').Check[]}
 */
export function pageChecks(rows) {
  /** @type {import('./bench-results.mjs').Check[]} */
  const checks = [];
  for (const backend of new Set(rows.map((row) => row.backend))) {
    const row = (/** @type {string} */ endpoint, /** @type {number} */ connections) =>
      rows.find((r) => r.backend === backend && r.endpoint === endpoint && r.connections === connections);
    const fresh = row(PAGE_ENDPOINTS.fresh, FRESH_RENDER.connections);
    if (fresh) {
      checks.push({
        name: `${backend} ${PAGE_ENDPOINTS.fresh} × ${FRESH_RENDER.connections}: p95 ≤ ${FRESH_RENDER.maxP95} ms`,
        figure: `p95 ${fresh.p95} ms (${Math.round(fresh.perSecond)} 2xx/s)`,
        holds: fresh.p95 <= FRESH_RENDER.maxP95 && fresh.errors === 0,
        enforced: true,
      });
    }
    const kept = row(PAGE_ENDPOINTS.kept, KEPT_AS_FAST.connections);
    const file = row(PAGE_ENDPOINTS.file, KEPT_AS_FAST.connections);
    if (kept && file) {
      const share = kept.perSecond / file.perSecond;
      checks.push({
        name: `${backend} a kept product page × ${KEPT_AS_FAST.connections} as fast as a static file of its size: 2xx/s ≥ ${KEPT_AS_FAST.minShare * 100} % of the file's`,
        figure: `${Math.round(kept.perSecond)} against ${Math.round(file.perSecond)} 2xx/s (${(share * 100).toFixed(1)} %), p99 ${kept.p99} against ${file.p99} ms`,
        holds: share >= KEPT_AS_FAST.minShare && kept.errors === 0,
        enforced: true,
      });
    }
  }
  return checks;
}
