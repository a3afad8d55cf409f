import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createIntl } from 'react-intl';
import { cancelMessages, returnOrderMessages } from '@/features/orders/after-sale-messages';
import { englishPaymentWords } from '@/features/orders/payment';
import { REFUND_CAUSE_LABELS, refundRouteLabel } from '@/features/orders/refund-labels';
import { complaintErrorsIn } from '@/features/legal/complaint-errors';
import { validateComplaint } from '@/shared/complaint-validation';
import { COMPLAINT_ACKNOWLEDGE_HOURS } from '@/shared/complaints';
import type { MessageId } from '@/shared/i18n/message-id';
import { complaintMessages } from '@/shared/legal-messages';
import { orderMessages, toastMessages } from '@/shared/messages';
import { CANCEL_REASONS } from '@/shared/orders';
import { POLICY_SLUGS, POLICY_TITLES } from '@/shared/policies';
import { REFUND_STATE_LABELS } from '@/shared/refunds';
import { RETURN_REASONS, RETURN_STATE_LABELS, returnMessages } from '@/shared/returns';

/** The English catalogue as written, and formatted as the shop formats it. */
const english = JSON.parse(
  readFileSync(join(__dirname, '../src/shared/i18n/catalogues/en.json'), 'utf8'),
) as Record<string, string>;
const intl = createIntl({ locale: 'en-IN', messages: english });
const say = (id: string, values?: Record<string, string | number>) =>
  intl.formatMessage({ id: id as MessageId }, values);

/**
 * Checkout, after-sale and legal words (`checkout.*`, `testCheckout.*`, `afterSale.*`, `legal.*`) that tests, the
 * backend or the staff console also read from their modules: the English catalogue holds them
 * word for word, typos included.
 */
const sameWords: [string, string][] = [
  ['checkout.selectAddress', toastMessages.selectAddress],
  ['checkout.paymentSucceeded', toastMessages.paymentSucceeded],
  ['checkout.razorpayFailed', toastMessages.razorpayFailed],
  ['checkout.paymentDismissed', englishPaymentWords.dismissed],
  ['checkout.codPlaced', orderMessages.codPlaced],
  ['checkout.codNotForGuests', orderMessages.codNotForGuests],
  // The offline test checkout's UPI words: the backend's UPI app refuses in the same words.
  ['testCheckout.upiInvalid', orderMessages.upiInvalid],
  ['testCheckout.upiUnreachable', orderMessages.upiUnreachable],
  ['testCheckout.upiDeclined', orderMessages.upiDeclined],
  ...POLICY_SLUGS.map((slug): [string, string] => [
    `checkout.policyName.${slug}`,
    POLICY_TITLES[slug].replace(/ policy$/, '').toLowerCase(),
  ]),
  ['afterSale.chooseCancelReason', cancelMessages.chooseReason],
  ['afterSale.cancelled', cancelMessages.cancelled],
  ['afterSale.cancelledRefund', cancelMessages.cancelledRefund],
  ['afterSale.returnRequested', returnOrderMessages.requested],
  ['afterSale.linesRequired', returnMessages.linesRequired],
  ['afterSale.reasonRequired', returnMessages.reasonInvalid],
  ['afterSale.upiRequired', returnMessages.upiRequired],
  ['afterSale.upiInvalid', returnMessages.upiInvalid],
  ['afterSale.refundToOriginal', refundRouteLabel({ route: 'original' })],
  ...Object.entries(CANCEL_REASONS).map(([key, words]): [string, string] => [
    `afterSale.cancelReason.${key}`,
    words,
  ]),
  ...Object.entries(RETURN_REASONS).map(([key, words]): [string, string] => [
    `afterSale.returnReason.${key}`,
    words,
  ]),
  ...Object.entries(RETURN_STATE_LABELS).map(([key, words]): [string, string] => [
    `afterSale.returnState.${key}`,
    words,
  ]),
  ...Object.entries(REFUND_STATE_LABELS).map(([key, words]): [string, string] => [
    `afterSale.refundState.${key}`,
    words,
  ]),
  ...Object.entries(REFUND_CAUSE_LABELS).map(([key, words]): [string, string] => [
    `afterSale.refundCause.${key}`,
    words,
  ]),
];

describe('the English catalogue’s checkout, after-sale and legal words', () => {
  it.each(sameWords)('%s reads "%s"', (id, words) => {
    expect(say(id)).toBe(words);
  });

  it('says what failed and what is bought as the payment flow does', () => {
    expect(say('checkout.paymentFailed', { reason: 'Card declined' })).toBe(
      englishPaymentWords.failed('Card declined'),
    );
    for (const pairs of [1, 3])
      expect(say('checkout.bought', { pairs })).toBe(englishPaymentWords.bought(pairs));
  });

  it('names a UPI refund and a filed complaint as the modules do', () => {
    expect(say('afterSale.refundToUpi', { upiId: 'asha@okaxis' })).toBe(
      refundRouteLabel({ route: 'upi', upiId: 'asha@okaxis' }),
    );
    expect(say('legal.filed', { ticket: 'GRV-ABCD2345', hours: COMPLAINT_ACKNOWLEDGE_HOURS })).toBe(
      complaintMessages.filed('GRV-ABCD2345'),
    );
  });

  it('words the complaint form’s errors as the shared rules do, field by field', () => {
    const cases = [
      {
        name: '',
        email: 'asha@',
        phone: '12345',
        orderId: '',
        subject: 'x'.repeat(201),
        message: 'a\u0001b',
      },
      { name: 'Asha', email: '', phone: '', orderId: '', subject: '', message: '' },
    ];
    for (const values of cases)
      expect(complaintErrorsIn(intl, values)).toEqual(validateComplaint(values).errors);
  });
});
