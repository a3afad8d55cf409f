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
  /**
   * Razorpay's id for the order: made by the backend where it plays Razorpay (offline), else null
   * until Razorpay's Orders API has made one (attachRazorpayOrder).
   */
  razorpayOrderId: string | null;
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

/**
 * The payment id is already another order's: a payment pays one order (orders.payment_id is unique
 * on SQL; the memory store checks before it writes). Thrown by `markPaid`; on SQL the transaction
 * it ran in is over.
 */
export class PaymentIdTaken extends Error {
  constructor(readonly paymentId: string) {
    super(`the payment ${paymentId} already pays another order`);
    this.name = 'PaymentIdTaken';
  }
}

export interface PaymentFailure {
  paymentId: string;
  razorpayOrderId: string | null;
  errorCode: string | null;
  errorDescription: string | null;
  errorReason: string | null;
  /** A timestamp. */
  failedAt: string;
}

export interface OrderRepository {
  find(userId: string, orderId: string): Promise<Order | null>;
  findByIdempotencyKey(userId: string, key: string): Promise<Order | null>;
  /**
   * Gives the order Razorpay's id for it, unless it has one already (a concurrent request's): the
   * order as it is after, null when it is missing.
   */
  attachRazorpayOrder(userId: string, orderId: string, razorpayOrderId: string): Promise<Order | null>;
  /** The order Razorpay knows as `razorpayOrderId`, and whose it is: any shopper's. */
  findByRazorpayOrderId(razorpayOrderId: string): Promise<{ userId: string; order: Order } | null>;
  /** The order under this idempotency key: the new one, or the one a concurrent request made. */
  insert(order: NewOrder): Promise<{ order: Order; created: boolean }>;
  /**
   * Marks an unpaid order paid; null when it was not unpaid (already paid, or missing). Throws
   * PaymentIdTaken when another order already has the payment id.
   */
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
  /**
   * Razorpay's webhook event `eventId` is being handled: true the first time, false when it was
   * before (a replay). Claimed in the transaction that handles it, so a rollback gives it back.
   */
  claimWebhookEvent(eventId: string, event: string, at: string): Promise<boolean>;
  /** A payment Razorpay reports failed (payment.failed), kept for the shop's records. */
  recordPaymentFailure(failure: PaymentFailure): Promise<void>;
  /** True when the shopper has an order containing the product in one of BOUGHT_STATUSES. */
  hasBought(userId: string, productId: string): Promise<boolean>;
  /** Of `userIds`, those who have bought the product (as `hasBought` says), in one question. */
  buyersOf(productId: string, userIds: readonly string[]): Promise<string[]>;
}
