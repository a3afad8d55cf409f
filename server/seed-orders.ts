import { stampOf, systemClock } from '@/api';
import { ConfigError, SERVER_PBKDF2_ITERATIONS } from './config';
import { seller } from './config/seller';
import { openCommandDatabase } from './database';
import { orderCountOf, seedOrders } from './db/seed-orders';

/**
 * `npm run seed:orders -- <count>`: adds that many generated orders, with their generated shoppers,
 * to the server's database (DATABASE_URL, else the PGlite quick start's under DATA_DIR, which the
 * server must not have open meanwhile), for measuring the staff order list at a shop's size
 * (`npm run bench:staff-orders`, docs/performance.md). What they are: server/db/seed-orders.ts.
 */

class UsageError extends Error {}

async function seedFromCommandLine(argv: readonly string[]): Promise<string> {
  const count = orderCountOf(argv[0]);
  if (typeof count === 'string' || argv.length > 1) {
    throw new UsageError(
      typeof count === 'string' ? count : 'Give one number: npm run seed:orders -- <count>',
    );
  }
  const { db, where } = await openCommandDatabase(process.env);
  try {
    const started = performance.now();
    const seeded = await seedOrders(db, {
      count,
      now: stampOf(systemClock),
      passwordIterations: SERVER_PBKDF2_ITERATIONS,
      seller: seller(process.env),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    return `Added ${seeded.orders} orders from ${seeded.shoppers} generated shoppers, with ${seeded.invoices} invoices and ${seeded.creditNotes} credit notes, to ${where} in ${seconds} s.`;
  } finally {
    await db.close();
  }
}

seedFromCommandLine(process.argv.slice(2)).then(
  (done) => process.stdout.write(`${done}\n`),
  (error: unknown) => {
    const known = error instanceof UsageError || error instanceof ConfigError;
    process.stderr.write(`seed:orders: ${known ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
