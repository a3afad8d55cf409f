/**
 * The two refusals on which the shop's requests end a session (src/kernel/api.ts): the API's
 * messages hold them (`serverMessages.emailNotRegistered`, `staffMessages.disabled`), and this module
 * alone is in every first load, not those lists.
 */
export const EMAIL_NOT_REGISTERED = 'The email you entered is not Registered. Not Found error';
export const STAFF_ACCOUNT_DISABLED = 'This staff account is disabled. Ask the shop owner.';
