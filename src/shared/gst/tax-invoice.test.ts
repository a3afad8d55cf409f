import type { Order, OrderLine } from '../types';
import { footwearScheduleOn } from './footwear-gst-rates';
import { financialYear, invoiceNumber } from './invoice-number';
import { indiaDate, invoiceLines, spread, taxInvoice, type Seller } from './tax-invoice';
import { computeOrderAmounts } from '../order-totals';

const seller: Seller = {
  name: 'Test Seller',
  address: '1 Test Road',
  state: 'Karnataka',
  gstin: '29ABCDE1234F1Z5',
};

function orderOf(items: OrderLine[], state: string, paidAt = '2026-11-24T10:00:00Z'): Order {
  const amounts = computeOrderAmounts(items);
  return {
    _id: 'o1',
    number: 'SH-100001',
    razorpayOrderId: 'order_AAAAAAAAAAAAAA',
    status: 'confirmed',
    paymentState: 'paid',
    timeline: [],
    paymentMethod: 'online',
    items,
    address: {
      id: 'a1',
      name: 'Asha',
      mobile: '9876543210',
      pincode: '500081',
      city: 'Hyderabad',
      residence: '2 Hitech City Road',
      state,
      isSelected: true,
    },
    amounts,
    amountPaise: amounts.grandTotal * 100,
    currency: 'INR',
    paymentId: 'pay_AAAAAAAAAAAAAA',
    createdAt: '2026-11-24T09:59:00Z',
    paidAt,
    invoiceNumber: 'SH/26-27/000007',
  };
}

const line = (price: number, qty: number, _id = `p${price}`): OrderLine => ({
  _id,
  title: `Sneaker ${price}`,
  price,
  qty,
  img: '',
});

/** Baskets whose spread and rounding leave odd paise: prices either side of the slab, many lines. */
const baskets: OrderLine[][] = [
  [line(999, 1)],
  [line(2625, 1), line(2626, 1)],
  [line(3333, 3), line(1001, 7), line(1999, 1)],
  [line(10000, 10), line(999, 1)],
  [line(1299, 2), line(1499, 1), line(4999, 1), line(2799, 3)],
];

describe('taxInvoice', () => {
  it.each(baskets.map((items) => [items.map((l) => `${l.price}×${l.qty}`).join(', '), items] as const))(
    '%s: within the state and across states, the lines add up to the grand total to the paisa',
    (_label, items) => {
      for (const state of ['Karnataka', 'Telangana']) {
        const order = orderOf(items, state);
        const invoice = taxInvoice(order, seller);
        if (!invoice) throw new Error('a paid order has an invoice');
        expect(invoice.totals.total).toBe(order.amounts.grandTotal * 100);
        expect(
          invoice.totals.taxableValue + invoice.totals.cgst + invoice.totals.sgst + invoice.totals.igst,
        ).toBe(invoice.totals.total);
        expect(invoice.totals.listValue).toBe(order.amounts.subTotal * 100);
        expect(invoice.totals.adjustment).toBe((order.amounts.delivery - order.amounts.discount) * 100);
        for (const row of invoice.lines) {
          expect(row.taxableValue + row.cgst + row.sgst + row.igst).toBe(row.total);
          expect(Number.isInteger(row.taxableValue)).toBe(true);
        }
      }
    },
  );

  it('within the seller’s state: CGST and SGST at half the rate each, no IGST', () => {
    const invoice = taxInvoice(orderOf([line(2000, 1)], 'Karnataka'), seller);
    expect(invoice).toMatchObject({ supply: 'intra-state', placeOfSupply: 'Karnataka' });
    const [row] = invoice?.lines ?? [];
    // 2000 less the 449 the discount and delivery leave: 1551.00, 5 % inside → 73.86 tax.
    expect(row).toMatchObject({
      total: 155100,
      ratePercent: 5,
      cgst: 3693,
      sgst: 3693,
      igst: 0,
      taxableValue: 147714,
    });
  });

  it('across states: IGST at the whole rate', () => {
    const invoice = taxInvoice(orderOf([line(2000, 1)], 'Delhi'), seller);
    expect(invoice).toMatchObject({ supply: 'inter-state', placeOfSupply: 'Delhi' });
    expect(invoice?.lines[0]).toMatchObject({
      total: 155100,
      ratePercent: 5,
      cgst: 0,
      sgst: 0,
      igst: 7386,
      taxableValue: 147714,
    });
  });

  it('takes the buyer from the address, the date in India, and names the rates’ source', () => {
    const invoice = taxInvoice(orderOf([line(2000, 1)], 'Telangana', '2027-03-31T20:00:00Z'), seller);
    expect(invoice).toMatchObject({
      number: 'SH/26-27/000007',
      date: '2027-04-01',
      seller,
      buyer: { name: 'Asha', address: '2 Hitech City Road, Hyderabad, Telangana 500081', state: 'Telangana' },
      delivery: 5000,
      discount: 49900,
    });
    expect(invoice?.rateSource).toContain('56th GST Council');
  });

  it('gives no invoice to an order without an invoice number (unpaid)', () => {
    const { invoiceNumber: _none, ...unpaid } = orderOf([line(2000, 1)], 'Karnataka');
    expect(taxInvoice({ ...unpaid, status: 'created' }, seller)).toBeNull();
  });
});

describe('invoiceLines: the slab by the value of one pair, GST excluded', () => {
  const amounts = (subTotal: number) => ({ subTotal, delivery: 0, discount: 0, grandTotal: subTotal });
  const rate = (price: number, qty = 1) =>
    invoiceLines([line(price, qty)], amounts(price * qty), 'inter-state', '2026-11-24')[0]?.ratePercent;

  it('5 % up to ₹2,500 a pair before tax (₹2,625 with it), 18 % above', () => {
    expect(rate(2625)).toBe(5);
    expect(rate(2626)).toBe(18);
    expect(rate(999)).toBe(5);
    expect(rate(2625, 4)).toBe(5);
    expect(rate(10000)).toBe(18);
  });

  it('before 22 September 2025 the old schedule held: 12 % up to ₹1,000, 18 % above', () => {
    const old = (price: number) =>
      invoiceLines([line(price, 1)], amounts(price), 'inter-state', '2025-09-21')[0]?.ratePercent;
    expect(old(1120)).toBe(12);
    expect(old(1121)).toBe(18);
    expect(footwearScheduleOn('2025-09-22').effectiveFrom).toBe('2025-09-22');
  });

  it('the discount can bring a pair into the lower slab: the value after it is what is sold', () => {
    // 2999 list, less the 449 net: 2550 → 2428.57 before 5 % GST.
    const [row] = invoiceLines(
      [line(2999, 1)],
      computeOrderAmounts([line(2999, 1)]),
      'inter-state',
      '2026-11-24',
    );
    expect(row).toMatchObject({ total: 255000, ratePercent: 5 });
  });
});

describe('spread', () => {
  it('splits an amount in proportion, in whole paise that add up exactly', () => {
    expect(spread(-44900, [100, 100, 100])).toEqual([-14967, -14967, -14966]);
    expect(spread(100, [1, 3])).toEqual([25, 75]);
    expect(spread(1, [1, 1])).toEqual([1, 0]);
    expect(spread(500, [0, 0])).toEqual([0, 0]);
  });
});

describe('invoice numbers', () => {
  it('run per financial year, April to March, in at most 16 characters', () => {
    expect(financialYear('2026-04-01')).toBe('26-27');
    expect(financialYear('2027-03-31')).toBe('26-27');
    expect(financialYear('2026-03-31')).toBe('25-26');
    expect(invoiceNumber('26-27', 42)).toBe('SH/26-27/000042');
    expect(invoiceNumber('26-27', 999999).length).toBeLessThanOrEqual(16);
  });

  it('indiaDate is the date in India (UTC+5:30)', () => {
    expect(indiaDate('2026-11-24T18:29:59Z')).toBe('2026-11-24');
    expect(indiaDate('2026-11-24T18:30:00Z')).toBe('2026-11-25');
  });
});
