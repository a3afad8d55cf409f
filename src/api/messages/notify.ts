import type { UpdateKind } from '@/shared/updates';
import type { Repositories } from '@/api/repositories';
import { productsPhrase, WORDING, type UpdateDetails } from './wording';

/** What happened to a shopper's order, for the message that tells them. */
export interface OrderNews {
  userId: string;
  orderId: string;
  kind: UpdateKind;
  /** A timestamp: the step's own. */
  at: string;
  details?: UpdateDetails;
}

/** The order's number and its products' titles, or, for a return's update, the returned pairs'. */
async function subjectOf(tx: Repositories, { orderId, details }: OrderNews) {
  const order = (await tx.orders.findById(orderId))?.order;
  if (!order) throw new Error(`an update for order ${orderId}, which does not exist`);
  const titleOf = new Map(order.items.map((line) => [line._id, line.title]));
  const returned = details?.returnId ? await tx.returns.findById(details.returnId) : null;
  const productIds = returned
    ? returned.orderReturn.lines.map((line) => line.productId)
    : order.items.map((line) => line._id);
  return { number: order.number, titles: productIds.map((id) => titleOf.get(id) ?? '') };
}

/**
 * The words for a shopper in their language (the one they last chose; English until they choose):
 * the Hindi loads only when a Hindi shopper gets an update, so English alone never carries it.
 */
async function wordingFor(tx: Repositories, userId: string) {
  const language = (await tx.users.findById(userId))?.language;
  if (language !== 'hi') return { phrase: productsPhrase, wording: WORDING };
  const { HINDI_WORDING, productsPhraseHi } = await import(
    /* webpackChunkName: "api-words-hi-updates" */ './wording-hi'
  );
  return { phrase: productsPhraseHi, wording: HINDI_WORDING };
}

/**
 * Tells the shopper about `news`, in `tx` (the change's own transaction, so a message is made
 * exactly when its change is): an in-app update, and on a server with SMTP_URL an email sent
 * through the job queue (the update row is the email's outbox: src/api/messages/email-outbox.ts).
 * The one way every step reaches the shopper; its words name the order by its number and
 * products, never by an internal id, and are written in the shopper's language when it is made
 * (docs/i18n.md): the update and its email say the same.
 */
export async function notifyShopper(tx: Repositories, news: OrderNews): Promise<void> {
  const { userId, orderId, kind, at, details = {} } = news;
  const { number, titles } = await subjectOf(tx, news);
  const { phrase, wording } = await wordingFor(tx, userId);
  const words = wording[kind]({ number, products: phrase(titles) }, details);
  await tx.updates.add({ _id: crypto.randomUUID(), userId, orderId, kind, at, ...words });
}
