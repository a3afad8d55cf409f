import { migrations as shipped, type Migration, type SqlClient } from '@/api';

/** Any constant both server processes agree on: it names the lock, not a row. */
const MIGRATION_LOCK = 73_215_004;

/**
 * Applies the migrations this database lacks, all in one transaction, so a failed one leaves
 * the schema as it was. On PostgreSQL an advisory lock lets N processes start at once: one
 * migrates, the others wait and then find nothing to do.
 */
export async function migrate(
  client: SqlClient,
  migrations: readonly Migration[] = shipped,
): Promise<number[]> {
  return client.transaction(async (tx) => {
    if (tx.engine === 'postgresql') await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const rows = await tx.query<{ version: number }>('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.version));
    const newest = Math.max(0, ...applied);
    const known = Math.max(0, ...migrations.map((m) => m.version));
    if (newest > known) {
      throw new Error(
        `The database is at schema version ${newest}, newer than this server knows (${known}). Run the newer server.`,
      );
    }
    const applying = migrations.filter((m) => !applied.has(m.version)).sort((a, b) => a.version - b.version);
    for (const migration of applying) {
      for (const statement of migration.statements) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
    }
    return applying.map((m) => m.version);
  });
}
