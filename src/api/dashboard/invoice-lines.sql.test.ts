import { invoiceLines } from '@/shared/gst/tax-invoice';
import { computeOrderAmounts } from '@/shared/order-totals';
import type { OrderLine } from '@/shared/types';
import { memoryDatabaseForSuite } from '../../../server/testing/memory-database';

const db = memoryDatabaseForSuite();

const line = (n: number, price: number, qty: number): OrderLine => ({
  _id: `product-${n}`,
  title: `Sneaker ${n}`,
  price,
  qty,
  img: '',
});

/** Orders whose adjustment spreads with remainders: ties, a discount larger than the delivery, odd prices. */
const ORDERS: { items: OrderLine[]; delivery: number; discount: number }[] = [
  { items: [line(1, 2999, 1)], delivery: 49, discount: 100 },
  { items: [line(1, 1000, 1), line(2, 1000, 1), line(3, 1000, 1)], delivery: 49, discount: 100 },
  { items: [line(1, 1333, 2), line(2, 4999, 1), line(3, 777, 3)], delivery: 49, discount: 100 },
  { items: [line(1, 2501, 1), line(2, 18999, 2)], delivery: 150, discount: 0 },
  { items: [line(1, 999, 7), line(2, 1001, 1)], delivery: 0, discount: 301 },
];

// invoice_lines (migration 22) is written by a trigger with SQL's own arithmetic: it must give each
// line exactly what the invoice gives it, or the dashboard's products stop adding up to its sales.
it.each(ORDERS.map((order, index) => [index, order] as const))(
  'order %i: invoice_line_totals gives each line the total invoiceLines gives it',
  async (_index, { items, delivery, discount }) => {
    const amounts = { ...computeOrderAmounts(items), delivery, discount };
    const expected = invoiceLines(items, amounts, 'intra-state', '2026-11-01').map((each, index) => ({
      n: index + 1,
      productId: items[index]?._id,
      qty: each.qty,
      total: each.total,
    }));
    const rows = await db().query<{ n: number; productId: string; qty: number; total: number }>(
      `SELECT n, product_id AS "productId", qty, total_paise::float8 AS total
         FROM invoice_line_totals($1::jsonb, $2, $3) ORDER BY n`,
      [JSON.stringify(items), delivery, discount],
    );
    expect(rows).toEqual(expected);
    expect(rows.reduce((sum, row) => sum + row.total, 0)).toBe(
      items.reduce((sum, item) => sum + item.price * 100 * item.qty, 0) + (delivery - discount) * 100,
    );
  },
);
