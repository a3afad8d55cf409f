// @ts-check
// npm run bench:server [-- --postgres] [--compare <git-ref>]
//
// Load on the built Node server (dist-server/server.js serving a copy of dist/), started here as a
// child process on 127.0.0.1, driven by autocannon: the product list, one shopper's cart, cart writes
// (add a line, then remove it), and a product page kept, a static file of its size and the page
// freshly rendered (scripts/bench-pages.mjs), each with 1 and 50 connections, each run bounded in time (a request
// count would cap the rate it measures; cart writes stop only where the accounts the bench gives
// them, inside the server's limits, would run out: scripts/bench-shoppers.mjs). Any answer that is
// not 2xx fails the bench. With --compare, the server of <git-ref> is measured too, alternately,
// three times each (scripts/bench-compare.mjs).
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
import { beforeFirst, buildOf, comparison, medianRows, ROUNDS } from './bench-compare.mjs';
import { writeResults } from './bench-results.mjs';
import { callJson, root, serverFile, startBuiltServer, throwawayPostgres } from './built-server.mjs';
import { BEHIND_THE_BENCH, LINES, LINES_FROM, signUpShoppers, writersNeeded } from './bench-shoppers.mjs';
import { pageChecks, pagesSetUp } from './bench-pages.mjs';

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
const startServer = (env, file = serverFile) =>
  startBuiltServer(file, { DIST_DIR: servedDir, ...BEHIND_THE_BENCH, ...env }, fail);

/** What the servers serve: dist/ at first, then the bench's copy with a file of the page's size. */
let servedDir = distDir;

/**
 * @param {string} url
 * @param {{ method?: string, token?: string, body?: unknown, headers?: Record<string, string> }} [options]
 */
function call(url, options = {}) {
  return callJson(url, options, fail);
}

/** The `share` (0.95) percentile of `values` in ms, to a tenth (nearest rank). */
function percentile(/** @type {number[]} */ values, /** @type {number} */ share) {
  const sorted = [...values].sort((a, b) => a - b);
  const value = sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
  return Math.round(value * 10) / 10;
}

/**
 * @typedef {Omit<import('autocannon').Options, 'url'> & { path?: string, cap?: number }} LoadOptions
 * One autocannon run while sampling the server's memory; `cap`: the requests a connection may make
 * (its accounts' cart-write allowance), which a measured run must not reach.
 * Any answer that is not 2xx fails the bench: every request is one the server should accept.
 * @param {Server} server
 * @param {LoadOptions} options
 * @param {string} what the run, for a failure's message
 */
async function load(server, options, what) {
  let peakRss = rssMb(server.pid);
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, rssMb(server.pid));
  }, 50);
  const { path = '/', cap, setupClient, ...rest } = options;
  let capped = 0;
  /** Every answer's time in ms, for a p95: autocannon's own percentiles skip from p90 to p97.5. */
  /** @type {number[]} */
  const times = [];
  const instance = autocannon({
    url: `${server.url}${path}`,
    duration: MAX_SECONDS,
    timeout: 10,
    headers: { 'accept-encoding': 'gzip' },
    ...(cap ? { maxConnectionRequests: cap } : {}),
    setupClient(client) {
      let answered = 0;
      client.on('response', (_status, _bytes, ms) => {
        times.push(ms);
        answered += 1;
        if (answered === cap) capped += 1;
      });
      setupClient?.(client);
    },
    ...rest,
  });
  // A warm-up passes a cap, which autocannon then obeys instead: the time bound is kept here too.
  const stopper = setTimeout(() => instance.stop(), MAX_SECONDS * 1000);
  const result = await instance;
  clearTimeout(stopper);
  clearInterval(sampler);
  if (result.non2xx > 0) {
    console.error(readFileSync(server.logFile, 'utf8').split('\n').slice(-5).join('\n'));
    fail(`${what}: ${result.non2xx} answers were not 2xx (${JSON.stringify(result.statusCodeStats)})`);
  }
  return {
    perSecond: result['2xx'] / result.duration,
    p50: result.latency.p50,
    p95: percentile(times, 0.95),
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    peakRssMb: peakRss,
    capped,
  };
}

/**
 * The cart writes the bench gives accounts for, per second, by connections: 2.5 times the quiet
 * machine's rates (995 and 3,396/s). A connection stops at its share, and a measured run in which
 * one did fails the bench (raise these), so no write ever meets the server's limits.
 * @type {Record<number, number>}
 */
const WRITES_PER_SECOND_PROVIDED = { 1: 2500, 50: 8500 };
/** The warm-up's connections, and the requests each makes. */
const WARM_UP = { connections: 10, cap: 50 };

/** Requests each connection of a measured cart-write run of `connections` may make. */
const writeCap = (/** @type {number} */ connections) =>
  Math.ceil(((WRITES_PER_SECOND_PROVIDED[connections] ?? 0) * MAX_SECONDS) / connections);

/** Shoppers a session needs: the readers (one, then 50), or the writers of every cart-write run. */
const shoppersNeeded = () =>
  Math.max(
    1 + Math.max(...CONNECTIONS),
    writersNeeded(WARM_UP.connections, WARM_UP.cap) +
      CONNECTIONS.reduce((sum, connections) => sum + writersNeeded(connections, writeCap(connections)), 0),
  );

/**
 * The scenarios on one server: its product list, a shopper's cart read, and cart writes.
 * @param {import('./bench-shoppers.mjs').Shopper[]} shoppers
 * @param {string[]} productIds
 * @returns {{ endpoint: string, writes?: true, options: (connections: number, cap?: number) => LoadOptions }[]}
 */
function scenarios(shoppers, productIds) {
  /** The readers of a run: the first alone, the next 50 one per connection. */
  const readersFor = (/** @type {number} */ connections) =>
    connections === 1 ? shoppers.slice(0, 1) : shoppers.slice(1, 1 + connections);
  // Writers are taken in turn, so no account writes in two runs: each has its allowance once.
  let nextWriter = 0;
  const toggled = productIds.slice(LINES_FROM + LINES);
  return [
    { endpoint: 'GET /api/products', options: (_, cap) => ({ path: '/api/products', cap }) },
    {
      endpoint: 'GET /api/user/cart',
      options: (connections, cap) => {
        const mine = readersFor(connections);
        let next = 0;
        return {
          path: '/api/user/cart',
          cap,
          setupClient(client) {
            const { token } = mine[next++ % mine.length] ?? fail('no reader');
            client.setHeaders({ authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' });
          },
        };
      },
    },
    {
      // Each connection adds and removes a sneaker none of the carts holds, in turn for each of its
      // own accounts, from the account's address.
      endpoint: 'cart writes (add, remove)',
      writes: true,
      options: (connections, cap = writeCap(connections)) => {
        const perConnection = writersNeeded(1, cap);
        let next = 0;
        return {
          cap,
          setupClient(client) {
            const index = next++;
            const productId = toggled[index % toggled.length];
            const mine = shoppers.slice(nextWriter, nextWriter + perConnection);
            nextWriter += perConnection;
            if (mine.length < perConnection) fail('the session signed up too few shoppers for its writes');
            client.setRequests(
              mine.flatMap(({ token, address }) => {
                const headers = {
                  authorization: `Bearer ${token}`,
                  'content-type': 'application/json',
                  'x-forwarded-for': address,
                };
                const body = JSON.stringify({ product: { _id: productId } });
                return [
                  { method: 'POST', path: '/api/user/cart', headers, body },
                  { method: 'DELETE', path: `/api/user/cart/${productId}`, headers },
                ];
              }),
            );
          },
        };
      },
    },
  ];
}

/**
 * Every endpoint at every connection count on one server: `file` (this build's, or another's) on
 * `backend` with `env`, a session of its own.
 * @param {string} backend
 * @param {Record<string, string>} env
 * @param {string} [file]
 */
async function benchBackend(backend, env, file = serverFile) {
  if (!pages) throw new Error('the pages are set up before any backend is measured');
  console.log(`\n${backend}: starting the server${file === serverFile ? '' : ` ${file}`} …`);
  const server = await startServer(env, file);
  const api = `${server.url}/api`;
  try {
    const { products } = await call(`${api}/products`);
    const productIds = /** @type {{ _id: string }[]} */ (products).map((product) => product._id);
    const count = shoppersNeeded();
    console.log(`${backend}: signing up ${count} shoppers …`);
    const shoppers = await signUpShoppers(api, productIds, count, call);
    const runs = [...scenarios(shoppers, productIds), ...pages.scenarios];

    // A short unreported run per endpoint, so the first row does not pay for warming up.
    for (const { endpoint, options } of runs) {
      await load(
        server,
        { ...options(1, WARM_UP.cap), connections: WARM_UP.connections },
        `${endpoint} warm-up`,
      );
    }

    const rows = [];
    for (const { endpoint, options } of runs) {
      for (const connections of CONNECTIONS) {
        const what = `${backend}: ${endpoint} × ${connections}`;
        const { capped, ...result } = await load(server, { ...options(connections), connections }, what);
        if (capped > 0) {
          fail(`${what}: ${capped} connections made all the requests their accounts allow before the run's end:
 raise WRITES_PER_SECOND_PROVIDED in scripts/bench-server.mjs`);
        }
        rows.push({ backend, endpoint, connections, ...result });
        console.log(`${what}: ${Math.round(result.perSecond)} 2xx/s, p99 ${result.p99} ms`);
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
    await load(server, { ...WARM_UP }, `${backend} warm-up`);
    const { capped: _, ...result } = await load(server, { connections: 50 }, backend);
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

/**
 * One session of the server `file` on a fresh database of the cluster at `adminUrl`, dropped after.
 * @param {string} adminUrl
 * @param {string} file
 */
async function onPostgres(adminUrl, file) {
  const database = await freshDatabase(adminUrl, 'bench');
  try {
    return await benchBackend(
      'PostgreSQL',
      {
        DATABASE_URL: database.url,
        JWT_SECRET: randomBytes(32).toString('hex'),
        PUBLIC_URL: 'http://127.0.0.1',
        // No Razorpay keys: the offline test checkout, which PostgreSQL allows only when asked.
        TEST_CHECKOUT: '1',
      },
      file,
    );
  } finally {
    await database.drop();
  }
}

/** `--compare <git-ref>`: the git ref whose server this build is measured against (scripts/bench-compare.mjs). */
const compareRef = ((index) => (index < 0 ? undefined : process.argv[index + 1]))(
  process.argv.indexOf('--compare'),
);
if (compareRef !== undefined && (!compareRef || compareRef.startsWith('--')))
  fail('--compare needs a git ref');

/** @typedef {Awaited<ReturnType<typeof benchBackend>>[number]} Row */
/** With --compare, each backend's rounds of each build. @type {{ label: string, before: Row[][], after: Row[][] }[]} */
const compared = [];

/**
 * A backend's rows: one session of this build; with --compare, ROUNDS sessions of each build in
 * turn, and the medians of this build's.
 * @param {string} backend
 * @param {(file: string) => Promise<Row[]>} session one session of the server `file` on `backend`
 * @param {ReturnType<typeof buildOf> | null} before
 * @returns {Promise<Row[]>}
 */
async function measure(backend, session, before) {
  if (!before) return session(serverFile);
  /** @type {Row[][]} */
  const beforeRuns = [];
  /** @type {Row[][]} */
  const afterRuns = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const isBefore of beforeFirst(round) ? [true, false] : [false, true]) {
      console.log(`\nround ${round + 1} of ${ROUNDS}: ${isBefore ? `before (${before.label})` : 'after'}`);
      if (isBefore) beforeRuns.push(await session(before.serverFile));
      else afterRuns.push(await session(serverFile));
    }
  }
  compared.push({ label: before.label, before: beforeRuns, after: afterRuns });
  return medianRows(afterRuns);
}

/** @type {Row[]} */
const rows = [];
/** @type {Record<string, number>} */
let databaseRates = {};

let adminUrl = process.env.BENCH_DATABASE_URL || '';
let clusterStopped = false;
function stopCluster() {
  if (clusterStopped) return;
  clusterStopped = true;
  execFileSync(throwawayPostgres, ['stop', THROWAWAY_PORT]);
}
const ownCluster = !adminUrl && process.argv.includes('--postgres');
const before = compareRef === undefined ? null : buildOf(compareRef);
/** @type {Awaited<ReturnType<typeof pagesSetUp>> | null} */
let pages = null;
try {
  pages = await pagesSetUp(distDir, (dir) => startServer({ WORKERS: '1', DIST_DIR: dir }), fail);
  servedDir = pages.distDir;
  // With --compare, the comparison is on the database the run is for: PostgreSQL when one is asked
  // for, else PGlite.
  if (!(before && (adminUrl || ownCluster))) {
    rows.push(...(await measure('PGlite', (file) => benchBackend('PGlite', { WORKERS: '1' }, file), before)));
  }
  if (ownCluster) {
    console.log('\nstarting a throwaway PostgreSQL cluster …');
    adminUrl = execFileSync(throwawayPostgres, ['start', THROWAWAY_PORT], { encoding: 'utf8' }).trim();
    // A failing bench exits at once (process.exit), past the finally below: the cluster goes then too.
    process.once('exit', stopCluster);
  }
  if (adminUrl) {
    try {
      console.log('\nPostgreSQL: pgbench on the same cluster …');
      databaseRates = await pgbenchRates(adminUrl);
      rows.push(...(await measure('PostgreSQL', (file) => onPostgres(adminUrl, file), before)));
      rows.push(await benchCeiling());
    } finally {
      if (ownCluster) stopCluster();
    }
  }
} finally {
  before?.remove();
  pages?.remove();
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
  'p95 ms': row.p95,
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
for (const check of pageChecks(rows)) {
  console.log(`${check.holds ? 'holds' : 'MISSED'}: ${check.name}: ${check.figure}`);
  checks.push(check);
}
const comparisons = compared.map(({ label, before: beforeRuns, after: afterRuns }) =>
  comparison(medianRows(beforeRuns), medianRows(afterRuns), label),
);
for (const { check, table: changes } of comparisons) {
  console.log(`\n${changes.caption}:`);
  console.table(
    changes.rows.map((row) => Object.fromEntries(changes.columns.map((column, i) => [column, row[i]]))),
  );
  console.log(`${check.holds ? 'holds' : 'MISSED'}: ${check.name}: ${check.figure}`);
  checks.push(check);
}
const missed = checks.filter((check) => !check.holds).length;

const resultsDir = join(root, 'bench-results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(
  join(resultsDir, 'bench-server.json'),
  `${JSON.stringify({ date: new Date().toISOString(), databaseRates, rows, compared }, null, 2)}\n`,
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
    ...comparisons.map(({ table: changes }) => changes),
    {
      caption: `Each endpoint, ${MAX_SECONDS} s per run (2xx answers only)${compared.length > 0 ? `; this build's medians of ${ROUNDS} runs` : ''}; the static file holds the kept product page's ${pages?.pageBytes} bytes`,
      columns: [
        'backend',
        'endpoint',
        'conn.',
        '2xx/s',
        'share of PostgreSQL',
        'p50 ms',
        'p95 ms',
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
        row['p95 ms'],
        row['p99 ms'],
        row['peak RSS MB'],
      ]),
    },
  ],
});
process.exitCode = missed > 0 ? 1 : 0;
