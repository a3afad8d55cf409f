import { primaryKey } from '@mswjs/data';

/** This resource's @mswjs/data models (rows shoppers create, saved by src/mocks/persistence); composed in src/api/memory-db.ts. */
export const wishlistModels = {
  wishlistLine: {
    key: primaryKey(String),
    userId: String,
    productId: String,
    createdAt: String,
    updatedAt: String,
  },
};
