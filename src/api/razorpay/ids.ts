const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const ID_LENGTH = 14;

/** Razorpay ids look like `order_` or `pay_` + 14 alphanumerics. */
export const RAZORPAY_ID = new RegExp(`^(order|pay)_[A-Za-z0-9]{${ID_LENGTH}}$`);

/** `rfnd_` is a refund's (the test checkout's own), `payout_` a UPI payout's. */
export function newRazorpayId(kind: 'order' | 'pay' | 'rfnd' | 'payout'): string {
  const bytes = crypto.getRandomValues(new Uint8Array(ID_LENGTH));
  return `${kind}_${Array.from(bytes, (b) => ALPHANUMERIC.charAt(b % ALPHANUMERIC.length)).join('')}`;
}

export function newRazorpayOrderId(): string {
  return newRazorpayId('order');
}
