import { RateLimiterPostgres } from 'rate-limiter-flexible';
import { rateLimiters, type RateLimiters } from '@/api/limits/rate-limits';
import type { SqlClient, SqlValue } from '@/api/sql-client';

/** Told of each refusal, by the limit's name (the server counts them on /metrics). */
export type RefusalCounter = (kind: string) => void;

/** A limiter whose refusals are told to `countRefusal`. */
class CountedRateLimiter extends RateLimiterPostgres {
  constructor(
    options: ConstructorParameters<typeof RateLimiterPostgres>[0],
    private readonly kind: string,
    private readonly countRefusal: RefusalCounter,
  ) {
    super(options);
  }

  override async consume(...args: Parameters<RateLimiterPostgres['consume']>) {
    try {
      return await super.consume(...args);
    } catch (refusal) {
      // rate-limiter-flexible refuses with its result; an Error is the store failing, not a refusal.
      if (!(refusal instanceof Error)) this.countRefusal(this.kind);
      throw refusal;
    }
  }
}

/**
 * The limits' counters in PostgreSQL's `rate_limits` table (migration 3), so every process of the
 * server counts together. rate-limiter-flexible speaks to a node-postgres-like client; this one runs
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
    const limiter = new CountedRateLimiter(
      {
        storeClient,
        storeType: 'client',
        tableName: 'rate_limits',
        tableCreated: true,
        keyPrefix: name,
        points: limit.points,
        duration: limit.seconds,
        // One sweep of expired rows every few minutes covers the whole shared table.
        clearExpiredByTimeout: first,
      },
      name,
      countRefusal,
    );
    first = false;
    return limiter;
  });
}
