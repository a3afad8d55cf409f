// @ts-check
// npm run bench:dashboard
//
// The console's home at a shop's size (issue 38): a throwaway PostgreSQL cluster
// (scripts/throwaway-postgres.sh, on BENCH_POSTGRES_PORT or 55482) filled with BENCH_ORDERS
// (default 100,000) generated orders (`npm run seed:orders`, built as dist-server/seed-orders.js),
// the built server on it, the demo owner signed in, then GET /api/staff/dashboard timed one request
// at a time after a warm-up: the 30-day view (what the home opens on) and a chosen month. Prints
// p50/p95/max and whether the 30-day view's p95 holds 200 ms (exit 1 when not). Orders the seed made
// without invoices get them here first, and its cancelled and returned orders credit notes, as the
// shop's own orders would have (a seed that makes them already is left as it is). It builds nothing:
// run `npm run build:server` first.
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import {
  callJson,
  root,
  seedFile,
  seedOrders,
  serverFile,
  startBuiltServer,
  throwawayCluster,
} from './built-server.mjs';

const PORT = process.env.BENCH_POSTGRES_PORT || '55482';
const ORDERS = Number(process.env.BENCH_ORDERS || 100_000);
/** Issue 38's budget: the 30-day view's p95. */
const P95_TARGET_MS = 200;
const WARM_UP = 5;
const MEASURED = 40;
const OWNER = { email: 'staff@sneakerhub.in', password: 'staff-sneakers-1' };

/** @param {string} message @returns {never} */
function fail(message) {
  throw new Error(message);
}

if (!existsSync(serverFile) || !existsSync(seedFile)) {
  console.error('bench:dashboard: run `npm run build:server` first (dist-server/server.js, seed-orders.js).');
  process.exit(1);
}

/**
 * Invoices for every order past payment (numbered by its place), and a credit note for the whole of
 * each cancelled or returned one, issued a day after its invoice: only where the seed made none.
 */
const FILL_IN = [
  `UPDATE orders SET invoice_number = 'INV/BENCH/' || seq
    WHERE invoice_number IS NULL AND status NOT IN ('created', 'expired')`,
  `INSERT INTO credit_notes (number, refund_key, order_id, issued_at, note)
   SELECT 'CN/BENCH/' || o.seq, 'bench:' || o._id, o._id,
          coalesce(o.paid_at, o.created_at) + interval '1 day',
          jsonb_build_object('totalPaise', o.grand_total * 100, 'lines',
            (SELECT jsonb_agg(jsonb_build_object('productId', l ->> '_id', 'qty', (l ->> 'qty')::int,
                     'totalPaise', round((l ->> 'price')::numeric * 100) * (l ->> 'qty')::int))
               FROM jsonb_array_elements(o.items) l))
     FROM orders o
    WHERE o.status IN ('cancelled', 'returned_to_seller') AND o.invoice_number IS NOT NULL`,
];

/** @param {string} url */
async function fillIn(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT count(*)::int AS n FROM credit_notes`);
    if (rows[0].n === 0) for (const statement of FILL_IN) await client.query(statement);
    // What autovacuum does on a live database: statistics, and the visibility map index-only scans read.
    await client.query('VACUUM (ANALYZE)');
    const counted = await client.query(
      `SELECT (SELECT count(*) FROM orders WHERE invoice_number IS NOT NULL)::int AS invoices,
              (SELECT count(*) FROM credit_notes)::int AS "creditNotes"`,
    );
    return counted.rows[0];
  } finally {
    await client.end();
  }
}

/** @param {number[]} times */
function summary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (/** @type {number} */ share) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? NaN;
  return { p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? NaN };
}

/** @param {string} url @param {string} token */
async function timed(url, token) {
  const times = [];
  for (let round = 0; round < WARM_UP + MEASURED; round += 1) {
    const started = performance.now();
    await callJson(url, { token }, fail);
    if (round >= WARM_UP) times.push(performance.now() - started);
  }
  return summary(times);
}

const benchDir = mkdtempSync(join(tmpdir(), 'bench-dashboard-'));
console.log(`bench:dashboard: a throwaway PostgreSQL on port ${PORT}, ${ORDERS} orders …`);
const cluster = (/** @type {'start' | 'stop'} */ step) => throwawayCluster(step, PORT);
const adminUrl = cluster('start');
/** @type {Awaited<ReturnType<typeof startBuiltServer>> | undefined} */
let server;
try {
  const env = { DATABASE_URL: adminUrl, SEED_DEMO_USERS: '1' };
  const seedSeconds = seedOrders(env, ORDERS);
  const documents = await fillIn(adminUrl);
  const distDir = join(benchDir, 'dist');
  mkdirSync(distDir);
  copyFileSync(join(root, 'public/index.html'), join(distDir, 'index.html'));
  server = await startBuiltServer(
    serverFile,
    {
      ...env,
      DIST_DIR: distDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: 'http://127.0.0.1',
      TEST_CHECKOUT: '1',
      MORNING_NOTE_HOUR: 'off',
      WORKERS: '1',
    },
    fail,
  );
  const api = `${server.url}/api`;
  const { staffToken } = await callJson(`${api}/staff/login`, { method: 'POST', body: OWNER }, fail);
  const home = await callJson(`${api}/staff/dashboard`, { token: staffToken }, fail);
  const month = String(home.today).slice(0, 7);
  const views = [
    ['30 days (the home)', ''],
    [`month ${month}`, `?from=${month}-01&to=${home.today}`],
  ];
  console.log(
    `${ORDERS} orders (seeded in ${seedSeconds.toFixed(0)} s), ${documents.invoices} invoices, ` +
      `${documents.creditNotes} credit notes; 30 days: ${home.sales.last30Days.figures.orders} invoices, ` +
      `net ${(home.sales.last30Days.figures.netPaise / 100).toFixed(2)} rupees`,
  );
  const rows = [];
  for (const [view, query] of views)
    rows.push({ view, ...(await timed(`${api}/staff/dashboard${query}`, staffToken)) });
  console.table(
    rows.map(({ view, p50, p95, max }) => ({
      view,
      'p50 ms': p50.toFixed(1),
      'p95 ms': p95.toFixed(1),
      'max ms': max.toFixed(1),
    })),
  );
  const p95 = rows[0]?.p95 ?? NaN;
  const holds = p95 <= P95_TARGET_MS;
  console.log(
    `${holds ? 'holds' : 'MISSED'}: the 30-day view's p95 ${p95.toFixed(1)} ms (target ≤ ${P95_TARGET_MS} ms)`,
  );
  process.exitCode = holds ? 0 : 1;
} finally {
  await server?.stop();
  cluster('stop');
  rmSync(benchDir, { recursive: true, force: true });
}
