import type { Refund, RefundCause } from '@/shared/refunds';

/** Why an order was credited, in the shopper's words (the credit note and the refund lines). */
export const REFUND_CAUSE_LABELS: Readonly<Record<RefundCause, string>> = {
  cancelled: 'Order cancelled',
  returned: 'Pairs returned',
  returned_to_seller: 'Parcel returned to us undelivered',
  late_payment: 'Payment arrived after the order expired',
};

/** Where a refund's money goes. */
export const refundRouteLabel = (refund: Pick<Refund, 'route' | 'upiId'>) =>
  refund.route === 'upi' ? `to UPI ID ${refund.upiId ?? ''}`.trim() : 'to your original payment method';
