/**
 * Messages the spec does not have: it never says what a failed or abandoned payment tells the
 * shopper (DECISIONS: errors are shown). The spec's own payment toasts stay in src/shared/messages.
 */
export const paymentMessages = {
  failed: (reason: string) => `Payment failed: ${reason}. Your cart is unchanged; you can try again.`,
  dismissed: 'Payment cancelled. Your cart is unchanged; you can place the order again.',
  notConfirmed: 'The payment could not be confirmed. Your cart is unchanged; please try again.',
} as const;
