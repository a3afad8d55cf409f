import type { Backend } from '@/api/backend';
import { serverMessages } from '@/shared/messages';
import { forgetAccountLoginAttempts, spend, takeAccountLoginTurn } from './rate-limits';

/**
 * Whose password is tried: a shopper's or a staff member's. Each counts under keys of its own, so
 * guessing a staff password never slows a shopper with the same email down, nor the other way.
 */
export type PasswordOwner = 'shopper' | 'staff';

/** One try at a password: the account's email, the client's address, and whose account it is. */
export interface PasswordTry {
  email: string;
  client: string;
  owner?: PasswordOwner;
}

const accountKey = ({ email, owner = 'shopper' }: PasswordTry) => {
  const account = email.trim().toLowerCase();
  return owner === 'staff' ? `staff:${account}` : account;
};

/**
 * Counts one try at `email`'s password before it is checked: per account and address, per
 * address, and per account from every address (the growing delays); a 429 when any says wait.
 */
export async function countPasswordTry({ limiters }: Backend, tried: PasswordTry): Promise<void> {
  const { client } = tried;
  const account = accountKey(tried);
  await spend(
    limiters,
    [
      ['loginFailuresPerAccount', `${client} ${account}`],
      ['loginFailuresPerAddress', client],
    ],
    serverMessages.tooManyLogins,
  );
  await takeAccountLoginTurn(limiters, account);
}

/** The right password: the tries counted for it are given back. */
export async function forgetPasswordTries({ limiters }: Backend, tried: PasswordTry): Promise<void> {
  const { client } = tried;
  const account = accountKey(tried);
  await Promise.all([
    limiters.loginFailuresPerAccount.delete(`${client} ${account}`),
    limiters.loginFailuresPerAddress.reward(client),
    forgetAccountLoginAttempts(limiters, account),
  ]);
}
