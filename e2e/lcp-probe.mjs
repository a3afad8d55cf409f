// node e2e/lcp-probe.mjs [--server] [--runs N] [--detail] --dist DIR[@SERVER_DIR] [--dist …] path…
// Lighthouse mobile alone (as `npm run bench` runs it: Lantern's simulated slow 4G and 4× CPU), for
// measuring a change to a first screen: each build folder served side by side (statically, or with
// --server by the built Node server, dist-server or SERVER_DIR, which must sit inside the repository
// for its packages), the runs taking turns so a busy machine slows every build alike. Prints each
// run's LCP, FCP, TBT and LCP phases and each build's median; with --detail, for the median run, the
// requests that ended before the real (unthrottled) LCP, which Lantern charges at slow-4G speed, and
// the nodes of its two simulated LCP graphs with their simulated times (docs/performance.md, issue 36).
import { join, resolve } from 'node:path';
import { loadavg } from 'node:os';
import { root, startBuiltServer } from '../scripts/built-server.mjs';
import { startPreview } from '../scripts/preview.mjs';
import { launchChromium, lighthouseRun } from './lighthouse.mjs';

const argv = process.argv.slice(2);
/** @type {string[]} */
const dists = [];
/** @type {string[]} */
const paths = [];
let runs = 3;
let onServer = false;
let detail = false;
for (let i = 0; i < argv.length; i += 1) {
  const arg = argv[i];
  if (arg === '--dist') dists.push(argv[++i] ?? 'dist');
  else if (arg === '--runs') runs = Number(argv[++i]);
  else if (arg === '--server') onServer = true;
  else if (arg === '--detail') detail = true;
  else if (arg) paths.push(arg);
}
if (dists.length === 0) dists.push(resolve(root, 'dist'));
/** `--dist DIR@SERVER_DIR`: that build served by the built server in SERVER_DIR (dist-server by default). */
const serverDirOf = (/** @type {string} */ dist) => resolve(root, dist.split('@')[1] ?? 'dist-server');
const distDirOf = (/** @type {string} */ dist) => resolve(dist.split('@')[0] ?? dist);
if (paths.length === 0) paths.push('/');

/** @param {string} message @returns {never} */
function fail(message) {
  throw new Error(message);
}

const servers = [];
for (const dist of dists) {
  if (onServer) {
    const server = await startBuiltServer(
      join(serverDirOf(dist), 'server.js'),
      { DIST_DIR: distDirOf(dist) },
      fail,
    );
    for (const path of paths) await (await fetch(`${server.url}${path}`)).arrayBuffer();
    servers.push({ url: server.url, stop: () => server.stop() });
  } else {
    const preview = await startPreview({ port: 0, root: distDirOf(dist) });
    servers.push({ url: preview.url, stop: async () => preview.server.close() });
  }
}

const { default: lighthouse } = await import('lighthouse');
const Lantern = await import('lighthouse/core/lib/lantern/lantern.js');

/** The simulated LCP graphs' nodes, last to end first: what the estimate waits for. */
function lanternNodes() {
  /** @type {string[]} */
  const lines = [];
  for (const [label, timings] of Lantern.Simulation.Simulator.allNodeTimings) {
    if (!/LargestContentfulPaint/.test(label)) continue;
    lines.push(`  ${label}:`);
    const entries = [...timings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
    for (const [node, t] of entries) {
      const what =
        node.type === 'network'
          ? `net ${node.request.priority} ${node.request.resourceType} ${String(node.request.url)
              .replace(/^https?:\/\/[^/]+/, '')
              .slice(0, 60)}`
          : `cpu ${Math.round(node.duration / 1000)}ms obs ${node.childEvents
              .filter((/** @type {any} */ e) =>
                [
                  'EvaluateScript',
                  'FunctionCall',
                  'TimerFire',
                  'Layout',
                  'Paint',
                  'ParseHTML',
                  'RunMicrotasks',
                  'FireAnimationFrame',
                  'EventDispatch',
                ].includes(e.name),
              )
              .map(
                (/** @type {any} */ e) =>
                  `${e.name}${e.args?.data?.url ? `:${String(e.args.data.url).split('/').pop()}` : ''}`,
              )
              .filter(
                (/** @type {string} */ v, /** @type {number} */ i, /** @type {string[]} */ a) =>
                  a.indexOf(v) === i,
              )
              .slice(0, 4)
              .join(',')}`;
      lines.push(`    ${Math.round(t.startTime)}–${Math.round(t.endTime)} ${what}`);
    }
  }
  Lantern.Simulation.Simulator.allNodeTimings.clear();
  return lines.join('\n');
}
const chromium = await launchChromium();

/** @param {import('lighthouse').Result} lhr */
function summary(lhr) {
  const audits = lhr.audits;
  const details = /** @type {any} */ (audits['largest-contentful-paint-element']?.details);
  const phases = details?.items?.[1]?.items?.map((/** @type {any} */ item) => Math.round(item.timing)) ?? [];
  const metrics = /** @type {any} */ (audits.metrics?.details)?.items?.[0] ?? {};
  const requests = /** @type {any} */ (audits['network-requests']?.details)?.items ?? [];
  return {
    lcp: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
    fcp: Math.round(audits['first-contentful-paint']?.numericValue ?? NaN),
    tbt: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
    phases,
    observedLcp: Math.round(metrics.observedLargestContentfulPaint ?? NaN),
    lantern: detail ? lanternNodes() : '',
    element: String(details?.items?.[0]?.items?.[0]?.node?.snippet ?? '').slice(0, 90),
    requests: requests.map((/** @type {any} */ r) => ({
      url: String(r.url).replace(/^https?:\/\/[^/]+/, ''),
      start: Math.round(r.networkRequestTime),
      end: Math.round(r.networkEndTime),
      kb: Math.round((r.transferSize / 1024) * 10) / 10,
      priority: r.priority,
      type: r.resourceType,
    })),
  };
}

/** @type {Record<string, Record<string, ReturnType<typeof summary>[]>>} */
const results = {};
try {
  for (const path of paths) {
    results[path] = {};
    for (let i = 0; i < runs; i += 1) {
      for (const [d, dist] of dists.entries()) {
        const server = servers[d];
        if (!server) continue;
        const result = await lighthouseRun(lighthouse, chromium, `${server.url}${path}`, {
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        const s = summary(result.lhr);
        (results[path][dist] ??= []).push(s);
        console.log(
          `${path} ${dist.replace(`${root}/`, '')} run ${i + 1}: LCP ${s.lcp} FCP ${s.fcp} TBT ${s.tbt} phases ${s.phases.join('/')} (load ${loadavg()[0]?.toFixed(1)})`,
        );
      }
    }
  }
} finally {
  await chromium.kill();
  for (const server of servers) await server.stop();
}

for (const [path, byDist] of Object.entries(results)) {
  for (const [dist, list] of Object.entries(byDist)) {
    const sorted = [...list].sort((a, b) => a.lcp - b.lcp);
    const median = sorted[Math.floor(sorted.length / 2)];
    if (!median) continue;
    console.log(
      `\n${path} ${dist.replace(`${root}/`, '')}: median LCP ${median.lcp} (runs ${list.map((r) => r.lcp).join(', ')}), phases ${median.phases.join('/')}, element ${median.element}`,
    );
    if (!detail) continue;
    console.log(`  observed LCP ${median.observedLcp} ms; requests (start–end ms, KB, priority):`);
    for (const r of median.requests) {
      const mark = r.end <= median.observedLcp ? '*' : ' ';
      console.log(`  ${mark} ${r.start}–${r.end} ${r.kb} ${r.priority} ${r.type} ${r.url.slice(0, 80)}`);
    }
    console.log(median.lantern);
  }
}
