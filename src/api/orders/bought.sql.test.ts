import { sqlRepositories } from '@/api/sql-repositories';
import { expectOnlyOnlinePayersVerified } from '@/api/testing/verified-buyers';
import { memoryDatabaseForSuite } from '../../../server/testing/memory-database';

const db = memoryDatabaseForSuite();

// The SQL store; the embedded mock's twin is bought.test.ts.
it('a verified buyer is one who paid online for the sneaker: not a Cash on Delivery order alone, nor an unpaid one', () =>
  expectOnlyOnlinePayersVerified(sqlRepositories(db())));
