import type { Address, Order, OrderAmounts, OrderLine, OrderStatus, PaymentMethod } from '@/shared/types';

/**
 * The statuses of an order that make its shopper a verified buyer of what it holds (`hasBought`,
 * `buyersOf`, both stores): an online payment, made. A Cash on Delivery order ('confirmed') is not
 * paid until the courier hands it over, so it does not count: orders have no 'delivered' status
 * yet, and when it comes (a COD order delivered and paid at the door) it joins this list.
 */
export const BOUGHT_STATUSES: readonly OrderStatus[] = ['paid'];

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
  markPaid(userId: string, orderId: string, paymentId: string, at: string): Promise<Order | null>;
  /**
   * Gives a confirmed order (paid, or Cash on Delivery) the next number of the financial year's
   * invoice series (`SH/26-27/000001`): consecutive, no gaps, one per order. Null when the order is
   * missing or already has one.
   */
  issueInvoiceNumber(userId: string, orderId: string, financialYear: string): Promise<Order | null>;
  /** Paid and Cash on Delivery orders, newest first. */
  confirmedOf(userId: string): Promise<Order[]>;
  /**
   * Makes the shopper's order placements run one at a time until the transaction ends, so two at
   * once cannot both pass a cap (SQL: the user's row, locked; memory: transactions already do).
   */
  holdShopper(userId: string): Promise<void>;
  /** When the shopper's online orders waiting for payment, placed at or after `since`, were placed: oldest first. */
  unpaidOf(userId: string, since: string): Promise<string[]>;
  /** How many Cash on Delivery orders the shopper placed at or after `since` (a timestamp). */
  codCountSince(userId: string, since: string): Promise<number>;
  /** Deletes every shopper's unpaid orders created before `createdBefore` (a timestamp); how many. */
  purgeUnpaid(createdBefore: string): Promise<number>;
  /** True when the shopper has an order containing the product in one of BOUGHT_STATUSES. */
  hasBought(userId: string, productId: string): Promise<boolean>;
  /** Of `userIds`, those who have bought the product (as `hasBought` says), in one question. */
  buyersOf(productId: string, userIds: readonly string[]): Promise<string[]>;
}
