import type { PaymentState } from '@/shared/order-lifecycle';
import type { PaymentMethod } from '@/shared/types';

const momentFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** A timestamp as the console shows it: 24 Nov 2026, 3:30 pm. */
export const formatMoment = (timestamp: string) => momentFormat.format(new Date(timestamp));

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  online: 'Online',
  cod: 'Cash on Delivery',
};

export const PAYMENT_STATE_LABELS: Readonly<Record<PaymentState, string>> = {
  pending: 'Pending',
  paid: 'Paid',
  cod_due: 'Cash due',
  cod_collected: 'Cash collected',
  refunded: 'Refunded',
};
