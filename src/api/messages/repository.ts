import type { FailedEmail } from '@/shared/staff';
import type { ShopperUpdate, UpdateKind } from '@/shared/updates';

/** An update as notifyShopper makes it: its words already written (src/api/messages/wording.ts). */
export interface NewUpdate {
  _id: string;
  userId: string;
  orderId: string;
  kind: UpdateKind;
  title: string;
  body: string;
  at: string;
}

export interface UpdatePage {
  /** Newest first, at most `limit`. */
  updates: ShopperUpdate[];
  /** Whether updates older than the page's last exist. */
  more: boolean;
}

export interface UpdateRepository {
  add(update: NewUpdate): Promise<void>;
  /** The shopper's updates newest first, those older than `before` (an update's id) when given; null when `before` is not theirs. */
  page(userId: string, options: { before?: string; limit: number }): Promise<UpdatePage | null>;
  unread(userId: string): Promise<number>;
  /**
   * Marks the shopper's updates read at `at`: all of them, or those up to and including `upTo`
   * (an update's id). How many stay unread; null when `upTo` is not theirs.
   */
  markRead(userId: string, at: string, upTo?: string): Promise<number | null>;
  /** The newest `limit` emails given up (email-outbox.ts), newest first. */
  failedEmails(limit: number): Promise<FailedEmail[]>;
}
