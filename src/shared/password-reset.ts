/**
 * Forgot password (issue 39): the types and words of the /api contract for it, shared by every
 * backend and the shop.
 *
 * POST /api/auth/password-reset { email } → 202 { message }: the same answer whether or not the
 * email has an account; when it has, an email with a link to /reset-password?token=… is sent
 * (through the server's job queue; on the embedded mock, which sends no mail, it shows in the test
 * mailbox). POST /api/auth/password-reset/confirm { token, newPassword } → 200 { message }: the
 * link works once, within PASSWORD_RESET_MINUTES, and ends every session of the account.
 */

/** How long a reset link works after it was asked for. */
export const PASSWORD_RESET_MINUTES = 30;

export interface PasswordResetRequest {
  email: string;
}

export interface PasswordResetConfirm {
  token: string;
  newPassword: string;
}

/** What both endpoints answer on success: one sentence to show. */
export interface PasswordResetAnswer {
  message: string;
}

/** The words of forgot password, in the API's answers and on screen, word for word. */
export const passwordResetMessages = {
  requested: `If an account uses this email, we have sent it a link to choose a new password. The link works once, within ${PASSWORD_RESET_MINUTES} minutes.`,
  linkInvalid: 'This link has expired or was already used. Ask for a new one.',
  done: 'Your password is changed, and every session of your account has ended. Log in with your new password.',
  tooMany: (minutes: number) =>
    `Too many password reset requests. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  emailSubject: 'Reset your SneakerHub password',
} as const;

/** One email of the embedded mock's test mailbox (GET /api/test-mailbox): what would have been sent. */
export interface TestMailboxEmail {
  to: string;
  subject: string;
  text: string;
  /** The link the email carries. */
  link: string;
  /** A timestamp: when it was asked for. */
  at: string;
}

/** GET /api/test-mailbox → 200 (the embedded mock only; 404 on the server, which sends real email). */
export interface TestMailboxAnswer {
  emails: TestMailboxEmail[];
}

/** How many emails the test mailbox shows: the newest. */
export const TEST_MAILBOX_SIZE = 20;
