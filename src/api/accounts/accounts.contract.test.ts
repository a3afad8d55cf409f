import jwt from 'jsonwebtoken';
import { signToken } from '@/api/accounts/auth';
import { seedProducts } from '@/api/catalogue/seed/data';
import { demoUsers } from '@/api/accounts/demo-users';
import { GUEST_CREDENTIALS } from '@/shared/constants';
import { INVALID_EMAIL } from '@/shared/email-address';
import { inlineMessages, serverMessages } from '@/shared/messages';
import type { PublicUser } from '@/shared/types';
import { call, expectDbUnchanged, expectRefusal, loginGuest } from '@/api/testing/api-client';
import { contractBackend } from '@/api/testing/contract-backend';

/** The signing secret of the backend under test. */
const secret = () => contractBackend().secrets.jwt;
const guestId = demoUsers[0]?._id ?? '';

const newShopper = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha.verma@example.in',
  password: 'kolkata-runner-7',
};

interface SignupAnswer {
  createdUser: PublicUser;
  encodedToken: string;
}
interface LoginAnswer {
  foundUser: PublicUser;
  encodedToken: string;
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function expectNoPassword(user: object) {
  expect(user).not.toHaveProperty('password');
  expect(user).not.toHaveProperty('passwordHash');
}

describe('POST /api/auth/signup', () => {
  it('creates the account: 201 with createdUser (no password) and a token for its email', async () => {
    const { status, body } = await call<SignupAnswer>('POST', '/auth/signup', { json: newShopper });

    expect(status).toBe(201);
    expectNoPassword(body.createdUser);
    expect(body.createdUser).toMatchObject({
      email: newShopper.email,
      firstName: 'Asha',
      lastName: 'Verma',
      cart: [],
      wishlist: [],
    });
    expect(body.createdUser.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(jwt.verify(body.encodedToken, secret(), { algorithms: ['HS256'] })).toMatchObject({
      email: newShopper.email,
      _id: body.createdUser._id,
    });
  });

  it('stores a PBKDF2 hash, never the password itself', async () => {
    await call('POST', '/auth/signup', { json: newShopper });

    const stored = await contractBackend().findUser(newShopper.email);
    expect(stored?.passwordHash).toMatch(/^pbkdf2\$/);
    expect(stored?.passwordHash).not.toContain(newShopper.password);
    expect(JSON.stringify(stored)).not.toContain(newShopper.password);
  });

  it('refuses a password shorter than 8 characters with 400 naming the field, and creates nothing', async () => {
    await expectDbUnchanged(async () => {
      const answer = await call<{ message: string; errors: Record<string, string> }>('POST', '/auth/signup', {
        json: { ...newShopper, password: 'seven77' },
      });
      expectRefusal(answer, 400, inlineMessages.passwordTooShort);
      expect(answer.body.errors).toEqual({ password: inlineMessages.passwordTooShort });
    });
  });

  it('keeps the spaces around a password: they are part of it', async () => {
    const spaced = { ...newShopper, password: '  kolkata runner  ' };
    expect((await call('POST', '/auth/signup', { json: spaced })).status).toBe(201);

    const exact = await call('POST', '/auth/login', {
      json: { email: spaced.email, password: spaced.password },
    });
    expect(exact.status).toBe(200);
    const trimmed = await call('POST', '/auth/login', {
      json: { email: spaced.email, password: 'kolkata runner' },
    });
    expectRefusal(trimmed, 401, serverMessages.invalidCredentials);
  });

  it('refuses an existing email, whatever its case, with 422 and the spec message', async () => {
    await expectDbUnchanged(async () => {
      const answer = await call('POST', '/auth/signup', {
        json: { ...newShopper, email: GUEST_CREDENTIALS.email.toUpperCase() },
      });
      expectRefusal(answer, 422, serverMessages.emailExists);
    });
  });

  it.each([
    ['firstName', { ...newShopper, firstName: undefined }],
    ['lastName', { ...newShopper, lastName: '   ' }],
    ['email', { ...newShopper, email: '' }],
    ['password', { ...newShopper, password: 42 }],
  ])('refuses a missing or blank %s with 400 naming the field', async (field, body) => {
    await expectDbUnchanged(async () => {
      const answer = await call<{ message: string; errors: Record<string, string> }>('POST', '/auth/signup', {
        json: body,
      });
      expectRefusal(answer, 400);
      expect(Object.keys(answer.body.errors)).toEqual([field]);
      expect(answer.body.message).toBe(answer.body.errors[field]);
    });
  });

  it('names every missing field at once', async () => {
    const answer = await call<{ errors: Record<string, string> }>('POST', '/auth/signup', { json: {} });
    expectRefusal(answer, 400);
    expect(Object.keys(answer.body.errors).sort()).toEqual(['email', 'firstName', 'lastName', 'password']);
  });

  it.each([
    'asha',
    'asha@',
    'asha@example',
    'as ha@example.in',
    // What a mailer would read as another inbox: a display name, a list, a quoted part.
    'x<victim@evil.example>',
    'a,b@evil.example',
    '"a b"@example.in',
    'asha@example.in\nBcc: b@evil.example',
  ])('refuses %p, which is not one plain address, with 400', async (email) => {
    await expectDbUnchanged(async () => {
      const answer = await call<{ errors: Record<string, string> }>('POST', '/auth/signup', {
        json: { ...newShopper, email },
      });
      expectRefusal(answer, 400, INVALID_EMAIL);
      expect(answer.body.errors).toEqual({ email: INVALID_EMAIL });
    });
  });

  it('refuses a body that is not JSON with 400', async () => {
    await expectDbUnchanged(async () => {
      const answer = await call('POST', '/auth/signup', { raw: '{"firstName": "Asha",' });
      expectRefusal(answer, 400, 'The request body is not valid JSON.');
    });
  });
});

describe('POST /api/auth/login', () => {
  it('answers 200 with foundUser (no password) and a token', async () => {
    const { status, body } = await call<LoginAnswer>('POST', '/auth/login', { json: GUEST_CREDENTIALS });

    expect(status).toBe(200);
    expectNoPassword(body.foundUser);
    expect(body.foundUser).toMatchObject({ email: GUEST_CREDENTIALS.email, cart: [], wishlist: [] });
    expect(typeof body.encodedToken).toBe('string');
  });

  it('logs in a new account with its email in another case', async () => {
    await call('POST', '/auth/signup', { json: newShopper });
    const { status, body } = await call<LoginAnswer>('POST', '/auth/login', {
      json: { email: 'Asha.Verma@Example.IN', password: newShopper.password },
    });
    expect(status).toBe(200);
    expect(body.foundUser.email).toBe(newShopper.email);
  });

  it('refuses an unknown email with 404 and the spec message', async () => {
    const answer = await call('POST', '/auth/login', {
      json: { email: 'nobody@example.in', password: 'whatever-1' },
    });
    expectRefusal(answer, 404, serverMessages.emailNotRegistered);
  });

  it('refuses a wrong password with 401 and the spec message', async () => {
    const answer = await call('POST', '/auth/login', {
      json: { email: GUEST_CREDENTIALS.email, password: 'guest-sneakers-2' },
    });
    expectRefusal(answer, 401, serverMessages.invalidCredentials);
  });

  it('refuses a missing password and a malformed body with 400', async () => {
    expectRefusal(await call('POST', '/auth/login', { json: { email: GUEST_CREDENTIALS.email } }), 400);
    expectRefusal(await call('POST', '/auth/login', { raw: 'email=guest' }), 400);
  });
});

describe('tokens', () => {
  async function cartWith(authorization: string | undefined) {
    return call('GET', '/user/cart', authorization === undefined ? {} : { token: authorization });
  }

  it('accepts the token raw (as the shop sends it) and as a Bearer token', async () => {
    const token = await loginGuest();
    expect((await cartWith(token)).status).toBe(200);
    expect((await cartWith(`Bearer ${token}`)).status).toBe(200);
  });

  it.each<[string, () => string | undefined | Promise<string>]>([
    ['no header', () => undefined],
    ['an empty header', () => ''],
    ['garbage', () => 'not-a-token'],
    [
      'a token signed with another secret',
      () => jwt.sign({ _id: 'x', email: GUEST_CREDENTIALS.email }, 'someone-elses-secret'),
    ],
    [
      'a token signed with the right secret but another algorithm (HS512)',
      () => jwt.sign({ _id: guestId }, secret(), { algorithm: 'HS512', expiresIn: '1h' }),
    ],
    [
      'a tampered payload',
      async () => {
        const [header, , signature] = (await loginGuest()).split('.');
        const forged = base64url({ _id: 'x', email: 'priya.sharma@sneakerhub.in' });
        return `${header}.${forged}.${signature}`;
      },
    ],
    [
      'an alg: none token',
      () =>
        `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ _id: 'x', email: GUEST_CREDENTIALS.email })}.`,
    ],
    [
      'an expired token',
      () =>
        jwt.sign(
          { _id: guestId, email: GUEST_CREDENTIALS.email, exp: Math.floor(Date.now() / 1000) - 60 },
          secret(),
        ),
    ],
    ['a token without an expiry', () => jwt.sign({ _id: guestId, email: GUEST_CREDENTIALS.email }, secret())],
  ])('refuses %s with 401 and the spec message', async (_label, makeToken) => {
    const answer = await cartWith(await makeToken());
    expectRefusal(answer, 401, serverMessages.invalidToken);
  });

  it('answers a valid token of an unknown user with 404 and the not-registered message', async () => {
    const token = await signToken({ _id: 'gone', email: 'deleted.user@example.in' }, secret(), new Date());
    expectRefusal(await cartWith(token), 404, serverMessages.emailNotRegistered);
    expectRefusal(await call('GET', '/user/wishlist', { token }), 404, serverMessages.emailNotRegistered);
  });
});

describe('jsonwebtoken interop: the tokens are standard HS256 JWTs', () => {
  it('jsonwebtoken verifies the mock token and reads the email', async () => {
    const token = await loginGuest();
    const claims = jwt.verify(token, secret(), { algorithms: ['HS256'] });
    expect(claims).toMatchObject({ email: GUEST_CREDENTIALS.email });
    expect(jwt.decode(token, { complete: true })?.header).toMatchObject({ alg: 'HS256', typ: 'JWT' });
  });

  it('the mock accepts a token made by jsonwebtoken', async () => {
    const token = jwt.sign({ _id: guestId, email: GUEST_CREDENTIALS.email }, secret(), { expiresIn: '1h' });
    const { status, body } = await call<{ cart: unknown[] }>('GET', '/user/cart', { token });
    expect(status).toBe(200);
    expect(body.cart).toEqual([]);
  });
});

describe('POST /api/auth/guest', () => {
  type Credentials = { email: string; password: string };
  const guestLogin = async () => {
    const { status, body } = await call<Credentials>('POST', '/auth/guest');
    expect([200, 201]).toContain(status);
    const login = await call<LoginAnswer>('POST', '/auth/login', { json: body });
    expect(login.status).toBe(200);
    return { credentials: body, token: login.body.encodedToken };
  };

  it('answers credentials that log in to an account with the sample address', async () => {
    const { token } = await guestLogin();
    const { body } = await call<{ addresses: { name: string }[] }>('GET', '/user/addresses', { token });
    expect(body.addresses.map((address) => address.name)).toEqual(
      demoUsers[0]?.addresses.map((address) => address.name),
    );
  });

  it('is the demo account on the embedded mock, a new account per visitor on a shared server', async () => {
    const first = await guestLogin();
    const second = await guestLogin();
    if (contractBackend().guests === 'shared') {
      expect(first.credentials).toEqual({
        email: GUEST_CREDENTIALS.email,
        password: GUEST_CREDENTIALS.password,
      });
      expect(second.credentials).toEqual(first.credentials);
      return;
    }
    expect(second.credentials.email).not.toBe(first.credentials.email);
    expect(first.credentials.password).not.toBe(GUEST_CREDENTIALS.password);
    // What one guest puts in the cart, the other does not see.
    const added = await call('POST', '/user/cart', {
      token: first.token,
      json: { product: { _id: seedProducts[20]?._id } },
    });
    expect(added.status).toBe(201);
    const cart = await call<{ cart: unknown[] }>('GET', '/user/cart', { token: second.token });
    expect(cart.body.cart).toEqual([]);
  });
});
