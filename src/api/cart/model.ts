import { primaryKey } from '@mswjs/data';

/** This resource's @mswjs/data models (rows shoppers create, saved by src/mocks/persistence); composed in src/api/memory-db.ts. */
export const cartModels = {
  cartLine: {
    key: primaryKey(String),
    userId: String,
    productId: String,
    qty: Number,
    createdAt: String,
    updatedAt: String,
  },
};
