import { sqlRepositories, TEST_SELLER, type SqlClient } from '@/api';
import { taxInvoice } from '@/shared/gst/tax-invoice';
import { financialYear } from '@/shared/gst/invoice-number';
import { indiaDate } from '@/shared/gst/tax-invoice';
import { ORDER_MOVES, ORDER_STATUSES } from '@/shared/order-lifecycle';
import type { Order } from '@/shared/types';
import { memoryDatabaseForSuite } from '../testing/memory-database';
import { orderCountOf, seedOrders } from './seed-orders';

const db = memoryDatabaseForSuite();
const NOW = '2026-05-02T10:00:00Z';
const COUNT = 200;

/** Every order the staff list reads, page after page, newest first. */
async function everyListedOrder(client: SqlClient, status?: Order['status']): Promise<Order[]> {
  const orders: Order[] = [];
  for (;;) {
    const last = orders.at(-1);
    const page = await sqlRepositories(client).orders.staffPage(
      {
        ...(status ? { status } : {}),
        ...(last ? { after: { createdAt: last.createdAt, _id: last._id } } : {}),
      },
      50,
    );
    orders.push(...page.map((listed) => listed.order));
    if (page.length < 50) return orders;
  }
}

beforeAll(async () => {
  await seedOrders(db(), { count: COUNT, now: NOW, passwordIterations: 1000, seller: TEST_SELLER });
}, 60_000);

it('adds the count asked for, every status and both payment methods, each status listed by the staff list', async () => {
  const counts = await db().query<{ status: Order['status']; count: number }>(
    `SELECT status, count(*)::int AS count FROM orders GROUP BY status`,
  );
  expect(counts.map((row) => row.status).sort()).toEqual([...ORDER_STATUSES].sort());
  expect(counts.reduce((sum, row) => sum + row.count, 0)).toBe(COUNT);
  for (const { status, count } of counts) {
    const listed = await everyListedOrder(db(), status);
    expect({ status, listed: listed.length }).toEqual({ status, listed: count });
  }
  const all = await everyListedOrder(db());
  expect(all).toHaveLength(COUNT);
  // Placed at whole seconds, as the backend's clock stamps orders: the list's cursor carries seconds,
  // so two orders apart by less than a second would make a page skip one.
  const [split] = await db().query<{ count: number }>(
    `SELECT count(*)::int AS count FROM orders WHERE created_at <> date_trunc('second', created_at)`,
  );
  expect(split?.count).toBe(0);
  expect(new Set(all.map((order) => order.paymentMethod))).toEqual(new Set(['online', 'cod']));
});

it('gives each order a timeline by the table of moves, dated in order up to now, its payment as its status says', async () => {
  for (const order of await everyListedOrder(db())) {
    const steps = order.timeline.map((event) => event.status);
    expect(steps[0]).toBe(order.paymentMethod === 'online' ? 'created' : 'confirmed');
    expect(steps.at(-1)).toBe(order.status);
    steps.slice(1).forEach((to, index) => {
      const from = steps[index] ?? 'created';
      expect({ from, to, allowed: ORDER_MOVES[from][to] !== undefined }).toEqual({ from, to, allowed: true });
    });
    const times = order.timeline.map((event) => event.at);
    expect(times).toEqual([...times].sort());
    expect(times[0]).toBe(order.createdAt);
    expect(times.at(-1)! <= NOW).toBe(true);
    const shipped = order.timeline.find((event) => event.status === 'shipped');
    if (shipped) expect(shipped.awb).toMatch(/^[A-Z0-9]{12}$/);
    const paid = order.paymentMethod === 'online' && !['created', 'expired'].includes(order.status);
    expect(Boolean(order.paymentId && order.paidAt)).toBe(paid);
    const total = order.items.reduce((sum, line) => sum + line.price * line.qty, 0);
    expect(order.amounts.grandTotal).toBe(total + order.amounts.delivery - order.amounts.discount);
  }
});

it('holds no pairs and leaves stock alone', async () => {
  const [held] = await db().query<{ count: number }>(
    `SELECT count(*)::int AS count FROM orders WHERE stock_held`,
  );
  expect(held?.count).toBe(0);
  expect(await db().query(`SELECT * FROM stock`)).toEqual([]);
});

it.each([['0'], ['-5'], ['1e5'], ['12.5'], ['lots'], ['1000001'], [undefined]])(
  'refuses %p as a count, saying what it takes',
  (typed) => {
    expect(orderCountOf(typed)).toEqual(expect.stringContaining('must be a whole number from 1 to 1000000'));
  },
);

it('reads a whole number as the count', () => {
  expect(orderCountOf('100000')).toBe(100000);
});

const serialOf = (number: string) => Number(number.split('/').at(-1));

it('invoices every order past its payment, each financial year numbered from 1 without gaps, in the order they were confirmed', async () => {
  const orders = await everyListedOrder(db());
  const invoiced = orders.filter((order) => order.invoiceNumber);
  expect(invoiced.map((order) => order._id).sort()).toEqual(
    orders
      .filter((order) => !['created', 'expired'].includes(order.status))
      .map((order) => order._id)
      .sort(),
  );
  const byYear = new Map<string, Order[]>();
  for (const order of invoiced) {
    const year = financialYear(indiaDate(order.paidAt ?? order.createdAt));
    expect(order.invoiceNumber?.startsWith(`SH/${year}/`)).toBe(true);
    byYear.set(year, [...(byYear.get(year) ?? []), order]);
  }
  const series = await db().query<{ financial_year: string; last_serial: number }>(
    `SELECT * FROM invoice_series`,
  );
  for (const [year, ofYear] of byYear) {
    const inOrder = [...ofYear].sort(
      (a, b) => serialOf(a.invoiceNumber ?? '') - serialOf(b.invoiceNumber ?? ''),
    );
    expect(inOrder.map((order) => serialOf(order.invoiceNumber ?? ''))).toEqual(
      inOrder.map((_, index) => index + 1),
    );
    const times = inOrder.map((order) => order.paidAt ?? order.createdAt);
    expect(times).toEqual([...times].sort());
    expect(series.find((row) => row.financial_year === year)?.last_serial).toBe(ofYear.length);
  }
});

it('credits every invoiced order that was cancelled or came back, in full, refunding what was paid online', async () => {
  const repos = sqlRepositories(db());
  const ended = (await everyListedOrder(db())).filter((order) =>
    ['cancelled', 'returned_to_seller'].includes(order.status),
  );
  expect(ended.length).toBeGreaterThan(0);
  for (const order of ended) {
    const [note, ...more] = await repos.refunds.creditNotesOf(order._id);
    expect(more).toEqual([]);
    const invoice = taxInvoice(order, TEST_SELLER);
    expect([note?.totalPaise, note?.taxablePaise, note?.igstPaise]).toEqual([
      invoice?.totals.total,
      invoice?.totals.taxableValue,
      invoice?.totals.igst,
    ]);
    expect([note?.cause, note?.issuedAt]).toEqual([order.status, order.timeline.at(-1)?.at]);
    const refunds = await repos.refunds.ofOrder(order._id);
    if (order.paymentMethod === 'online') {
      expect(order.paymentState).toBe('refunded');
      expect(refunds).toEqual([
        expect.objectContaining({
          amountPaise: note?.totalPaise,
          state: 'processed',
          creditNoteNumber: note?.number,
        }),
      ]);
    } else expect(refunds).toEqual([]);
  }
  const notes = await db().query<{ number: string }>(
    `SELECT number FROM credit_notes ORDER BY issued_at, number`,
  );
  const years = [...new Set(notes.map((row) => row.number.slice(0, -6)))];
  for (const year of years) {
    const serials = notes.filter((row) => row.number.startsWith(year)).map((row) => serialOf(row.number));
    expect({ year, serials }).toEqual({ year, serials: serials.map((_, index) => index + 1) });
  }
});
