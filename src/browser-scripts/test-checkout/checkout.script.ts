import { signer, type TestCheckoutSigning } from '@/api/payments/test-checkout/signing';
import { testCheckout } from './test-checkout';

/**
 * The entry of the offline test-mode checkout.js: built on its own into a classic script
 * (build/browser-script.js), which the mock's worker or the Node server serves from the shop's own
 * origin (../checkout-script.ts), so a purchase completes offline. The page loads it with
 * a <script>, exactly as it would load Razorpay's.
 */
export function installTestCheckout(signing: TestCheckoutSigning): void {
  if (window.Razorpay) return;
  window.Razorpay = testCheckout(signer(signing));
}
