import { sqlRepositories } from '@/api/sql-repositories';
import { expectLastOwnerKept } from '@/api/testing/staff-repository';
import { memoryDatabaseForSuite } from '../../../server/testing/memory-database';

// A fresh database, seeded with the demo owner (migration 9); the mock's twin is staff-repository.test.ts.
const db = memoryDatabaseForSuite();

it('the SQL store never leaves the shop without an active owner', async () => {
  await expectLastOwnerKept(sqlRepositories(db()));
});

it('the audit log is append-only: UPDATE and DELETE of a line are refused by the database itself', async () => {
  const repos = sqlRepositories(db());
  const line = await repos.staffAudit.append({
    staffId: 'someone',
    staffEmail: 'someone@sneakerhub.in',
    at: '2026-03-01T10:00:00Z',
    action: 'staff.add',
    target: 'someone-else',
    before: null,
    after: { role: 'staff' },
  });
  await expect(
    db().query(`UPDATE staff_audit SET action = 'nothing' WHERE seq = $1`, [line._id]),
  ).rejects.toThrow(/append-only/);
  await expect(db().query(`DELETE FROM staff_audit WHERE seq = $1`, [line._id])).rejects.toThrow(
    /append-only/,
  );
  expect((await repos.staffAudit.page({ after: null }, 10)).entries).toEqual([line]);
});
