import { memoryRepositories } from '@/api/memory-repositories';
import { expectPayersVerified } from '@/api/testing/verified-buyers';

// The embedded mock's store; the SQL store's twin is bought.sql.test.ts.
it('a verified buyer paid for the sneaker, online or in cash on delivery: not a Cash on Delivery order on its way, an unpaid or a refunded one', () =>
  expectPayersVerified(memoryRepositories));
