import { LOGIN_DELAYS, RATE_LIMITS, UNUSED_GUEST_LIFETIME_MS, loginDelaySeconds } from '@/api/limits/limits';
import { GUEST_CREDENTIALS } from '@/shared/constants';
import { serverMessages } from '@/shared/messages';
import type { Address } from '@/shared/types';
import {
  call,
  expectDbUnchanged,
  expectRefusal,
  login,
  loginGuest,
  loginPriya,
  send,
} from '@/api/testing/api-client';
import { contractBackend } from '@/api/testing/contract-backend';
import { fillCart, pay, placeOrder, seedProduct } from '@/api/testing/fixtures';

const { loginFailuresPerAccount, loginFailuresPerAddress, signupsPerAddress, guestsPerAddress } = RATE_LIMITS;
const { ordersPerAccount, ordersPerAddress, reviewsPerAccount, reviewsPerAddress } = RATE_LIMITS;
const PRIYA = { email: 'priya.sharma@sneakerhub.in', password: 'priya-runs-fast' };
const MINUTE = 60 * 1000;

/**
 * Moves time on every backend: the backend's clock (the guest purge, tokens), and Date alone for
 * the rate limiter, which keeps its own clock (rate-limiter-flexible's; docs/testing.md) in the
 * handlers' process, which is this one. Timers, I/O and microtasks run as ever.
 */
function moveClock(byMs: number): void {
  const moment = new Date(Date.now() + byMs);
  contractBackend().setClock(() => moment);
  jest.useFakeTimers({
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
    now: moment,
  });
}
afterEach(() => {
  jest.useRealTimers();
  contractBackend().setClock(() => new Date());
});

const tryLogin = (email: string, password: string, from?: string) => {
  const header = contractBackend().clientAddressHeader;
  return send('POST', '/auth/login', {
    json: { email, password },
    ...(header && from ? { headers: { [header]: from } } : {}),
  });
};

/** Whether requests can come from many client addresses here (the server behind a trusted proxy). */
const manyAddresses = () => contractBackend().clientAddressHeader !== undefined;

/** A 429 with Retry-After (whole seconds, at most the window) and the message naming the minutes. */
async function expectTooMany(
  response: Response,
  windowSeconds: number,
  message: (minutes: number) => string,
): Promise<void> {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(await response.json()).toEqual({ message: message(Math.ceil(retryAfter / 60)) });
}

describe('wrong passwords', () => {
  it(`${loginFailuresPerAccount.points} in a row keep the spec's 401; the next is a 429 with Retry-After, even with the right password, until the window ends`, async () => {
    for (let attempt = 1; attempt <= loginFailuresPerAccount.points; attempt += 1) {
      expectRefusal(
        await call('POST', '/auth/login', { json: { ...PRIYA, password: `wrong-${attempt}` } }),
        401,
        serverMessages.invalidCredentials,
      );
    }
    await expectTooMany(
      await tryLogin(PRIYA.email, 'wrong-again'),
      loginFailuresPerAccount.seconds,
      serverMessages.tooManyLogins,
    );
    await expectTooMany(
      await tryLogin(PRIYA.email, PRIYA.password),
      loginFailuresPerAccount.seconds,
      serverMessages.tooManyLogins,
    );
    // Another account from the same address is not locked.
    expect((await tryLogin(GUEST_CREDENTIALS.email, GUEST_CREDENTIALS.password)).status).toBe(200);

    moveClock(loginFailuresPerAccount.seconds * 1000 + MINUTE);
    expect((await tryLogin(PRIYA.email, PRIYA.password)).status).toBe(200);
  });

  it('a right password starts the count again, so a shopper who mistypes is never locked out', async () => {
    for (let round = 0; round < 3; round += 1) {
      for (let attempt = 1; attempt < loginFailuresPerAccount.points; attempt += 1) {
        expect((await tryLogin(PRIYA.email, 'mistyped')).status).toBe(401);
      }
      expect((await tryLogin(PRIYA.email, PRIYA.password)).status).toBe(200);
    }
  });

  it(`one address gets ${loginFailuresPerAddress.points} failed logins across all accounts (unknown emails too), then waits`, async () => {
    for (let attempt = 1; attempt <= loginFailuresPerAddress.points; attempt += 1) {
      expectRefusal(
        await call('POST', '/auth/login', {
          json: { email: `nobody-${attempt}@example.in`, password: 'whatever-1' },
        }),
        404,
        serverMessages.emailNotRegistered,
      );
    }
    await expectTooMany(
      await tryLogin(PRIYA.email, PRIYA.password),
      loginFailuresPerAddress.seconds,
      serverMessages.tooManyLogins,
    );

    moveClock(loginFailuresPerAddress.seconds * 1000 + MINUTE);
    expect((await tryLogin(PRIYA.email, PRIYA.password)).status).toBe(200);
  });
});

describe('new accounts per address', () => {
  const signup = (n: number) =>
    send('POST', '/auth/signup', {
      json: {
        firstName: 'Asha',
        lastName: `Shopper ${n}`,
        email: `asha.${n}@example.in`,
        password: 'laces-and-soles-1',
      },
    });

  it(`${signupsPerAddress.points} signups an hour, then a 429 that makes no account`, async () => {
    for (let n = 1; n <= signupsPerAddress.points; n += 1) expect((await signup(n)).status).toBe(201);

    await expectDbUnchanged(async () => {
      await expectTooMany(await signup(0), signupsPerAddress.seconds, serverMessages.tooManySignups);
    });
    expect(await contractBackend().findUser('asha.0@example.in')).toBeNull();

    moveClock(signupsPerAddress.seconds * 1000 + MINUTE);
    expect((await signup(0)).status).toBe(201);
  });

  it(`${guestsPerAddress.points} guest accounts an hour, then a 429 that makes none`, async () => {
    for (let n = 1; n <= guestsPerAddress.points; n += 1) {
      expect((await send('POST', '/auth/guest')).ok).toBe(true);
    }

    await expectDbUnchanged(async () => {
      await expectTooMany(
        await send('POST', '/auth/guest'),
        guestsPerAddress.seconds,
        serverMessages.tooManyGuests,
      );
    });

    moveClock(guestsPerAddress.seconds * 1000 + MINUTE);
    expect((await send('POST', '/auth/guest')).ok).toBe(true);
  });
});

describe('orders and reviews per account and per address', () => {
  const sneaker = seedProduct(20)._id;
  /** Cheap attempts that still count: an order from an empty cart (400), a review of an unbought sneaker (403). */
  const kinds = [
    {
      what: 'orders',
      perAccount: ordersPerAccount,
      perAddress: ordersPerAddress,
      attempt: (token: string) =>
        send('POST', '/user/orders', { token, json: { addressId: 'any', idempotencyKey: 'counted' } }),
      message: serverMessages.tooManyOrders,
    },
    {
      what: 'reviews',
      perAccount: reviewsPerAccount,
      perAddress: reviewsPerAddress,
      attempt: (token: string) =>
        send('PUT', `/products/${sneaker}/reviews`, {
          token,
          json: { rating: 4, title: 'Counted', text: 'Every attempt counts.' },
        }),
      message: serverMessages.tooManyReviews,
    },
  ];
  let accounts = 0;
  const newAccount = async () => {
    accounts += 1;
    const { body } = await call<{ encodedToken: string }>('POST', '/auth/signup', {
      json: {
        firstName: 'Meera',
        lastName: `Counted ${accounts}`,
        email: `meera.${accounts}@example.in`,
        password: 'counted-shopper-1',
      },
    });
    return body.encodedToken;
  };

  it.each(kinds)(
    '$what: $perAccount.points an hour per account, then a 429 with Retry-After that changes nothing; another account goes on',
    async ({ perAccount, attempt, message }) => {
      const token = await loginGuest();
      for (let n = 1; n <= perAccount.points; n += 1) expect((await attempt(token)).status).not.toBe(429);
      await expectDbUnchanged(async () => {
        await expectTooMany(await attempt(token), perAccount.seconds, message);
      });
      expect((await attempt(await loginPriya())).status).not.toBe(429);

      moveClock(perAccount.seconds * 1000 + MINUTE);
      expect((await attempt(token)).status).not.toBe(429);
    },
  );

  it.each(kinds)(
    '$what: $perAddress.points an hour per client address, whichever the accounts, then a 429',
    async ({ perAccount, perAddress, attempt, message }) => {
      let left = perAddress.points;
      while (left > 0) {
        const token = await newAccount();
        const these = Math.min(left, perAccount.points);
        for (let n = 1; n <= these; n += 1) expect((await attempt(token)).status).not.toBe(429);
        left -= these;
      }
      await expectTooMany(await attempt(await newAccount()), perAddress.seconds, message);

      moveClock(perAddress.seconds * 1000 + MINUTE);
      expect((await attempt(await loginPriya())).status).not.toBe(429);
    },
  );
});

describe('guest accounts no one uses', () => {
  const newGuest = async () => (await call<{ email: string; password: string }>('POST', '/auth/guest')).body;
  const lifetimeDays = UNUSED_GUEST_LIFETIME_MS / (24 * 60 * MINUTE);

  /** Every invoice number the backend holds, by series: each series is 1, 2, 3… with no hole. */
  const invoiceSeries = async () => {
    const series = new Map<string, number[]>();
    for (const [, prefix = '', serial] of JSON.stringify(await contractBackend().snapshot()).matchAll(
      /(SH\/\d{2}-\d{2})\/(\d{6})/g,
    )) {
      series.set(
        prefix,
        [...new Set([...(series.get(prefix) ?? []), Number(serial)])].sort((a, b) => a - b),
      );
    }
    return series;
  };

  it(`are deleted with all they hold ${lifetimeDays} days after their last login, when the next guest is made; others stay`, async () => {
    const backend = contractBackend();
    const forgotten = await newGuest();
    const returning = await newGuest();
    const forgottenToken = await login(forgotten.email, forgotten.password);
    const forgottenId = (await backend.findUser(forgotten.email))?._id ?? '';
    expect(forgottenId).not.toBe('');
    // Records kept: what the guest bought stays, with its invoices, when the account goes.
    const { body: book } = await call<{ addresses: Address[] }>('GET', '/user/addresses', {
      token: forgottenToken,
    });
    const addressId = book.addresses[0]?.id ?? '';
    await fillCart(forgottenToken, 20);
    const online = (await placeOrder(forgottenToken, { addressId, idempotencyKey: 'kept-paid' })).body.order;
    const paid = (await pay(forgottenToken, online, 'pay_KEPTKEPTKEPT01')).body.order;
    // A second one (a guest account may not choose Cash on Delivery, so it is paid online too).
    await fillCart(forgottenToken, 21);
    const another = (await placeOrder(forgottenToken, { addressId, idempotencyKey: 'kept-second' })).body
      .order;
    const paidToo = (await pay(forgottenToken, another, 'pay_KEPTKEPTKEPT02')).body.order;
    const invoices = [paid.invoiceNumber, paidToo.invoiceNumber];
    expect(invoices).toEqual([expect.stringMatching(/^SH\//), expect.stringMatching(/^SH\//)]);

    moveClock(UNUSED_GUEST_LIFETIME_MS / 2);
    await login(returning.email, returning.password);
    moveClock(UNUSED_GUEST_LIFETIME_MS / 2 + MINUTE);
    await newGuest();

    expect((await tryLogin(returning.email, returning.password)).status).toBe(200);
    expect((await tryLogin(PRIYA.email, PRIYA.password)).status).toBe(200);
    if (backend.guests === 'shared') {
      // The embedded mock's guest is the one demo account, which is never deleted.
      expect(forgotten).toEqual(GUEST_CREDENTIALS);
      expect((await tryLogin(forgotten.email, forgotten.password)).status).toBe(200);
    } else {
      expectRefusal(
        await call('POST', '/auth/login', { json: forgotten }),
        404,
        serverMessages.emailNotRegistered,
      );
      const held = JSON.stringify(await backend.snapshot());
      expect(held).not.toContain(forgottenId);
      for (const kept of [paid._id, paidToo._id, ...invoices]) expect(held).toContain(kept);
    }
    for (const serials of (await invoiceSeries()).values()) {
      expect(serials).toEqual(serials.map((_serial, index) => index + 1));
    }
  });
});

describe('one account guessed from many addresses', () => {
  const { freeFailures, firstDelaySeconds, maxDelaySeconds } = LOGIN_DELAYS;
  let next = 0;
  /** A new client address for each attempt: 203.0.113.1, .2, … (the embedded mock has one client). */
  const newAddress = () => {
    next += 1;
    return `203.0.${113 + Math.floor(next / 250)}.${(next % 250) + 1}`;
  };
  beforeEach(() => {
    next = 0;
  });

  /** A 429 that says to wait at most `atMost` seconds, with the message naming the wait. */
  async function expectSlowed(response: Response, atMost: number): Promise<number> {
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    const { message } = (await response.json()) as { message: string };
    if (manyAddresses()) {
      // Only the account's wait applies: no address has used up its own count.
      expect(retryAfter).toBeLessThanOrEqual(atMost);
      expect(message).toBe(serverMessages.loginSlowed(retryAfter));
    }
    return retryAfter;
  }

  it(`${freeFailures + 1} wrong passwords from ${freeFailures + 1} addresses: the last is slowed (429, Retry-After), even with the right password`, async () => {
    for (let attempt = 1; attempt <= freeFailures; attempt += 1) {
      expect((await tryLogin(PRIYA.email, `wrong-${attempt}`, newAddress())).status).toBe(401);
    }
    await expectSlowed(await tryLogin(PRIYA.email, 'wrong-again', newAddress()), firstDelaySeconds);
    await expectSlowed(await tryLogin(PRIYA.email, PRIYA.password, newAddress()), firstDelaySeconds);
    // Other accounts are not slowed.
    expect((await tryLogin(GUEST_CREDENTIALS.email, GUEST_CREDENTIALS.password, newAddress())).status).toBe(
      200,
    );
  });

  it('each further attempt waits twice as long as the one before, up to the cap; the right password after the wait logs in and forgets the count', async () => {
    if (!manyAddresses()) {
      // One client: its own 10 a quarter hour come first (the tests above); the waits are the server's to show.
      return;
    }
    for (let attempt = 1; attempt <= freeFailures; attempt += 1) {
      expect((await tryLogin(PRIYA.email, `wrong-${attempt}`, newAddress())).status).toBe(401);
    }
    for (let attempt = freeFailures + 1; attempt <= freeFailures + 12; attempt += 1) {
      const wait = loginDelaySeconds(attempt - 1);
      expect(wait).toBeLessThanOrEqual(maxDelaySeconds);
      // Too soon: refused, and the refusal does not make the wait longer.
      const retryAfter = await expectSlowed(await tryLogin(PRIYA.email, 'too-soon', newAddress()), wait);
      expect(retryAfter).toBe(wait);
      moveClock((wait + 1) * 1000);
      expect((await tryLogin(PRIYA.email, `wrong-${attempt}`, newAddress())).status).toBe(401);
    }
    expect(loginDelaySeconds(freeFailures + 12)).toBe(maxDelaySeconds);
    // The shopper, at the cap: waits no longer than it, then logs in.
    await expectSlowed(await tryLogin(PRIYA.email, PRIYA.password, newAddress()), maxDelaySeconds);
    moveClock(maxDelaySeconds * 1000 * 2 + 1000);
    expect((await tryLogin(PRIYA.email, PRIYA.password, newAddress())).status).toBe(200);
    // Counted anew from nothing.
    for (let attempt = 1; attempt <= freeFailures; attempt += 1) {
      expect((await tryLogin(PRIYA.email, `wrong-${attempt}`, newAddress())).status).toBe(401);
    }
  });

  it('two IPv6 addresses in one /64 share a count; another /64 does not', async () => {
    if (!manyAddresses()) return; // One client; the key itself: client-key.test.ts.
    for (let attempt = 1; attempt <= loginFailuresPerAccount.points; attempt += 1) {
      const address = attempt % 2 === 0 ? '2001:db8:1:2::a' : '2001:db8:1:2:ffff:ffff:ffff:ffff';
      expect((await tryLogin(PRIYA.email, `wrong-${attempt}`, address)).status).toBe(401);
    }
    // Past the account's own wait, so only the per-address count is left to refuse.
    moveClock((loginDelaySeconds(loginFailuresPerAccount.points) + 1) * 1000);
    await expectTooMany(
      await tryLogin(PRIYA.email, PRIYA.password, '2001:db8:1:2::99'),
      loginFailuresPerAccount.seconds,
      serverMessages.tooManyLogins,
    );
    expect((await tryLogin(PRIYA.email, PRIYA.password, '2001:db8:1:3::a')).status).toBe(200);
  });
});
