import { HttpResponse } from 'msw';
import type { Backend } from '@/api/backend';
import { stampOf } from '@/api/clock';
import { hashPassword } from '@/api/accounts';
import { badRequest, HttpError, notFound } from '@/api/http/http-error';
import { route, type ApiRoute, type RequestContext } from '@/api/http/route';
import { asObject, requireStrings, weakPasswordReason } from '@/api/http/validate';
import { spend } from '@/api/limits/rate-limits';
import { INVALID_EMAIL, isPlainEmail } from '@/shared/email-address';
import {
  PASSWORD_RESET_MINUTES,
  TEST_MAILBOX_SIZE,
  passwordResetMessages,
  type PasswordResetAnswer,
  type TestMailboxAnswer,
} from '@/shared/password-reset';
import { resetEmailText, resetEmailWords, resetLink } from './email';
import { resetIdOf, resetToken } from './token';

const MINUTE_MS = 60 * 1000;

/**
 * Asks for a reset link: the same 202 whether or not the email has an account (a guest's made-up
 * address has none to reset), so the answer tells no one which emails are shoppers'. Counted per
 * address and per email, like logins, before the account is looked up.
 */
async function requestReset(backend: Backend, { body, client }: RequestContext) {
  const { email } = requireStrings(asObject(body), { email: 'Email' });
  const address = email.trim().toLowerCase();
  if (!isPlainEmail(address)) throw badRequest(INVALID_EMAIL, { email: INVALID_EMAIL });
  await spend(
    backend.limiters,
    [
      ['passwordResetsPerAddress', client],
      ['passwordResetsPerAccount', address],
    ],
    passwordResetMessages.tooMany,
  );
  const user = await backend.repos.users.findByEmail(address);
  if (user && !(await backend.repos.guests.isGuest(user._id))) {
    await backend.repos.passwordResets.insert({
      _id: crypto.randomUUID(),
      userId: user._id,
      requestedAt: stampOf(backend.clock),
      expiresAt: stampOf(backend.clock, PASSWORD_RESET_MINUTES * MINUTE_MS),
    });
  }
  const answer: PasswordResetAnswer = { message: passwordResetMessages.requested };
  return HttpResponse.json(answer, { status: 202 });
}

const linkInvalid = () =>
  new HttpError(400, passwordResetMessages.linkInvalid, { token: passwordResetMessages.linkInvalid });

/**
 * Sets the new password from a link: the token's signature checked, the reset used (once, within
 * its lifetime; the account's other links with it), the password changed and every session ended,
 * in one transaction. Any link that does not work gets the same 400.
 */
async function confirmReset(backend: Backend, { body, client }: RequestContext) {
  const { token, newPassword } = requireStrings(
    asObject(body),
    { token: 'Token', newPassword: 'New password' },
    ['token', 'newPassword'],
  );
  const weak = weakPasswordReason(newPassword);
  if (weak) throw badRequest(weak, { newPassword: weak });
  await spend(backend.limiters, [['passwordResetsPerAddress', client]], passwordResetMessages.tooMany);
  const resetId = await resetIdOf(backend.secrets.jwt, token);
  // A token the backend did not sign costs no hashing.
  if (!resetId) throw linkInvalid();
  const newHash = await hashPassword(newPassword, backend.passwordIterations);
  const at = stampOf(backend.clock);
  const changed = await backend.repos.transaction(async (tx) => {
    const userId = await tx.passwordResets.use(resetId, at);
    const user = userId ? await tx.users.findById(userId) : null;
    return user ? tx.users.changePassword(user._id, user.passwordHash, newHash, at) : null;
  });
  if (!changed) throw linkInvalid();
  // Once more outside the transaction, on the backend's own repositories: a server that keeps recent
  // accounts in memory (server/db/recent-users.ts) forgets this one now, so no old token outlives it.
  await backend.repos.users.endAllSessions(changed._id);
  const answer: PasswordResetAnswer = { message: passwordResetMessages.done };
  return HttpResponse.json(answer);
}

/** The embedded mock's test mailbox: the reset emails it would have sent, newest first. */
async function testMailbox(backend: Backend, { request }: RequestContext) {
  if (!backend.testMailbox) throw notFound('This server sends real email: it has no test mailbox.');
  const shopUrl = new URL(request.url).origin;
  const resets = await backend.repos.passwordResets.newest(TEST_MAILBOX_SIZE);
  const emails = await Promise.all(
    resets.map(async (reset) => {
      const words = resetEmailWords(
        reset.firstName,
        resetLink(shopUrl, await resetToken(backend.secrets.jwt, reset.resetId), reset.language),
        reset.language,
      );
      return {
        to: reset.to,
        subject: words.subject,
        text: resetEmailText(words),
        link: words.link,
        at: reset.requestedAt,
      };
    }),
  );
  return HttpResponse.json({ emails } satisfies TestMailboxAnswer);
}

/** Forgot password, and the embedded mock's test mailbox. */
export const passwordResetRoutes = (backend: Backend): ApiRoute[] => [
  route({
    method: 'POST',
    path: '/api/auth/password-reset',
    access: 'anyone',
    answer: (context) => requestReset(backend, context),
  }),
  route({
    method: 'POST',
    path: '/api/auth/password-reset/confirm',
    access: 'anyone',
    answer: (context) => confirmReset(backend, context),
  }),
  route({
    method: 'GET',
    path: '/api/test-mailbox',
    access: 'anyone',
    answer: (context) => testMailbox(backend, context),
  }),
];
