import { primaryKey } from '@mswjs/data';

/** This resource's @mswjs/data models (rows shoppers create, saved by src/mocks/persistence); composed in src/api/memory-db.ts. */
export const accountModels = {
  user: {
    _id: primaryKey(String),
    email: String,
    passwordHash: String,
    firstName: String,
    lastName: String,
    createdAt: String,
    updatedAt: String,
    /** Raised by "log out of all devices" and a password change (snapshot v4). */
    tokenVersion: Number,
    /** The language the shopper chose, '' for none yet (issue 37; snapshot v12). */
    language: String,
  },
  /** A session logged out before its token expired (snapshot v4). */
  revokedSession: {
    sid: primaryKey(String),
    userId: String,
    /** The token's expiry: after it the record is not needed. */
    expiresAt: String,
  },
};
