import type { UpdateKind } from '@/shared/updates';
import type { Repositories } from '@/api/repositories';
import { wordingOf, type UpdateDetails } from './wording';

/** What happened to a shopper's order, for the message that tells them. */
export interface OrderNews {
  userId: string;
  orderId: string;
  kind: UpdateKind;
  /** A timestamp: the step's own. */
  at: string;
  details?: UpdateDetails;
}

/**
 * Tells the shopper about `news`, in `tx` (the change's own transaction, so a message is made
 * exactly when its change is): an in-app update, and on a server with SMTP_URL an email sent
 * through the job queue (the update row is the email's outbox: src/api/messages/email-outbox.ts).
 * The one way every step reaches the shopper.
 */
export async function notifyShopper(tx: Repositories, news: OrderNews): Promise<void> {
  const { userId, orderId, kind, at, details } = news;
  await tx.updates.add({ _id: crypto.randomUUID(), userId, orderId, kind, at, ...wordingOf(kind, details) });
}
