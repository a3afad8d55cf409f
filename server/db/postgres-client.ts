import pg from 'pg';
import { HttpError, sqlState, type SqlClient, type SqlValue } from '@/api';

type Queryable = Pick<pg.Pool, 'query'> | pg.PoolClient;

/** Connection exceptions (08…), an administrator's shutdown (57P…), or the socket itself. */
function isConnectionLost(error: unknown): boolean {
  const code = sqlState(error) ?? '';
  if (code.startsWith('08') || code.startsWith('57P') || /^E[A-Z]+$/.test(code)) return true;
  return (
    error instanceof Error &&
    /Connection terminated|connection timeout|Client has encountered a connection error/i.test(error.message)
  );
}

/** While the database is away every request is a readable 503; the pool reconnects when it is back. */
const databaseAway = () =>
  new HttpError(503, 'The shop cannot reach its database right now. Please try again in a moment.');

/** Enough for every statement the server writes; beyond it (text made per call) they stay unnamed. */
const MAX_NAMED_STATEMENTS = 500;
const statementNames = new Map<string, string>();

/**
 * A name for the statement `text`, so each connection parses and plans it once and then only binds
 * and runs it (node-postgres prepares a named statement on first use per connection).
 */
function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < MAX_NAMED_STATEMENTS) {
    name = `shop_${statementNames.size}`;
    statementNames.set(text, name);
  }
  return name;
}

function queryOn(db: Queryable): SqlClient['query'] {
  return async <Row extends object>(text: string, params: readonly SqlValue[] = []) => {
    try {
      // A statement without parameters stays unnamed: it may be several (a migration), which only
      // the simple protocol runs.
      const name = params.length > 0 ? statementName(text) : undefined;
      return (await db.query<Row>({ name, text, values: [...params] })).rows;
    } catch (error) {
      throw isConnectionLost(error) ? databaseAway() : error;
    }
  };
}

// BIGINT (COUNT, SUM) would otherwise arrive as strings; the shop's integers fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, Number);

/** How long a lost listening connection waits before it listens again. */
const RELISTEN_AFTER_MS = 1000;

/**
 * One connection of the pool held for LISTEN: each notification on `channel` calls `onNotify`.
 * When the connection is lost, `onNotify` is called too (what was missed meanwhile is unknown)
 * and a new one listens after a moment, until the pool is closed.
 */
function poolListener(pool: pg.Pool) {
  let closed = false;
  const held = new Set<pg.PoolClient>();
  async function listen(channel: string, onNotify: (payload?: string) => void): Promise<void> {
    const again = () => {
      if (!closed) setTimeout(() => void listen(channel, onNotify).catch(again), RELISTEN_AFTER_MS);
    };
    const connection = await pool.connect();
    held.add(connection);
    const lost = (error?: Error) => {
      if (!held.delete(connection)) return;
      connection.release(error ?? true);
      onNotify();
      again();
    };
    connection.on('notification', (message) => message.channel === channel && onNotify(message.payload));
    connection.on('error', lost);
    connection.on('end', () => lost());
    try {
      await connection.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      lost(error instanceof Error ? error : undefined);
    }
  }
  return {
    listen,
    stop() {
      closed = true;
      for (const connection of held) connection.release(true);
      held.clear();
    },
  };
}

/** Any PostgreSQL through a connection pool (node-postgres), for several server processes at once. */
export async function openPostgres(connectionString: string, maxConnections: number): Promise<SqlClient> {
  const pool = new pg.Pool({ connectionString, max: maxConnections, connectionTimeoutMillis: 5000 });
  // An idle connection the database drops (a restart) must not crash the process; the pool
  // replaces it and the next query reconnects.
  pool.on('error', (error) =>
    console.error(
      JSON.stringify({ level: 'error', msg: 'idle database connection lost', error: error.message }),
    ),
  );

  const listener = poolListener(pool);
  const client: SqlClient = {
    engine: 'postgresql',
    query: queryOn(pool),
    listen: listener.listen,
    async transaction(work) {
      const connection = await pool.connect().catch((error: unknown) => {
        throw isConnectionLost(error) ? databaseAway() : error;
      });
      const inside: SqlClient = {
        engine: 'postgresql',
        query: queryOn(connection),
        transaction: (nested) => nested(inside),
        close: () => Promise.resolve(),
      };
      try {
        await connection.query('BEGIN');
        const result = await work(inside);
        await connection.query('COMMIT');
        connection.release();
        return result;
      } catch (error) {
        // A connection that cannot even roll back is broken: released with the error, it is dropped.
        const broken = await connection.query('ROLLBACK').then(
          () => undefined,
          (rollbackError: unknown) => rollbackError,
        );
        connection.release(broken instanceof Error ? broken : undefined);
        throw error;
      }
    },
    close: () => {
      listener.stop();
      return pool.end();
    },
    poolStats: () => ({
      inUse: pool.totalCount - pool.idleCount,
      waiting: pool.waitingCount,
      open: pool.totalCount,
    }),
  };
  // Asked directly, so a database unreachable at start says why (refused, unknown host, password).
  await pool.query('SELECT 1').catch(async (error: unknown) => {
    await pool.end().catch(() => undefined);
    throw error;
  });
  return client;
}
