import checkoutScript from '../../browser-scripts/test-checkout/checkout.script.ts?script';
import type { TestCheckoutSigning } from './test-checkout/signing';

export type { TestCheckoutSigning };

/**
 * The offline test-mode checkout.js, as served: the bundled test-checkout/checkout.script.ts
 * (a JavaScript expression whose value is its exports), installed with how it signs a payment.
 */
export function testCheckoutScript(signing: TestCheckoutSigning): string {
  return `${checkoutScript}.installTestCheckout(${JSON.stringify(signing)});\n`;
}
