import type { PasswordResetRepository } from '@/api/password-resets/repository';
import { resetToken } from '@/api/password-resets/token';

/**
 * The token of the newest reset link asked for `email`, as its email carries it (null: none): how
 * a contract suite follows the link on a backend whose mail it cannot read.
 */
export async function newestResetToken(
  resets: PasswordResetRepository,
  secret: string,
  email: string,
): Promise<string | null> {
  const newest = (await resets.newest(1000)).find((reset) => reset.to === email.trim().toLowerCase());
  return newest ? resetToken(secret, newest.resetId) : null;
}
