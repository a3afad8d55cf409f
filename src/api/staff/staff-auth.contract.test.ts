import jwt from 'jsonwebtoken';
import { signToken } from '@/api/accounts/auth';
import { RATE_LIMITS } from '@/api/limits/limits';
import { concretePath, declaredRoutes } from '@/api/testing/declared-routes';
import { call, expectRefusal, loginGuest } from '@/api/testing/api-client';
import { contractBackend } from '@/api/testing/contract-backend';
import { addStaff, staffLogin } from '@/api/testing/staff';
import { demoStaff } from './demo-staff';
import { serverMessages } from '@/shared/messages';
import {
  DEMO_STAFF_CREDENTIALS,
  STAFF_TOKEN_LIFETIME_SECONDS,
  staffMessages,
  type StaffLoginAnswer,
  type StaffMember,
} from '@/shared/staff';

/** Every route, read from the route list itself: routes added later are walked too. */
const routes = declaredRoutes;
/** A path with every parameter filled (an id that exists or not: access is checked first). */
const concrete = concretePath;

/**
 * The routes of `access` this backend serves, with what each answers without a token. The list
 * above holds every route any backend serves; a backend without one (the offline test checkout
 * on the embedded mock) answers it with the readable 404 of an unknown path.
 */
/** An empty JSON object for a method that carries a body; none for GET. */
const bodyFor = (method: string) => (method === 'GET' ? {} : { json: {} });

async function servedRoutes(...access: string[]) {
  const served = [];
  for (const route of routes.filter((each) => access.includes(each.access))) {
    const none = await call(route.method, concrete(route.path));
    if (none.status !== 404) served.push({ ...route, none: none.status });
  }
  expect(served.length).toBeGreaterThan(0);
  return served;
}

describe('POST /api/staff/login', () => {
  it('the demo owner signs in: the member (no password) and a staff token of 12 hours with its session', async () => {
    const { status, body } = await call<StaffLoginAnswer>('POST', '/staff/login', {
      json: DEMO_STAFF_CREDENTIALS,
    });
    expect(status).toBe(200);
    expect(body.staff).toEqual({
      _id: demoStaff._id,
      email: DEMO_STAFF_CREDENTIALS.email,
      name: 'Shop Owner',
      role: 'owner',
      disabled: false,
      createdAt: demoStaff.createdAt,
    });
    const claims = jwt.decode(body.staffToken) as { aud: unknown; sid: unknown; iat: number; exp: number };
    expect(claims.aud).toBe('staff');
    expect(typeof claims.sid).toBe('string');
    expect(claims.exp - claims.iat).toBe(STAFF_TOKEN_LIFETIME_SECONDS);
  });

  it.each([
    ['a wrong password', { email: DEMO_STAFF_CREDENTIALS.email, password: 'not-it-at-all' }],
    ['an email of no member', { email: 'nobody@sneakerhub.in', password: DEMO_STAFF_CREDENTIALS.password }],
    ["a shopper's own credentials", { email: 'priya.sharma@sneakerhub.in', password: 'priya-runs-fast' }],
  ])('%s: the same 401, telling nothing of which emails are staff', async (_label, json) => {
    expectRefusal(await call('POST', '/staff/login', { json }), 401, staffMessages.wrongCredentials);
  });

  it.each([
    ['no body', undefined],
    ['an array', []],
    ['no password', { email: DEMO_STAFF_CREDENTIALS.email }],
    ['a number for the email', { email: 7, password: 'x' }],
  ])('%s: a readable 400', async (_label, json) => {
    expectRefusal(await call('POST', '/staff/login', { json }), 400);
  });

  it("the staff's sign-in is not the shopper's: the staff credentials do not open a shopper's session", async () => {
    const { status } = await call('POST', '/auth/login', { json: DEMO_STAFF_CREDENTIALS });
    expect(status).toBe(404);
  });

  it(`${RATE_LIMITS.loginFailuresPerAccount.points} wrong passwords, then a 429 with Retry-After even for the right one; a shopper's logins are not slowed`, async () => {
    const wrong = { email: DEMO_STAFF_CREDENTIALS.email, password: 'guessing-1234' };
    for (let attempt = 1; attempt <= RATE_LIMITS.loginFailuresPerAccount.points; attempt += 1) {
      expect((await call('POST', '/staff/login', { json: wrong })).status).toBe(401);
    }
    const refused = await call('POST', '/staff/login', { json: DEMO_STAFF_CREDENTIALS });
    expectRefusal(refused, 429);
    expect(
      (
        await call('POST', '/auth/login', {
          json: { email: 'guest@sneakerhub.in', password: 'guest-sneakers-1' },
        })
      ).status,
    ).toBe(200);
  });
});

describe('staff tokens and shopper tokens are each refused where the other is asked for', () => {
  it('GET /api/staff/me: the member with a staff token; 403 with a shopper token; 401 with none or a bad one', async () => {
    const staffToken = await staffLogin();
    const me = await call<{ staff: StaffMember }>('GET', '/staff/me', { token: staffToken });
    expect(me.status).toBe(200);
    expect(me.body.staff.email).toBe(DEMO_STAFF_CREDENTIALS.email);
    expectRefusal(
      await call('GET', '/staff/me', { token: await loginGuest() }),
      403,
      staffMessages.needsStaff,
    );
    expectRefusal(await call('GET', '/staff/me'), 401, serverMessages.invalidToken);
    expectRefusal(
      await call('GET', '/staff/me', { token: `${staffToken}x` }),
      401,
      serverMessages.invalidToken,
    );
  });

  it("a token with the staff audience for a shopper's id is still refused on the shopper's routes", async () => {
    const user = await contractBackend().findUser('guest@sneakerhub.in');
    const forged = await signToken(
      { _id: user?._id ?? '', email: 'guest@sneakerhub.in', sid: 'x', tv: 0 },
      contractBackend().secrets.jwt,
      new Date(),
      'staff',
    );
    expectRefusal(await call('GET', '/user/cart', { token: forged }), 401, serverMessages.invalidToken);
  });

  it('a staff token past its 12 hours is refused', async () => {
    const token = await staffLogin();
    const later = Date.now() + (STAFF_TOKEN_LIFETIME_SECONDS + 60) * 1000;
    contractBackend().setClock(() => new Date(later));
    expectRefusal(await call('GET', '/staff/me', { token }), 401);
  });

  it(`every 'staff' and 'owner' route: no token 401, a shopper's 403, and on an owner's route a staff member's 403`, async () => {
    const shopperToken = await loginGuest();
    const { token: staffToken } = await addStaff('staff');
    for (const { method, path, access, none } of await servedRoutes('staff', 'owner')) {
      const what = `${method} ${path}`;
      const shopper = await call(method, concrete(path), { token: shopperToken });
      expect({ what, none, shopper: shopper.status }).toEqual({ what, none: 401, shopper: 403 });
      if (access === 'owner') {
        const staff = await call(method, concrete(path), { token: staffToken, ...bodyFor(method) });
        expect({ what, staff: staff.status }).toEqual({ what, staff: 403 });
      }
    }
  });

  it("every 'shopper' route refuses a staff token with 401", async () => {
    const staffToken = await staffLogin();
    for (const { method, path, none } of await servedRoutes('shopper')) {
      const what = `${method} ${path}`;
      const staff = await call(method, concrete(path), { token: staffToken, ...bodyFor(method) });
      expect({ what, none, staff: staff.status }).toEqual({ what, none: 401, staff: 401 });
    }
  });
});

describe('POST /api/staff/logout', () => {
  it('ends this session alone: its token is refused, another session of the member goes on', async () => {
    const [ending, other] = [await staffLogin(), await staffLogin()];
    expect((await call('POST', '/staff/logout', { token: ending })).status).toBe(204);
    expectRefusal(await call('GET', '/staff/me', { token: ending }), 401, serverMessages.invalidToken);
    expect((await call('GET', '/staff/me', { token: other })).status).toBe(200);
  });
});
