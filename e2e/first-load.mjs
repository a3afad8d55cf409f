// The bench's first-load bytes (e2e/bench.mjs): what a fresh page fetches of the build's scripts and
// stylesheets, per route, on the mock build and the app-alone build, and the budgets on them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** @typedef {import('playwright-core').Browser} Browser */
/** @typedef {{ jsRaw: number; jsGzip: number; cssRaw: number; cssGzip: number; files: string[] }} Bytes */
/** @typedef {{ url: string; dist: string }} Build */
/** @typedef {{ name: string; holds: boolean; enforced: boolean; figure: string | number }} Check */

/** Issue 37: a Hindi page's first load is within this of its English page's (gzip, app alone and with the mock). */
export const HINDI_EXTRA_KB = 25;

export const kb = (/** @type {number} */ bytes) => Math.round((bytes / 1024) * 10) / 10;

/**
 * Loads `path` in a fresh page and sums the JS and CSS it fetched from dist (raw and gzip).
 * @param {Browser} browser
 * @param {Build} build
 * @param {string} path
 * @returns {Promise<Bytes>}
 */
async function firstLoadBytes(browser, { url: baseUrl, dist }, path) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  /** @type {Set<string>} */
  const files = new Set();
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (
      url.origin === baseUrl &&
      /\.(js|css)$/.test(url.pathname) &&
      url.pathname !== '/mockServiceWorker.js'
    ) {
      files.add(url.pathname);
    }
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  // Stylesheets the page carries written in (build/page-styles.js) count as if fetched.
  for (const href of await page.$$eval('style[data-href]', (styles) =>
    styles.map((style) => style.getAttribute('data-href') ?? ''),
  ))
    if (href.startsWith('/css/')) files.add(href);
  await context.close();
  const totals = { jsRaw: 0, jsGzip: 0, cssRaw: 0, cssGzip: 0, files: [...files].sort() };
  for (const file of files) {
    const content = readFileSync(join(dist, file));
    const gzipped = gzipSync(content, { level: 9 }).length;
    if (file.endsWith('.css')) {
      totals.cssRaw += content.length;
      totals.cssGzip += gzipped;
    } else {
      totals.jsRaw += content.length;
      totals.jsGzip += gzipped;
    }
  }
  return totals;
}

/**
 * Every route's first-load bytes on both builds.
 * @param {Browser} browser
 * @param {{ mock: Build; app: Build }} builds
 * @param {readonly string[]} paths
 */
export async function measureFirstLoads(browser, { mock, app }, paths) {
  /** @type {Record<string, { withMock: Bytes; appAlone: Bytes }>} */
  const bytes = {};
  for (const path of paths) {
    bytes[path] = {
      withMock: await firstLoadBytes(browser, mock, path),
      appAlone: await firstLoadBytes(browser, app, path),
    };
  }
  return bytes;
}

/** @param {Record<string, { withMock: Bytes; appAlone: Bytes }>} bytes */
export function printFirstLoads(bytes) {
  console.log('\nFirst-load JS and CSS (KB; gzip in brackets)');
  console.log('route'.padEnd(52), 'JS with mock'.padEnd(22), 'JS app alone'.padEnd(22), 'CSS');
  for (const [path, { withMock, appAlone }] of Object.entries(bytes)) {
    console.log(
      path.padEnd(52),
      `${kb(withMock.jsRaw)} (${kb(withMock.jsGzip)})`.padEnd(22),
      `${kb(appAlone.jsRaw)} (${kb(appAlone.jsGzip)})`.padEnd(22),
      `${kb(withMock.cssRaw)} (${kb(withMock.cssGzip)})`,
    );
  }
}

/**
 * The first-load budgets: `/`'s JS on both builds, and the Hindi page's beside it.
 * @param {Record<string, { withMock: Bytes; appAlone: Bytes }>} bytes
 * @param {{ firstLoadJsWithMockKb: number; firstLoadJsAppAloneKb: number }} budgets
 * @param {string} hindiPath
 * @returns {Check[]}
 */
export function firstLoadChecks(bytes, budgets, hindiPath) {
  const home = bytes['/'];
  const hindi = bytes[hindiPath];
  if (!home || !hindi) throw new Error(`/ and ${hindiPath} were not both measured`);
  const homeMock = kb(home.withMock.jsGzip);
  const homeApp = kb(home.appAlone.jsGzip);
  const extra = Math.max(
    kb(hindi.withMock.jsGzip - home.withMock.jsGzip),
    kb(hindi.appAlone.jsGzip - home.appAlone.jsGzip),
  );
  return [
    {
      name: `first-load JS on / with mock ≤ ${budgets.firstLoadJsWithMockKb} KB gzip`,
      holds: homeMock <= budgets.firstLoadJsWithMockKb,
      enforced: true,
      figure: `${homeMock} KB`,
    },
    {
      name: `first-load JS on / app alone ≤ ${budgets.firstLoadJsAppAloneKb} KB gzip`,
      holds: homeApp <= budgets.firstLoadJsAppAloneKb,
      enforced: true,
      figure: `${homeApp} KB`,
    },
    {
      name: `first-load JS on ${hindiPath} ≤ ${HINDI_EXTRA_KB} KB gzip over /`,
      holds: extra <= HINDI_EXTRA_KB,
      enforced: true,
      figure: `${extra} KB (${kb(hindi.withMock.jsGzip)} with mock, ${kb(hindi.appAlone.jsGzip)} app alone)`,
    },
  ];
}
