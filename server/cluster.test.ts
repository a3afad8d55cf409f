import { availableParallelism } from 'node:os';
import { freshDatabase } from './testing/fresh-database.cjs';
import { ConfigError, readConfig } from './config';
import { api, builtServerEachTest, runBuiltServerToExit } from './testing/built-server';

const secret = 'a-signing-secret-of-at-least-32-characters';
const postgres = {
  DATABASE_URL: 'postgres://app@db.internal/shop',
  JWT_SECRET: secret,
  PUBLIC_URL: 'https://sneakerhub.example',
  TEST_CHECKOUT: '1',
};

describe('WORKERS and DATABASE_POOL_SIZE', () => {
  it('default to one process on PGlite, and to the cores on PostgreSQL with 40 connections between them', () => {
    expect(readConfig({ JWT_SECRET: secret })).toMatchObject({ workers: 1, metricsPort: null });
    const cores = availableParallelism();
    expect(readConfig(postgres)).toMatchObject({
      workers: cores,
      poolSize: Math.max(2, Math.floor(40 / cores)),
    });
    expect(
      readConfig({ ...postgres, WORKERS: '4', DATABASE_POOL_SIZE: '25', METRICS_PORT: '9464' }),
    ).toMatchObject({
      workers: 4,
      poolSize: 25,
      metricsPort: 9464,
    });
  });

  it('refuse more than one process on PGlite, and numbers that are not whole', () => {
    expect(() => readConfig({ JWT_SECRET: secret, WORKERS: '2' })).toThrow(ConfigError);
    expect(() => readConfig({ ...postgres, WORKERS: '0' })).toThrow('WORKERS must be a whole number from 1');
    expect(() => readConfig({ ...postgres, DATABASE_POOL_SIZE: '2.5' })).toThrow(ConfigError);
    expect(() => readConfig({ ...postgres, METRICS_PORT: 'x' })).toThrow(ConfigError);
  });
});

const server = builtServerEachTest('cluster');

it('the built server says so in one line when asked for WORKERS on PGlite', async () => {
  const exit = await runBuiltServerToExit({ DATA_DIR: server.dataDir(), WORKERS: '2' });
  expect(exit.code).toBe(1);
  expect(exit.stderr.trimEnd().split('\n')).toEqual([
    'sneakerhub server: WORKERS above 1 needs DATABASE_URL: PGlite is one process on one DATA_DIR.',
  ]);
}, 30_000);

// PostgreSQL is there only where CONTRACT_DATABASE_URL is set (CI sets it); without it these tests
// are not registered at all, rather than reported as passing.
const describeWithPostgres = process.env.CONTRACT_DATABASE_URL ? describe : undefined;

describeWithPostgres?.('WORKERS=2 on PostgreSQL', () => {
  let database: { url: string; drop(): Promise<void> };
  beforeAll(async () => {
    database = await freshDatabase(process.env.CONTRACT_DATABASE_URL ?? '', 'cluster');
  }, 60_000);
  afterAll(() => database.drop());

  const lines = (stdout: string) =>
    stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  it('two workers share the port; metrics add up both; a worker that dies is replaced; SIGTERM stops all', async () => {
    const running = await server.start({
      DATABASE_URL: database.url,
      JWT_SECRET: secret,
      PUBLIC_URL: 'http://127.0.0.1',
      TEST_CHECKOUT: '1',
      WORKERS: '2',
      METRICS_PORT: '0',
    });
    const logged = () => lines(running.stdout());
    expect(logged().find((line) => line.msg === 'listening')).toMatchObject({ workers: 2 });
    const workerPids = () =>
      logged()
        .filter((line) => line.msg === 'worker listening')
        .map((line) => Number(line.pid));
    expect(new Set(workerPids()).size).toBe(2);

    const { body } = await api(running.url, '/auth/signup', {
      method: 'POST',
      body: {
        firstName: 'Two',
        lastName: 'Workers',
        email: 'two.workers@example.in',
        password: 'two-workers-1',
      },
    });
    const token = String(body.encodedToken);
    // A connection of its own each, so the requests are spread over the workers.
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`${running.url}/api/user/cart`, {
          headers: { authorization: token, connection: 'close' },
        }).then((answer) => answer.status),
      ),
    );
    expect(answers).toEqual(Array<number>(20).fill(200));

    const metricsLine = logged().find((line) => line.msg === 'metrics');
    const text = await (await fetch(String(metricsLine?.url))).text();
    expect(text).toContain('http_requests_total{method="GET",route="/api/user/cart",status="200"} 20');
    expect(text).toContain('# TYPE db_pool_connections_in_use gauge');

    const [first] = workerPids();
    process.kill(first ?? 0, 'SIGKILL');
    await running.waitForOutput('"msg":"worker died; starting another"');
    await running.waitForOutput(`"msg":"worker listening","worker":3`);
    expect((await api(running.url, '/user/cart', { token })).status).toBe(200);

    running.child.kill('SIGTERM');
    const exit = await running.exited;
    expect(exit.code).toBe(0);
    expect(lines(exit.stdout).at(-1)).toMatchObject({ msg: 'stopped' });
    for (const pid of workerPids().slice(1)) expect(() => process.kill(pid, 0)).toThrow();
  }, 90_000);
});
