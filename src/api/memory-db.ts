import { factory } from '@mswjs/data';
import { countShopperRowWrites } from './memory-db-writes';
import { accountModels } from './accounts/model';
import { addressModels } from './addresses/model';
import { cartModels } from './cart/model';
import { categoryModels, productModels } from './catalogue/model';
import { complaintModels } from './complaints/model';
import { messageModels } from './messages/model';
import { orderModels } from './orders/model';
import { passwordResetModels } from './password-resets/model';
import { refundModels } from './refunds/model';
import { returnModels } from './returns/model';
import { reviewModels } from './reviews/model';
import { staffModels } from './staff/model';
import { stockModels } from './stock/model';
import { testTodoModels } from './test-todos/model';
import { wishlistModels } from './wishlist/model';

/**
 * Models whose rows shoppers (and staff: the products) create or change: these persist
 * (src/mocks/persistence); the categories are reseeded from data at every start.
 */
export const shopperModels = {
  ...productModels,
  ...accountModels,
  ...cartModels,
  ...wishlistModels,
  ...addressModels,
  ...orderModels,
  ...refundModels,
  ...stockModels,
  ...reviewModels,
  ...returnModels,
  ...testTodoModels,
  ...staffModels,
  ...complaintModels,
  ...messageModels,
  ...passwordResetModels,
};

/**
 * The embedded backend's @mswjs/data model database: each resource's models (`<resource>/model.ts`).
 * Only memory repositories and src/mocks/persistence touch it. Cart and wishlist lines are their
 * own models keyed by user, so a user's cart is a query, not a nested array that every write must
 * copy. Nested values @mswjs/data cannot model (order lines, the order's address) are JSON text.
 */
export const db = factory({
  ...categoryModels,
  ...shopperModels,
});

export type Db = typeof db;

countShopperRowWrites(db, Object.keys(shopperModels));

/** A cart or wishlist line's (or a review's) primary key: one line per user and product. */
export const lineKey = (userId: string, productId: string) => `${userId}:${productId}`;
