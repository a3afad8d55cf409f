import { RateLimiterPostgres, type RateLimiterAbstract } from 'rate-limiter-flexible';
import RateLimiterMemory from 'rate-limiter-flexible/lib/RateLimiterMemory';
import { RATE_LIMITS, type RateLimit } from '@/api/limits/limits';
import { rateLimiters, type RateLimitName, type RateLimiters } from '@/api/limits/rate-limits';
import type { SqlClient, SqlValue } from '@/api/sql-client';

/** Told of each refusal, by the limit's name (the server counts them on /metrics). */
export type RefusalCounter = (kind: string) => void;

/** `limiter`, telling `countRefusal` of each refusal it answers. */
function countingRefusals<T extends RateLimiterAbstract>(
  limiter: T,
  kind: string,
  countRefusal: RefusalCounter,
): T {
  const consume = limiter.consume.bind(limiter);
  limiter.consume = async (...args) => {
    try {
      return await consume(...args);
    } catch (refusal) {
      // rate-limiter-flexible refuses with its result; an Error is the store failing, not a refusal.
      if (!(refusal instanceof Error)) countRefusal(kind);
      throw refusal;
    }
  };
  return limiter;
}

const perProcessLimiter = (name: RateLimitName, limit: RateLimit, countRefusal: RefusalCounter) =>
  countingRefusals(
    new RateLimiterMemory({ keyPrefix: name, points: limit.points, duration: limit.seconds }),
    name,
    countRefusal,
  );

/**
 * Forgets what the `perProcess` limits of `limiters` counted, as emptying `rate_limits` forgets the
 * shared ones: a test server's reset.
 */
export function forgetPerProcessCounts(
  limiters: RateLimiters,
  countRefusal: RefusalCounter = () => undefined,
): void {
  for (const name of Object.keys(RATE_LIMITS) as RateLimitName[]) {
    const limit: RateLimit = RATE_LIMITS[name];
    if (limit.perProcess) limiters[name] = perProcessLimiter(name, limit, countRefusal);
  }
}

/**
 * The limits' counters in PostgreSQL's `rate_limits` table (migration 3), so every process of the
 * server counts together; a `perProcess` limit counts in this process's memory. rate-limiter-flexible speaks to a node-postgres-like client; this one runs
 * its statements through the server's own `query()`, on PGlite and PostgreSQL alike.
 */
export function sqlRateLimiters(db: SqlClient, countRefusal: RefusalCounter = () => undefined): RateLimiters {
  const storeClient = {
    async query({ text, values = [] }: { text: string; values?: SqlValue[] }) {
      const rows = await db.query(text, values);
      return { rows, rowCount: rows.length };
    },
  };
  let first = true;
  return rateLimiters((name, limit) => {
    if (limit.perProcess) return perProcessLimiter(name, limit, countRefusal);
    const limiter = new RateLimiterPostgres({
      storeClient,
      storeType: 'client',
      tableName: 'rate_limits',
      tableCreated: true,
      keyPrefix: name,
      points: limit.points,
      duration: limit.seconds,
      // One sweep of expired rows every few minutes covers the whole shared table.
      clearExpiredByTimeout: first,
    });
    first = false;
    return countingRefusals(limiter, name, countRefusal);
  });
}
