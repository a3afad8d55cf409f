import { primaryKey } from '@mswjs/data';

/**
 * This resource's @mswjs/data models, composed in src/api/memory-db.ts. Unlike the catalogue (reseeded
 * at every start) stock changes with every order, so its rows are saved with the shopper's
 * (src/mocks/persistence). A product without a row has its starting stock (starting-stock.ts).
 */
export const stockModels = {
  stock: {
    productId: primaryKey(String),
    onHand: Number,
    reserved: Number,
  },
};
