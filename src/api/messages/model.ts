import { primaryKey } from '@mswjs/data';

/** This resource's @mswjs/data models (rows shoppers own, saved by src/mocks/persistence); composed in src/api/memory-db.ts. */
export const messageModels = {
  shopperUpdate: {
    _id: primaryKey(String),
    /** Raised by one for each update made: the order of "newest first" when two share a second. */
    seq: Number,
    userId: String,
    orderId: String,
    /** UpdateKind (src/shared/updates.ts). */
    kind: String,
    title: String,
    body: String,
    at: String,
    read: Boolean,
  },
};
