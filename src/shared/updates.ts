/** The shopper's updates (GET /api/user/updates): the types of the /api contract for them. */
import type { OrderStatus } from './order-lifecycle';

/** The order's steps a shopper hears about; the others (packed, expired) are the shop's own. */
export const ORDER_STEP_UPDATES = [
  'confirmed',
  'shipped',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'returned_to_seller',
] as const satisfies readonly OrderStatus[];

/** What an update to the shopper is about: each order step, each refund and return step. */
export const UPDATE_KINDS = [
  ...ORDER_STEP_UPDATES,
  'refund_issued',
  'refund_processed',
  'return_requested',
  'return_approved',
  'return_rejected',
  'return_picked_up',
  'return_received',
] as const;
export type UpdateKind = (typeof UPDATE_KINDS)[number];

/** One message to the shopper: in-app under Updates, and by email on a server with SMTP_URL. */
export interface ShopperUpdate {
  _id: string;
  orderId: string;
  kind: UpdateKind;
  /** One line naming the order, e.g. "Your order SH-100042 (Puma Flex Dash) is on its way". */
  title: string;
  /** A sentence or two, e.g. the courier and AWB number. */
  body: string;
  /** A timestamp. */
  at: string;
  read: boolean;
}

/** How many updates GET /api/user/updates answers at most (its `limit`, which may ask for fewer). */
export const UPDATES_PAGE_SIZE = 20;

/**
 * GET /api/user/updates[?before=<update id>&limit=n]: newest first (those older than `before`
 * when given), and how many are unread (the header's count).
 */
export interface UpdatesAnswer {
  updates: ShopperUpdate[];
  unread: number;
  /** Whether older updates exist: ask again with `before` = the last update's `_id`. */
  more: boolean;
}

/**
 * POST /api/user/updates/read: marks read every update up to and including `upTo` (the newest
 * the page showed, so one that arrived meanwhile stays unread), or all of them without it.
 * Answers `{ unread }`.
 */
export interface MarkReadInput {
  upTo?: string;
}
