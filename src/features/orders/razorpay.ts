import type { PaymentConfirmation } from './orders-api';

/** Razorpay Standard Checkout, as its checkout.js defines it (the part this shop uses). */
export interface RazorpayOptions {
  key: string;
  /** In paise. */
  amount: number;
  currency: 'INR';
  name: string;
  description: string;
  image: string;
  order_id: string;
  handler: (response: PaymentConfirmation) => void;
  prefill: { name: string; email: string; contact: string };
  notes?: Record<string, string>;
  theme: { color: string };
  modal: { ondismiss: () => void };
}

export interface RazorpayFailure {
  error: {
    code: string;
    description: string;
    source?: string;
    step?: string;
    reason?: string;
    metadata?: { order_id?: string; payment_id?: string };
  };
}

export interface RazorpayCheckout {
  open(): void;
  on(event: 'payment.failed', callback: (response: RazorpayFailure) => void): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayCheckout;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

/** A script that neither loads nor fails (a stalled network) must not keep the button busy forever. */
const SCRIPT_TIMEOUT_MS = 20_000;

let pending: Promise<RazorpayConstructor> | null = null;

/**
 * Adds checkout.js from `scriptUrl` (what the backend's payment config names) at run time — the
 * mock's service worker only answers scripts added after it started — and resolves with
 * `window.Razorpay`. Reuses a loaded SDK; concurrent calls share one <script>; a failed one is
 * removed so the next attempt tries again.
 */
export function loadRazorpay(scriptUrl: string, timeoutMs = SCRIPT_TIMEOUT_MS): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  pending ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    const timer = window.setTimeout(() => settle(new Error('checkout.js timed out')), timeoutMs);

    function settle(error: Error | null) {
      window.clearTimeout(timer);
      pending = null;
      script.onload = null;
      script.onerror = null;
      if (!error && window.Razorpay) {
        resolve(window.Razorpay);
        return;
      }
      script.remove();
      reject(error ?? new Error('checkout.js loaded but defined no Razorpay'));
    }

    script.src = scriptUrl;
    script.async = true;
    script.onload = () => settle(null);
    script.onerror = () => settle(new Error('checkout.js failed to load'));
    document.head.appendChild(script);
  });
  return pending;
}
