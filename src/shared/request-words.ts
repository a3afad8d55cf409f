/**
 * The words of the shop's request layer, which every first load carries (src/kernel/api.ts,
 * src/shared/api-error.ts, the session's listeners): the message lists hold them too
 * (src/shared/messages.ts, src/shared/server-messages.ts, src/shared/staff.ts), and only this
 * module is in the main chunk, not those lists.
 */

/** The two refusals on which the shop's requests end a session. */
export const EMAIL_NOT_REGISTERED = 'The email you entered is not Registered. Not Found error';
export const STAFF_ACCOUNT_DISABLED = 'This staff account is disabled. Ask the shop owner.';

/** Not in the spec: the embedded backend could not start (e.g. the browser refuses its service worker). */
export const BACKEND_DID_NOT_START =
  "The shop could not start in this browser. If this site's data or service workers are blocked, allow them and reload.";
/** Not in the spec: shown when a request fails for a reason the server did not explain. */
export const NETWORK_ERROR = 'Could not reach the shop. Check your connection and try again.';
/** Not in the spec: the session's token was refused by the server. */
export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';
