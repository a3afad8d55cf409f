/** A parameter of a query: what node-postgres and PGlite both accept. */
export type SqlValue = string | number | boolean | null | readonly string[] | Uint8Array;

/**
 * The one way the server talks SQL: parameterised text, rows back. PGlite and node-postgres each
 * implement it (server/db/pglite-client.ts, postgres-client.ts), so the repositories above it run
 * unchanged on both.
 */
export interface SqlClient {
  query<Row extends object>(text: string, params?: readonly SqlValue[]): Promise<Row[]>;
  /** `work` on one connection between BEGIN and COMMIT; ROLLBACK when it throws. */
  transaction<T>(work: (client: SqlClient) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Which engine this is, for logs and the health check. */
  readonly engine: 'pglite' | 'postgresql';
  /**
   * Calls `onNotify` with its payload on each NOTIFY on `channel` from any process (once its
   * transaction commits), and without one whenever the listening connection was lost (a
   * notification may have been missed meanwhile). On PGlite, this process's own NOTIFYs.
   */
  listen?: (channel: string, onNotify: (payload?: string) => void) => Promise<void>;
  /** The connection pool now, for the metrics (PostgreSQL only: PGlite is one connection). */
  poolStats?: () => { inUse: number; waiting: number; open: number };
}

export function sqlState(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** The spec's timestamp format, YYYY-MM-DDTHH:mm:ssZ, from a timestamptz column. */
export const ts = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** The first row a statement answers, or null. */
export async function firstRow<Row extends object>(
  db: SqlClient,
  text: string,
  params?: readonly SqlValue[],
): Promise<Row | null> {
  return (await db.query<Row>(text, params))[0] ?? null;
}
