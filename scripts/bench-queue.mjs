// @ts-check
// npm run bench:queue
//
// The shopper's emails through the job queue (issue 30): a throwaway PostgreSQL cluster
// (scripts/throwaway-postgres.sh, on BENCH_POSTGRES_PORT or 55466), two built servers on it
// (dist-server/server.js, one process each, as two machines would run) sending to a local SMTP
// sink (smtp-server on loopback), then BENCH_MESSAGES (default 200, at most 400) order state changes
// a shopper hears about: new shoppers each place a Cash on Delivery order (confirmed: one email)
// and staff ship it, take it out for delivery and deliver it (three more), every request to the
// next server in turn, BENCH_CONCURRENCY (default 8) shoppers at a time. Prints messages per
// second (from the first state change to the last email) and the time from each state change's
// answer to its email's arrival (p50, p95, max); exits 1 on a missing or duplicated email. Bounded:
// a fixed count, 120 s for the emails to arrive. The figures go to docs/results/queue.json, which
// docs/performance.md shows. It builds nothing: run `npm run build:server` first.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, copyFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { writeResults } from './bench-results.mjs';
import { callJson, root, serverFile, startBuiltServer, throwawayPostgres } from './built-server.mjs';

const PORT = process.env.BENCH_POSTGRES_PORT || '55466';
const MESSAGES = Math.min(400, Number(process.env.BENCH_MESSAGES || 200));
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 8);
const SENT_WITHIN_MS = 120_000;
/** Pairs on sale enough for a new shopper's Cash on Delivery order among BENCH_CONCURRENCY at once. */
const PLENTY_OF_PAIRS = 20;
const OWNER = { email: 'staff@sneakerhub.in', password: 'staff-sneakers-1' };
const STEPS = [
  { move: { to: 'packed' } },
  { move: { to: 'shipped', courier: 'Delhivery', awb: 'DL20260001' }, news: 'is on its way' },
  { move: { to: 'out_for_delivery' }, news: 'is out for delivery' },
  { move: { to: 'delivered' }, news: 'was delivered' },
];

class BenchFailure extends Error {}
/** @param {string} message @returns {never} */
function fail(message) {
  throw new BenchFailure(message);
}

if (!existsSync(serverFile)) {
  console.error('bench:queue: dist-server/server.js is missing: run `npm run build:server` first.');
  process.exit(1);
}

/** What a placed order's email says ("Your order SH-100001 (Puma Flex Dash) is confirmed"). */
const PLACED = 'is confirmed';
/** The news an email's subject ends with (the news of one of the journey's steps), or the subject. */
const newsOf = (/** @type {string} */ subject) =>
  [PLACED, ...STEPS.map((step) => step.news)].find((news) => news && subject.endsWith(news)) ?? subject;

/** @type {Map<string, number[]>} each email's arrival times, by "to news" */
const arrivals = new Map();
/** @type {Map<string, number>} each state change's answer time, by "to news" */
const changes = new Map();

function smtpSink() {
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => (raw += chunk));
      stream.on('end', () => {
        // A long subject is folded over lines (RFC 5322): unfolded, it is the one line it was.
        const subject = (/^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '').replace(
          /\r?\n(?=[ \t])/g,
          '',
        );
        for (const { address } of session.envelope.rcptTo) {
          const key = `${address} ${newsOf(subject)}`;
          arrivals.set(key, [...(arrivals.get(key) ?? []), performance.now()]);
        }
        callback();
      });
    },
  });
  return new Promise((resolve) => sink.listen(0, '127.0.0.1', () => resolve(sink)));
}

let turn = 0;
/** @param {string[]} bases @param {string} path @param {{ method?: string, token?: string, body?: unknown, client?: string }} options */
function call(bases, path, options = {}) {
  turn += 1;
  return callJson(`${bases[turn % bases.length]}/api${path}`, options, fail);
}

/** One shopper's order and its four steps; each state change's answer time recorded. @param {string[]} bases @param {string} staff @param {number} n */
async function journey(bases, staff, n) {
  const email = `queue-bench-${n}@example.in`;
  const signup = await call(bases, '/auth/signup', {
    method: 'POST',
    body: { firstName: 'Bench', lastName: `Shopper ${n}`, email, password: `bench-${n}-runs-fast` },
  });
  const token = signup.encodedToken;
  const address = {
    name: 'Bench',
    mobile: '9123456780',
    pincode: '110001',
    city: 'New Delhi',
    residence: '1 Janpath',
    state: 'Delhi',
  };
  const added = await call(bases, '/user/addresses', { method: 'POST', token, body: { address } });
  const { products } = await call(bases, '/products');
  // A new shopper's Cash on Delivery orders may hold only a share of a sneaker's pairs
  // (NEW_SHOPPER_COD_SHARE): the few the seed keeps low on stock take none.
  const plenty = products.filter(
    (/** @type {{ stock: number }} */ product) => product.stock >= PLENTY_OF_PAIRS,
  );
  await call(bases, '/user/cart', {
    method: 'POST',
    token,
    body: { product: { _id: plenty[n % plenty.length]._id } },
  });
  const body = { addressId: added.address.id, idempotencyKey: `bench-${n}`, paymentMethod: 'cod' };
  const { order } = await call(bases, '/user/orders', { method: 'POST', token, body });
  changes.set(`${email} ${PLACED}`, performance.now());
  for (const { move, news } of STEPS) {
    await call(bases, `/staff/orders/${order._id}/transitions`, { method: 'POST', token: staff, body: move });
    if (news) changes.set(`${email} ${news}`, performance.now());
  }
}

/** @param {number[]} sorted @param {number} p */
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function run() {
  const url = execFileSync(throwawayPostgres, ['start', PORT], { encoding: 'utf8', timeout: 60_000 }).trim();
  const sink = /** @type {SMTPServer} */ (await smtpSink());
  const address = sink.server.address();
  const smtpUrl = `smtp://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const workDir = mkdtempSync(join(tmpdir(), 'bench-queue-'));
  const servers = [];
  try {
    const distDir = join(workDir, 'dist');
    mkdirSync(distDir);
    copyFileSync(join(root, 'public/index.html'), join(distDir, 'index.html'));
    const env = {
      DATABASE_URL: url,
      JWT_SECRET: randomBytes(32).toString('base64url'),
      PUBLIC_URL: 'http://127.0.0.1',
      TEST_CHECKOUT: '1',
      SEED_DEMO_USERS: '1',
      WORKERS: '1',
      SMTP_URL: smtpUrl,
      DIST_DIR: distDir,
      // The shoppers' emails alone are counted: the owners' morning note stays out of the sink.
      MORNING_NOTE_HOUR: 'off',
    };
    // One first, so the other does not race it to migrate and seed the empty database.
    servers.push(await startBuiltServer(serverFile, env, fail));
    servers.push(await startBuiltServer(serverFile, env, fail));
    const bases = servers.map((server) => server.url);
    const { staffToken } = await call(bases, '/staff/login', { method: 'POST', body: OWNER });
    const shoppers = Math.ceil(MESSAGES / 4);
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < shoppers) await journey(bases, staffToken, (next += 1));
      }),
    );
    const deadline = Date.now() + SENT_WITHIN_MS;
    while ([...changes.keys()].some((key) => !arrivals.has(key)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // As long again as a duplicate could take to show.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const missing = [...changes.keys()].filter((key) => !arrivals.has(key));
    const duplicated = [...arrivals.values()].filter((times) => times.length > 1).length;
    const latencies = [...changes]
      .flatMap(([key, at]) => (arrivals.get(key) ?? []).slice(0, 1).map((sent) => sent - at))
      .sort((a, b) => a - b);
    const lastSent = Math.max(...[...arrivals.values()].flat());
    const seconds = (lastSent - started) / 1000;
    console.log(
      `bench:queue: ${changes.size} state changes a shopper hears about, 2 server processes, ${CONCURRENCY} shoppers at a time`,
    );
    console.log(`  emails: ${latencies.length} arrived, ${missing.length} missing, ${duplicated} duplicated`);
    console.log(
      `  ${(latencies.length / seconds).toFixed(1)} messages/s (${latencies.length} in ${seconds.toFixed(1)} s, first state change to last email)`,
    );
    console.log(
      `  state change answered → email arrived: p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms, max ${(latencies.at(-1) ?? NaN).toFixed(0)} ms`,
    );
    const holds = missing.length === 0 && duplicated === 0;
    await writeResults('bench:queue', {
      checks: [
        {
          name: 'every state change one email: none missing, none twice',
          figure: `${latencies.length} arrived, ${missing.length} missing, ${duplicated} duplicated`,
          holds,
          enforced: true,
        },
      ],
      tables: [
        {
          caption: 'Emails through the queue (messages/s: from the first state change to the last email)',
          columns: [
            'state changes',
            'servers',
            'shoppers at a time',
            'messages/s',
            'change → email p50 / p95 / max',
          ],
          rows: [
            [
              changes.size,
              servers.length,
              CONCURRENCY,
              (latencies.length / seconds).toFixed(1),
              [50, 95].map((p) => percentile(latencies, p).toFixed(0)).join(' / ') +
                ` / ${(latencies.at(-1) ?? NaN).toFixed(0)} ms`,
            ],
          ],
        },
      ],
    });
    if (!holds) process.exitCode = 1;
  } finally {
    for (const server of servers) await server.stop();
    await new Promise((resolve) => sink.close(() => resolve(undefined)));
    execFileSync(throwawayPostgres, ['stop', PORT], { timeout: 60_000 });
    rmSync(workDir, { recursive: true, force: true });
  }
}

run().catch((error) => {
  console.error(error instanceof BenchFailure ? `bench:queue: ${error.message}` : error);
  process.exit(1);
});
