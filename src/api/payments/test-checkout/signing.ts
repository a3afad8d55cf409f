import { LOGIN_STORAGE_KEY } from '@/shared/constants';
import { paymentSignature } from '@/api/razorpay';

/**
 * How the checkout signs a payment, as its backend wants: in the page with the key secret (the
 * embedded mock, whose secret is in the page anyway), or by asking the server at `signUrl` (the
 * Node server, whose secret never leaves it).
 */
export type TestCheckoutSigning = { keySecret: string } | { signUrl: string };

/** What is signed: Razorpay's order and payment ids, and the amount paid (paise), which the server checks. */
export interface TestPayment {
  orderId: string;
  paymentId: string;
  amount: number | undefined;
}

export type Sign = (payment: TestPayment) => Promise<string>;

/**
 * The shopper's token, as the shop keeps it (spec §3: localStorage `login` = { token, user }): the
 * server signs only for the logged-in shopper's own order. None where site data is blocked; the
 * server then refuses, and the dialog says the checkout could not reach the shop.
 */
function shopperToken(): string | null {
  try {
    const record = JSON.parse(window.localStorage.getItem(LOGIN_STORAGE_KEY) ?? 'null') as {
      token?: unknown;
    } | null;
    return typeof record?.token === 'string' ? record.token : null;
  } catch {
    return null;
  }
}

export function signer(signing: TestCheckoutSigning): Sign {
  if ('keySecret' in signing) {
    return ({ orderId, paymentId }) => paymentSignature(signing.keySecret, orderId, paymentId);
  }
  return async ({ orderId, paymentId, amount }) => {
    const token = shopperToken();
    const answer = await fetch(signing.signUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
      body: JSON.stringify({ order_id: orderId, payment_id: paymentId, amount }),
    });
    if (!answer.ok) throw new Error('the test checkout could not sign the payment');
    return ((await answer.json()) as { signature: string }).signature;
  };
}
