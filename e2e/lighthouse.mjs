// Lighthouse 12's mobile run (its defaults: a simulated slow 4G and a 4× slower CPU) on Debian
// Chromium, three times per route, for `npm run bench`: each figure is the median of its three, and
// the run with the median LCP says what the largest element was and where its time went (Lighthouse's
// LCP phases: time to first byte, the wait before its resource is asked for, the resource's load,
// and the wait from then until it is painted).
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser.mjs';

/**
 * @typedef {{ ttfbMs: number; loadDelayMs: number; loadTimeMs: number; renderDelayMs: number }} LcpPhases
 * @typedef {{ performance: number; accessibility: number; bestPractices: number; seo: number;
 *   lcpMs: number; tbtMs: number; cls: number; lcpElement: string; lcpPhases: LcpPhases | null }} LighthouseRun
 */

const RUNS = 3;
/** A run that fails is tried again (the run only, not the route's others) up to this many times in all. */
const ATTEMPTS = 3;

/** A run that has not finished in this long is given up and tried again on a fresh browser. */
const RUN_LIMIT_MS = 180_000;

let closedTargetsTolerated = false;
/**
 * Now and then Chromium goes away in the middle of a run (seen on the mock build's home; no crash
 * report is left). Lighthouse 12.8's target manager then rethrows "Target closed", in a promise
 * nothing awaits, which would end the process, and the run itself never settles. That rejection is
 * noted and let be here; `lighthouseRun` gives the run up and starts the browser again. Any other
 * unhandled rejection still ends the process.
 */
function tolerateClosedTargets() {
  if (closedTargetsTolerated) return;
  closedTargetsTolerated = true;
  process.on('unhandledRejection', (reason) => {
    const error = /** @type {{ name?: string; message?: string }} */ (reason ?? {});
    if (error.name === 'TargetCloseError' && String(error.message).includes('Target.setAutoAttach')) {
      console.log('  (Lighthouse: the browser closed the page in the middle of a run)');
      return;
    }
    throw reason;
  });
}

/**
 * Debian's Chromium for Lighthouse, started again by `restart` after a run that failed.
 * @returns {Promise<{ port: number; restart: () => Promise<void>; kill: () => Promise<void> }>}
 */
export async function launchChromium() {
  const chromeLauncher = await import('chrome-launcher');
  const launch = () => chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  let chrome = await launch();
  return {
    get port() {
      return chrome.port;
    },
    async restart() {
      await chrome.kill();
      chrome = await launch();
    },
    kill: async () => chrome.kill(),
  };
}

/**
 * One Lighthouse run on `chromium`, tried again on a restarted browser if it fails or hangs.
 * @param {(url: string, flags: object) => Promise<import('lighthouse').RunnerResult | undefined>} lighthouse
 * @param {Awaited<ReturnType<typeof launchChromium>>} chromium
 * @param {string} url
 * @param {object} flags
 */
export async function lighthouseRun(lighthouse, chromium, url, flags) {
  tolerateClosedTargets();
  for (let attempt = 1; ; attempt += 1) {
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    let timer;
    const limit = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no result in ${RUN_LIMIT_MS / 1000} s`)), RUN_LIMIT_MS);
    });
    try {
      const result = await Promise.race([lighthouse(url, { ...flags, port: chromium.port }), limit]);
      if (result) return /** @type {import('lighthouse').RunnerResult} */ (result);
      throw new Error('Lighthouse gave no result');
    } catch (error) {
      if (attempt >= ATTEMPTS)
        throw new Error(`Lighthouse failed ${ATTEMPTS} times on ${url}`, { cause: error });
      console.log(
        `  (a Lighthouse run on ${url} failed, again on a fresh browser: ${String(error).slice(0, 80)})`,
      );
      await chromium.restart();
    } finally {
      clearTimeout(timer);
    }
  }
}

/**
 * What the LCP audit says of the largest element (its tag and the start of its label: an image's
 * alt, an element's text) and of its phases.
 * @param {import('lighthouse').Result['audits'][string] | undefined} audit
 * @returns {{ lcpElement: string; lcpPhases: LcpPhases | null }}
 */
function lcpDetails(audit) {
  const details = /** @type {{ items?: { items?: Record<string, any>[] }[] } | undefined} */ (audit?.details);
  const node = details?.items?.[0]?.items?.[0]?.node;
  const phases = details?.items?.[1]?.items?.map((item) => Math.round(Number(item.timing)));
  const [ttfbMs, loadDelayMs, loadTimeMs, renderDelayMs] = phases ?? [];
  return {
    lcpElement: node
      ? `${/^<(\w+)/.exec(String(node.snippet))?.[1] ?? '?'} "${String(node.nodeLabel ?? '').slice(0, 40)}"`
      : 'none',
    lcpPhases:
      renderDelayMs === undefined
        ? null
        : {
            ttfbMs: ttfbMs ?? 0,
            loadDelayMs: loadDelayMs ?? 0,
            loadTimeMs: loadTimeMs ?? 0,
            renderDelayMs,
          },
  };
}

/**
 * One Lighthouse run's figures.
 * @param {import('lighthouse').Result} lhr
 * @param {string} path
 * @returns {LighthouseRun}
 */
function figures(lhr, path) {
  const { categories, audits } = lhr;
  /** A category's score out of 100; a category that could not be scored fails loudly. */
  const score = (/** @type {string} */ id) => {
    const value = categories[id]?.score;
    if (value == null) throw new Error(`Lighthouse could not score ${id} on ${path}`);
    return Math.round(value * 100);
  };
  const figure = (/** @type {string} */ id) => {
    const value = audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse has no ${id} figure for ${path}`);
    return value;
  };
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(figure('largest-contentful-paint')),
    tbtMs: Math.round(figure('total-blocking-time')),
    cls: Math.round(figure('cumulative-layout-shift') * 1000) / 1000,
    ...lcpDetails(audits['largest-contentful-paint-element']),
  };
}

/**
 * Each figure the median of the runs' (each on its own); the LCP's element and phases the median LCP run's.
 * @param {LighthouseRun[]} runs
 * @returns {LighthouseRun}
 */
function medianOf(runs) {
  const middle = Math.floor(runs.length / 2);
  const median = (
    /** @type {'performance' | 'accessibility' | 'bestPractices' | 'seo' | 'lcpMs' | 'tbtMs' | 'cls'} */ key,
  ) => runs.map((r) => r[key]).sort((a, b) => a - b)[middle] ?? Number.NaN;
  const byLcp = [...runs].sort((a, b) => a.lcpMs - b.lcpMs)[middle];
  return {
    performance: median('performance'),
    accessibility: median('accessibility'),
    bestPractices: median('bestPractices'),
    seo: median('seo'),
    lcpMs: median('lcpMs'),
    tbtMs: median('tbtMs'),
    cls: median('cls'),
    lcpElement: byLcp?.lcpElement ?? 'none',
    lcpPhases: byLcp?.lcpPhases ?? null,
  };
}

/**
 * Lighthouse mobile, median of three, for each of `paths` at `baseUrl`.
 * @param {string} baseUrl
 * @param {string[]} paths
 * @returns {Promise<Record<string, LighthouseRun>>}
 */
export async function lighthouseRuns(baseUrl, paths) {
  const { default: lighthouse } = await import('lighthouse');
  const chromium = await launchChromium();
  /** @type {Record<string, LighthouseRun>} */
  const summary = {};
  try {
    for (const path of paths) {
      /** @type {LighthouseRun[]} */
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) {
        const result = await lighthouseRun(lighthouse, chromium, `${baseUrl}${path}`, {
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        runs.push(figures(result.lhr, path));
      }
      summary[path] = medianOf(runs);
    }
  } finally {
    await chromium.kill();
  }
  return summary;
}
