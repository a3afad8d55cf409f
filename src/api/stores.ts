import type {
  Address,
  AddressInput,
  CartItem,
  Category,
  Order,
  OrderAmounts,
  OrderLine,
  PaymentMethod,
  Product,
  ReviewInput,
  TestTodo,
  WishlistItem,
} from '@/shared/types';

/**
 * What the handlers may ask of storage. Two adapters answer it: @mswjs/data in the browser and
 * Jest (src/mocks/db), SQL on PGlite or PostgreSQL on the Node server (server/db). Every method is
 * async so the same handler code runs over both. Writes that could race (two tabs, two clicks)
 * are single statements that report what they did, so no handler checks first and writes later.
 */

export interface UserRecord {
  _id: string;
  /** Stored lower-case. */
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  createdAt: string;
  updatedAt: string;
}

export interface NewUser {
  _id?: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  createdAt?: string;
}

export interface UserRepository {
  findByEmail(email: string): Promise<UserRecord | null>;
  findById(userId: string): Promise<UserRecord | null>;
  /** Null when the email is taken: exactly one of two concurrent signups gets the account. */
  insert(user: NewUser): Promise<UserRecord | null>;
}

/** Guest accounts (one per visitor on a shared server), by when they were last logged in to. */
export interface GuestRepository {
  /** Marks a new account as a guest's, last used at `at` (a timestamp). */
  add(userId: string, at: string): Promise<void>;
  /** A login: a guest account's last use becomes `at`; any other account is left alone. */
  touch(userId: string, at: string): Promise<void>;
  /** Deletes every guest account last used before `before`, with all it holds; how many. */
  purgeUnused(before: string): Promise<number>;
}

export interface CatalogueRepository {
  products(): Promise<Product[]>;
  product(productId: string): Promise<Product | null>;
  categories(): Promise<Category[]>;
  category(categoryId: string): Promise<Category | null>;
}

export interface CartRepository {
  /** In the order the lines were added. */
  of(userId: string): Promise<CartItem[]>;
  /** False when the product already has a line (the cart is left alone). */
  add(userId: string, productId: string): Promise<boolean>;
  /**
   * Adds `delta` to a line's quantity unless that would leave it outside [1, max]: the new
   * quantity, or null when the line is missing or the bound refused it.
   */
  adjust(userId: string, productId: string, delta: number, max: number): Promise<number | null>;
  /** False when there was no such line. */
  remove(userId: string, productId: string): Promise<boolean>;
  qty(userId: string, productId: string): Promise<number | null>;
  /** Takes what a paid order bought out of the cart; lines added or raised since then stay. */
  removeOrdered(userId: string, items: readonly { _id: string; qty: number }[]): Promise<void>;
}

export interface WishlistRepository {
  of(userId: string): Promise<WishlistItem[]>;
  /** False when the product is already on the wishlist. */
  add(userId: string, productId: string): Promise<boolean>;
  /** False when it was not on the wishlist. */
  remove(userId: string, productId: string): Promise<boolean>;
}

export interface AddressRepository {
  of(userId: string): Promise<Address[]>;
  find(userId: string, addressId: string): Promise<Address | null>;
  count(userId: string): Promise<number>;
  insert(userId: string, input: AddressInput, id?: string): Promise<Address>;
  /** Each of these is false when the user has no address with that id. */
  replace(userId: string, addressId: string, input: AddressInput): Promise<boolean>;
  remove(userId: string, addressId: string): Promise<boolean>;
  /** Exactly one selected address per user: the chosen one. */
  select(userId: string, addressId: string): Promise<boolean>;
}

export interface NewOrder {
  userId: string;
  idempotencyKey: string;
  items: OrderLine[];
  address: Address;
  amounts: OrderAmounts;
  /** 'cod' orders are confirmed as they are made; 'online' ones wait for their payment. */
  paymentMethod: PaymentMethod;
  /** YYYY-MM-DD, or null where the shop has no data for the pincode. */
  deliverBy: string | null;
  /** A timestamp: the clock the promised date was read from. */
  createdAt: string;
}

export interface OrderRepository {
  find(userId: string, orderId: string): Promise<Order | null>;
  findByIdempotencyKey(userId: string, key: string): Promise<Order | null>;
  /** The order under this idempotency key: the new one, or the one a concurrent request made. */
  insert(order: NewOrder): Promise<{ order: Order; created: boolean }>;
  /** Marks an unpaid order paid; null when it was not unpaid (already paid, or missing). */
  markPaid(userId: string, orderId: string, paymentId: string): Promise<Order | null>;
  /**
   * Gives a confirmed order (paid, or Cash on Delivery) the next number of the financial year's
   * invoice series (`SH/26-27/000001`): consecutive, no gaps, one per order. Null when the order is
   * missing or already has one.
   */
  issueInvoiceNumber(userId: string, orderId: string, financialYear: string): Promise<Order | null>;
  /** Paid and Cash on Delivery orders, newest first. */
  confirmedOf(userId: string): Promise<Order[]>;
  /** Deletes every shopper's unpaid orders created before `createdBefore` (a timestamp); how many. */
  purgeUnpaid(createdBefore: string): Promise<number>;
  /**
   * True when the shopper has an order containing the product that is not waiting for its payment
   * (status other than 'created'): paid, and whatever confirmed status later kinds of order get.
   */
  hasBought(userId: string, productId: string): Promise<boolean>;
}

/** A review with the reviewer's id and names; the handlers decide what of it is shown. */
export interface ReviewRecord extends ReviewInput {
  _id: string;
  userId: string;
  productId: string;
  firstName: string;
  lastName: string;
  createdAt: string;
  updatedAt: string;
}

export interface ReviewWrite {
  userId: string;
  productId: string;
  review: ReviewInput;
  /** A timestamp: the review's time, and the write's in the daily count. */
  at: string;
  /** The daily cap: writes by this shopper at or after `since` (a timestamp) that refuse another. */
  since: string;
  maxWrites: number;
}

export interface ReviewRepository {
  /** A product's reviews, the most recently written first. */
  ofProduct(productId: string): Promise<ReviewRecord[]>;
  find(userId: string, productId: string): Promise<ReviewRecord | null>;
  /**
   * Creates the shopper's one review of the product or replaces it, and counts the write, as one
   * step; null (and nothing written) when the shopper already has `maxWrites` writes since `since`.
   */
  save(write: ReviewWrite): Promise<{ review: ReviewRecord; created: boolean } | null>;
}

export interface TestTodoRepository {
  all(): Promise<TestTodo[]>;
  insert(title: string, id?: string): Promise<TestTodo>;
  /** False when there was no such todo. */
  remove(todoId: string): Promise<boolean>;
}

export interface Repositories {
  users: UserRepository;
  guests: GuestRepository;
  catalogue: CatalogueRepository;
  cart: CartRepository;
  wishlist: WishlistRepository;
  addresses: AddressRepository;
  orders: OrderRepository;
  reviews: ReviewRepository;
  testTodos: TestTodoRepository;
  /**
   * Runs `work` as one unit: on SQL one transaction (all or nothing), in memory one at a time
   * (no other transaction interleaves at its awaits).
   */
  transaction<T>(work: (repos: Repositories) => Promise<T>): Promise<T>;
}
