import { orderMessages } from '@/shared/messages';
import type { Order } from '@/shared/types';
import { HttpError, said } from '@/api/http/http-error';
import { RazorpayApiError, type RazorpayApi, type RazorpayPaymentEntity } from './api';

/** Razorpay unreachable, or answering with its own failure: the shop cannot tell, so a 502. */
async function asked<T>(call: () => Promise<T>, message: string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof RazorpayApiError) throw new HttpError(502, message);
    throw error;
  }
}

/** Whether Razorpay's record of a payment is one for `order`: its Razorpay order, its amount, in rupees. */
export const paysFor = (payment: RazorpayPaymentEntity, order: Order): boolean =>
  order.razorpayOrderId !== '' &&
  payment.order_id === order.razorpayOrderId &&
  payment.amount === order.amountPaise &&
  payment.currency === 'INR';

/**
 * The order at Razorpay (Orders API) for an order the shop saved: the amount the server computed,
 * in paise and rupees, with our order id as the receipt. Its id is what the checkout pays.
 */
export async function createRazorpayOrder(api: RazorpayApi, order: Order): Promise<string> {
  const made = await asked(
    () => api.createOrder({ amount: order.amountPaise, currency: 'INR', receipt: order._id }),
    orderMessages.razorpayUnreachableOrder,
  );
  if (made.amount !== order.amountPaise || made.currency !== 'INR') {
    throw new HttpError(502, orderMessages.razorpayUnreachableOrder);
  }
  return made.id;
}

/**
 * Before a payment the browser reports pays an order: Razorpay's own record of it must be for this
 * order, its amount, in rupees, and captured. An authorised payment (an account that does not
 * capture automatically) is captured now, for the order's amount. Throws an HttpError saying why
 * not: 422 for a payment that does not pay this order, 502 when Razorpay cannot be asked.
 */
export async function confirmAtRazorpay(api: RazorpayApi, order: Order, paymentId: string): Promise<void> {
  const unreachable = orderMessages.razorpayUnreachablePayment;
  const fetchPayment = async () => {
    try {
      return await api.fetchPayment(paymentId);
    } catch (error) {
      // Razorpay knows no such payment (4xx): it pays nothing.
      if (error instanceof RazorpayApiError && error.status !== null && error.status < 500) {
        throw new HttpError(422, orderMessages.paymentMismatch);
      }
      throw error;
    }
  };
  let payment = await asked(fetchPayment, unreachable);
  if (!paysFor(payment, order)) throw new HttpError(422, orderMessages.paymentMismatch);
  if (payment.status === 'authorized') {
    try {
      payment = await api.capturePayment(paymentId, { amount: order.amountPaise, currency: 'INR' });
    } catch (error) {
      // Captured meanwhile (automatic capture, or another request): Razorpay refuses a second one.
      if (!(error instanceof RazorpayApiError)) throw error;
      payment = await asked(fetchPayment, unreachable);
    }
  }
  if (!paysFor(payment, order)) throw new HttpError(422, orderMessages.paymentMismatch);
  if (payment.status !== 'captured')
    throw new HttpError(422, said(orderMessages.paymentNotCaptured, payment.status));
}
