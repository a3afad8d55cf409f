import { timestamp } from '@/shared/timestamp';

/**
 * The backend's one clock. Every time the backend reads — an order placed and paid, a review, a
 * token's issue and expiry, a purge, the invoice's financial year, a delivery date — comes from
 * `Backend.clock`, and a repository is handed it as a parameter (`at`), never reading the time
 * itself. A test sets it one way: the contract backend's `setClock`. The rate limiter keeps its
 * own clock (rate-limiter-flexible's; docs/testing.md).
 */
export interface Clock {
  now(): Date;
}

/** The real time. */
export const systemClock: Clock = { now: () => new Date() };

/** The clock's moment in the spec's timestamp format (YYYY-MM-DDTHH:mm:ssZ). */
export const stampOf = (clock: Clock, offsetMs = 0): string =>
  timestamp(new Date(clock.now().getTime() + offsetMs));
