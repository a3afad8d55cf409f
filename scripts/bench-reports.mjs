// @ts-check
// npm run bench:reports
//
// The owner's reports at a shop's size (issue 38): a throwaway PostgreSQL cluster
// (scripts/throwaway-postgres.sh, on BENCH_POSTGRES_PORT or 55468) filled with BENCH_ORDERS
// (default 100,000) generated orders by the seed command (`npm run seed:orders`, built as
// dist-server/seed-orders.js), with their invoices and credit notes; the built server
// (dist-server/server.js, one process) on it and the demo owner signed in. Then: last month's
// GSTR-1 timed (after a warm-up), its sales register, and a CSV of every order, read as it streams
// while the server's resident memory is sampled every 50 ms. Prints the figures and whether each
// budget holds (GSTR-1 ≤ 2 s; the orders CSV ≤ 10 s with the server's memory growing < 50 MB), and
// writes them to docs/results/reports.json, which docs/performance.md shows. Exits 1 on a miss.
// It builds nothing: run `npm run build:server` first.
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeResults } from './bench-results.mjs';
import {
  callJson,
  root,
  seedFile,
  seedOrders,
  serverFile,
  startBuiltServer,
  throwawayCluster,
} from './built-server.mjs';

const PORT = process.env.BENCH_POSTGRES_PORT || '55468';
const ORDERS = Number(process.env.BENCH_ORDERS || 100_000);
const OWNER = { email: 'staff@sneakerhub.in', password: 'staff-sneakers-1' };

/** Issue 38's budgets. */
const GSTR1_MS = 2000;
const ORDERS_CSV_MS = 10_000;
const MEMORY_GROWTH_MB = 50;
const GSTR1_ROUNDS = 5;

class BenchFailure extends Error {}
/** @param {string} message @returns {never} */
function fail(message) {
  throw new BenchFailure(message);
}

if (!existsSync(serverFile) || !existsSync(seedFile)) {
  console.error('bench:reports: dist-server/ is missing: run `npm run build:server` first.');
  process.exit(1);
}

/** Last month in India, YYYY-MM: the month a GSTR-1 is filed for. */
function lastMonth() {
  const today = new Date(Date.now() + 5.5 * 3600_000);
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
}

/** The server process's resident memory, in MB (Linux). @param {number} pid */
function residentMb(pid) {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return line ? Number(line[1]) / 1024 : NaN;
}

/** @param {string} url @param {string} token */
async function timedJson(url, token) {
  const started = performance.now();
  const body = await callJson(url, { token }, fail);
  return { ms: performance.now() - started, body };
}

/**
 * Reads a download as it streams (never holding it), counting bytes and lines, while the server's
 * memory is sampled: the time, the size and the largest growth over the memory before it.
 * @param {string} url @param {string} token @param {number} pid
 */
async function streamed(url, token, pid) {
  const before = residentMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, residentMb(pid))), 50);
  const started = performance.now();
  try {
    const response = await fetch(url, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(120_000),
    });
    if (!response.ok || !response.body) fail(`GET ${url} answered ${response.status}`);
    let bytes = 0;
    let lines = 0;
    // Node's web stream is async-iterable; the DOM typings do not say so.
    for await (const chunk of /** @type {AsyncIterable<Uint8Array>} */ (
      /** @type {unknown} */ (response.body)
    )) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines += 1;
    }
    return {
      ms: performance.now() - started,
      bytes,
      lines,
      before,
      growth: Math.max(peak, residentMb(pid)) - before,
    };
  } finally {
    clearInterval(sampler);
  }
}

const started = performance.now();
const workDir = mkdtempSync(join(tmpdir(), 'bench-reports-'));
console.log(`starting a throwaway PostgreSQL cluster on port ${PORT} …`);
const adminUrl = throwawayCluster('start', PORT);
/** @type {{ stop(): Promise<void> } | undefined} */
let server;
try {
  const env = { DATABASE_URL: adminUrl, SEED_DEMO_USERS: '1' };
  console.log(`seeding ${ORDERS} orders (npm run seed:orders) …`);
  const seedSeconds = seedOrders(env, ORDERS);
  const distDir = join(workDir, 'dist');
  mkdirSync(distDir);
  copyFileSync(join(root, 'public/index.html'), join(distDir, 'index.html'));
  const running = await startBuiltServer(
    serverFile,
    {
      ...env,
      DIST_DIR: distDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: 'http://127.0.0.1',
      TEST_CHECKOUT: '1',
      WORKERS: '1',
    },
    fail,
  );
  server = running;
  const api = `${running.url}/api`;
  const { staffToken } = await callJson(`${api}/staff/login`, { method: 'POST', body: OWNER }, fail);
  const month = lastMonth();

  const gstr1Url = `${api}/staff/reports/gstr1?month=${month}`;
  const warm = await timedJson(gstr1Url, staffToken);
  const invoices =
    warm.body.doc_issue.doc_det.find((/** @type {{ doc_num: number }} */ nature) => nature.doc_num === 1)
      ?.docs[0]?.net_issue ?? 0;
  if (invoices === 0) fail(`the GSTR-1 of ${month} lists no invoices: the seed should have some.`);
  const gstr1Times = [];
  for (let round = 0; round < GSTR1_ROUNDS; round += 1)
    gstr1Times.push((await timedJson(gstr1Url, staffToken)).ms);
  const gstr1Worst = Math.max(...gstr1Times);
  const register = await streamed(
    `${api}/staff/reports/sales-register.csv?month=${month}`,
    staffToken,
    running.pid,
  );
  const orders = await streamed(`${api}/staff/exports/orders.csv`, staffToken, running.pid);
  if (orders.lines !== ORDERS + 1)
    console.warn(
      `the orders CSV has ${orders.lines - 1} rows for ${ORDERS} seeded orders (plus any the demo has)`,
    );

  const mb = (/** @type {number} */ bytes) => (bytes / 1024 / 1024).toFixed(1);
  const checks = [
    {
      name: `last month's GSTR-1 ≤ ${GSTR1_MS / 1000} s`,
      figure: `${gstr1Worst.toFixed(0)} ms at worst of ${GSTR1_ROUNDS} (${invoices} invoices in ${month})`,
      holds: gstr1Worst <= GSTR1_MS,
      enforced: true,
    },
    {
      name: `a CSV of all orders streams in ≤ ${ORDERS_CSV_MS / 1000} s`,
      figure: `${(orders.ms / 1000).toFixed(1)} s for ${orders.lines - 1} orders (${mb(orders.bytes)} MB)`,
      holds: orders.ms <= ORDERS_CSV_MS,
      enforced: true,
    },
    {
      name: `the server's memory grows < ${MEMORY_GROWTH_MB} MB while it streams`,
      figure: `+${orders.growth.toFixed(1)} MB over ${orders.before.toFixed(0)} MB resident`,
      holds: orders.growth < MEMORY_GROWTH_MB,
      enforced: true,
    },
  ];
  const took = (performance.now() - started) / 1000;
  console.log(
    `\n${ORDERS} orders on PostgreSQL, node ${process.version}, seeded in ${seedSeconds.toFixed(1)} s`,
  );
  console.table([
    { what: `GSTR-1 ${month}`, 'ms (worst)': gstr1Worst.toFixed(0), MB: '', 'memory growth MB': '' },
    {
      what: `sales register ${month}`,
      'ms (worst)': register.ms.toFixed(0),
      MB: mb(register.bytes),
      'memory growth MB': register.growth.toFixed(1),
    },
    {
      what: 'orders CSV (all)',
      'ms (worst)': orders.ms.toFixed(0),
      MB: mb(orders.bytes),
      'memory growth MB': orders.growth.toFixed(1),
    },
  ]);
  for (const check of checks)
    console.log(`${check.holds ? 'holds' : 'MISSED'}: ${check.name}: ${check.figure}`);
  console.log(`bench:reports took ${took.toFixed(0)} s`);
  await writeResults('bench:reports', {
    checks,
    tables: [
      {
        caption: `${ORDERS.toLocaleString('en')} orders seeded in ${seedSeconds.toFixed(0)} s (with their invoices and credit notes); the whole bench ${took.toFixed(0)} s`,
        columns: ['what', 'time', 'size', "server's memory growth"],
        rows: [
          [`GSTR-1 of ${month} (JSON)`, `${gstr1Worst.toFixed(0)} ms (worst of ${GSTR1_ROUNDS})`, '', ''],
          [
            `sales register of ${month} (CSV)`,
            `${register.ms.toFixed(0)} ms`,
            `${mb(register.bytes)} MB, ${register.lines - 1} lines`,
            `+${register.growth.toFixed(1)} MB`,
          ],
          [
            'every order (CSV)',
            `${(orders.ms / 1000).toFixed(1)} s`,
            `${mb(orders.bytes)} MB, ${orders.lines - 1} rows`,
            `+${orders.growth.toFixed(1)} MB`,
          ],
        ],
      },
    ],
  });
  process.exitCode = checks.every((check) => check.holds) ? 0 : 1;
} catch (error) {
  if (!(error instanceof BenchFailure)) throw error;
  console.error(`bench:reports: ${error.message}`);
  process.exitCode = 1;
} finally {
  await server?.stop();
  throwawayCluster('stop', PORT);
  rmSync(workDir, { recursive: true, force: true });
}
