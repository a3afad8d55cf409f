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
  },
};
