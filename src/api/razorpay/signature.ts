import { toHex } from '@/api/http/hex';

/** HMAC-SHA256 of `message` with `key`, hex: how Razorpay signs payments and webhooks. */
async function hmacSha256Hex(key: string, message: string): Promise<string> {
  const encoder = new TextEncoder();
  const imported = await crypto.subtle.importKey(
    'raw',
    encoder.encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return toHex(await crypto.subtle.sign('HMAC', imported, encoder.encode(message)));
}

/**
 * Razorpay's payment signature: HMAC-SHA256 of `order_id|payment_id` with the key secret, hex.
 * The backends verify with it, and the test-mode checkout signs with it where it plays Razorpay.
 */
export function paymentSignature(keySecret: string, orderId: string, paymentId: string): Promise<string> {
  return hmacSha256Hex(keySecret, `${orderId}|${paymentId}`);
}

/** Razorpay's webhook signature (X-Razorpay-Signature): HMAC-SHA256 of the raw body with the webhook secret, hex. */
export function webhookSignature(webhookSecret: string, rawBody: string): Promise<string> {
  return hmacSha256Hex(webhookSecret, rawBody);
}
