import { HttpResponse } from 'msw';
import { lifecycleMessages, orderMessages } from '@/shared/messages';
import type { Order } from '@/shared/types';
import { constantTimeEqual } from '@/api/accounts';
import type { Backend } from '@/api/backend';
import { stampOf } from '@/api/clock';
import { HttpError, badRequest, notFound } from '@/api/http/http-error';
import { route, type ApiRoute, type RouteParams, type ShopperContext } from '@/api/http/route';
import { asObject, requireStrings } from '@/api/http/validate';
import { PaymentIdTaken } from '@/api/orders';
import { confirmAtRazorpay } from '@/api/razorpay';
import { paymentSignature } from '@/api/razorpay';
import { refundUnconfirmedPayment } from './late-payment';
import { recordPayment, type PaymentRecord } from './paying';

type OrderParams = RouteParams<'/api/user/orders/:orderId'>;

const noSuchOrder = () => notFound(orderMessages.orderNotFound);

/** Refuses a payment whose Razorpay signature is not the one this order's payment would have. */
async function checkPaymentSignature(
  backend: Backend,
  order: Order,
  payment: { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string },
) {
  const expected = await paymentSignature(
    backend.secrets.razorpayKeySecret,
    order.razorpayOrderId,
    payment.razorpay_payment_id,
  );
  if (
    payment.razorpay_order_id !== order.razorpayOrderId ||
    !constantTimeEqual(payment.razorpay_signature, expected)
  ) {
    throw badRequest('The payment signature does not match. The payment was not recorded.');
  }
}

/** Why a payment was refunded rather than confirmed, as its 409 says. */
const refusalOf = (order: Order) => (order.status === 'expired' ? 'expiredRefunded' : 'soldOutRefunded');

/**
 * Records a Razorpay payment after checking its signature, then takes the order's lines out of
 * the cart, in one transaction (recordPayment, which Razorpay's webhook shares). The same payment
 * again answers as the first time; another payment for a paid order is refused, and so is a
 * payment that already pays another order (409). Answers with the order and the cart that is left.
 */
async function payOrder(
  backend: Backend,
  { user, params, body }: ShopperContext<OrderParams>,
): Promise<Response> {
  const { repos } = backend;
  const payment = requireStrings(asObject(body), {
    razorpay_payment_id: 'razorpay_payment_id',
    razorpay_order_id: 'razorpay_order_id',
    razorpay_signature: 'razorpay_signature',
  });
  const order = await repos.orders.find(user._id, params.orderId);
  if (!order) throw noSuchOrder();
  await checkPaymentSignature(backend, order, payment);
  // With real keys, Razorpay's own record must say it pays this order (and it is captured).
  if (backend.razorpay && (order.status === 'created' || order.status === 'expired')) {
    await confirmAtRazorpay(backend.razorpay.api, order, payment.razorpay_payment_id);
  }
  let recorded: PaymentRecord;
  try {
    recorded = await repos.transaction((tx) =>
      recordPayment(tx, backend, {
        userId: user._id,
        orderId: order._id,
        paymentId: payment.razorpay_payment_id,
        at: stampOf(backend.clock),
      }),
    );
  } catch (error) {
    if (error instanceof PaymentIdTaken) throw new HttpError(409, orderMessages.paymentForAnotherOrder);
    throw error;
  }
  switch (recorded.outcome) {
    case 'no-order':
      throw noSuchOrder();
    // Another confirmation got there first: the same payment is a replay, another a conflict.
    case 'paid-otherwise':
      throw new HttpError(409, orderMessages.alreadyPaid);
    // Expired, or sold out, before its payment came: the money goes back (src/api/refunds).
    // Reported again, the refund is asked for again (recorded once), in case the first report's
    // process died before it.
    case 'refund':
    case 'already-refunded':
      await refundUnconfirmedPayment(backend, recorded.order);
      throw new HttpError(409, lifecycleMessages[refusalOf(recorded.order)]);
    case 'paid':
    case 'already-paid':
      return HttpResponse.json({ order: recorded.order, cart: await repos.cart.of(user._id) });
  }
}

/** The shopper's page reporting a payment. */
export const payOrderRoutes = (backend: Backend): ApiRoute[] => [
  route({
    method: 'POST',
    path: '/api/user/orders/:orderId/payment',
    access: 'shopper',
    answer: (context) => payOrder(backend, context),
  }),
];
