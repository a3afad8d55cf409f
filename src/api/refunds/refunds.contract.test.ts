import { call, expectRefusal } from '@/api/testing/api-client';
import { seedProduct } from '@/api/testing/fixtures';
import { newShopper, orderOne, type TestShopper } from '@/api/testing/shoppers';
import { staffLogin } from '@/api/testing/staff';
import { CANCEL_REASONS, NOTE_MAX_LENGTH, type OrderAfterSales } from '@/shared/orders';
import type { CreditNote } from '@/shared/refunds';
import type { TaxInvoice } from '@/shared/gst/tax-invoice';
import type { StockPage } from '@/shared/staff';
import type { Order } from '@/shared/types';
import { refundMessages } from '@/api/words';

interface OrderPage {
  order: Order;
  invoice: TaxInvoice | null;
  afterSales: OrderAfterSales;
}

const cancel = (
  shopper: TestShopper,
  order: Pick<Order, '_id'>,
  json: unknown = { reason: 'changed_mind' },
) => call<OrderPage>('POST', `/user/orders/${order._id}/cancel`, { token: shopper.token, json });

const orderPage = async (shopper: TestShopper, order: Pick<Order, '_id'>) => {
  const answer = await call<OrderPage>('GET', `/user/orders/${order._id}`, { token: shopper.token });
  expect(answer.status).toBe(200);
  return answer.body;
};

const move = (token: string, order: Pick<Order, '_id'>, json: object) =>
  call<{ order: Order }>('POST', `/staff/orders/${order._id}/transitions`, { token, json });

const reservedOf = async (token: string, index: number) => {
  const { body } = await call<StockPage>('GET', '/staff/stock', { token });
  return body.levels.find((level) => level.productId === seedProduct(index)._id)?.reserved;
};

const serialOf = (number: string) => Number(number.split('/').at(-1));

let asha: TestShopper;
let staff: string;
beforeEach(async () => {
  asha = await newShopper(1);
  staff = await staffLogin();
});

describe('POST /api/user/orders/:orderId/cancel', () => {
  it('cancels a paid order: pairs back on sale, refunded in full to the payment, a credit note equal to the invoice', async () => {
    const paid = await orderOne(asha, 3, 'paid');
    const reservedBefore = await reservedOf(staff, 3);
    const answer = await cancel(asha, paid, { reason: 'found_cheaper', note: '  Saw it on sale  ' });
    expect(answer.status).toBe(200);
    const { order, afterSales } = answer.body;
    expect(order.status).toBe('cancelled');
    expect(order.paymentState).toBe('refunded');
    expect(order.timeline.at(-1)).toMatchObject({
      status: 'cancelled',
      note: `${CANCEL_REASONS.found_cheaper}: Saw it on sale`,
    });
    expect(await reservedOf(staff, 3)).toBe((reservedBefore ?? 0) - 1);
    const [refund, ...more] = afterSales.refunds;
    expect(more).toEqual([]);
    expect(refund).toMatchObject({
      orderId: paid._id,
      cause: 'cancelled',
      amountPaise: paid.amountPaise,
      route: 'original',
      state: 'processed',
    });
    expect(refund?._id).toMatch(/^rfnd_[A-Za-z0-9]{14}$/);
    const [listed] = afterSales.creditNotes;
    expect(listed?.number).toMatch(/^CN\/\d\d-\d\d\/\d{6}$/);
    expect(refund?.creditNoteNumber).toBe(listed?.number);
    const note = await call<{ creditNote: CreditNote; invoice: TaxInvoice }>(
      'GET',
      `/user/orders/${paid._id}/credit-notes/${encodeURIComponent(listed?.number ?? '')}`,
      { token: asha.token },
    );
    expect(note.status).toBe(200);
    const { totals } = note.body.invoice;
    expect(note.body.creditNote).toMatchObject({
      invoiceNumber: paid.invoiceNumber,
      cause: 'cancelled',
      totalPaise: totals.total,
      taxablePaise: totals.taxableValue,
      cgstPaise: totals.cgst,
      sgstPaise: totals.sgst,
      igstPaise: totals.igst,
    });
    expect(note.body.creditNote.totalPaise).toBe(paid.amountPaise);
    expect((await orderPage(asha, paid)).afterSales).toEqual(afterSales);
  });

  it('a Cash on Delivery order refunds nothing, yet its invoice gets a credit note', async () => {
    const cod = await orderOne(asha, 4, 'cod');
    const { status, body } = await cancel(asha, cod);
    expect(status).toBe(200);
    expect(body.afterSales.refunds).toEqual([]);
    expect(body.afterSales.creditNotes).toEqual([expect.objectContaining({ totalPaise: cod.amountPaise })]);
  });

  it('another shopper’s order is a 404, and an unknown one', async () => {
    const paid = await orderOne(asha, 3, 'paid');
    const ravi = await newShopper(2);
    expectRefusal(await cancel(ravi, paid), 404);
    expectRefusal(await cancel(asha, { _id: 'no-such-order' }), 404);
    const listed = (await orderPage(asha, paid)).afterSales;
    expect(listed.refunds).toEqual([]);
  });

  it('a reason not listed, none, or a note too long or not text is a 400 naming the field; nothing changes', async () => {
    const paid = await orderOne(asha, 3, 'paid');
    const refusals: [unknown, string][] = [
      [{ reason: 'bored' }, 'reason'],
      [{}, 'reason'],
      [{ reason: 'other', note: 'x'.repeat(NOTE_MAX_LENGTH + 1) }, 'note'],
      [{ reason: 'other', note: 42 }, 'note'],
    ];
    for (const [json, field] of refusals) {
      const answer = await cancel(asha, paid, json);
      expectRefusal(answer, 400);
      expect({ json, named: Object.keys((answer.body as { errors?: object }).errors ?? {}) }).toEqual({
        json,
        named: [field],
      });
    }
    expect((await orderPage(asha, paid)).order.status).toBe('confirmed');
  });

  it('a shipped order, and one not paid yet, cannot be cancelled (409)', async () => {
    const paid = await orderOne(asha, 3, 'paid');
    expect((await move(staff, paid, { to: 'packed' })).status).toBe(200);
    expect((await move(staff, paid, { to: 'shipped', courier: 'Delhivery', awb: 'AWB123456' })).status).toBe(
      200,
    );
    expectRefusal(await cancel(asha, paid), 409);
    const unpaid = await orderOne(asha, 5, 'unpaid');
    expectRefusal(await cancel(asha, unpaid), 409);
    expect((await orderPage(asha, paid)).afterSales.refunds).toEqual([]);
  });

  it('cancelling again is a 409 (already cancelled), never a second refund or credit note', async () => {
    const paid = await orderOne(asha, 3, 'paid');
    expect((await cancel(asha, paid)).status).toBe(200);
    expectRefusal(await cancel(asha, paid), 409, 'The order is already cancelled.');
    const repeats = await Promise.all([cancel(asha, paid), cancel(asha, paid)]);
    expect(repeats.map(({ status }) => status)).toEqual([409, 409]);
    const { afterSales } = await orderPage(asha, paid);
    expect(afterSales.refunds).toHaveLength(1);
    expect(afterSales.creditNotes).toHaveLength(1);
  });

  it('two cancels at once: one cancels and refunds, the other is a 409', async () => {
    const paid = await orderOne(asha, 3, 'paid');
    const answers = await Promise.all([cancel(asha, paid), cancel(asha, paid)]);
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 409]);
    expect((await orderPage(asha, paid)).afterSales.refunds).toHaveLength(1);
  });

  it('a cancel and a ship at once end in exactly one of them', async () => {
    const paid = await orderOne(asha, 3, 'paid');
    expect((await move(staff, paid, { to: 'packed' })).status).toBe(200);
    const [cancelled, shipped] = await Promise.all([
      cancel(asha, paid),
      move(staff, paid, { to: 'shipped', courier: 'Delhivery', awb: 'AWB123456' }),
    ]);
    expect([cancelled.status, shipped.status].sort()).toEqual([200, 409]);
    const { order, afterSales } = await orderPage(asha, paid);
    expect(order.status).toBe(cancelled.status === 200 ? 'cancelled' : 'shipped');
    expect(afterSales.refunds).toHaveLength(cancelled.status === 200 ? 1 : 0);
  });
});

describe('refunds staff moves make, and credit notes', () => {
  it('staff cancelling a prepaid order refund it as the shopper’s cancel does', async () => {
    const paid = await orderOne(asha, 3, 'paid');
    expect((await move(staff, paid, { to: 'cancelled', reason: 'Out of stock' })).status).toBe(200);
    const { afterSales } = await orderPage(asha, paid);
    expect(afterSales.refunds).toEqual([
      expect.objectContaining({ cause: 'cancelled', amountPaise: paid.amountPaise, state: 'processed' }),
    ]);
  });

  it('a paid parcel returned to seller is refunded; a Cash on Delivery one only credited', async () => {
    const paid = await orderOne(asha, 3, 'paid');
    const cod = await orderOne(asha, 4, 'cod');
    for (const order of [paid, cod]) {
      expect((await move(staff, order, { to: 'packed' })).status).toBe(200);
      expect(
        (await move(staff, order, { to: 'shipped', courier: 'Delhivery', awb: 'AWB123456' })).status,
      ).toBe(200);
      expect(
        (await move(staff, order, { to: 'returned_to_seller', reason: 'Refused at the door' })).status,
      ).toBe(200);
    }
    expect((await orderPage(asha, paid)).afterSales.refunds).toEqual([
      expect.objectContaining({ cause: 'returned_to_seller', amountPaise: paid.amountPaise }),
    ]);
    const codAfter = (await orderPage(asha, cod)).afterSales;
    expect(codAfter.refunds).toEqual([]);
    expect(codAfter.creditNotes).toHaveLength(1);
  });

  it('credit notes are numbered consecutively in their own series, apart from invoices', async () => {
    const first = await orderOne(asha, 3, 'paid');
    const second = await orderOne(asha, 4, 'cod');
    await cancel(asha, first);
    await cancel(asha, second);
    const [one] = (await orderPage(asha, first)).afterSales.creditNotes;
    const [two] = (await orderPage(asha, second)).afterSales.creditNotes;
    expect(serialOf(two?.number ?? '')).toBe(serialOf(one?.number ?? '') + 1);
    expect(one?.number.split('/').slice(0, 2)).toEqual(['CN', first.invoiceNumber?.split('/')[1]]);
  });

  it('a credit note is shown to its own shopper only; an unknown number is a 404', async () => {
    const paid = await orderOne(asha, 3, 'paid');
    await cancel(asha, paid);
    const [listed] = (await orderPage(asha, paid)).afterSales.creditNotes;
    const path = `/user/orders/${paid._id}/credit-notes/${encodeURIComponent(listed?.number ?? '')}`;
    const ravi = await newShopper(2);
    expectRefusal(await call('GET', path, { token: ravi.token }), 404);
    expectRefusal(
      await call('GET', `/user/orders/${paid._id}/credit-notes/CN%2F00-01%2F000009`, { token: asha.token }),
      404,
      refundMessages.noSuchCreditNote,
    );
  });
});
