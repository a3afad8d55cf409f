import { join } from 'node:path';
import { ConfigError, SERVER_PBKDF2_ITERATIONS, readConfig } from './config';
import { openDatabase } from './database';
import { startServer } from './server';

/** One JSON object per line on stdout: what log collectors read. */
function log(fields: Record<string, unknown>): void {
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...fields })}\n`);
}

function fail(message: string): never {
  process.stderr.write(`sneakerhub server: ${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let config;
  try {
    config = readConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  const where = config.databaseUrl ? 'the PostgreSQL at DATABASE_URL' : `PGlite in ${config.dataDir}`;
  let db;
  try {
    db = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: join(config.dataDir, 'pglite'),
      passwordIterations: SERVER_PBKDF2_ITERATIONS,
    });
  } catch (error) {
    fail(`cannot open ${where}: ${error instanceof Error ? error.message : String(error)}`);
  }

  let running;
  try {
    running = await startServer(db, config, {
      passwordIterations: SERVER_PBKDF2_ITERATIONS,
      log: (entry) => log({ level: 'info', ...entry }),
    });
  } catch (error) {
    await db.close().catch(() => undefined);
    fail(`cannot start: ${error instanceof Error ? error.message : String(error)}`);
  }
  log({ level: 'info', msg: 'listening', url: running.url, database: db.engine });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log({ level: 'info', msg: 'stopping: finishing requests in flight', signal });
    // Clients that keep a connection open past this get cut off rather than holding the exit.
    setTimeout(() => fail('requests still in flight after 10 s; exiting anyway'), 10_000).unref();
    running.close().then(
      () => {
        log({ level: 'info', msg: 'stopped' });
        process.exit(0);
      },
      (error: unknown) => fail(`could not close cleanly: ${String(error)}`),
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

void main();
