import { newRazorpayId } from '@/api/razorpay/ids';
import { checkoutDialog, type CheckoutDialog } from './dialog';
import type { Sign } from '@/api/payments/test-checkout/signing';
import type { CheckoutOptions, PaymentFailure } from './types';
import { UPI_CHECK_PATH, type UpiOutcome } from '@/api/payments/test-checkout/upi';
import { wordsFor, type Words } from './words';

type FailureListener = (failure: PaymentFailure) => void;
type FailureReason = Pick<PaymentFailure['error'], 'code' | 'description' | 'source' | 'reason'>;

/** The checkout itself, signing with `sign`; `testCheckout` gives it Razorpay's constructor. */
class TestCheckout {
  private readonly listeners = new Map<string, FailureListener[]>();
  private dialog: CheckoutDialog | null = null;
  private opener: Element | null = null;
  /** The words of the page it last opened over (its language may change between payments). */
  private words: Words = wordsFor('');

  constructor(
    private readonly options: CheckoutOptions,
    private readonly sign: Sign,
  ) {}

  on(event: string, callback: FailureListener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), callback]);
    return this;
  }

  open(): void {
    if (this.dialog) return;
    this.words = wordsFor(document.documentElement.lang);
    const dialog = checkoutDialog(
      this.options,
      {
        dismiss: () => this.dismiss(),
        succeed: () => void this.succeed(),
        fail: () => this.fail(),
        payByUpi: (vpa) => void this.payByUpi(vpa),
      },
      this.words,
    );
    document.addEventListener('keydown', dialog.onKey, true);
    this.opener = document.activeElement;
    this.dialog = dialog;
    document.body.appendChild(dialog.overlay);
    dialog.panel.focus();
  }

  close(): void {
    if (!this.dialog) return;
    this.dialog.overlay.remove();
    document.removeEventListener('keydown', this.dialog.onKey, true);
    this.dialog = null;
    const opener = this.opener;
    const focusable = opener instanceof HTMLElement || opener instanceof SVGElement;
    if (focusable && opener.isConnected) opener.focus();
  }

  private dismiss(): void {
    if (!this.dialog) return;
    this.close();
    this.options.modal?.ondismiss?.();
  }

  private async succeed(): Promise<void> {
    this.dialog?.busy(this.words.say('processing'));
    const orderId = this.options.order_id;
    const paymentId = newRazorpayId('pay');
    let signature: string;
    try {
      signature = await this.sign({ orderId, paymentId, amount: this.options.amount });
    } catch {
      this.close();
      this.failed(
        {
          code: 'SERVER_ERROR',
          description: this.words.say('shopUnreachable'),
          source: 'business',
          reason: 'server_error',
        },
        paymentId,
      );
      return;
    }
    this.close();
    this.options.handler?.({
      razorpay_payment_id: paymentId,
      razorpay_order_id: orderId,
      razorpay_signature: signature,
    });
  }

  /** Asks the UPI app (the backend, playing it) what a payment to `vpa` does, then does it. */
  private async payByUpi(vpa: string): Promise<void> {
    this.dialog?.busy(this.words.say('waitingForUpi'));
    let outcome: UpiOutcome;
    try {
      const answer = await fetch(new URL(UPI_CHECK_PATH, window.location.href).href, {
        method: 'POST',
        // The UPI app's refusals come in the page's language, as the shop's own answers do.
        headers: { 'content-type': 'application/json', 'accept-language': this.words.tag },
        body: JSON.stringify({ vpa }),
      });
      const body = (await answer.json()) as { outcome?: UpiOutcome; message?: string };
      if (!answer.ok || !body.outcome) {
        this.dialog?.upiRefused(body.message ?? this.words.say('upiInvalid'));
        return;
      }
      outcome = body.outcome;
    } catch {
      this.dialog?.upiRefused(this.words.say('upiUnreachable'));
      return;
    }
    if (outcome === 'success') {
      await this.succeed();
      return;
    }
    this.close();
    this.failed(
      {
        code: 'BAD_REQUEST_ERROR',
        description: this.words.say('upiDeclined'),
        source: 'customer',
        reason: 'payment_failed',
      },
      newRazorpayId('pay'),
    );
  }

  private fail(): void {
    this.dialog?.busy(this.words.say('paymentFailed'));
    const paymentId = newRazorpayId('pay');
    this.close();
    this.failed(
      {
        code: 'BAD_REQUEST_ERROR',
        description: this.words.say('failedDescription'),
        source: 'customer',
        reason: 'payment_failed',
      },
      paymentId,
    );
  }

  private failed({ code, description, source, reason }: FailureReason, paymentId: string): void {
    const payload: PaymentFailure = {
      error: {
        code,
        description,
        source,
        step: 'payment_authorization',
        reason,
        metadata: { order_id: this.options.order_id, payment_id: paymentId },
      },
    };
    for (const callback of this.listeners.get('payment.failed') ?? []) callback(payload);
  }
}

/**
 * Razorpay's Standard Checkout in test mode, keeping Razorpay's contract: `new Razorpay(options)`,
 * `on('payment.failed', cb)`, `open()`, `close()`. Success calls `options.handler` with the payment
 * id, the order id and the signature `sign` gives; Failure fires `payment.failed`; closing calls
 * `options.modal.ondismiss`.
 */
export function testCheckout(sign: Sign) {
  // Razorpay's constructor takes the options alone: how to sign comes with the class.
  return class Razorpay extends TestCheckout {
    constructor(options: CheckoutOptions) {
      super(options, sign);
    }
  };
}
