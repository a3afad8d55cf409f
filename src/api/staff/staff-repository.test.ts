import { memoryRepositories } from '@/mocks/db';
import { expectLastOwnerKept } from '@/api/testing/staff-repository';

// The SQL store's twin is staff-repository.sql.test.ts.
it('the memory store never leaves the shop without an active owner', async () => {
  await expectLastOwnerKept(memoryRepositories);
});
