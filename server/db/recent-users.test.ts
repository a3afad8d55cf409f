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
  tokenVersion: 0,
  revokedSessions: [],
  language: null,
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

describe('sessions that end', () => {
  /** One database, and the session writes every process's repositories pass on to it. */
  function database() {
    const users = new Map([[asha._id, asha]]);
    const lookups: string[] = [];
    /** While set, a lookup reads the database at once but answers only when the test opens it. */
    let held: Promise<void> | null = null;
    let open: () => void = () => undefined;
    const endAll = (id: string) => {
      const user = users.get(id);
      if (user) users.set(id, { ...user, tokenVersion: user.tokenVersion + 1, revokedSessions: [] });
      return Promise.resolve(users.get(id) ?? null);
    };
    const repos = {
      users: {
        findById: async (id: string) => {
          lookups.push(id);
          const found = users.get(id) ?? null;
          if (held) await held;
          return found;
        },
        endSession: (id: string, { sid }: { sid: string }) => {
          const user = users.get(id);
          if (user) users.set(id, { ...user, revokedSessions: [...user.revokedSessions, sid] });
          return Promise.resolve();
        },
        endAllSessions: endAll,
        changePassword: endAll,
      },
    } as unknown as Repositories;
    return {
      repos,
      lookups,
      holdLookups: () => {
        held = new Promise<void>((resolve) => {
          open = resolve;
        });
      },
      releaseLookups: () => {
        held = null;
        open();
      },
    };
  }

  it('a session ended on this process is seen at once; on another, once the lifetime is over', async () => {
    const { repos } = database();
    let now = 1_000;
    const here = withRecentUsers(repos, { lifetimeMs: 2000, now: () => now });
    const there = withRecentUsers(repos, { lifetimeMs: 2000, now: () => now });
    await here.users.findById(asha._id);
    await there.users.findById(asha._id);

    await here.users.endSession(
      asha._id,
      { sid: 's-1', expiresAt: '2026-12-01T00:00:00Z' },
      '2026-11-24T10:00:00Z',
    );
    expect((await here.users.findById(asha._id))?.revokedSessions).toEqual(['s-1']);
    now += 1999;
    expect((await there.users.findById(asha._id))?.revokedSessions).toEqual([]);
    now += 1;
    expect((await there.users.findById(asha._id))?.revokedSessions).toEqual(['s-1']);

    await there.users.endAllSessions(asha._id);
    expect((await there.users.findById(asha._id))?.tokenVersion).toBe(1);
    now += 2000;
    expect((await here.users.findById(asha._id))?.tokenVersion).toBe(1);
  });

  it('keeps nothing a lookup read while a session write ran', async () => {
    const { repos, lookups, holdLookups, releaseLookups } = database();
    const remembering = withRecentUsers(repos, { now: () => 0 });
    holdLookups();
    const stale = remembering.users.findById(asha._id);
    await Promise.resolve();
    await remembering.users.endAllSessions(asha._id);
    releaseLookups();
    expect((await stale)?.tokenVersion).toBe(0);

    expect((await remembering.users.findById(asha._id))?.tokenVersion).toBe(1);
    expect(lookups).toHaveLength(2);
  });
});
