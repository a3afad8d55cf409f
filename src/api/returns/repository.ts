import type { Address, OrderLineRef } from '@/shared/types';
import type { OrderReturn, ReturnReason, ReturnState, ReturnStep } from '@/shared/returns';

/** A return as it is asked for: the first step (`requested`) is made from `at`. */
export interface NewReturn {
  userId: string;
  orderId: string;
  lines: OrderLineRef[];
  reason: ReturnReason;
  /** The pickup address as it is now: kept, so a later edit or deletion does not move the pickup. */
  pickupAddress: Address;
  upiId?: string;
  /** A timestamp. */
  at: string;
}

/** A return as the store keeps it: whose it is, and its pickup address in full. */
export interface StoredReturn {
  /** Null once the account is gone. */
  userId: string | null;
  orderReturn: OrderReturn;
  pickupAddress: Address;
}

/** One move of a return: written only while the return is still at `from`. */
export interface ReturnMove {
  returnId: string;
  from: ReturnState;
  step: ReturnStep;
  /** With `received`. */
  resellable?: boolean;
}

export interface ReturnRepository {
  insert(request: NewReturn): Promise<OrderReturn>;
  /** Any shopper's return by its id. */
  findById(returnId: string): Promise<StoredReturn | null>;
  /** An order's returns, oldest first. */
  ofOrder(orderId: string): Promise<OrderReturn[]>;
  /** The return as it is after the move, or null when it is no longer at `from` (another move won). */
  move(move: ReturnMove): Promise<OrderReturn | null>;
  /** Records the refund a received return gave. */
  attachRefund(returnId: string, refundId: string): Promise<void>;
  /** Every shopper's returns (at `state` when given), newest first, at most `limit`. */
  queue(state: ReturnState | null, limit: number): Promise<StoredReturn[]>;
}
