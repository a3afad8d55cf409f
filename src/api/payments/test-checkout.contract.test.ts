import { demoUsers } from '@/api/accounts/demo-users';
import { orderMessages } from '@/shared/messages';
import type { Order } from '@/shared/types';
import { call, expectDbUnchanged, expectRefusal, loginGuest, loginPriya } from '@/api/testing/api-client';
import { contractBackend } from '@/api/testing/contract-backend';
import { fillCart, pay, placeOrder } from '@/api/testing/fixtures';

/**
 * The offline test checkout's signer (POST /api/test-checkout/signature): the Node server without
 * Razorpay keys plays Razorpay and signs a payment, but only for the logged-in shopper's own unpaid
 * order and only for that order's amount. The embedded mock signs in the page and has no signer.
 */

const addressId = demoUsers[0]?.addresses[0]?.id ?? '';
const PAYMENT_ID = 'pay_SignedInTest01';

const askToSign = (token: string | undefined, json: unknown) =>
  call<{ signature: string }>('POST', '/test-checkout/signature', {
    ...(token === undefined ? {} : { token }),
    json,
  });

const signing = (order: Order, amount: unknown = order.amountPaise) => ({
  order_id: order.razorpayOrderId,
  payment_id: PAYMENT_ID,
  amount,
});

const serverSigns = () => contractBackend().testCheckout === 'server';

let token: string;
let order: Order;
beforeEach(async () => {
  token = await loginGuest();
  await fillCart(token, 20);
  order = (await placeOrder(token, { addressId, idempotencyKey: 'signer' })).body.order;
});

describe('POST /api/test-checkout/signature', () => {
  it("signs the shopper's own unpaid order for its amount, and the signature pays it", async () => {
    const answer = await askToSign(token, signing(order));
    if (!serverSigns()) {
      expectRefusal(answer, 404, 'No endpoint answers POST /api/test-checkout/signature.');
      return;
    }
    expect(answer.status).toBe(200);
    expect(answer.body.signature).toMatch(/^[0-9a-f]{64}$/);
    const paid = await pay(token, order, PAYMENT_ID, answer.body.signature);
    expect(paid.status).toBe(200);
    expect(paid.body.order).toMatchObject({
      status: 'confirmed',
      paymentState: 'paid',
      paymentId: PAYMENT_ID,
    });
  });

  it('refuses a visitor and a bad token with 401', async () => {
    if (!serverSigns()) return;
    await expectDbUnchanged(async () => {
      expectRefusal(await askToSign(undefined, signing(order)), 401);
      expectRefusal(await askToSign(`${token}x`, signing(order)), 401);
    });
  });

  it("refuses another shopper's order, and an order id no one has, with 404", async () => {
    if (!serverSigns()) return;
    const priya = await loginPriya();
    expectRefusal(await askToSign(priya, signing(order)), 404, orderMessages.orderNotFound);
    expectRefusal(
      await askToSign(token, { ...signing(order), order_id: 'order_NoSuchOrder001' }),
      404,
      orderMessages.orderNotFound,
    );
  });

  it("refuses any amount but the order's (422), and a missing or malformed one (400)", async () => {
    if (!serverSigns()) return;
    expectRefusal(
      await askToSign(token, signing(order, order.amountPaise - 100)),
      422,
      orderMessages.testAmountMismatch(order.amountPaise),
    );
    expectRefusal(await askToSign(token, signing(order, 100)), 422);
    const { order_id, payment_id } = signing(order);
    expectRefusal(await askToSign(token, { order_id, payment_id }), 400, orderMessages.testAmountRequired);
    for (const amount of [String(order.amountPaise), 0, -1, 12.5, null]) {
      expectRefusal(await askToSign(token, signing(order, amount)), 400, orderMessages.testAmountRequired);
    }
  });

  it('refuses an order that is paid, or Cash on Delivery, with 409', async () => {
    if (!serverSigns()) return;
    const signature = (await askToSign(token, signing(order))).body.signature;
    expect((await pay(token, order, PAYMENT_ID, signature)).status).toBe(200);
    expectRefusal(await askToSign(token, signing(order)), 409, orderMessages.notAwaitingPayment);

    await fillCart(token, 30);
    const cod = (await placeOrder(token, { addressId, idempotencyKey: 'cod', paymentMethod: 'cod' })).body
      .order;
    expectRefusal(await askToSign(token, signing(cod)), 409, orderMessages.notAwaitingPayment);
  });

  it('refuses ids that are not Razorpay ids with 400', async () => {
    if (!serverSigns()) return;
    expectRefusal(await askToSign(token, { ...signing(order), payment_id: 'free' }), 400);
    expectRefusal(await askToSign(token, { ...signing(order), order_id: 'order_x' }), 400);
  });
});

describe('POST /api/webhooks/razorpay', () => {
  it('is not served by a backend without Razorpay keys (the mock, the server in test mode): 404', async () => {
    const answer = await call('POST', '/webhooks/razorpay', {
      json: { event: 'payment.captured', payload: { payment: { entity: { id: PAYMENT_ID } } } },
    });
    expectRefusal(answer, 404, 'No endpoint answers POST /api/webhooks/razorpay.');
  });
});
