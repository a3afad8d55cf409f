import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { HttpError, said } from '@/api/http/http-error';
import { serverMessages } from '@/shared/messages';
import { RATE_LIMITS, loginDelaySeconds, type RateLimit } from './limits';

export type RateLimitName = keyof typeof RATE_LIMITS;

/** One counter store per limit (rate-limiter-flexible: in memory, or a PostgreSQL table). */
export type RateLimiters = Record<RateLimitName, RateLimiterAbstract>;

export function rateLimiters(
  make: (name: RateLimitName, limit: RateLimit) => RateLimiterAbstract,
): RateLimiters {
  return Object.fromEntries(
    (Object.keys(RATE_LIMITS) as RateLimitName[]).map((name) => [name, make(name, RATE_LIMITS[name])]),
  ) as RateLimiters;
}

/**
 * How long until a refused window ends: rate-limiter-flexible refuses with its result
 * (`msBeforeNext`); anything else is the store failing, and stays a failure.
 */
function msUntilAllowed(refusal: unknown): number {
  const msBeforeNext: unknown =
    typeof refusal === 'object' && refusal !== null && !(refusal instanceof Error)
      ? (refusal as { msBeforeNext?: unknown }).msBeforeNext
      : undefined;
  if (typeof msBeforeNext === 'number') return msBeforeNext;
  throw refusal instanceof Error ? refusal : new Error(`rate limiter failed: ${String(refusal)}`);
}

/**
 * Counts one attempt against each of `spends` at once (each an atomic increment, so a burst of
 * concurrent requests cannot slip past); when any window is spent, a 429 with Retry-After.
 */
export async function spend(
  limiters: RateLimiters,
  spends: readonly [RateLimitName, string][],
  message: (minutes: number) => string,
): Promise<void> {
  const results = await Promise.allSettled(spends.map(([name, key]) => limiters[name].consume(key)));
  const waits = results.map((result) => (result.status === 'rejected' ? msUntilAllowed(result.reason) : 0));
  const waitMs = Math.max(0, ...waits);
  if (results.every((result) => result.status === 'fulfilled')) return;
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  throw new HttpError(429, said(message, Math.ceil(seconds / 60)), undefined, {
    'retry-after': String(seconds),
  });
}

const tooSoon = (waitMs: number) => {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new HttpError(429, said(serverMessages.loginSlowed, seconds), undefined, {
    'retry-after': String(seconds),
  });
};

/**
 * One attempt at `account`'s password (its lower-case email), from any address: counted before the
 * password is checked (an atomic increment, so a burst is counted whole). Past the free failures
 * the attempt must also take the account's turn — one atomic take per delay, which it opens for
 * the next — or it is a 429 with Retry-After that gives its count back. Every process shares both
 * counts, so guessing from many addresses (or many processes) waits as one.
 */
export async function takeAccountLoginTurn(limiters: RateLimiters, account: string): Promise<void> {
  const counted = await limiters.loginAttemptsPerAccount.consume(account);
  const delay = loginDelaySeconds(counted.consumedPoints);
  if (delay === 0) return;
  try {
    await limiters.loginDelayPerAccount.consume(account, 1, { customDuration: delay });
  } catch (refusal) {
    const waitMs = msUntilAllowed(refusal);
    await limiters.loginAttemptsPerAccount.reward(account);
    throw tooSoon(waitMs);
  }
}

/** The right password for `account`: its count and any wait are forgotten. */
export async function forgetAccountLoginAttempts(limiters: RateLimiters, account: string): Promise<void> {
  await Promise.all([
    limiters.loginAttemptsPerAccount.delete(account),
    limiters.loginDelayPerAccount.delete(account),
  ]);
}
