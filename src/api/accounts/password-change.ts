import type { Backend } from '@/api/backend';
import { HttpError } from '@/api/http/http-error';
import { asObject, checkNewPassword, requireStrings } from '@/api/http/validate';
import { countPasswordTry, forgetPasswordTries, type PasswordTry } from '@/api/limits/password-tries';
import { serverMessages } from '@/shared/messages';
import { hashPassword, verifyPassword } from './auth';

/**
 * A password change's body `{ currentPassword, newPassword }`, a shopper's or a staff member's:
 * the new one checked by the shoppers' rules, the current one checked and counted as a login is
 * (so a stolen token cannot guess it faster). Answers the new password's hash.
 */
export async function checkPasswordChange(
  backend: Backend,
  body: unknown,
  { passwordHash, ...tried }: PasswordTry & { passwordHash: string },
): Promise<string> {
  const { currentPassword, newPassword } = requireStrings(
    asObject(body),
    { currentPassword: 'Current password', newPassword: 'New password' },
    ['currentPassword', 'newPassword'],
  );
  checkNewPassword(currentPassword, newPassword);
  await countPasswordTry(backend, tried);
  if (!(await verifyPassword(currentPassword, passwordHash))) {
    const message = serverMessages.currentPasswordWrong;
    throw new HttpError(403, message, { currentPassword: message });
  }
  await forgetPasswordTries(backend, tried);
  return hashPassword(newPassword, backend.passwordIterations);
}
