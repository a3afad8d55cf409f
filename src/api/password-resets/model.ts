import { primaryKey } from '@mswjs/data';

/**
 * Forgot password's requests (rows visitors create, saved by src/mocks/persistence); composed in
 * src/api/memory-db.ts. The link's token is never stored: it is the id signed (./token.ts).
 */
export const passwordResetModels = {
  passwordReset: {
    _id: primaryKey(String),
    userId: String,
    requestedAt: String,
    expiresAt: String,
    /** '' until the link is used (or another link of the account is). */
    usedAt: String,
  },
};
