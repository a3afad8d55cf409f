import { memoryRepositories } from '@/api/memory-repositories';
import { expectOnlyOnlinePayersVerified } from '@/api/testing/verified-buyers';

// The embedded mock's store; the SQL store's twin is bought.sql.test.ts.
it('a verified buyer is one who paid online for the sneaker: not a Cash on Delivery order alone, nor an unpaid one', () =>
  expectOnlyOnlinePayersVerified(memoryRepositories));
