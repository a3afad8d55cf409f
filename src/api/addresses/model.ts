import { primaryKey } from '@mswjs/data';

/** This resource's @mswjs/data models (rows shoppers create, saved by src/mocks/persistence); composed in src/api/memory-db.ts. */
export const addressModels = {
  address: {
    id: primaryKey(String),
    userId: String,
    name: String,
    mobile: String,
    pincode: String,
    city: String,
    residence: String,
    alternatemobile: String,
    state: String,
    isSelected: Boolean,
    createdAt: String,
  },
};
