import { systemClock } from '@/api';
import cluster from 'node:cluster';
import { join } from 'node:path';
import { ConfigError, SERVER_PBKDF2_ITERATIONS, readConfig, type ServerConfig } from './config';
import { openDatabase } from './database';
import { countRequest, recordProcessMetrics, serveMetrics, watchPool } from './metrics';
import { startServer } from './server';

/** What a worker tells the primary once it listens. */
const WORKER_READY = 'sneakerhub:worker-ready';

/** One JSON object per line on stdout: what log collectors read. */
function log(fields: Record<string, unknown>): void {
  process.stdout.write(`${JSON.stringify({ time: systemClock.now().toISOString(), ...fields })}\n`);
}

function fail(message: string): never {
  process.stderr.write(`sneakerhub server: ${message}\n`);
  process.exit(1);
}

const describeError = (error: unknown) => (error instanceof Error ? error.message : String(error));

function configuration(): ServerConfig {
  try {
    return readConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

/** The configuration's warnings, once per server (the primary's, or the one process's). */
function warn(config: ServerConfig): void {
  for (const warning of config.warnings) log({ level: 'warn', msg: warning });
}

const where = (config: ServerConfig) =>
  config.databaseUrl ? 'the PostgreSQL at DATABASE_URL' : `PGlite in ${config.dataDir}`;

const open = (config: ServerConfig) =>
  openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: join(config.dataDir, 'pglite'),
    passwordIterations: SERVER_PBKDF2_ITERATIONS,
    seedDemoUsers: config.seedDemoUsers,
    poolSize: config.poolSize,
  }).catch((error: unknown) => fail(`cannot open ${where(config)}: ${describeError(error)}`));

/** SIGTERM and SIGINT run `stop` once; it must end the process. */
function onStopSignal(stop: (signal: string) => void): void {
  let stopping = false;
  const once = (signal: string) => {
    if (stopping) return;
    stopping = true;
    stop(signal);
  };
  process.on('SIGTERM', () => once('SIGTERM'));
  process.on('SIGINT', () => once('SIGINT'));
}

/** One process serving the port: the whole server (WORKERS=1), or one worker of a cluster. */
/** /metrics on METRICS_PORT, if set: a worker's own counts, or (the primary) every worker's together. */
async function metricsOn(config: ServerConfig, options: { aggregate: boolean }): Promise<void> {
  if (config.metricsPort === null) return;
  const metrics = await serveMetrics(config.metricsPort, config.host, options).catch((error: unknown) =>
    fail(`cannot serve metrics on METRICS_PORT: ${describeError(error)}`),
  );
  log({ level: 'info', msg: 'metrics', url: metrics.url });
}

async function serve(config: ServerConfig): Promise<void> {
  const db = await open(config);
  recordProcessMetrics();
  if (db.poolStats) watchPool(db.poolStats);

  let running;
  try {
    running = await startServer(db, config, {
      passwordIterations: SERVER_PBKDF2_ITERATIONS,
      jobs: { databaseUrl: config.databaseUrl, mail: config.mail, log },
      log: (entry) => {
        log({ level: 'info', ...entry });
        countRequest(entry.method, entry.route, entry.status, entry.ms / 1000);
      },
    });
  } catch (error) {
    await db.close().catch(() => undefined);
    fail(`cannot start: ${describeError(error)}`);
  }
  if (cluster.isWorker) {
    log({ level: 'info', msg: 'worker listening', worker: cluster.worker?.id, pid: process.pid });
    process.send?.(WORKER_READY);
  } else {
    warn(config);
    await metricsOn(config, { aggregate: false });
    log({ level: 'info', msg: 'listening', url: running.url, database: db.engine, workers: 1 });
  }

  onStopSignal((signal) => {
    log({ level: 'info', msg: 'stopping: finishing requests in flight', signal, pid: process.pid });
    // Clients that keep a connection open past this get cut off rather than holding the exit.
    setTimeout(() => fail('requests still in flight after 10 s; exiting anyway'), 10_000).unref();
    running.close().then(
      () => {
        if (!cluster.isWorker) log({ level: 'info', msg: 'stopped' });
        process.exit(0);
      },
      (error: unknown) => fail(`could not close cleanly: ${String(error)}`),
    );
  });
}

/**
 * The primary of WORKERS processes (node:cluster): it migrates and seeds the database once, so a
 * database it cannot use is one line and exit 1 as with one process, then forks the workers, which
 * share the port. A worker that dies is replaced; SIGTERM stops them all, each finishing its
 * requests in flight. GET /metrics, when asked for, is served here with every worker's figures.
 */
async function primary(config: ServerConfig): Promise<void> {
  await (await open(config)).close();
  warn(config);

  let stopping = false;
  let ready = 0;
  let port = 0;
  let url = '';
  cluster.on('listening', (_worker, address) => {
    port = address.port;
  });
  // Counted from the workers' own word, sent after their line: the server's line comes after theirs.
  cluster.on('message', (_worker, message) => {
    if (message !== WORKER_READY || url) return;
    ready += 1;
    if (ready !== config.workers) return;
    url = `http://${config.host}:${port}`;
    log({ level: 'info', msg: 'listening', url, database: 'postgresql', workers: config.workers });
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        log({ level: 'info', msg: 'stopped' });
        process.exit(0);
      }
      return;
    }
    // A worker that cannot even start would fail again at once: the server gives up instead.
    if (!url) fail(`a worker exited while starting (code ${String(code)}, signal ${signal})`);
    log({ level: 'error', msg: 'worker died; starting another', pid: worker.process.pid, code, signal });
    cluster.fork();
  });
  for (let index = 0; index < config.workers; index += 1) cluster.fork();

  await metricsOn(config, { aggregate: true });

  onStopSignal((signal) => {
    stopping = true;
    log({ level: 'info', msg: 'stopping: finishing requests in flight', signal, workers: config.workers });
    setTimeout(() => fail('workers still running after 12 s; exiting anyway'), 12_000).unref();
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  });
}

const config = configuration();
void (config.workers > 1 && cluster.isPrimary ? primary(config) : serve(config));
