import { useIntl } from 'react-intl';
import { formatCalendarDay } from '@/shared/calendar-day';
import { formatIndiaTime } from '@/shared/format-india-time';
import { useLocale } from '@/shared/i18n/language-context';
import type { OrderStatus, PaymentState } from '@/shared/order-lifecycle';
import type { Order, PaymentMethod } from '@/shared/types';

/** Name, residence, city and state, then the pincode: the address an order goes to, on one line. */
export const fullAddress = (address: Order['address']) =>
  `${[address.name, address.residence, address.city, address.state].join(', ')} ${address.pincode}`;

/**
 * The order's words and dates in the page's language: its status, payment state and method
 * (`orders.status.*`, `orders.payment.*`, `orders.method.*`, held to order-lifecycle's English
 * labels by catalogue-shopper-words.test.ts), its times in India time and its delivery day.
 */
export function useOrderWords() {
  const intl = useIntl();
  const locale = useLocale();
  return {
    status: (status: OrderStatus) => intl.formatMessage({ id: `orders.status.${status}` }),
    payment: (state: PaymentState) => intl.formatMessage({ id: `orders.payment.${state}` }),
    method: (method: PaymentMethod) => intl.formatMessage({ id: `orders.method.${method}` }),
    time: (timestamp: string) => formatIndiaTime(timestamp, locale),
    day: (date: string) => formatCalendarDay(date, { withYear: true, locale }),
  };
}
