import { sqlRepositories } from '@/api/sql-repositories';
import { expectPayersVerified } from '@/api/testing/verified-buyers';
import { memoryDatabaseForSuite } from '../../../server/testing/memory-database';

const db = memoryDatabaseForSuite();

// The SQL store; the embedded mock's twin is bought.test.ts.
it('a verified buyer paid for the sneaker, online or in cash on delivery: not a Cash on Delivery order on its way, an unpaid or a refunded one', () =>
  expectPayersVerified(sqlRepositories(db())));
