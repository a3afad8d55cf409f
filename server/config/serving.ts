import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import proxyaddr from 'proxy-addr';
import type { TrustProxy } from '../http/edge';
import type { ServerConfig } from './server-config';
import { ConfigError, httpUrl, wholeNumber } from './setting';

/**
 * What the processes of one server hold between them by default: room under PostgreSQL's default
 * max_connections (100) for a second server, psql and the superuser's reserve.
 */
export const DEFAULT_CONNECTIONS_PER_SERVER = 40;

/**
 * TRUST_PROXY, as Express reads its `trust proxy`: how many proxies stand in front (`1`), or which
 * addresses are proxies (`loopback, 10.0.0.0/8`). Unset or `0`: the socket's peer is the client.
 */
function trustProxy(value: string | undefined): TrustProxy | null {
  const setting = (value ?? '').trim();
  if (setting === '' || setting === '0' || setting === 'false') return null;
  if (/^\d+$/.test(setting)) {
    const hops = Number(setting);
    return (_address, hop) => hop < hops;
  }
  const invalid = () =>
    new ConfigError(
      `TRUST_PROXY must be the number of proxies in front (1) or their addresses (loopback, 10.0.0.0/8), not "${setting}": "true" would believe any X-Forwarded-For a client sends.`,
    );
  if (setting === 'true') throw invalid();
  try {
    return proxyaddr.compile(setting.split(',').map((part) => part.trim()));
  } catch {
    throw invalid();
  }
}

function publicUrl(value: string | undefined): string | null {
  if (value === undefined || value === '') return null;
  const url = httpUrl(value);
  if (!url || url.pathname !== '/' || url.search || url.hash) {
    throw new ConfigError(`PUBLIC_URL must be an origin such as https://sneakerhub.in, not "${value}".`);
  }
  return url.origin;
}

/** WORKERS and PUBLIC_URL: what a deployment on PostgreSQL needs, and PGlite's one process does not allow or need. */
export function deployment(
  env: NodeJS.ProcessEnv,
  databaseUrl: string | null,
): Pick<ServerConfig, 'workers' | 'publicUrl'> {
  const workers = wholeNumber('WORKERS', env.WORKERS, 1, 1024) ?? (databaseUrl ? availableParallelism() : 1);
  if (workers > 1 && !databaseUrl) {
    throw new ConfigError('WORKERS above 1 needs DATABASE_URL: PGlite is one process on one DATA_DIR.');
  }
  const origin = publicUrl(env.PUBLIC_URL);
  if (databaseUrl && !origin) {
    // A deployment: its pages must name the address shoppers use, and HSTS needs to know it is https.
    throw new ConfigError(
      'PUBLIC_URL must be set when DATABASE_URL is: the origin shoppers reach the shop at, such as https://sneakerhub.in (for the addresses in its pages, and HSTS).',
    );
  }
  return { workers, publicUrl: origin };
}

/** How each process serves: its database connections, where it listens, whom it believes, what it serves. */
export function serving(
  env: NodeJS.ProcessEnv,
  cwd: string,
  workers: number,
): Pick<
  ServerConfig,
  'poolSize' | 'port' | 'trustProxy' | 'host' | 'metricsPort' | 'distDir' | 'rendererFile'
> {
  return {
    poolSize:
      wholeNumber('DATABASE_POOL_SIZE', env.DATABASE_POOL_SIZE, 1, 10_000) ??
      Math.max(2, Math.floor(DEFAULT_CONNECTIONS_PER_SERVER / workers)),
    port: wholeNumber('PORT', env.PORT, 0, 65535) ?? 8080,
    trustProxy: trustProxy(env.TRUST_PROXY),
    host: env.HOST || '127.0.0.1',
    metricsPort: wholeNumber('METRICS_PORT', env.METRICS_PORT, 0, 65535) ?? null,
    distDir: resolve(cwd, env.DIST_DIR || 'dist'),
    // Built beside the server by `npm run build` (webpack.server.config.js).
    rendererFile: resolve(cwd, 'dist-server/render/render.js'),
  };
}
