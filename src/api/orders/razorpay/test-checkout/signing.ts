import { paymentSignature } from '../signature';

/**
 * How the checkout signs a payment, as its backend wants: in the page with the key secret (the
 * embedded mock, whose secret is in the page anyway), or by asking the server at `signUrl` (the
 * Node server, whose secret never leaves it).
 */
export type TestCheckoutSigning = { keySecret: string } | { signUrl: string };

export type Sign = (orderId: string, paymentId: string) => Promise<string>;

export function signer(signing: TestCheckoutSigning): Sign {
  if ('keySecret' in signing) {
    return (orderId, paymentId) => paymentSignature(signing.keySecret, orderId, paymentId);
  }
  return async (orderId, paymentId) => {
    const answer = await fetch(signing.signUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ order_id: orderId, payment_id: paymentId }),
    });
    if (!answer.ok) throw new Error('the test checkout could not sign the payment');
    return ((await answer.json()) as { signature: string }).signature;
  };
}
