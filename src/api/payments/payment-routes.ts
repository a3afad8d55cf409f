import { HttpResponse } from 'msw';
import { route, type ApiRoute, type RequestContext, type ShopperContext } from '@/api/http/route';
import { RAZORPAY_ID } from '@/api/razorpay';
import { paymentSignature } from '@/api/razorpay';
import type { Backend } from '@/api/backend';
import { HttpError, badRequest, notFound } from '@/api/http/http-error';
import { orderMessages } from '@/shared/messages';
import { testCheckoutScript, type TestCheckoutSigning } from './checkout-script';
import { UPI_CHECK_PATH, upiVerdict } from './test-checkout/upi';
import { TEST_CHECKOUT_SCRIPT_PATH } from './test-checkout/script-path';
import { asObject, requireStrings } from '@/api/http/validate';

/**
 * Where the server's copy of the offline checkout (served at TEST_CHECKOUT_SCRIPT_PATH) asks for
 * signatures: as the logged-in shopper (their token), `{ order_id, payment_id, amount }` with the
 * amount in paise.
 */
const SERVER_SIGN_PATH = '/api/test-checkout/signature';

const script = (signing: TestCheckoutSigning) =>
  new HttpResponse(testCheckoutScript(signing), {
    headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' },
  });

/** Plays the UPI app: the test checkout asks it what a payment to a UPI ID does. */
function answerUpi({ body }: RequestContext): Response {
  const { vpa } = requireStrings(asObject(body), { vpa: 'UPI ID' });
  const verdict = upiVerdict(vpa);
  if ('outcome' in verdict) return HttpResponse.json({ vpa, outcome: verdict.outcome });
  const { message } = verdict;
  const text = typeof message === 'string' ? message : message.text;
  throw new HttpError(verdict.status, message, { vpa: text });
}

/**
 * The server's signer for its test checkout: only the caller's own order, only while it waits for
 * its payment, only for its amount.
 */
async function signTestPayment(backend: Backend, { user, body }: ShopperContext): Promise<Response> {
  const fields = asObject(body);
  const ids = requireStrings(fields, { order_id: 'order_id', payment_id: 'payment_id' });
  if (!RAZORPAY_ID.test(ids.order_id) || !RAZORPAY_ID.test(ids.payment_id)) {
    throw badRequest('order_id and payment_id must be Razorpay ids (order_… and pay_…).');
  }
  const { amount } = fields;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
    throw badRequest(orderMessages.testAmountRequired, {
      amount: orderMessages.testAmountRequired,
    });
  }
  const found = await backend.repos.orders.findByRazorpayOrderId(ids.order_id);
  if (!found || found.userId !== user._id) throw notFound(orderMessages.orderNotFound);
  if (found.order.status !== 'created') throw new HttpError(409, orderMessages.notAwaitingPayment);
  if (amount !== found.order.amountPaise) {
    throw new HttpError(422, orderMessages.testAmountMismatch(found.order.amountPaise));
  }
  const signature = await paymentSignature(backend.secrets.razorpayKeySecret, ids.order_id, ids.payment_id);
  return HttpResponse.json({ signature });
}

/** The test checkout's script, signing as `signing` says; loaded by the page, so answered at once. */
const scriptRoute = (signing: TestCheckoutSigning) =>
  route({
    method: 'GET',
    path: TEST_CHECKOUT_SCRIPT_PATH,
    access: 'anyone',
    immediate: true,
    answer: () => script(signing),
  });

/** The routes of the offline test checkout, as the backend serves it; none with real keys. */
function testCheckoutRoutes(backend: Backend): ApiRoute[] {
  const upi = route({ method: 'POST', path: UPI_CHECK_PATH, access: 'anyone', answer: answerUpi });
  switch (backend.payments.testCheckout) {
    case 'in-page':
      return [upi, scriptRoute({ keySecret: backend.secrets.razorpayKeySecret })];
    case 'server':
      return [
        upi,
        scriptRoute({ signUrl: SERVER_SIGN_PATH }),
        route({
          method: 'POST',
          path: SERVER_SIGN_PATH,
          access: 'shopper',
          answer: (context) => signTestPayment(backend, context),
        }),
      ];
    case 'none':
      return [];
  }
}

/**
 * The shop asks which checkout to load (GET /api/payments/config). Offline, a test-mode checkout
 * answers from the shop's own origin: the embedded mock's worker serves it (only a <script> added
 * after the worker started reaches it), or the Node server, which plays Razorpay's part and signs
 * the payment with a secret that never leaves it — for the shopper's own unpaid order and its own
 * amount only, so the signer pays nothing a shopper could not pay in test mode anyway. With real
 * keys the real SDK loads and none of this is served.
 */
export function paymentRoutes(backend: Backend): ApiRoute[] {
  const { payments } = backend;
  return [
    route({
      method: 'GET',
      path: '/api/payments/config',
      access: 'anyone',
      answer: () => HttpResponse.json({ keyId: payments.keyId, scriptUrl: payments.scriptUrl }),
    }),
    ...testCheckoutRoutes(backend),
  ];
}
