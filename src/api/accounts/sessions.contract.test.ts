import jwt from 'jsonwebtoken';
import { signToken } from '@/api/accounts/auth';
import { MAX_REVOKED_SESSIONS } from '@/api/accounts/repository';
import { LOGIN_DELAYS, RATE_LIMITS } from '@/api/limits/limits';
import { inlineMessages, serverMessages } from '@/shared/messages';
import { call, expectDbUnchanged, expectRefusal, login, send } from '@/api/testing/api-client';
import { contractBackend } from '@/api/testing/contract-backend';

/**
 * Sessions that end (docs/api.md): logging out one session, all of them, and changing the
 * password, on every backend. A session ended by one server process is refused by the others at
 * most this long after (server/db/recent-users.ts); on one process, at once.
 */
const ENDS_EVERYWHERE_WITHIN_MS = 2000;

const shopper = {
  firstName: 'Meera',
  lastName: 'Iyer',
  email: 'meera.iyer@example.in',
  password: 'chennai-marathon-9',
};
const NEW_PASSWORD = 'madurai-trail-run-4';

async function signUp(): Promise<string> {
  const { status, body } = await call<{ encodedToken: string }>('POST', '/auth/signup', { json: shopper });
  expect(status).toBe(201);
  return body.encodedToken;
}

const logIn = (password = shopper.password) => login(shopper.email, password);
const cartStatus = async (token: string) => (await send('GET', '/user/cart', { token })).status;

/** The token is refused with the spec's 401 by every process within the promised time. */
async function expectEnded(token: string): Promise<void> {
  const deadline = Date.now() + ENDS_EVERYWHERE_WITHIN_MS + 500;
  while ((await cartStatus(token)) !== 401 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expectRefusal(await call('GET', '/user/cart', { token }), 401, serverMessages.invalidToken);
  expectRefusal(await call('GET', '/user/addresses', { token }), 401, serverMessages.invalidToken);
}

async function expectLive(token: string): Promise<void> {
  expect(await cartStatus(token)).toBe(200);
}

/** A token as one made before sessions could end: no session id, no token version. */
async function tokenWithoutSession(): Promise<string> {
  const user = await contractBackend().findUser(shopper.email);
  return signToken({ _id: user?._id ?? '', email: shopper.email }, contractBackend().secrets.jwt, new Date());
}

it('every token names its session (sid) and the token version it was issued at (tv)', async () => {
  const first = jwt.decode(await signUp()) as { sid: unknown; tv: unknown };
  const second = jwt.decode(await logIn()) as { sid: unknown; tv: unknown };
  expect(typeof first.sid).toBe('string');
  expect(first.tv).toBe(0);
  expect(second.sid).not.toBe(first.sid);
  expect((await contractBackend().findUser(shopper.email))?.tokenVersion).toBe(0);
});

describe('POST /api/auth/logout', () => {
  it('ends this session: 204, then its token is a 401 everywhere; the account’s other sessions go on', async () => {
    const phone = await signUp();
    const laptop = await logIn();

    const answer = await send('POST', '/auth/logout', { token: phone });
    expect(answer.status).toBe(204);
    expect(await answer.text()).toBe('');

    await expectEnded(phone);
    await expectLive(laptop);
    expectRefusal(await call('POST', '/auth/logout', { token: phone }), 401, serverMessages.invalidToken);
    // A logged-out token is a visitor's on open endpoints.
    expect((await send('GET', '/products/no-such-sneaker/reviews', { token: phone })).status).toBe(404);
  });

  it('needs a valid token', async () => {
    expectRefusal(await call('POST', '/auth/logout'), 401, serverMessages.invalidToken);
    expectRefusal(await call('POST', '/auth/logout', { token: 'not-a-token' }), 401);
  });

  it('with a token from before sessions had ids, ends every session of the account', async () => {
    const current = await signUp();
    const old = await tokenWithoutSession();
    await expectLive(old);

    expect((await send('POST', '/auth/logout', { token: old })).status).toBe(204);

    await expectEnded(old);
    await expectEnded(current);
    await expectLive(await logIn());
  });

  it('logging out many times keeps every logged-out session refused', async () => {
    await signUp();
    const ended: string[] = [];
    for (let n = 0; n < 5; n += 1) {
      const token = await logIn();
      expect((await send('POST', '/auth/logout', { token })).status).toBe(204);
      ended.push(token);
    }
    const live = await logIn();
    for (const token of ended) await expectEnded(token);
    await expectLive(live);
  });
  it(`past ${MAX_REVOKED_SESSIONS} logged-out sessions still unexpired, the next logout ends them all: the list stays short`, async () => {
    await signUp();
    const live = await logIn();
    for (let n = 0; n < MAX_REVOKED_SESSIONS; n += 1) {
      expect((await send('POST', '/auth/logout', { token: await logIn() })).status).toBe(204);
    }
    await expectLive(live);
    expect((await contractBackend().findUser(shopper.email))?.revokedSessions).toHaveLength(
      MAX_REVOKED_SESSIONS,
    );

    expect((await send('POST', '/auth/logout', { token: await logIn() })).status).toBe(204);

    await expectEnded(live);
    const stored = await contractBackend().findUser(shopper.email);
    expect(stored?.revokedSessions).toEqual([]);
    expect(stored?.tokenVersion).toBe(1);
  }, 60_000);
});

describe('POST /api/auth/logout-all', () => {
  it('ends every session of the account, the caller’s too; a fresh login works', async () => {
    const phone = await signUp();
    const laptop = await logIn();
    const old = await tokenWithoutSession();

    expect((await send('POST', '/auth/logout-all', { token: laptop })).status).toBe(204);

    for (const token of [phone, laptop, old]) await expectEnded(token);
    expect((await contractBackend().findUser(shopper.email))?.tokenVersion).toBe(1);
    const fresh = await logIn();
    expect(jwt.decode(fresh)).toMatchObject({ tv: 1 });
    await expectLive(fresh);
  });

  it('leaves other accounts alone', async () => {
    const meera = await signUp();
    const priya = await login('priya.sharma@sneakerhub.in', 'priya-runs-fast');
    expect((await send('POST', '/auth/logout-all', { token: meera })).status).toBe(204);
    await expectLive(priya);
  });

  it('needs a valid token', async () => {
    expectRefusal(await call('POST', '/auth/logout-all'), 401, serverMessages.invalidToken);
  });
});

describe('POST /api/auth/password', () => {
  type PasswordAnswer = { encodedToken: string };
  const change = (token: string, json: unknown) =>
    call<PasswordAnswer>('POST', '/auth/password', { token, json });

  it('with the right current password: a fresh token for this session, every other session ended', async () => {
    const phone = await signUp();
    const laptop = await logIn();

    const { status, body } = await change(laptop, {
      currentPassword: shopper.password,
      newPassword: NEW_PASSWORD,
    });

    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(['encodedToken']);
    await expectEnded(phone);
    await expectEnded(laptop);
    await expectLive(body.encodedToken);
    expectRefusal(
      await call('POST', '/auth/login', { json: { email: shopper.email, password: shopper.password } }),
      401,
      serverMessages.invalidCredentials,
    );
    await expectLive(await logIn(NEW_PASSWORD));
    const stored = await contractBackend().findUser(shopper.email);
    expect(stored?.passwordHash).toMatch(/^pbkdf2\$/);
    expect(JSON.stringify(stored)).not.toContain(NEW_PASSWORD);
  });

  it('refuses a wrong current password with 403 naming the field, and changes nothing', async () => {
    const token = await signUp();
    await expectDbUnchanged(async () => {
      const answer = await call<{ errors: Record<string, string> }>('POST', '/auth/password', {
        token,
        json: { currentPassword: 'not-my-password', newPassword: NEW_PASSWORD },
      });
      expectRefusal(answer, 403, serverMessages.currentPasswordWrong);
      expect(answer.body.errors).toEqual({ currentPassword: serverMessages.currentPasswordWrong });
    });
    await expectLive(token);
    await expectLive(await logIn());
  });

  it.each<[string, object, string, string]>([
    [
      'a new password under 8 characters',
      { newPassword: 'short-7' },
      'newPassword',
      inlineMessages.passwordTooShort,
    ],
    [
      'the same password again',
      { newPassword: shopper.password },
      'newPassword',
      serverMessages.samePassword,
    ],
    ['no current password', { currentPassword: '' }, 'currentPassword', 'Current password is required.'],
    ['no new password', { newPassword: undefined }, 'newPassword', 'New password is required.'],
  ])('refuses %s with 400 naming the field, and changes nothing', async (_label, fields, field, message) => {
    const token = await signUp();
    await expectDbUnchanged(async () => {
      const answer = await call<{ errors: Record<string, string> }>('POST', '/auth/password', {
        token,
        json: { currentPassword: shopper.password, newPassword: NEW_PASSWORD, ...fields },
      });
      expectRefusal(answer, 400, message);
      expect(answer.body.errors).toEqual({ [field]: message });
    });
    await expectLive(token);
  });

  it('keeps the spaces of a new password, as signup does', async () => {
    const token = await signUp();
    const spaced = '  two spaces  ';
    expect((await change(token, { currentPassword: shopper.password, newPassword: spaced })).status).toBe(
      200,
    );
    expect(
      (await send('POST', '/auth/login', { json: { email: shopper.email, password: spaced.trim() } })).status,
    ).toBe(401);
    await expectLive(await logIn(spaced));
  });

  it('counts wrong current passwords as failed logins: a stolen token cannot guess faster than a login', async () => {
    const token = await signUp();
    const tries = Math.min(RATE_LIMITS.loginFailuresPerAccount.points, LOGIN_DELAYS.freeFailures);
    for (let n = 1; n <= tries; n += 1) {
      expect(
        (await change(token, { currentPassword: `guess-${n}-wrong`, newPassword: NEW_PASSWORD })).status,
      ).toBe(403);
    }
    const slowed = await send('POST', '/auth/password', {
      token,
      json: { currentPassword: shopper.password, newPassword: NEW_PASSWORD },
    });
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await send('POST', '/auth/login', { json: shopper })).status).toBe(429);
    await expectLive(token);
  });

  it('needs a valid token, and a JSON object', async () => {
    expectRefusal(
      await call('POST', '/auth/password', {
        json: { currentPassword: shopper.password, newPassword: NEW_PASSWORD },
      }),
      401,
      serverMessages.invalidToken,
    );
    const token = await signUp();
    expectRefusal(await call('POST', '/auth/password', { token, raw: '{"currentPassword":' }), 400);
  });
});
