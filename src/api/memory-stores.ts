import type {
  AddressRepository,
  CartRepository,
  CatalogueRepository,
  GuestRepository,
  OrderRepository,
  Repositories,
  ReviewRepository,
  TestTodoRepository,
  UserRepository,
  WishlistRepository,
} from '@/api/stores';
import {
  deleteAddress,
  findAddress,
  insertAddress,
  addressesOf,
  replaceAddress,
  selectAddress,
} from '@/api/addresses/memory-store';
import {
  addCartLine,
  cartLineQty,
  cartOf,
  removeCartLine,
  removeOrderedQuantities,
  setCartLineQty,
} from '@/api/cart/memory-store';
import { allCategories, allProducts, findCategory, findProduct } from '@/api/catalogue/memory-store';
import { addGuest, purgeUnusedGuests, touchGuest } from '@/api/accounts/guests-memory-store';
import {
  findOrder,
  findOrderByIdempotencyKey,
  hasBoughtProduct,
  insertOrder,
  issueInvoiceNumber,
  markOrderPaid,
  confirmedOrdersOf,
  purgeUnpaidOrders,
} from '@/api/orders/memory-store';
import { findReview, reviewsOfProduct, reviewWritesSince, saveReview } from '@/api/reviews/memory-store';
import { allTodos, deleteTodo, insertTodo } from '@/api/test-todos/memory-store';
import { findUserByEmail, findUserById, insertUser } from '@/api/accounts/memory-store';
import { addWishlistLine, hasWishlistLine, removeWishlistLine, wishlistOf } from '@/api/wishlist/memory-store';

/** A repository whose methods answer at once: what @mswjs/data can do. */
type Synchronous<Repository> = {
  [Method in keyof Repository]: Repository[Method] extends (...args: infer Args) => Promise<infer Result>
    ? (...args: Args) => Result
    : never;
};

/** The same methods behind promises, as the handlers expect of any storage. */
function asAsync<Repository extends object>(sync: Synchronous<Repository>): Repository {
  return Object.fromEntries(
    Object.entries(sync).map(([name, method]) => [
      name,
      (...args: unknown[]) =>
        new Promise((resolve) => resolve((method as (...a: unknown[]) => unknown)(...args))),
    ]),
  ) as Repository;
}

/**
 * The repositories over @mswjs/data (browser and Jest). Each method runs synchronously inside, so
 * a check and the write after it cannot be split by another request.
 */
const repositories: Omit<Repositories, 'transaction'> = {
  users: asAsync<UserRepository>({
    findByEmail: (email) => findUserByEmail(email),
    findById: (userId) => findUserById(userId),
    insert: (user) => (findUserByEmail(user.email) ? null : insertUser(user)),
  }),
  guests: asAsync<GuestRepository>({
    add: (userId, at) => addGuest(userId, at),
    touch: (userId, at) => touchGuest(userId, at),
    purgeUnused: (before) => purgeUnusedGuests(before),
  }),
  catalogue: asAsync<CatalogueRepository>({
    products: () => allProducts(),
    product: (productId) => findProduct(productId),
    categories: () => allCategories(),
    category: (categoryId) => findCategory(categoryId),
  }),
  cart: asAsync<CartRepository>({
    of: (userId) => cartOf(userId),
    add: (userId, productId) => {
      if (cartLineQty(userId, productId) !== null) return false;
      addCartLine(userId, productId);
      return true;
    },
    adjust: (userId, productId, delta, max) => {
      const qty = cartLineQty(userId, productId);
      if (qty === null || qty + delta < 1 || qty + delta > max) return null;
      setCartLineQty(userId, productId, qty + delta);
      return qty + delta;
    },
    remove: (userId, productId) => {
      if (cartLineQty(userId, productId) === null) return false;
      removeCartLine(userId, productId);
      return true;
    },
    qty: (userId, productId) => cartLineQty(userId, productId),
    removeOrdered: (userId, items) => removeOrderedQuantities(userId, items),
  }),
  wishlist: asAsync<WishlistRepository>({
    of: (userId) => wishlistOf(userId),
    add: (userId, productId) => {
      if (hasWishlistLine(userId, productId)) return false;
      addWishlistLine(userId, productId);
      return true;
    },
    remove: (userId, productId) => {
      if (!hasWishlistLine(userId, productId)) return false;
      removeWishlistLine(userId, productId);
      return true;
    },
  }),
  addresses: asAsync<AddressRepository>({
    of: (userId) => addressesOf(userId),
    find: (userId, addressId) => findAddress(userId, addressId),
    count: (userId) => addressesOf(userId).length,
    insert: (userId, input, id) => insertAddress(userId, input, id),
    replace: (userId, addressId, input) => {
      if (!findAddress(userId, addressId)) return false;
      replaceAddress(userId, addressId, input);
      return true;
    },
    remove: (userId, addressId) => {
      if (!findAddress(userId, addressId)) return false;
      deleteAddress(userId, addressId);
      return true;
    },
    select: (userId, addressId) => {
      if (!findAddress(userId, addressId)) return false;
      selectAddress(userId, addressId);
      return true;
    },
  }),
  orders: asAsync<OrderRepository>({
    find: (userId, orderId) => findOrder(userId, orderId),
    findByIdempotencyKey: (userId, key) => findOrderByIdempotencyKey(userId, key),
    insert: (order) => {
      const existing = findOrderByIdempotencyKey(order.userId, order.idempotencyKey);
      return existing ? { order: existing, created: false } : { order: insertOrder(order), created: true };
    },
    markPaid: (userId, orderId, paymentId) =>
      findOrder(userId, orderId)?.status === 'created' ? markOrderPaid(userId, orderId, paymentId) : null,
    issueInvoiceNumber: (userId, orderId, financialYear) =>
      issueInvoiceNumber(userId, orderId, financialYear),
    confirmedOf: (userId) => confirmedOrdersOf(userId),
    purgeUnpaid: (createdBefore) => purgeUnpaidOrders(createdBefore),
    hasBought: (userId, productId) => hasBoughtProduct(userId, productId),
  }),
  reviews: asAsync<ReviewRepository>({
    ofProduct: (productId) => reviewsOfProduct(productId),
    find: (userId, productId) => findReview(userId, productId),
    save: (write) =>
      reviewWritesSince(write.userId, write.since) >= write.maxWrites ? null : saveReview(write),
  }),
  testTodos: asAsync<TestTodoRepository>({
    all: () => allTodos(),
    insert: (title, id) => insertTodo(title, id),
    remove: (todoId) => deleteTodo(todoId),
  }),
};

/** The last transaction asked for; the next one starts once it has settled. */
let queue: Promise<unknown> = Promise.resolve();

/** Inside a transaction a nested one runs at once: waiting for the queue would wait for itself. */
const inTransaction: Repositories = { ...repositories, transaction: (work) => work(inTransaction) };

/** The repositories above, with transactions that run one at a time, in the order they were asked for. */
export const memoryRepositories: Repositories = {
  ...repositories,
  transaction<T>(work: (repos: Repositories) => Promise<T>): Promise<T> {
    const result = queue.then(() => work(inTransaction));
    queue = result.catch(() => undefined);
    return result;
  },
};
