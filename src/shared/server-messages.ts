/**
 * The spec's refusals of the API (§8) and those the shop added, word for word
 * (src/shared/messages.ts says why, and re-exports them: import them from there). Only the backend
 * and a few later screens use them, so they are a module of their own, out of the main chunk.
 */
import { EMAIL_NOT_REGISTERED } from './request-words';
import { inMinutes, inSeconds } from './wait-words';

export const serverMessages = {
  emailExists: 'Unprocessable Entity. Email Already Exists.',
  emailNotRegistered: EMAIL_NOT_REGISTERED,
  invalidCredentials: 'The credentials you entered are invalid. Unauthorized access error.',
  invalidToken: 'The token is invalid. Unauthorized access error.',
  /** Not in the spec: the browser's mock could not save a change (507), and undid it. */
  storageFull:
    "Your browser's storage for this site is full, so this change was not saved. Free some space and try again.",
  /** Not in the spec: another tab's save never reached this one, so a write here would drop it (503). */
  tabsOutOfStep:
    'Another tab of the shop is still saving, so this change was not made. Try again in a moment.',
  /** Spec §8's 500 `error` field: never the database's or the runtime's own words. */
  somethingWentWrong: 'Something went wrong',
  /** Not in the spec: text PostgreSQL cannot store (400). */
  unstorableText:
    'The request contains a character that cannot be saved (a NUL character or half of a surrogate pair). Remove it and try again.',
  unstorableField: 'This contains a character that cannot be saved. Remove it and try again.',
  /** Not in the spec: a percent-escape in the URL that is not UTF-8 (`%80`). */
  malformedUrl: 'The address is malformed.',
  unstorablePath:
    "The request's address contains a character that cannot be saved (a NUL character). Check the link.",
  /** Not in the spec: a NUL or other control character in the query string (400). */
  uncleanQuery:
    "The request's address has a query parameter with a character that cannot be used (a NUL or other control character). Check the link.",
  uncleanQueryParameter: 'This parameter contains a NUL or other control character.',
  /** Not in the spec: the limits of src/api/limits/limits.ts (429, with Retry-After). */
  tooManyLogins: (minutes: number) =>
    `Too many failed login attempts. Please wait ${inMinutes(minutes)} and try again.`,
  tooManySignups: (minutes: number) =>
    `Too many accounts were created from your network. Please wait ${inMinutes(minutes)} and try again.`,
  tooManyGuests: (minutes: number) =>
    `Too many guest accounts were made from your network. Please wait ${inMinutes(minutes)} and try again.`,
  tooManyOrders: (minutes: number) =>
    `Too many orders were placed in a short time. Please wait ${inMinutes(minutes)} and try again.`,
  tooManyCartWrites: (minutes: number) =>
    `Too many changes were made to carts in a short time. Please wait ${inMinutes(minutes)} and try again.`,
  tooManyReviews: (minutes: number) =>
    `Too many reviews were sent in a short time. Please wait ${inMinutes(minutes)} and try again.`,
  /** Not in the spec: the growing wait between tries at one account's password (LOGIN_DELAYS). */
  loginSlowed: (seconds: number) =>
    `Too many wrong passwords for this account. Please wait ${inSeconds(seconds)} and try again.`,
  /** Not in the spec: POST /api/auth/password with a current password that is not the account's. */
  currentPasswordWrong: 'The current password is not correct.',
  /** Not in the spec: the new password is the one the account has. */
  samePassword: 'The new password must be different from the current one.',
  /** Not in the spec: another request changed the password between the check and the change. */
  passwordChangedMeanwhile: 'The password was changed meanwhile. Log in again with the new password.',
} as const;
