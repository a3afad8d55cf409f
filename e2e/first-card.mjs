// The time from navigation to the first product card on /productlist, with the embedded mock (the
// build served statically) and on the Node server (the same build, served by dist-server/server.js):
// Chromium, 1280×800, no throttling, a fresh profile per run, median of 5 after one unreported
// warm-up each, the two builds' runs taking turns. `npm run bench` prints it beside its budget; on its own, for measuring a change:
//
//   npm run build && node e2e/first-card.mjs [--runs 9]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startPreview } from '../scripts/preview.mjs';
import { launchChromium } from './browser.mjs';

/** @typedef {import('playwright-core').Browser} Browser */

const root = join(import.meta.dirname, '..');

/** On the mock the first card may come at most this much later than on the server (issue 22). */
export const FIRST_CARD_MOCK_BEHIND_SERVER_MS = 450;

/**
 * Milliseconds from navigation start to the frame after the first product card is in the page,
 * timed in the page (performance.now() counts from navigation start), so the driver's own
 * overhead is not in it.
 * @param {Browser} browser
 * @param {string} url
 */
async function firstCardOnce(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const record = /** @type {{ __firstCardMs?: number }} */ (/** @type {unknown} */ (window));
    const seen = () => {
      if (!document.querySelector('main article.product-card')) return;
      observer.disconnect();
      requestAnimationFrame(() => (record.__firstCardMs = performance.now()));
    };
    const observer = new MutationObserver(seen);
    observer.observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${url}/productlist`);
  const handle = await page.waitForFunction(
    () => /** @type {{ __firstCardMs?: number }} */ (/** @type {unknown} */ (window)).__firstCardMs,
    undefined,
    { timeout: 30_000 },
  );
  const ms = /** @type {number} */ (await handle.jsonValue());
  await context.close();
  return ms;
}

/**
 * @param {number[]} values
 */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/**
 * Runs alternate between the two, so a machine busy with other work slows both alike.
 * @param {Browser} browser
 * @param {{ mock: string; server: string }} urls
 * @param {number} runs
 */
async function firstCardMs(browser, urls, runs) {
  /** @type {{ mock: number[]; server: number[] }} */
  const times = { mock: [], server: [] };
  await firstCardOnce(browser, urls.mock);
  await firstCardOnce(browser, urls.server);
  for (let i = 0; i < runs; i += 1) {
    times.mock.push(await firstCardOnce(browser, urls.mock));
    times.server.push(await firstCardOnce(browser, urls.server));
  }
  const summary = (/** @type {number[]} */ ms) => ({
    medianMs: Math.round(median(ms)),
    runsMs: ms.map(Math.round),
  });
  return { mock: summary(times.mock), server: summary(times.server) };
}

/**
 * The built Node server (dist-server/server.js) serving `distDir`, on PGlite in a fresh folder.
 * @param {string} distDir
 */
async function startBuiltServer(distDir) {
  const dataDir = mkdtempSync(join(tmpdir(), 'first-card-'));
  const child = spawn(process.execPath, [join(root, 'dist-server/server.js')], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: distDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += String(chunk);
      const listening = /"msg":"listening","url":"([^"]+)"/.exec(out);
      if (listening) resolve(listening[1]);
    });
    child.once('exit', (code) => reject(new Error(`the server exited at start (${code})`)));
  });
  child.stdout.resume();
  return {
    url: /** @type {string} */ (url),
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The first card's time on the mock build and on the server, the same build served both ways.
 * @param {{ distDir: string; runs?: number }} options
 */
export async function measureFirstCard({ distDir, runs = 5 }) {
  const browser = await launchChromium();
  const preview = await startPreview({ port: 0, root: distDir });
  const server = await startBuiltServer(distDir);
  try {
    const { mock, server: onServer } = await firstCardMs(
      browser,
      { mock: preview.url, server: server.url },
      runs,
    );
    return { mock, server: onServer, behindMs: mock.medianMs - onServer.medianMs };
  } finally {
    await browser.close();
    preview.server.close();
    await server.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const runsAt = process.argv.indexOf('--runs');
  const runs = runsAt > 0 ? Number(process.argv[runsAt + 1]) : 5;
  const result = await measureFirstCard({ distDir: process.env.FIRST_CARD_DIST ?? join(root, 'dist'), runs });
  console.log(
    `first card on /productlist: mock ${result.mock.medianMs} ms (${result.mock.runsMs.join(', ')}), ` +
      `server ${result.server.medianMs} ms (${result.server.runsMs.join(', ')}); ` +
      `mock behind by ${result.behindMs} ms (budget ≤ ${FIRST_CARD_MOCK_BEHIND_SERVER_MS} ms)`,
  );
}
