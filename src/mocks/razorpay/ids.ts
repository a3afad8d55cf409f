/** Razorpay order ids look like `order_` + 14 alphanumerics. */
export function newRazorpayOrderId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = crypto.getRandomValues(new Uint8Array(14));
  return `order_${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')}`;
}
