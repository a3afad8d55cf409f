const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Razorpay ids look like `order_` or `pay_` + 14 alphanumerics. */
export function newRazorpayId(kind: 'order' | 'pay'): string {
  const bytes = crypto.getRandomValues(new Uint8Array(14));
  return `${kind}_${Array.from(bytes, (b) => ALPHANUMERIC.charAt(b % ALPHANUMERIC.length)).join('')}`;
}

export function newRazorpayOrderId(): string {
  return newRazorpayId('order');
}
