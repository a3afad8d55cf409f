import { primaryKey } from '@mswjs/data';

/** This resource's @mswjs/data models (rows shoppers create, saved by src/mocks/persistence); composed in src/api/memory-db.ts. */
export const reviewModels = {
  /** One per shopper and product: the key is `lineKey(userId, productId)`. */
  review: {
    key: primaryKey(String),
    _id: String,
    userId: String,
    productId: String,
    rating: Number,
    title: String,
    text: String,
    createdAt: String,
    updatedAt: String,
    /** Write order, for newest first: timestamps have whole seconds only. */
    seq: Number,
  },
  /** Each review written or replaced, for the daily cap; entries older than a day are dropped. */
  reviewWrite: {
    _id: primaryKey(String),
    userId: String,
    writtenAt: String,
  },
};
