import { RETURN_WINDOW_DAYS } from '@/shared/returns';
import type { UpdateKind } from '@/shared/updates';
import { formatPaise } from '@/shared/format-rupees';

/** What an update quotes: shipping's courier and AWB, a refund's amount and where it goes, a return's id. */
export interface UpdateDetails {
  courier?: string;
  awb?: string;
  amountPaise?: number;
  /** A refund paid out to this UPI ID (a Cash on Delivery order's); without it, back to what paid. */
  upiId?: string;
  /** The return the update is about: named by its pairs, never by this id. */
  returnId?: string;
  /** A cancellation's cause when it is not the shopper's or staff's: the pairs sold while they paid. */
  reason?: 'sold_out';
}

/**
 * Which order an update is about, as the shopper knows it: its number and what is in it (the
 * return's pairs for a return's update), e.g. `SH-100042` and `Puma Flex Dash and 1 more`.
 */
export interface UpdateSubject {
  number: string;
  products: string;
}

/** The products an update names: the first title, and how many more (issue 39's example). */
export function productsPhrase(titles: readonly string[]): string {
  const distinct = [...new Set(titles)];
  const [first = 'your pairs'] = distinct;
  return distinct.length > 1 ? `${first} and ${distinct.length - 1} more` : first;
}

const money = ({ amountPaise }: UpdateDetails) =>
  amountPaise === undefined ? 'The amount you paid' : formatPaise(amountPaise);

/** Where a refund goes, as the shopper reads it. */
const refundRoute = ({ upiId }: UpdateDetails) =>
  upiId ? `your UPI ID ${upiId}` : 'the card, UPI or bank account you paid with';

type Words = { title: string; body: string };
/** An update kind's words in one language, from its subject and details. */
export type Wording = (subject: UpdateSubject, details: UpdateDetails) => Words;

/** "Your order SH-100042 (Puma Flex Dash and 1 more)". */
const yourOrder = ({ number, products }: UpdateSubject) => `Your order ${number} (${products})`;
/** "Your return of Puma Flex Dash from order SH-100042". */
const yourReturn = ({ number, products }: UpdateSubject) => `Your return of ${products} from order ${number}`;

const ORDER_STEPS: Readonly<
  Record<'confirmed' | 'out_for_delivery' | 'delivered' | 'returned_to_seller', Wording>
> = {
  confirmed: (subject) => ({
    title: `${yourOrder(subject)} is confirmed`,
    body: 'We have your order and are getting your pairs ready.',
  }),
  out_for_delivery: (subject) => ({
    title: `${yourOrder(subject)} is out for delivery`,
    body: 'The courier will bring it to you today.',
  }),
  delivered: (subject) => ({
    title: `${yourOrder(subject)} was delivered`,
    body: `Enjoy your new pairs. You can return them within ${RETURN_WINDOW_DAYS} days if they do not fit.`,
  }),
  returned_to_seller: (subject) => ({
    title: `${yourOrder(subject)} came back to us`,
    body: 'The courier could not deliver it and returned it to us.',
  }),
};

/**
 * The one place an update's words are made, from its kind, its order and details: the in-app
 * update and its email both carry them. A refund's words follow its state: `refund_issued` is made
 * when the refund is asked for (pending: on its way, not yet back), `refund_processed` when the
 * money went back.
 */
export const WORDING: Readonly<Record<UpdateKind, Wording>> = {
  ...ORDER_STEPS,
  shipped: (subject, { courier, awb }) => ({
    title: `${yourOrder(subject)} is on its way`,
    body: courier && awb ? `It has shipped with ${courier}, AWB ${awb}.` : 'It has left our warehouse.',
  }),
  cancelled: (subject, { reason }) =>
    reason === 'sold_out'
      ? {
          title: `${yourOrder(subject)} sold out before your payment arrived`,
          body: 'The last pairs were bought while you paid, so the order was cancelled; your payment will be refunded in full.',
        }
      : { title: `${yourOrder(subject)} was cancelled`, body: 'Its pairs are no longer reserved for you.' },
  refund_issued: (subject, details) => ({
    title: `Your refund for order ${subject.number} is in progress`,
    body: details.upiId
      ? `We will send ${money(details)} to ${refundRoute(details)} and tell you when it is paid.`
      : `${money(details)} is on its way back to ${refundRoute(details)}; banks take 5–7 working days.`,
  }),
  refund_processed: (subject, details) => ({
    title: `Your refund for order ${subject.number} is done`,
    body: `${money(details)} has been paid back to ${refundRoute(details)}.`,
  }),
  return_requested: (subject) => ({
    title: `We have your return request for order ${subject.number}`,
    body: `${yourReturn(subject)} is waiting for our team to approve it.`,
  }),
  return_approved: (subject) => ({
    title: `Your return for order ${subject.number} is approved`,
    body: `${yourReturn(subject)} is approved; a courier will pick the pairs up.`,
  }),
  return_rejected: (subject) => ({
    title: `Your return for order ${subject.number} was not approved`,
    body: `${yourReturn(subject)} was not approved. Contact customer care if you think this is wrong.`,
  }),
  return_picked_up: (subject) => ({
    title: `Your return for order ${subject.number} was picked up`,
    body: `${yourReturn(subject)} is on its way back to us.`,
  }),
  return_received: (subject) => ({
    title: `We received your return for order ${subject.number}`,
    body: `${yourReturn(subject)} has reached us; your refund follows.`,
  }),
};
