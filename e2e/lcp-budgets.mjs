// Issue 36's budgets for `npm run bench`: the first screen on the Node server (`npm run serve` of
// the build: the catalogue's and the law's pages rendered with their content) and on the mock build,
// Lighthouse mobile, median of three. Performance, TBT and CLS are printed, never enforced; LCP is
// enforced with --ci only on a machine set up to say so (BENCH_ENFORCE_LCP=1): a simulated LCP still
// moves with how busy the cores are, so a shared machine prints it.
import { join } from 'node:path';
import { root, startBuiltServer } from '../scripts/built-server.mjs';
import { lighthouseRuns } from './lighthouse.mjs';

/** @typedef {import('./lighthouse.mjs').LighthouseRun} LighthouseRun */
/** @typedef {{ name: string; holds: boolean; enforced: boolean; figure: string }} Check */

const LCP_BUDGETS = {
  serverLcpMs: 1200,
  serverPolicyLcpMs: 1000,
  serverPerformance: 98,
  serverTbtMs: 100,
  serverCls: 0.02,
  /** The mock build's LCP: home, the list (the spec's 500 ms spinner in it), a product page. */
  mockLcpMs: { home: 2000, list: 3200, product: 2600 },
};

/** Whether `--ci` fails on a missed LCP: only where the machine's owner set BENCH_ENFORCE_LCP=1. */
export const lcpEnforced = (/** @type {boolean} */ ci) => ci && process.env.BENCH_ENFORCE_LCP === '1';

/** @param {string} message @returns {never} */
function fail(message) {
  throw new Error(message);
}

/** A page's Hindi address, as src/shared/i18n/locales.ts's localePath('hi', path) writes it. */
const inHindi = (/** @type {string} */ path) => (path === '/' ? '/hi' : `/hi${path}`);

/**
 * Lighthouse on the built server (dist-server/server.js, PGlite in a fresh folder) serving `distDir`:
 * `/`, `/productlist`, `productPath` and the sitemap's first policy page, then the first three in
 * Hindi (issue 37: their budgets hold for `/hi` pages too; a policy page's largest paint is text in
 * either language, so its Hindi twin is left out to keep the bench's time). Each is asked for once
 * first, so Lighthouse measures the page the server keeps, as every shopper after the first gets it.
 * @param {string} distDir
 * @param {string} productPath
 */
export async function serverLighthouse(distDir, productPath) {
  const server = await startBuiltServer(join(root, 'dist-server/server.js'), { DIST_DIR: distDir }, fail);
  try {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const policy = /<loc>[^<]*?(\/policies\/[^<]+)<\/loc>/.exec(sitemap)?.[1];
    if (!policy) fail('the sitemap names no /policies/ page');
    const english = ['/', '/productlist', productPath];
    const paths = [...english, policy, ...english.map((path) => inHindi(path))];
    for (const path of paths) {
      const response = await fetch(`${server.url}${path}`);
      await response.arrayBuffer();
      if (response.status !== 200) fail(`${path} on the server answered ${response.status}`);
    }
    return { policyPath: policy, results: await lighthouseRuns(server.url, paths) };
  } finally {
    await server.stop();
  }
}

const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(2)} s`;

/**
 * The budgets' checks and the table issue 36 asks `npm run bench` to print, and where each LCP's
 * time went.
 * @param {{ server: Record<string, LighthouseRun>; mock: Record<string, LighthouseRun>; productPath: string; policyPath: string; enforced: boolean }} measured
 */
export function lcpBudgets({ server, mock, productPath, policyPath, enforced }) {
  /** @type {Check[]} */
  const checks = [];
  const mockBudget = /** @type {Record<string, number>} */ ({
    '/': LCP_BUDGETS.mockLcpMs.home,
    '/productlist': LCP_BUDGETS.mockLcpMs.list,
    [productPath]: LCP_BUDGETS.mockLcpMs.product,
  });
  const serverLcpBudget = (/** @type {string} */ path) =>
    path === policyPath ? LCP_BUDGETS.serverPolicyLcpMs : LCP_BUDGETS.serverLcpMs;
  for (const [path, r] of Object.entries(server)) {
    const lcp = serverLcpBudget(path);
    const on = `${path} on the server`;
    checks.push(
      { name: `${on}: LCP ≤ ${seconds(lcp)}`, holds: r.lcpMs <= lcp, enforced, figure: seconds(r.lcpMs) },
      {
        name: `${on}: performance ≥ ${LCP_BUDGETS.serverPerformance}`,
        holds: r.performance >= LCP_BUDGETS.serverPerformance,
        enforced: false,
        figure: String(r.performance),
      },
      {
        name: `${on}: TBT ≤ ${LCP_BUDGETS.serverTbtMs} ms`,
        holds: r.tbtMs <= LCP_BUDGETS.serverTbtMs,
        enforced: false,
        figure: `${r.tbtMs} ms`,
      },
      {
        name: `${on}: CLS ≤ ${LCP_BUDGETS.serverCls}`,
        holds: r.cls <= LCP_BUDGETS.serverCls,
        enforced: false,
        figure: String(r.cls),
      },
    );
  }
  for (const [path, lcp] of Object.entries(mockBudget)) {
    const r = mock[path];
    if (!r) continue;
    checks.push({
      name: `${path} on the mock build: LCP ≤ ${seconds(lcp)}`,
      holds: r.lcpMs <= lcp,
      enforced,
      figure: seconds(r.lcpMs),
    });
  }
  const cell = (/** @type {number | undefined} */ ms, /** @type {number | undefined} */ budget) =>
    ms === undefined ? '—' : `${seconds(ms)} (≤ ${seconds(budget ?? Number.NaN)})`;
  const budgetsTable = {
    caption: `Issue 36's budgets (a \`/hi\` page's the same as its English one's, issue 37): Lighthouse 12 mobile, median of 3; the server is \`npm run serve\` of the build (PGlite), the mock build served as static files; LCP ${enforced ? 'enforced' : 'printed, not enforced'}`,
    columns: ['route', 'server LCP', 'server performance', 'server TBT ms', 'server CLS', 'mock build LCP'],
    rows: Object.entries(server).map(([path, r]) => [
      path,
      cell(r.lcpMs, serverLcpBudget(path)),
      `${r.performance} (≥ ${LCP_BUDGETS.serverPerformance})`,
      `${r.tbtMs} (≤ ${LCP_BUDGETS.serverTbtMs})`,
      `${r.cls} (≤ ${LCP_BUDGETS.serverCls})`,
      mockBudget[path] === undefined ? '—' : cell(mock[path]?.lcpMs, mockBudget[path]),
    ]),
  };
  const phases = (/** @type {string} */ build, /** @type {Record<string, LighthouseRun>} */ results) =>
    Object.entries(results).map(([path, r]) => [
      build,
      path,
      r.lcpMs,
      r.lcpPhases?.ttfbMs ?? '',
      r.lcpPhases?.loadDelayMs ?? '',
      r.lcpPhases?.loadTimeMs ?? '',
      r.lcpPhases?.renderDelayMs ?? '',
      r.lcpElement,
    ]);
  const phasesTable = {
    caption:
      "Where each LCP's time goes (Lighthouse's phases of the median run, ms): time to first byte, the wait before the element's resource is asked for, its load, and the wait from then to its paint",
    columns: ['build', 'route', 'LCP', 'TTFB', 'load delay', 'load time', 'render delay', 'LCP element'],
    rows: [...phases('server', server), ...phases('mock', mock)],
  };
  return { checks, tables: [budgetsTable, phasesTable] };
}
