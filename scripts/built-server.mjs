// @ts-check
// What the benchmarks share about the built server (dist-server/server.js) they start as a child
// process: starting it on 127.0.0.1 and waiting for it to listen, and calling its JSON API.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The repository, the built server in it, and the script that starts a throwaway PostgreSQL. */
export const root = join(import.meta.dirname, '..');
export const serverFile = join(root, 'dist-server/server.js');
export const throwawayPostgres = join(root, 'scripts/throwaway-postgres.sh');
export const seedFile = join(root, 'dist-server/seed-orders.js');

/**
 * Starts or stops the throwaway PostgreSQL cluster on `port` (scripts/throwaway-postgres.sh);
 * `start` answers its admin URL.
 * @param {'start' | 'stop'} step
 * @param {string | number} port
 */
export const throwawayCluster = (step, port) =>
  execFileSync(throwawayPostgres, [step, String(port)], { encoding: 'utf8', timeout: 60_000 }).trim();

/**
 * `npm run seed:orders -- <count>` from the built seeder into `env.DATABASE_URL`, its output
 * printed; the seconds it took.
 * @param {Record<string, string>} env
 * @param {number} count
 */
export function seedOrders(env, count) {
  const seeding = performance.now();
  process.stdout.write(
    execFileSync(process.execPath, [seedFile, String(count)], {
      env: { ...process.env, ...env },
      encoding: 'utf8',
      timeout: 900_000,
    }),
  );
  return (performance.now() - seeding) / 1000;
}

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The address the server logs as it starts listening (its JSON log line `listening`), read from
 * its log file; `fail` when it exits first or does not listen within 60 s.
 * @param {import('node:child_process').ChildProcess} child
 * @param {string} logFile
 * @param {(message: string) => never} fail
 * @returns {Promise<string>}
 */
async function listeningUrl(child, logFile, fail) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) fail(`the server exited at start:\n${readFileSync(logFile, 'utf8')}`);
    if (Date.now() > deadline)
      fail(`the server did not listen within 60 s:\n${readFileSync(logFile, 'utf8')}`);
    const listening = readFileSync(logFile, 'utf8')
      .split('\n')
      .map((line) => (line.startsWith('{') ? JSON.parse(line) : {}))
      .find((entry) => entry.msg === 'listening');
    if (listening) return listening.url;
    await sleep(100);
  }
}

/**
 * @typedef {{ url: string, pid: number, logFile: string, stop(): Promise<void> }} Server
 * `file` (the built server, or another that logs `listening` the same way) on a free port of
 * 127.0.0.1, with its own DATA_DIR and `env`; its log in a file, so reading it costs the bench nothing.
 * @param {string} file
 * @param {Record<string, string>} env
 * @param {(message: string) => never} fail
 * @returns {Promise<Server>}
 */
export async function startBuiltServer(file, env, fail) {
  const workDir = mkdtempSync(join(tmpdir(), 'bench-built-server-'));
  const logFile = join(workDir, 'server.log');
  const log = openSync(logFile, 'w');
  const child = spawn(process.execPath, [file], {
    cwd: join(import.meta.dirname, '..'),
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: join(workDir, 'data'), ...env },
    stdio: ['ignore', log, log],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // A bench that fails exits at once (process.exit): its server must not outlive it.
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  const pid = child.pid ?? fail('could not start the server');
  const url = await listeningUrl(child, logFile, fail);
  return {
    url,
    pid,
    logFile,
    async stop() {
      process.off('exit', killOnExit);
      child.kill('SIGTERM');
      await exited;
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}

/**
 * A JSON request, its answer's body; `fail` on an answer that is not 2xx.
 * @param {string} url
 * @param {{ method?: string, token?: string, body?: unknown, headers?: Record<string, string> }} options
 * @param {(message: string) => never} fail
 */
export async function callJson(url, { method = 'GET', token, body, headers = {} }, fail) {
  const response = await fetch(url, {
    method,
    signal: AbortSignal.timeout(10_000),
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = await response.json();
  if (!response.ok) fail(`${method} ${url} answered ${response.status}: ${JSON.stringify(json)}`);
  return json;
}
