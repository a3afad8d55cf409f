import { migrations, type SqlClient } from '@/api';
import { migrate } from './migrate';
import { openPglite } from './pglite-client';

let db: SqlClient;
beforeAll(async () => {
  db = await openPglite();
}, 60_000);
afterAll(() => db.close());

const BEFORE_NUMBERS = migrations.filter((migration) => migration.version < 19);

/** An order as the schema before migration 19 stores it, placed at `createdAt`. */
async function insertOrder(id: string, createdAt: string): Promise<void> {
  await db.query(
    `INSERT INTO orders (_id, user_id, idempotency_key, status, payment_method, payment_state, items,
       address, sub_total, delivery, discount, grand_total, amount_paise, created_at)
     VALUES ($1, NULL, $1, 'created', 'online', 'pending', '[]', '{}', 1000, 50, 0, 1050, 105000, $2)`,
    [id, createdAt],
  );
}

it('numbers the orders already placed in the order they were placed, and new ones after them', async () => {
  await migrate(db, BEFORE_NUMBERS);
  await insertOrder('placed-second', '2026-05-02T10:00:00Z');
  await insertOrder('placed-first', '2026-05-01T10:00:00Z');
  await insertOrder('placed-third', '2026-05-03T10:00:00Z');

  expect(await migrate(db)).toContain(19);

  await insertOrder('placed-after', '2026-05-04T10:00:00Z');
  const rows = await db.query<{ _id: string; number: number }>(
    'SELECT _id, number FROM orders ORDER BY number',
  );
  expect(rows).toEqual([
    { _id: 'placed-first', number: 100001 },
    { _id: 'placed-second', number: 100002 },
    { _id: 'placed-third', number: 100003 },
    { _id: 'placed-after', number: 100004 },
  ]);
});
