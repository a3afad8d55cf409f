// @ts-check
// npm run bench:server [-- --postgres]
//
// Load on the built Node server (dist-server/server.js serving dist/), started here as a child
// process on 127.0.0.1, driven by autocannon: the product list, one shopper's cart, and cart writes
// (add a line, then remove it), each with 1 and 50 connections, each run bounded in time alone (a
// request count would cap the rate it measures).
// Always on PGlite in a temporary DATA_DIR; also on PostgreSQL when BENCH_DATABASE_URL names a
// cluster (a fresh database is made on it and dropped after) or with --postgres (a throwaway cluster
// from scripts/throwaway-postgres.sh, on BENCH_POSTGRES_PORT or 55439). On PostgreSQL the server runs
// with WORKERS at its default (the machine's cores) unless WORKERS is set, and pgbench measures the
// same cluster first (select-only `-S` and TPC-B-like without the contended updates, `-N`), so each
// endpoint's rate is also printed as a share of the database's own, beside the same share for a bare
// node:http server answering a constant (scripts/bare-http-server.mjs): the ceiling of any Node
// HTTP server on these cores under this load generator. Prints one table and whether
// each target holds; exits 1 when one does not. Every figure goes to bench-results/bench-server.json,
// the table and the targets to docs/results/server.json (docs/performance.md shows them). It builds
// nothing: run `npm run build` first.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freshDatabase } from '../server/testing/fresh-database.cjs';
import { writeResults } from './bench-results.mjs';
import { callJson, root, serverFile, startBuiltServer, throwawayPostgres } from './built-server.mjs';

const distDir = join(root, 'dist');
const THROWAWAY_PORT = process.env.BENCH_POSTGRES_PORT || '55439';

const CONNECTIONS = [1, 50];
/** How long each measured run lasts. Time is its only bound: a request cap would cap the rate. */
const MAX_SECONDS = 6;

/** @typedef {{ backend?: string, endpoint: string, connections: number, minPerSecond?: number, maxP99: number, minShareOf?: 'select-only' | 'tpcb-like -N', minShare?: number }} Target */
/** @type {Target[]} */
const TARGETS = [
  { endpoint: 'GET /api/products', connections: 50, minPerSecond: 2000, maxP99: 50 },
  {
    backend: 'PGlite',
    endpoint: 'cart writes (add, remove)',
    connections: 50,
    minPerSecond: 300,
    maxP99: 200,
  },
  // On PostgreSQL the server is measured against the database's own rate on the same machine.
  {
    backend: 'PostgreSQL',
    endpoint: 'GET /api/user/cart',
    connections: 50,
    maxP99: 50,
    minShareOf: 'select-only',
    minShare: 0.25,
  },
  {
    backend: 'PostgreSQL',
    endpoint: 'cart writes (add, remove)',
    connections: 50,
    maxP99: 50,
    minShareOf: 'tpcb-like -N',
    minShare: 0.5,
  },
];
/** The bare node:http server's one answer: what any HTTP server in Node can do on these cores. */
const CEILING_ENDPOINT = 'a constant answer';
/** What each endpoint's rate is a share of: a read of the database's, a write of its writes. */
const BASELINE_OF = {
  [CEILING_ENDPOINT]: 'select-only',
  'GET /api/products': 'select-only',
  'GET /api/user/cart': 'select-only',
  'cart writes (add, remove)': 'tpcb-like -N',
};

/** @param {string} message @returns {never} */
function fail(message) {
  console.error(`bench:server: ${message}`);
  process.exit(1);
}

if (!existsSync(serverFile) || !existsSync(join(distDir, 'index.html'))) {
  fail('dist-server/server.js or dist/index.html is missing: run `npm run build` first.');
}

/** Resident memory of `pid` in MB now, from /proc (Linux) or ps elsewhere. */
function ownRssMb(/** @type {number} */ pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
    if (Number.isFinite(kb)) return kb / 1024;
  } catch {
    // No /proc: ask ps.
  }
  return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) / 1024;
}

/** The server's memory: the process and, with WORKERS, its workers (Linux lists them in /proc). */
function rssMb(/** @type {number} */ pid) {
  /** @type {string[]} */
  let workers = [];
  try {
    workers = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  } catch {
    // Not Linux: the process alone.
  }
  return workers.reduce((sum, worker) => sum + ownRssMb(Number(worker)), ownRssMb(pid));
}

/**
 * @typedef {import('./built-server.mjs').Server} Server
 * @param {Record<string, string>} env
 * @param {string} [file] the shop's built server, or the bare ceiling (scripts/bare-http-server.mjs)
 */
const startServer = (env, file = serverFile) => startBuiltServer(file, { DIST_DIR: distDir, ...env }, fail);

/**
 * @param {string} url
 * @param {{ method?: string, token?: string, body?: unknown }} [options]
 */
function call(url, options = {}) {
  return callJson(url, options, fail);
}

/** A freshly signed-up shopper's token, from logging in as them. */
async function newShopper(/** @type {string} */ api, /** @type {string} */ name, login = false) {
  const email = `${name}-${randomBytes(4).toString('hex')}@bench.example`;
  const password = 'bench-password-1';
  const { encodedToken } = await call(`${api}/auth/signup`, {
    method: 'POST',
    body: { firstName: 'Bench', lastName: name, email, password },
  });
  if (!login) return /** @type {string} */ (encodedToken);
  const { encodedToken: loggedIn } = await call(`${api}/auth/login`, {
    method: 'POST',
    body: { email, password },
  });
  return /** @type {string} */ (loggedIn);
}

/**
 * @typedef {Omit<import('autocannon').Options, 'url'> & { path?: string }} LoadOptions
 * One autocannon run while sampling the server's memory.
 * @param {Server} server
 * @param {LoadOptions} options
 */
async function load(server, options) {
  let peakRss = rssMb(server.pid);
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, rssMb(server.pid));
  }, 50);
  const { path = '/', ...rest } = options;
  const instance = autocannon({
    url: `${server.url}${path}`,
    duration: MAX_SECONDS,
    timeout: 10,
    headers: { 'accept-encoding': 'gzip' },
    ...rest,
  });
  // A warm-up passes `amount`, which autocannon then obeys instead: the time bound is kept here too.
  const stopper = setTimeout(() => instance.stop(), MAX_SECONDS * 1000);
  const result = await instance;
  clearTimeout(stopper);
  clearInterval(sampler);
  return {
    perSecond: result['2xx'] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    peakRssMb: peakRss,
  };
}

/**
 * Every endpoint at every connection count on one backend.
 * @param {string} backend
 * @param {Record<string, string>} env
 */
async function benchBackend(backend, env) {
  console.log(`\n${backend}: starting the server …`);
  const server = await startServer(env);
  const api = `${server.url}/api`;
  try {
    const { products } = await call(`${api}/products`);
    const productIds = /** @type {{ _id: string }[]} */ (products).map((product) => product._id);

    // A shopper per connection, each with three lines in the cart: no two connections read the
    // same cart (which the server's batched cart reads would answer with one row set) or add or
    // remove the same line. Writes add and remove a sneaker none of the carts holds.
    console.log(`${backend}: signing up ${1 + 50} shoppers …`);
    const LINES_FROM = 10;
    const shoppers = await Promise.all(
      Array.from({ length: 1 + 50 }, async (_, index) => {
        const shopper = await newShopper(api, `shopper${index}`, true);
        for (const _id of productIds.slice(index % LINES_FROM, (index % LINES_FROM) + 3)) {
          await call(`${api}/user/cart`, { method: 'POST', token: shopper, body: { product: { _id } } });
        }
        return shopper;
      }),
    );
    const toggled = productIds.slice(LINES_FROM + 3);
    /** The shoppers of a run: the first alone, the other 50 one per connection. */
    const shoppersFor = (/** @type {number} */ connections) =>
      connections === 1 ? shoppers.slice(0, 1) : shoppers.slice(1);

    /** @type {{ endpoint: string, options: (connections: number) => LoadOptions }[]} */
    const scenarios = [
      { endpoint: 'GET /api/products', options: () => ({ path: '/api/products' }) },
      {
        endpoint: 'GET /api/user/cart',
        options: (connections) => {
          const mine = shoppersFor(connections);
          let next = 0;
          return {
            path: '/api/user/cart',
            setupClient(client) {
              const token = mine[next++ % mine.length];
              client.setHeaders({ authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' });
            },
          };
        },
      },
      {
        endpoint: 'cart writes (add, remove)',
        options: (connections) => {
          const mine = shoppersFor(connections);
          let next = 0;
          return {
            setupClient(client) {
              const index = next++;
              const token = mine[index % mine.length];
              const productId = toggled[index % toggled.length];
              const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
              client.setRequests([
                {
                  method: 'POST',
                  path: '/api/user/cart',
                  headers,
                  body: JSON.stringify({ product: { _id: productId } }),
                },
                { method: 'DELETE', path: `/api/user/cart/${productId}`, headers },
              ]);
            },
          };
        },
      },
    ];

    // A short unreported run per endpoint, so the first row does not pay for warming up.
    for (const { options } of scenarios) {
      await load(server, { ...options(1), connections: 10, amount: 500 });
    }

    const rows = [];
    for (const { endpoint, options } of scenarios) {
      for (const connections of CONNECTIONS) {
        const result = await load(server, { ...options(connections), connections });
        rows.push({ backend, endpoint, connections, ...result });
        console.log(
          `${backend}: ${endpoint} × ${connections}: ${Math.round(result.perSecond)} 2xx/s, p99 ${result.p99} ms`,
        );
      }
    }
    return rows;
  } catch (error) {
    console.error(readFileSync(server.logFile, 'utf8').split('\n').slice(-20).join('\n'));
    throw error;
  } finally {
    await server.stop();
  }
}

/**
 * The ceiling: a bare node:http server (scripts/bare-http-server.mjs, as many processes as the
 * shop's server) answering a constant, under the same load as the cart read at 50 connections.
 */
async function benchCeiling() {
  const backend = 'node:http alone';
  console.log(`\n${backend}: the ceiling of any Node HTTP server on these cores …`);
  const server = await startServer({}, join(root, 'scripts/bare-http-server.mjs'));
  try {
    await load(server, { connections: 10, amount: 500 });
    const result = await load(server, { connections: 50 });
    console.log(
      `${backend}: ${CEILING_ENDPOINT} × 50: ${Math.round(result.perSecond)} 2xx/s, p99 ${result.p99} ms`,
    );
    return { backend, endpoint: CEILING_ENDPOINT, connections: 50, ...result };
  } finally {
    await server.stop();
  }
}

/**
 * pgbench on a fresh database of the cluster at `adminUrl`: the database's own transactions per
 * second with as many clients as the server gets connections, for as long as each server run.
 * @param {string} adminUrl
 * @returns {Promise<Record<string, number>>}
 */
async function pgbenchRates(adminUrl) {
  const pgBin =
    process.env.PG_BIN ||
    execFileSync('sh', ['-c', 'ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1'], {
      encoding: 'utf8',
    }).trim();
  const pgbench = join(pgBin, 'pgbench');
  if (!existsSync(pgbench)) fail(`no pgbench at ${pgbench} (apt-get install -y postgresql, or set PG_BIN)`);
  const database = await freshDatabase(adminUrl, 'pgbench');
  try {
    execFileSync(pgbench, ['-i', '-q', '-s', '1', database.url], { stdio: 'ignore' });
    const clients = String(Math.max(...CONNECTIONS));
    const threads = String(Math.min(availableParallelism(), Number(clients)));
    /** @type {Record<string, number>} */
    const rates = {};
    for (const [name, mode] of /** @type {const} */ ([
      ['select-only', '-S'],
      ['tpcb-like -N', '-N'],
    ])) {
      const output = execFileSync(
        pgbench,
        [mode, '-c', clients, '-j', threads, '-T', String(MAX_SECONDS), database.url],
        { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
      );
      const tps = Number(/tps = ([\d.]+)/.exec(output)?.[1] ?? NaN);
      if (!Number.isFinite(tps)) fail(`pgbench ${mode} printed no tps:\n${output}`);
      rates[name] = tps;
      console.log(
        `PostgreSQL itself (pgbench ${mode}, ${clients} clients): ${Math.round(tps)} transactions/s`,
      );
    }
    return rates;
  } finally {
    await database.drop();
  }
}

const rows = [...(await benchBackend('PGlite', { WORKERS: '1' }))];
/** @type {Record<string, number>} */
let databaseRates = {};

let adminUrl = process.env.BENCH_DATABASE_URL || '';
const ownCluster = !adminUrl && process.argv.includes('--postgres');
if (ownCluster) {
  console.log('\nstarting a throwaway PostgreSQL cluster …');
  adminUrl = execFileSync(throwawayPostgres, ['start', THROWAWAY_PORT], { encoding: 'utf8' }).trim();
}
if (adminUrl) {
  try {
    console.log('\nPostgreSQL: pgbench on the same cluster …');
    databaseRates = await pgbenchRates(adminUrl);
    const database = await freshDatabase(adminUrl, 'bench');
    try {
      rows.push(
        ...(await benchBackend('PostgreSQL', {
          DATABASE_URL: database.url,
          JWT_SECRET: randomBytes(32).toString('hex'),
          PUBLIC_URL: 'http://127.0.0.1',
          // No Razorpay keys: the offline test checkout, which PostgreSQL allows only when asked.
          TEST_CHECKOUT: '1',
        })),
      );
    } finally {
      await database.drop();
    }
    rows.push(await benchCeiling());
  } finally {
    if (ownCluster) execFileSync(throwawayPostgres, ['stop', THROWAWAY_PORT]);
  }
}

/** @param {{ backend: string, endpoint: string, perSecond: number }} row */
function shareOfDatabase(row) {
  const baseline = BASELINE_OF[/** @type {keyof typeof BASELINE_OF} */ (row.endpoint)];
  const rate = row.backend === 'PGlite' ? undefined : databaseRates[baseline];
  return rate ? { of: baseline, share: row.perSecond / rate } : null;
}

const table = rows.map((row) => ({
  backend: row.backend,
  endpoint: row.endpoint,
  connections: row.connections,
  'req/s (2xx)': Math.round(row.perSecond),
  'share of PostgreSQL': ((share) => (share ? `${(share.share * 100).toFixed(1)} % of ${share.of}` : ''))(
    shareOfDatabase(row),
  ),
  'p50 ms': row.p50,
  'p99 ms': row.p99,
  'non-2xx': row.non2xx,
  'errors+timeouts': row.errors,
  'peak RSS MB': Math.round(row.peakRssMb),
}));
console.log(`\nnode ${process.version}, ${MAX_SECONDS} s per run`);
console.table(table);

/** @type {import('./bench-results.mjs').Check[]} */
const checks = [];
for (const target of TARGETS) {
  for (const row of rows.filter(
    (r) =>
      r.endpoint === target.endpoint &&
      r.connections === target.connections &&
      (target.backend === undefined || r.backend === target.backend),
  )) {
    const share = shareOfDatabase(row);
    const rateHolds =
      target.minShareOf && target.minShare !== undefined
        ? share !== null && share.share >= target.minShare
        : row.perSecond >= (target.minPerSecond ?? 0);
    const holds = rateHolds && row.p99 <= target.maxP99 && row.errors === 0;
    const rateTarget = target.minShareOf
      ? `≥ ${(target.minShare ?? 0) * 100} % of ${target.minShareOf}`
      : `≥ ${target.minPerSecond} 2xx/s`;
    const name = `${row.backend} ${target.endpoint} × ${target.connections}: ${rateTarget}, p99 ≤ ${target.maxP99} ms`;
    const figure =
      `${Math.round(row.perSecond)} 2xx/s` +
      (share ? ` (${(share.share * 100).toFixed(1)} % of ${share.of})` : '') +
      `, p99 ${row.p99} ms`;
    console.log(`${holds ? 'holds' : 'MISSED'}: ${name}: ${figure}`);
    checks.push({ name, figure, holds, enforced: true });
  }
}
const missed = checks.filter((check) => !check.holds).length;

const resultsDir = join(root, 'bench-results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(
  join(resultsDir, 'bench-server.json'),
  `${JSON.stringify({ date: new Date().toISOString(), databaseRates, rows }, null, 2)}\n`,
);
await writeResults('bench:server', {
  checks,
  tables: [
    ...(Object.keys(databaseRates).length > 0
      ? [
          {
            caption: `PostgreSQL itself on the same cluster (pgbench, ${Math.max(...CONNECTIONS)} clients)`,
            columns: ['pgbench', 'transactions/s'],
            rows: Object.entries(databaseRates).map(([mode, tps]) => [mode, Math.round(tps)]),
          },
        ]
      : []),
    {
      caption: `Each endpoint, ${MAX_SECONDS} s per run (2xx answers only)`,
      columns: [
        'backend',
        'endpoint',
        'conn.',
        '2xx/s',
        'share of PostgreSQL',
        'p50 ms',
        'p99 ms',
        'peak RSS MB',
      ],
      rows: table.map((row) => [
        row.backend,
        row.endpoint,
        row.connections,
        row['req/s (2xx)'],
        row['share of PostgreSQL'],
        row['p50 ms'],
        row['p99 ms'],
        row['peak RSS MB'],
      ]),
    },
  ],
});
process.exitCode = missed > 0 ? 1 : 0;
