import type { Repositories, UserRecord } from '@/api';
import { withRecentUsers } from './recent-users';

const asha: UserRecord = {
  _id: 'u-asha',
  email: 'asha@example.in',
  passwordHash: 'pbkdf2$1$00$00',
  firstName: 'Asha',
  lastName: 'Verma',
  createdAt: '2026-11-24T10:00:00Z',
  updatedAt: '2026-11-24T10:00:00Z',
};

function repositoriesWith(users: Map<string, UserRecord>) {
  const lookups: string[] = [];
  const repos = {
    users: {
      findById: (id: string) => {
        lookups.push(id);
        return Promise.resolve(users.get(id) ?? null);
      },
    },
  } as unknown as Repositories;
  return { repos, lookups };
}

it('asks the database once per account per lifetime, and again once that has passed', async () => {
  const users = new Map([[asha._id, asha]]);
  const { repos, lookups } = repositoriesWith(users);
  let now = 1_000;
  const remembering = withRecentUsers(repos, { lifetimeMs: 2000, now: () => now });

  expect(await remembering.users.findById(asha._id)).toEqual(asha);
  now += 1999;
  expect(await remembering.users.findById(asha._id)).toEqual(asha);
  expect(lookups).toHaveLength(1);

  // The account is deleted: refused once the lifetime is over.
  users.delete(asha._id);
  now += 1;
  expect(await remembering.users.findById(asha._id)).toBeNull();
  expect(await remembering.users.findById(asha._id)).toBeNull();
  expect(lookups).toHaveLength(3);
});

it('never remembers an id the database does not know', async () => {
  const { repos, lookups } = repositoriesWith(new Map());
  const remembering = withRecentUsers(repos, { now: () => 0 });
  expect(await remembering.users.findById('gone')).toBeNull();
  expect(await remembering.users.findById('gone')).toBeNull();
  expect(lookups).toEqual(['gone', 'gone']);
});
