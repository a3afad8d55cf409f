import { call, expectDbUnchanged, expectRefusal, send } from '@/api/testing/api-client';
import { contractBackend } from '@/api/testing/contract-backend';
import { newShopper, type TestShopper } from '@/api/testing/shoppers';
import { RATE_LIMITS } from '@/api/limits/limits';
import {
  PASSWORD_RESET_MINUTES,
  passwordResetMessages,
  type PasswordResetAnswer,
  type TestMailboxAnswer,
} from '@/shared/password-reset';
import { inlineMessages } from '@/shared/messages';

const ask = (email: unknown) =>
  call<PasswordResetAnswer>('POST', '/auth/password-reset', { json: { email } });
const confirm = (token: unknown, newPassword: unknown) =>
  call<PasswordResetAnswer>('POST', '/auth/password-reset/confirm', { json: { token, newPassword } });
const loginAnswer = (email: string, password: string) =>
  call('POST', '/auth/login', { json: { email, password } });

/** The link's token the backend sent the shopper: asked for, then read as the email carries it. */
async function linkFor(shopper: TestShopper): Promise<string> {
  expect((await ask(shopper.email)).status).toBe(202);
  const token = await contractBackend().resetToken(shopper.email);
  if (!token) throw new Error(`no reset link was made for ${shopper.email}`);
  return token;
}

afterEach(() => contractBackend().setClock(() => new Date()));

let asha: TestShopper;
beforeEach(async () => {
  asha = await newShopper(391);
});

describe('POST /api/auth/password-reset', () => {
  it('answers the same 202 whether or not the email has an account, and makes a link only for an account', async () => {
    const known = await ask(asha.email.toUpperCase());
    expect(known.status).toBe(202);
    expect(await contractBackend().resetToken(asha.email)).not.toBeNull();
    await expectDbUnchanged(async () => {
      const unknown = await ask('nobody-here@example.in');
      expect(unknown).toEqual(known);
    });
    expect(known.body.message).toBe(passwordResetMessages.requested);
  });

  it.each([
    ['no email', undefined],
    ['not an email', 'asha at example'],
    ['a number', 42],
  ])('refuses %s with 400', async (_label, email) => {
    await expectDbUnchanged(async () => expectRefusal(await ask(email), 400));
  });

  it(`is limited like logins: ${RATE_LIMITS.passwordResetsPerAccount.points} links an hour for one email, then 429 with Retry-After`, async () => {
    for (let asked = 0; asked < RATE_LIMITS.passwordResetsPerAccount.points; asked += 1) {
      expect((await ask(asha.email)).status).toBe(202);
    }
    const refused = await send('POST', '/auth/password-reset', { json: { email: asha.email } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('POST /api/auth/password-reset/confirm', () => {
  it('sets the new password through the link, once: every session ends, the old password no longer logs in', async () => {
    const token = await linkFor(asha);
    const changed = await confirm(token, 'a-brand-new-pass');
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe(passwordResetMessages.done);
    expectRefusal(await call('GET', '/user/cart', { token: asha.token }), 401);
    expectRefusal(await loginAnswer(asha.email, 'shopper-391-runs'), 401);
    expect((await loginAnswer(asha.email, 'a-brand-new-pass')).status).toBe(200);
    // The link worked once.
    expectRefusal(await confirm(token, 'another-new-pass'), 400, passwordResetMessages.linkInvalid);
    expect((await loginAnswer(asha.email, 'a-brand-new-pass')).status).toBe(200);
  });

  it(`works for ${PASSWORD_RESET_MINUTES} minutes only`, async () => {
    const token = await linkFor(asha);
    const later = new Date(Date.now() + PASSWORD_RESET_MINUTES * 60_000 + 1000);
    contractBackend().setClock(() => later);
    expectRefusal(await confirm(token, 'a-brand-new-pass'), 400, passwordResetMessages.linkInvalid);
    expect((await loginAnswer(asha.email, 'shopper-391-runs')).status).toBe(200);
  });

  it('a used link ends the older links of the account too', async () => {
    const older = await linkFor(asha);
    const newer = await linkFor(asha);
    expect(newer).not.toBe(older);
    expect((await confirm(newer, 'a-brand-new-pass')).status).toBe(200);
    expectRefusal(await confirm(older, 'another-new-pass'), 400, passwordResetMessages.linkInvalid);
  });

  it('refuses a short password (the link still works after), a forged token and a missing field with 400', async () => {
    const token = await linkFor(asha);
    await expectDbUnchanged(async () => {
      const short = await confirm(token, 'short');
      expectRefusal(short, 400, inlineMessages.passwordTooShort);
      expect(Object.keys((short.body as { errors?: object }).errors ?? {})).toEqual(['newPassword']);
      const [id] = token.split('.');
      expectRefusal(
        await confirm(`${id}.${'0'.repeat(64)}`, 'a-brand-new-pass'),
        400,
        passwordResetMessages.linkInvalid,
      );
      expectRefusal(await confirm('not-a-token', 'a-brand-new-pass'), 400, passwordResetMessages.linkInvalid);
      expectRefusal(await confirm(undefined, 'a-brand-new-pass'), 400);
    });
    expect((await confirm(token, 'a-brand-new-pass')).status).toBe(200);
  });
});

describe('GET /api/test-mailbox', () => {
  it('on the embedded mock, shows the email with its link; a server, whose mail is real, has none (404)', async () => {
    const token = await linkFor(asha);
    const mailbox = await call<TestMailboxAnswer>('GET', '/test-mailbox');
    if (contractBackend().name !== 'embedded mock') {
      expectRefusal(mailbox, 404);
      return;
    }
    expect(mailbox.status).toBe(200);
    const [email] = mailbox.body.emails;
    expect(email).toMatchObject({ to: asha.email, subject: passwordResetMessages.emailSubject });
    expect(email?.link).toMatch(new RegExp(`/reset-password\\?token=${token.replace('.', '\\.')}$`));
    expect(email?.text).toContain(email?.link);
  });
});
