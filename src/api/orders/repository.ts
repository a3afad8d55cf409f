import type { OrderEvent } from '@/shared/order-lifecycle';
import type { StatusCounts } from '@/shared/staff';
import type { StaffOrderFilter } from './staff-list';
import type {
  Address,
  Order,
  OrderAmounts,
  OrderLine,
  OrderStatus,
  PaymentMethod,
  PaymentState,
} from '@/shared/types';

/**
 * The payment states that make an order's shopper a verified buyer of what it holds (`hasBought`,
 * `buyersOf`, both stores): the payment made, online or at the door. A Cash on Delivery order counts
 * once delivered (`cod_collected`); a refunded one does not.
 */
export const BOUGHT_PAYMENT_STATES: readonly PaymentState[] = ['paid', 'cod_collected'];

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
  /**
   * 'cod' orders are confirmed as they are made, and hold their pairs from then on; 'online' ones
   * wait for their payment and hold no pairs until it takes them (src/api/payments/paying.ts).
   */
  paymentMethod: PaymentMethod;
  /** YYYY-MM-DD, or null where the shop has no data for the pincode. */
  deliverBy: string | null;
  /** A timestamp: the clock the promised date was read from. */
  createdAt: string;
}

/**
 * The payment id is already another order's: a payment pays one order (orders.payment_id is unique
 * on SQL; the memory store checks before it writes). Thrown by `move` and `recordRefund`; on SQL the transaction
 * it ran in is over.
 */
export class PaymentIdTaken extends Error {
  constructor(readonly paymentId: string) {
    super(`the payment ${paymentId} already pays another order`);
    this.name = 'PaymentIdTaken';
  }
}

/** An order as the store keeps it: whose it is (null once the account is gone) and whether its pairs are in the stock records. */
export interface StoredOrder {
  userId: string | null;
  order: Order;
  /** False for orders placed before stock was kept (their moves change no stock). */
  stockHeld: boolean;
}

/** One move of an order (src/api/orders/move-order.ts makes it): written only while the order is still at `from`. */
export interface OrderMove {
  orderId: string;
  from: OrderStatus;
  /** The step taken: its status is the order's new one. */
  event: OrderEvent;
  paymentState: PaymentState;
  /** The payment that confirms an order waiting for it, recorded with the move at `event.at`. */
  paymentId?: string;
  /** The move's transaction reserved the order's pairs: from now its moves change stock. */
  holdsStock?: boolean;
}

/** A shopper's Cash on Delivery orders not yet delivered, cancelled or returned. */
export interface OpenCod {
  orders: number;
  pairs: number;
}

/** The statuses of a Cash on Delivery order that still holds its pairs (reserved, not yet shipped). */
export const COD_HOLDING_STATUSES: readonly OrderStatus[] = ['confirmed', 'packed'];
/** The statuses of a Cash on Delivery order on its way to the door, nothing paid yet. */
export const COD_OPEN_STATUSES: readonly OrderStatus[] = [
  ...COD_HOLDING_STATUSES,
  'shipped',
  'out_for_delivery',
];

export interface PaymentFailure {
  paymentId: string;
  razorpayOrderId: string | null;
  errorCode: string | null;
  errorDescription: string | null;
  errorReason: string | null;
  /** A timestamp. */
  failedAt: string;
}

/** An order as the staff list shows it: with its account's email ('' once the account is gone). */
export interface StaffListedOrder {
  order: Order;
  email: string;
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
  /** Any shopper's order by its id. */
  findById(orderId: string): Promise<StoredOrder | null>;
  /**
   * Makes the move with one conditional write: the order as it is after, or null when it is no
   * longer at `move.from` (another move won) or is missing. Throws PaymentIdTaken when the move
   * records a payment another order already has.
   */
  move(move: OrderMove): Promise<Order | null>;
  /** The id of the order `paymentId` pays (or was refunded for), if any. */
  paidBy(paymentId: string): Promise<string | null>;
  /**
   * Records a payment that arrived for an expired order as refunded (payment state `refunded`); null
   * when the order is not expired or already has a payment. Throws PaymentIdTaken as `move` does.
   */
  recordRefund(orderId: string, paymentId: string, at: string): Promise<Order | null>;
  /**
   * Gives a confirmed order (paid, or Cash on Delivery) the next number of the financial year's
   * invoice series (`SH/26-27/000001`): consecutive, no gaps, one per order. Null when the order is
   * missing or already has one.
   */
  issueInvoiceNumber(userId: string, orderId: string, financialYear: string): Promise<Order | null>;
  /** The shopper's orders past their payment (every status but created and expired), newest first. */
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
  /** The shopper's Cash on Delivery orders in COD_OPEN_STATUSES, and their pairs. */
  openCodOf(userId: string): Promise<OpenCod>;
  /** Whether the shopper has an order that was delivered (whatever came after). */
  hasDelivered(userId: string): Promise<boolean>;
  /**
   * Pairs of each product held (COD_HOLDING_STATUSES) by Cash on Delivery orders of shoppers who
   * have no delivered order, in the order of `productIds`.
   */
  codPairsOfNewShoppers(productIds: readonly string[]): Promise<number[]>;
  /** Ids of up to `limit` online orders still waiting for payment, placed before `createdBefore`: oldest first. */
  unpaidBefore(createdBefore: string, limit: number): Promise<string[]>;
  /**
   * Razorpay's webhook event `eventId` is being handled: true the first time, false when it was
   * before (a replay). Claimed in the transaction that handles it, so a rollback gives it back.
   */
  claimWebhookEvent(eventId: string, event: string, at: string): Promise<boolean>;
  /** A payment Razorpay reports failed (payment.failed), kept for the shop's records. */
  recordPaymentFailure(failure: PaymentFailure): Promise<void>;
  /** True when the shopper has an order containing the product whose payment state is one of BOUGHT_PAYMENT_STATES. */
  hasBought(userId: string, productId: string): Promise<boolean>;
  /** Of `userIds`, those who have bought the product (as `hasBought` says), in one question. */
  buyersOf(productId: string, userIds: readonly string[]): Promise<string[]>;
  /**
   * Any shopper's orders passing `filter`, newest first (by placement time, then id, the cursor's
   * order), at most `limit` of them, after `filter.after` when it is given.
   */
  staffPage(filter: StaffOrderFilter, limit: number): Promise<StaffListedOrder[]>;
  /** Every order counted by status (the console's tabs). */
  staffCounts(): Promise<StatusCounts>;
}
