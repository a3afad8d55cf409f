import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { TEST_CHECKOUT_WARNING } from './config';
import { api, closedPort, builtServerEachTest, runBuiltServerToExit } from './testing/built-server';

const jwtSecret = () => randomBytes(32).toString('hex');

const server = builtServerEachTest('faults');

test('a database unreachable at start: one clear line, a non-zero exit, no stack trace', async () => {
  const port = await closedPort();
  const exit = await runBuiltServerToExit({
    DATA_DIR: server.dataDir(),
    DATABASE_URL: `postgres://app@127.0.0.1:${port}/shop`,
    JWT_SECRET: jwtSecret(),
    PUBLIC_URL: 'http://127.0.0.1',
    TEST_CHECKOUT: '1',
  });

  expect(exit.code).not.toBe(0);
  expect(exit.code).not.toBeNull();
  expect(exit.stdout).toBe('');
  const lines = exit.stderr.trimEnd().split('\n');
  expect(lines).toEqual([
    expect.stringMatching(/^sneakerhub server: cannot open the PostgreSQL at DATABASE_URL: .*ECONNREFUSED/),
  ]);
}, 30_000);

test('DATABASE_URL without PUBLIC_URL: one readable line and exit 1, before any connection', async () => {
  const exit = await runBuiltServerToExit({
    DATA_DIR: server.dataDir(),
    DATABASE_URL: `postgres://app@127.0.0.1:${await closedPort()}/shop`,
    JWT_SECRET: jwtSecret(),
  });
  expect(exit.code).toBe(1);
  expect(exit.stderr.trimEnd().split('\n')).toEqual([
    expect.stringMatching(/^sneakerhub server: PUBLIC_URL must be set when DATABASE_URL is: /),
  ]);
}, 30_000);

test('DATABASE_URL without Razorpay keys or TEST_CHECKOUT=1: one readable line and exit 1, before any connection', async () => {
  const exit = await runBuiltServerToExit({
    DATA_DIR: server.dataDir(),
    DATABASE_URL: `postgres://app@127.0.0.1:${await closedPort()}/shop`,
    JWT_SECRET: jwtSecret(),
    PUBLIC_URL: 'http://127.0.0.1',
  });
  expect(exit.code).toBe(1);
  expect(exit.stderr.trimEnd().split('\n')).toEqual([
    expect.stringMatching(
      /^sneakerhub server: RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set when DATABASE_URL is: .*TEST_CHECKOUT=1/,
    ),
  ]);
}, 30_000);

test('on PGlite without Razorpay keys it serves the test checkout, and warns once as it starts', async () => {
  const running = await server.start();
  const warnings = running
    .stdout()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.level === 'warn');
  expect(warnings).toEqual([expect.objectContaining({ msg: TEST_CHECKOUT_WARNING })]);
  const config = await api(running.url, '/payments/config');
  expect(config.body).toMatchObject({ scriptUrl: '/api/test-checkout/checkout.js' });
}, 30_000);

/**
 * A signup whose headers have reached the server (it answered `100 Continue`, which Node does as it
 * hands the request to the app) but whose body has not: a request in flight for as long as the test
 * wants.
 */
function signupHeldOpen(base: string) {
  const body = JSON.stringify({
    firstName: 'In',
    lastName: 'Flight',
    email: `in-flight-${randomBytes(4).toString('hex')}@faults.example`,
    password: 'a password in flight',
  });
  const outgoing = request(`${base}/api/auth/signup`, {
    method: 'POST',
    // Kept alive, as browsers and proxies keep their connections.
    agent: new Agent({ keepAlive: true }),
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      expect: '100-continue',
    },
  });
  const accepted = new Promise<void>((resolve) => outgoing.once('continue', resolve));
  const answer = new Promise<{ status: number; connection: string | undefined; body: string }>(
    (resolve, reject) => {
      outgoing.once('error', reject);
      outgoing.once('response', (response) => {
        let text = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        response.once('end', () =>
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body: text }),
        );
      });
    },
  );
  outgoing.flushHeaders();
  return { accepted, answer, finish: () => outgoing.end(body) };
}

test('SIGTERM with a request in flight: the request still gets its answer, then the process exits 0', async () => {
  const running = await server.start();
  const signup = signupHeldOpen(running.url);
  await signup.accepted;

  running.child.kill('SIGTERM');
  await running.waitForOutput('"msg":"stopping: finishing requests in flight"');
  signup.finish();

  const answer = await signup.answer;
  expect(answer.status).toBe(201);
  expect(JSON.parse(answer.body)).toHaveProperty('encodedToken');
  // Or the client would keep the connection, and the process, open until the keep-alive timeout.
  expect(answer.connection).toBe('close');
  expect(await running.exited).toMatchObject({ code: 0, signal: null });
  expect(running.stdout()).toContain('"msg":"stopped"');
}, 60_000);

// PostgreSQL is there to test on only where CONTRACT_DATABASE_URL is set (CI sets it); without it
// these tests are not registered at all, rather than reported as passing.
const describeWithPostgres = process.env.CONTRACT_DATABASE_URL ? describe : undefined;

describeWithPostgres?.('a PostgreSQL that goes away while the server runs', () => {
  // A cluster of its own: stopping the one at CONTRACT_DATABASE_URL would fail the contract suites
  // that run beside this file.
  const script = join(__dirname, '../scripts/throwaway-postgres.sh');
  let port = '';
  let databaseUrl = '';

  beforeAll(async () => {
    port = String(await closedPort());
    databaseUrl = execFileSync(script, ['start', port], { encoding: 'utf8' }).trim();
  }, 60_000);

  afterAll(() => {
    if (port) execFileSync(script, ['stop', port]);
  });

  test('/api answers 503 with a message and /healthz 503 while it is away, both 200 once it is back', async () => {
    const running = await server.start({
      DATABASE_URL: databaseUrl,
      JWT_SECRET: jwtSecret(),
      PUBLIC_URL: 'http://127.0.0.1',
      TEST_CHECKOUT: '1',
    });
    const base = running.url;
    const health = async () => (await fetch(`${base}/healthz`)).status;
    const { body } = await api(base, '/auth/signup', {
      method: 'POST',
      body: { firstName: 'Away', lastName: 'Test', email: 'away@faults.example', password: 'a password' },
    });
    const token = body.encodedToken as string;
    expect((await api(base, '/user/cart', { token })).status).toBe(200);
    expect(await health()).toBe(200);

    execFileSync(script, ['pause', port]);
    const away = await api(base, '/user/cart', { token });
    expect(away.status).toBe(503);
    expect(away.body.message).toEqual(expect.stringContaining('database'));
    expect(await health()).toBe(503);

    execFileSync(script, ['resume', port]);
    expect((await api(base, '/user/cart', { token })).status).toBe(200);
    expect(await health()).toBe(200);
    expect(running.child.exitCode).toBeNull();
  }, 60_000);
});
