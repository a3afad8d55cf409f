import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join } from 'node:path';

const root = join(__dirname, '../..');
const BUILT_SERVER = join(root, 'dist-server/server.js');

/**
 * The production server as a deployment runs it (`node dist-server/server.js`), as a child process:
 * what only a real process shows (signals, exit codes, a kill -9, a restart on the same data).
 */
/** The JWT secret the test servers sign with (at least 32 characters, as the server asks). */
export const TEST_JWT_SECRET = 'a-signing-secret-of-at-least-32-characters';

export interface BuiltServer {
  url: string;
  child: ChildProcess;
  /** stdout and stderr so far. */
  stdout(): string;
  stderr(): string;
  /** Resolves when stdout has a line containing `text`. */
  waitForOutput(text: string): Promise<void>;
  exited: Promise<Exit>;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** The newest source the server bundle is built from; tests do not count. */
function newestSource(dir: string): { path: string; mtimeMs: number } {
  let newest = { path: dir, mtimeMs: 0 };
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === '__tests__' || entry.name === 'testing') continue;
      const inner = newestSource(path);
      if (inner.mtimeMs > newest.mtimeMs) newest = inner;
    } else if (/\.(ts|tsx|json)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      const { mtimeMs } = statSync(path);
      if (mtimeMs > newest.mtimeMs) newest = { path, mtimeMs };
    }
  }
  return newest;
}

/** These tests run the build: a missing or stale one would test other code than the sources. */
function requireBuild(): void {
  if (!existsSync(BUILT_SERVER)) {
    throw new Error(
      `${BUILT_SERVER} is missing: run \`npm run build:server\` before the server tests (npm test does it first).`,
    );
  }
  const built = statSync(BUILT_SERVER).mtimeMs;
  for (const dir of ['server', 'src/mocks', 'src/shared']) {
    const newest = newestSource(join(root, dir));
    if (newest.mtimeMs > built) {
      throw new Error(
        `${newest.path} is newer than ${BUILT_SERVER}: run \`npm run build:server\` before the server tests (npm test does it first).`,
      );
    }
  }
}

/**
 * A stand-in for the shop's build: these tests are about the process and its database, not the
 * pages, and `npm test` builds only the server (pretest). It carries what the server reads from a
 * real build at start (the title and description every page's head is made from).
 */
let shopStandIn: string | undefined;
function shopFiles(): string {
  if (!shopStandIn) {
    shopStandIn = mkdtempSync(join(tmpdir(), 'shop-'));
    writeFileSync(
      join(shopStandIn, 'index.html'),
      '<!doctype html><html><head><title>SneakerHub</title><meta name="description" content="A stand-in for the shop."></head><body></body></html>',
    );
  }
  return shopStandIn;
}

function spawnBuilt(env: Record<string, string>) {
  requireBuild();
  const child = spawn(process.execPath, [BUILT_SERVER], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', PORT: '0', HOST: '127.0.0.1', DIST_DIR: shopFiles(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  const listeners = new Set<() => void>();
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
    for (const listener of listeners) listener();
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const exited = new Promise<Exit>((resolve) =>
    child.once('close', (code, signal) => resolve({ code, signal, stdout, stderr })),
  );
  const waitForOutput = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (stdout.includes(text)) {
          listeners.delete(check);
          resolve();
        }
      };
      listeners.add(check);
      check();
      void exited.then(() => {
        if (listeners.delete(check)) {
          reject(new Error(`the server exited before printing "${text}":\n${stdout}\n${stderr}`));
        }
      });
    });
  return { child, exited, waitForOutput, stdout: () => stdout, stderr: () => stderr };
}

/** Starts `node dist-server/server.js` on 127.0.0.1 and a free port, once it says it listens. */
async function startBuiltServer(env: Record<string, string>): Promise<BuiltServer> {
  const started = spawnBuilt(env);
  await started.waitForOutput('"msg":"listening"');
  const listening = started
    .stdout()
    .split('\n')
    .map((line) => (line.startsWith('{') ? (JSON.parse(line) as { msg?: string; url?: string }) : {}))
    .find((entry) => entry.msg === 'listening');
  if (!listening?.url) throw new Error(`no listening line in:\n${started.stdout()}`);
  return { ...started, url: listening.url };
}

/** Runs the built server expecting it to give up by itself (a setting or database it cannot use). */
export function runBuiltServerToExit(env: Record<string, string>): Promise<Exit> {
  return spawnBuilt(env).exited;
}

/** A loopback port nothing listens on (it was free a moment ago). */
export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** A small client for /api: JSON in, status and JSON out. */
export async function api(
  base: string,
  path: string,
  { method = 'GET', token, body }: { method?: string; token?: string; body?: unknown } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/**
 * For a test file: each test gets a DATA_DIR of its own, and whatever built servers `start` began
 * are killed and the folder removed after the test, whether it passed or not.
 */
export function builtServerEachTest(prefix: string) {
  let dataDir = '';
  let running: BuiltServer[] = [];

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  });

  afterEach(async () => {
    for (const server of running) {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
    }
    running = [];
    rmSync(dataDir, { recursive: true, force: true });
  });

  return {
    dataDir: () => dataDir,
    /** A built server on this test's DATA_DIR, with `env` on top (several may run, on PostgreSQL). */
    start: async (env: Record<string, string> = {}) => {
      const server = await startBuiltServer({ DATA_DIR: dataDir, ...env });
      running.push(server);
      return server;
    },
  };
}
