import { toHex } from '@/api/http/hex';

/**
 * Razorpay's payment signature: HMAC-SHA256 of `order_id|payment_id` with the key secret, hex.
 * The backends verify with it, and the test-mode checkout signs with it where it plays Razorpay.
 */
export async function paymentSignature(
  keySecret: string,
  orderId: string,
  paymentId: string,
): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(keySecret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return toHex(await crypto.subtle.sign('HMAC', key, encoder.encode(`${orderId}|${paymentId}`)));
}
