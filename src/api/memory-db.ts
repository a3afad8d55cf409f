import { factory, nullable, primaryKey } from '@mswjs/data';
import { countShopperRowWrites } from '@/api/memory-db-writes';

/**
 * Models whose rows shoppers create: these persist (src/mocks/persistence); the catalogue is
 * reseeded from data at every start.
 */
export const shopperModels = {
  user: {
    _id: primaryKey(String),
    email: String,
    passwordHash: String,
    firstName: String,
    lastName: String,
    createdAt: String,
    updatedAt: String,
  },
  cartLine: {
    key: primaryKey(String),
    userId: String,
    productId: String,
    qty: Number,
    createdAt: String,
    updatedAt: String,
  },
  wishlistLine: {
    key: primaryKey(String),
    userId: String,
    productId: String,
    createdAt: String,
    updatedAt: String,
  },
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
  order: {
    _id: primaryKey(String),
    userId: String,
    idempotencyKey: String,
    razorpayOrderId: String,
    status: String,
    /** 'online' or 'cod'. */
    paymentMethod: String,
    itemsJson: String,
    addressJson: String,
    subTotal: Number,
    delivery: Number,
    discount: Number,
    grandTotal: Number,
    amountPaise: Number,
    paymentId: String,
    createdAt: String,
    paidAt: String,
    /** YYYY-MM-DD, '' when none was promised. */
    deliverBy: String,
    /** '' until the order is confirmed. */
    invoiceNumber: String,
  },
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
  testTodo: {
    _id: primaryKey(String),
    title: String,
    done: Boolean,
    createdAt: String,
  },
};

/**
 * The mock server's @mswjs/data models. Only the repositories in this folder import them.
 * Cart and wishlist lines are their own models keyed by user, so a user's cart is a query, not a
 * nested array that every write must copy. Nested values @mswjs/data cannot model (order lines, the
 * order's address) are stored as JSON text.
 */
export const db = factory({
  product: {
    _id: primaryKey(String),
    id: Number,
    title: String,
    text: String,
    img: String,
    price: Number,
    rating: String,
    brand: String,
    category: () => [] as string[],
    btn: String,
    color: String,
    shadow: String,
    link: nullable(String),
  },
  category: {
    _id: primaryKey(String),
    categoryName: String,
    description: String,
  },
  ...shopperModels,
});

export type Db = typeof db;

countShopperRowWrites(db, Object.keys(shopperModels));

/** A cart or wishlist line's (or a review's) primary key: one line per user and product. */
export const lineKey = (userId: string, productId: string) => `${userId}:${productId}`;
