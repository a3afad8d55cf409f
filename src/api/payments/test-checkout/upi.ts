import { said, type Said } from '@/api/http/http-error';
import { orderMessages } from '@/shared/messages';

/**
 * UPI in the offline test-mode checkout, as Razorpay's test mode has it: `success@razorpay` pays,
 * `failure@razorpay` is declined, any other UPI ID is unknown. The checkout checks the form in the
 * dialog; the backend, playing Razorpay, checks it again at UPI_CHECK_PATH.
 */
export const UPI_CHECK_PATH = '/api/test-checkout/upi';

/** A UPI ID (VPA): a handle of letters, digits, dots, hyphens or underscores, then @ and the bank's. */
export const UPI_ID = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/;

export type UpiOutcome = 'success' | 'failure';

const TEST_UPI_IDS: Readonly<Record<string, UpiOutcome>> = {
  'success@razorpay': 'success',
  'failure@razorpay': 'failure',
};

/** What the UPI app does with a payment to `vpa`: a refusal (its words in any language), or its outcome. */
export function upiVerdict(
  vpa: string,
): { status: 400 | 422; message: string | Said } | { outcome: UpiOutcome } {
  if (!UPI_ID.test(vpa)) return { status: 400, message: orderMessages.upiInvalid };
  const outcome = TEST_UPI_IDS[vpa.toLowerCase()];
  return outcome ? { outcome } : { status: 422, message: said(orderMessages.upiUnknown, vpa) };
}
