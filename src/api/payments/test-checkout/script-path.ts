/**
 * Where the offline test-mode checkout is served, on the shop's own origin (so a Content-Security-
 * Policy of script-src 'self' lets it run). Apart from its route (../../payment-routes.ts), which
 * the embedded mock loads only when an order is placed, as the mock's setup names it up front.
 */
export const TEST_CHECKOUT_SCRIPT_PATH = '/api/test-checkout/checkout.js';
