import { deliveryDateFor, lookupPincode } from '@/api/pincodes';
import { demoUsers } from '@/api/accounts/demo-users';
import { COD_MAX_GRAND_TOTAL } from '@/shared/constants';
import type { TaxInvoice } from '@/shared/gst/tax-invoice';
import { orderMessages } from '@/shared/messages';
import type { Order } from '@/shared/types';
import { call, expectDbUnchanged, expectRefusal, loginGuest, loginPriya } from '@/api/testing/api-client';
import { fillCart, getCart, pay, placeOrder, seedProduct } from '@/api/testing/fixtures';

/** Cash on Delivery, the order page with its tax invoice, and UPI in the test checkout. */

const product = seedProduct;

type OrderPage = { order: Order; invoice: TaxInvoice | null };

/** The guest's seeded address: 560034, Bengaluru, Karnataka, the test seller's own state. */
const bengaluru = demoUsers[0]?.addresses[0]?.id ?? '';
const INVOICE_NUMBER = /^SH\/\d{2}-\d{2}\/\d{6}$/;

const orderPage = (token: string, orderId: string) =>
  call<OrderPage>('GET', `/user/orders/${encodeURIComponent(orderId)}`, { token });

async function addAddress(token: string, pincode: string, city: string, state: string) {
  const { body } = await call<{ address: { id: string } }>('POST', '/user/addresses', {
    token,
    json: {
      address: {
        name: 'Guest Shopper',
        mobile: '9123456780',
        pincode,
        city,
        residence: '1 Main Road',
        state,
      },
    },
  });
  return body.address.id;
}

const payOnline = (token: string, order: Order) => pay(token, order, 'pay_UpiPaid0000001');

let token: string;
beforeEach(async () => {
  token = await loginGuest();
  await fillCart(token, 20, 40);
});

describe('Cash on Delivery', () => {
  it('is confirmed at once: the cart empties, an invoice number is given, the promised date recorded', async () => {
    const { status, body } = await placeOrder(token, {
      addressId: bengaluru,
      idempotencyKey: 'cod-1',
      paymentMethod: 'cod',
    });

    expect(status).toBe(201);
    expect(body.order).toMatchObject({ status: 'confirmed', paymentMethod: 'cod' });
    expect(body.order.paymentId).toBeUndefined();
    expect(body.order.invoiceNumber).toMatch(INVOICE_NUMBER);
    const place = await lookupPincode('560034');
    if (!place) throw new Error('the pincode data has no 560034');
    expect(body.order.deliverBy).toBe(deliveryDateFor(place, new Date(body.order.createdAt)));
    expect(body.cart).toEqual([]);
    expect(await getCart(token)).toEqual([]);

    const { body: list } = await call<{ orders: Order[] }>('GET', '/user/orders', { token });
    expect(list.orders.map((order) => order._id)).toEqual([body.order._id]);
  });

  it('the same idempotency key answers 200 with the same order; with online payment instead, 409', async () => {
    const first = await placeOrder(token, {
      addressId: bengaluru,
      idempotencyKey: 'cod-2',
      paymentMethod: 'cod',
    });
    await expectDbUnchanged(async () => {
      const again = await placeOrder(token, {
        addressId: bengaluru,
        idempotencyKey: 'cod-2',
        paymentMethod: 'cod',
      });
      expect(again.status).toBe(200);
      expect(again.body.order).toEqual(first.body.order);
      expectRefusal(
        await placeOrder(token, { addressId: bengaluru, idempotencyKey: 'cod-2' }),
        409,
        orderMessages.otherPaymentMethod,
      );
    });
  });

  it(`refuses a grand total above ${COD_MAX_GRAND_TOTAL} with 422, and changes nothing`, async () => {
    const expensive = product(40);
    const pairs = Math.min(10, Math.ceil(COD_MAX_GRAND_TOTAL / expensive.price) + 1);
    for (let qty = 1; qty < pairs; qty += 1) {
      await call('POST', `/user/cart/${expensive._id}`, { token, json: { action: { type: 'increment' } } });
    }
    const grandTotal = product(20).price + expensive.price * pairs + 50 - 499;
    expect(grandTotal).toBeGreaterThan(COD_MAX_GRAND_TOTAL);

    await expectDbUnchanged(async () => {
      expectRefusal(
        await placeOrder(token, { addressId: bengaluru, idempotencyKey: 'cod-big', paymentMethod: 'cod' }),
        422,
        orderMessages.codTooLarge,
      );
    });
    // Paying online has no such limit.
    expect((await placeOrder(token, { addressId: bengaluru, idempotencyKey: 'online-big' })).status).toBe(
      201,
    );
  });

  it('refuses a pincode the shop does not deliver to with 422; online is still accepted', async () => {
    const nowhere = await addAddress(token, '999999', 'Nowhere', 'Karnataka');
    await expectDbUnchanged(async () => {
      expectRefusal(
        await placeOrder(token, { addressId: nowhere, idempotencyKey: 'cod-far', paymentMethod: 'cod' }),
        422,
        orderMessages.codUndeliverable('999999'),
      );
    });
    const online = await placeOrder(token, { addressId: nowhere, idempotencyKey: 'online-far' });
    expect(online.status).toBe(201);
    expect(online.body.order.deliverBy).toBeUndefined();
  });

  it.each<[string, unknown]>([
    ['an unknown word', 'cash'],
    ['a number', 2],
    ['null', null],
    ['upper case', 'COD'],
  ])('refuses a payment method that is %s with 400, naming the field', async (_label, paymentMethod) => {
    await expectDbUnchanged(async () => {
      const answer = await placeOrder(token, { addressId: bengaluru, idempotencyKey: 'k', paymentMethod });
      expectRefusal(answer, 400, orderMessages.paymentMethodInvalid);
      expect(answer.body).toMatchObject({ errors: { paymentMethod: orderMessages.paymentMethodInvalid } });
    });
  });

  it('paying online stays the default: no method is online, waiting for its payment', async () => {
    const { status, body } = await placeOrder(token, { addressId: bengaluru, idempotencyKey: 'plain' });
    expect(status).toBe(201);
    expect(body.order).toMatchObject({ status: 'created', paymentMethod: 'online' });
    expect(body.order.invoiceNumber).toBeUndefined();
    expect(body.cart).toBeUndefined();
    expect(await getCart(token)).toHaveLength(2);
  });
});

describe('GET /api/user/orders/:orderId', () => {
  it('answers the shopper’s own order with the lines, address, amounts, method, status, dates', async () => {
    const { body: placed } = await placeOrder(token, {
      addressId: bengaluru,
      idempotencyKey: 'page-1',
      paymentMethod: 'cod',
    });
    const { status, body } = await orderPage(token, placed.order._id);
    expect(status).toBe(200);
    expect(body.order).toEqual(placed.order);
    expect(body.order.items.map((line) => line._id)).toEqual([product(20)._id, product(40)._id]);
    expect(body.order.address.pincode).toBe('560034');
  });

  it('an unpaid online order has no invoice yet; once paid it has one, numbered after the last', async () => {
    const cod = await placeOrder(token, {
      addressId: bengaluru,
      idempotencyKey: 'first',
      paymentMethod: 'cod',
    });
    await call('POST', '/user/cart', { token, json: { product: product(30) } });
    const { body: placed } = await placeOrder(token, { addressId: bengaluru, idempotencyKey: 'second' });
    expect((await orderPage(token, placed.order._id)).body.invoice).toBeNull();

    const paid = await payOnline(token, placed.order);
    expect(paid.status).toBe(200);
    const serial = (order: Order) => Number(order.invoiceNumber?.split('/')[2]);
    expect(paid.body.order.invoiceNumber).toMatch(INVOICE_NUMBER);
    expect(serial(paid.body.order)).toBe(serial(cod.body.order) + 1);
    const { body } = await orderPage(token, placed.order._id);
    expect(body.invoice?.number).toBe(paid.body.order.invoiceNumber);
  });

  it('orders confirmed at the same moment get consecutive invoice numbers, none twice', async () => {
    const priya = await loginPriya();
    await call('POST', '/user/cart', { token: priya, json: { product: product(25) } });
    const priyaAddress = await addAddress(priya, '110001', 'New Delhi', 'Delhi');
    const answers = await Promise.all([
      placeOrder(token, { addressId: bengaluru, idempotencyKey: 'same-moment', paymentMethod: 'cod' }),
      placeOrder(priya, { addressId: priyaAddress, idempotencyKey: 'same-moment', paymentMethod: 'cod' }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    const serials = answers
      .map((answer) => Number(answer.body.order.invoiceNumber?.split('/')[2]))
      .sort((a, b) => a - b);
    expect(serials[1]).toBe((serials[0] ?? 0) + 1);
  });

  it('another shopper’s order and an unknown id are 404', async () => {
    const { body: placed } = await placeOrder(token, {
      addressId: bengaluru,
      idempotencyKey: 'mine',
      paymentMethod: 'cod',
    });
    const priya = await loginPriya();
    expectRefusal(await orderPage(priya, placed.order._id), 404, orderMessages.orderNotFound);
    expectRefusal(await orderPage(token, 'no-such-order'), 404, orderMessages.orderNotFound);
  });

  it('needs a token', async () => {
    expectRefusal(await call('GET', '/user/orders/anything'), 401);
  });
});

describe('the tax invoice', () => {
  /** A Cash on Delivery order to `addressId` (invoiced as it is placed), and its invoice. */
  async function invoicedOrder(addressId: string, idempotencyKey: string) {
    const { body: placed } = await placeOrder(token, { addressId, idempotencyKey, paymentMethod: 'cod' });
    const invoice = (await orderPage(token, placed.order._id)).body.invoice;
    if (!invoice) throw new Error('a confirmed order has an invoice');
    return { placed, invoice };
  }

  it('within the seller’s state: CGST and SGST, adding up to the grand total to the paisa', async () => {
    const { placed, invoice } = await invoicedOrder(bengaluru, 'in');

    expect(invoice).toMatchObject({
      supply: 'intra-state',
      placeOfSupply: 'Karnataka',
      number: placed.order.invoiceNumber,
    });
    expect(invoice.seller.gstin).toMatch(/^29/);
    expect(invoice.totals.igst).toBe(0);
    expect(invoice.totals.cgst).toBe(invoice.totals.sgst);
    expect(invoice.totals.total).toBe(placed.order.amounts.grandTotal * 100);
    expect(invoice.totals.taxableValue + invoice.totals.cgst + invoice.totals.sgst).toBe(
      invoice.totals.total,
    );
    expect(invoice.lines.map((line) => line.hsn)).toEqual(['6404', '6404']);
  });

  it('to another state: IGST only, adding up to the grand total to the paisa', async () => {
    const hyderabad = await addAddress(token, '500081', 'Hyderabad', 'Telangana');
    const { placed, invoice } = await invoicedOrder(hyderabad, 'out');

    expect(invoice).toMatchObject({ supply: 'inter-state', placeOfSupply: 'Telangana' });
    expect(invoice.totals.cgst + invoice.totals.sgst).toBe(0);
    expect(invoice.totals.igst).toBeGreaterThan(0);
    expect(invoice.totals.taxableValue + invoice.totals.igst).toBe(placed.order.amounts.grandTotal * 100);
  });
});

describe('POST /api/test-checkout/upi (the offline checkout’s UPI app)', () => {
  const check = (json: unknown) => call<{ outcome: string }>('POST', '/test-checkout/upi', { json });

  it('success@razorpay pays and failure@razorpay is declined', async () => {
    expect(await check({ vpa: 'success@razorpay' })).toEqual({
      status: 200,
      body: { vpa: 'success@razorpay', outcome: 'success' },
    });
    expect((await check({ vpa: 'failure@razorpay' })).body.outcome).toBe('failure');
  });

  it.each(['not a upi id', 'a@b', 'name@', '@bank', 'name@@bank', 'na me@bank'])(
    'refuses %j, which is no UPI ID, with 400',
    async (vpa) => {
      expectRefusal(await check({ vpa }), 400, orderMessages.upiInvalid);
    },
  );

  it('refuses a well-formed UPI ID no test app answers with 422, and a missing one with 400', async () => {
    expectRefusal(await check({ vpa: 'asha@okicici' }), 422, orderMessages.upiUnknown('asha@okicici'));
    expectRefusal(await check({}), 400);
  });

  it('refuses in Hindi when the checkout opened over a Hindi page asks so (Accept-Language)', async () => {
    const inHindi = (vpa: string) =>
      call<{ message: string; errors: Record<string, string> }>('POST', '/test-checkout/upi', {
        json: { vpa },
        headers: { 'accept-language': 'hi-IN' },
      });
    const unknown = await inHindi('asha@okicici');
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toMatch(/^asha@okicici पर कोई UPI ऐप जवाब नहीं देता।/);
    expect(unknown.body.errors.vpa).toBe(unknown.body.message);
    const malformed = await inHindi('na me@bank');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('name@bank जैसी UPI ID डालें।');
  });
});
