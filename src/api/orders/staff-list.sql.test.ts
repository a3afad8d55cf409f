import type { SqlClient } from '@/api/sql-client';
import { memoryDatabaseForSuite } from '../../../server/testing/memory-database';
import { sqlOrderRepository } from './sql-repository';
import type { StaffOrderFilter } from './staff-list';

const db = memoryDatabaseForSuite();

/**
 * Enough orders, one a minute for two weeks, that reading the whole table costs more than an
 * index: most delivered, one in a hundred packed (the few a status filter picks out).
 */
const ORDERS = 20_000;

beforeAll(async () => {
  await db().query(
    `INSERT INTO orders (_id, user_id, idempotency_key, status, payment_method, payment_state, items,
       address, sub_total, delivery, discount, grand_total, amount_paise, created_at)
     SELECT gen_random_uuid()::text, NULL, 'explain-' || n,
       CASE WHEN n % 100 = 0 THEN 'packed' ELSE 'delivered' END,
       CASE WHEN n % 3 = 0 THEN 'cod' ELSE 'online' END, 'pending', '[]'::jsonb,
       jsonb_build_object('mobile', (9000000000 + n)::text), 1000, 50, 0, 1050, 105000,
       now() - n * interval '1 minute'
     FROM generate_series(1, $1::int) AS n`,
    [ORDERS],
  );
  await db().query('ANALYZE orders');
}, 60_000);

/** The plan PostgreSQL makes for the staff list's one statement under `filter`. */
async function planOf(filter: StaffOrderFilter): Promise<string> {
  const plans: string[] = [];
  const explaining: SqlClient = {
    ...db(),
    query: async <Row extends object>(text: string, params?: Parameters<SqlClient['query']>[1]) => {
      const rows = await db().query<{ 'QUERY PLAN': string }>(`EXPLAIN ${text}`, params);
      plans.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
      return [] as Row[];
    },
  };
  await sqlOrderRepository(explaining).staffPage(filter, 51);
  return plans.join('\n');
}

/** A cursor halfway down the list. */
const halfway = {
  createdAt: new Date(Date.now() - (ORDERS / 2) * 60_000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
  _id: 'f',
};

it.each<[string, string, StaffOrderFilter]>([
  ['every order', 'orders_newest_first', {}],
  ['every order after a cursor', 'orders_newest_first', { after: halfway }],
  ['one status', 'orders_by_status_newest', { status: 'packed' }],
  ['one status after a cursor', 'orders_by_status_newest', { status: 'packed', after: halfway }],
])('the staff list of %s reads %s newest first, without sorting the table', async (_label, index, filter) => {
  const plan = await planOf(filter);
  expect(plan).toContain(`Index Scan using ${index}`);
  expect(plan).not.toMatch(/Seq Scan|Sort/);
});
