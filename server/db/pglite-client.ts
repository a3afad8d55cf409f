import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { SqlClient, SqlValue } from '@/api';

function queryOn(db: PGlite | Transaction): SqlClient['query'] {
  return async <Row extends object>(text: string, params: readonly SqlValue[] = []) =>
    (await db.query<Row>(text, [...params])).rows;
}

/** Inside a transaction a nested one joins it: PGlite has one connection to nest on. */
function transactionClient(tx: Transaction): SqlClient {
  const client: SqlClient = {
    engine: 'pglite',
    query: queryOn(tx),
    transaction: (work) => work(client),
    close: () => Promise.resolve(),
  };
  return client;
}

/**
 * Embedded PostgreSQL (WASM) in `dataDir`, or in memory when none is given (tests). It is one
 * connection: PGlite runs one query at a time and holds the others back during a transaction.
 */
export async function openPglite(dataDir?: string): Promise<SqlClient> {
  const db = await PGlite.create(dataDir ? { dataDir } : {});
  return {
    engine: 'pglite',
    query: queryOn(db),
    transaction: (work) => db.transaction((tx) => work(transactionClient(tx))),
    close: () => db.close(),
    listen: async (channel, onNotify) => {
      await db.listen(channel, (payload) => onNotify(payload));
    },
  };
}
