import { RETURN_WINDOW_DAYS } from '@/shared/returns';
import type { UpdateKind } from '@/shared/updates';
import { formatPaise } from '@/shared/format-rupees';

/** What an update quotes: shipping's courier and AWB, a refund's amount, a return's id. */
export interface UpdateDetails {
  courier?: string;
  awb?: string;
  amountPaise?: number;
  returnId?: string;
  /** A cancellation's cause when it is not the shopper's or staff's: the pairs sold while they paid. */
  reason?: 'sold_out';
}

/** A refund's amount in words, or nothing when the caller gave none. */
const amountOf = ({ amountPaise }: UpdateDetails) =>
  amountPaise === undefined ? 'Your refund' : `Your refund of ${formatPaise(amountPaise)}`;

const returnOf = ({ returnId }: UpdateDetails) => (returnId ? `Your return ${returnId}` : 'Your return');

/**
 * The one place an update's words are made, from its kind and details: the in-app update and its
 * email both carry them.
 */
const WORDING: Readonly<Record<UpdateKind, (details: UpdateDetails) => { title: string; body: string }>> = {
  confirmed: () => ({
    title: 'Your order is confirmed',
    body: 'We have your order and are getting your pairs ready.',
  }),
  shipped: ({ courier, awb }) => ({
    title: 'Your order is on its way',
    body: courier && awb ? `It has shipped with ${courier}, AWB ${awb}.` : 'It has left our warehouse.',
  }),
  out_for_delivery: () => ({
    title: 'Your order is out for delivery',
    body: 'The courier will bring it to you today.',
  }),
  delivered: () => ({
    title: 'Your order was delivered',
    body: `Enjoy your new pairs. You can return them within ${RETURN_WINDOW_DAYS} days if they do not fit.`,
  }),
  cancelled: ({ reason }) =>
    reason === 'sold_out'
      ? {
          title: 'Sold out before your payment arrived',
          body: 'The last pairs were bought while you paid, so the order was cancelled and your payment is refunded in full.',
        }
      : { title: 'Your order was cancelled', body: 'Its pairs are no longer reserved for you.' },
  returned_to_seller: () => ({
    title: 'Your order came back to us',
    body: 'The courier could not deliver it and returned it to us.',
  }),
  refund_issued: (details) => ({
    title: 'Your refund is on its way',
    body: `${amountOf(details)} has been issued; it reaches you in 5–7 working days.`,
  }),
  refund_processed: (details) => ({
    title: 'Your refund is done',
    body: `${amountOf(details)} has been paid back.`,
  }),
  return_requested: (details) => ({
    title: 'We have your return request',
    body: `${returnOf(details)} is waiting for our team to approve it.`,
  }),
  return_approved: (details) => ({
    title: 'Your return is approved',
    body: `${returnOf(details)} is approved; a courier will pick the pairs up.`,
  }),
  return_rejected: (details) => ({
    title: 'Your return was not approved',
    body: `${returnOf(details)} was not approved. Contact customer care if you think this is wrong.`,
  }),
  return_picked_up: (details) => ({
    title: 'Your return was picked up',
    body: `${returnOf(details)} is on its way back to us.`,
  }),
  return_received: (details) => ({
    title: 'We received your return',
    body: `${returnOf(details)} has reached us; your refund follows.`,
  }),
};

export const wordingOf = (kind: UpdateKind, details: UpdateDetails = {}) => WORDING[kind](details);
