import { useIntl } from 'react-intl';
import type { PaymentWords } from './payment';

/** The checkout's payment words in the page's language (src/shared/i18n/catalogues, `checkout.*`). */
export function usePaymentWords(): PaymentWords & { codPlaced: string } {
  const intl = useIntl();
  return {
    succeeded: intl.formatMessage({ id: 'checkout.paymentSucceeded' }),
    sdkFailed: intl.formatMessage({ id: 'checkout.razorpayFailed' }),
    dismissed: intl.formatMessage({ id: 'checkout.paymentDismissed' }),
    failed: (reason) => intl.formatMessage({ id: 'checkout.paymentFailed' }, { reason }),
    bought: (pairs) => intl.formatMessage({ id: 'checkout.bought' }, { pairs }),
    codPlaced: intl.formatMessage({ id: 'checkout.codPlaced' }),
  };
}
