import { call, expectRefusal, login, send } from '@/api/testing/api-client';
import { contractBackend } from '@/api/testing/contract-backend';
import { placeOrder, pay, seedProduct } from '@/api/testing/fixtures';
import { newShopper, type TestShopper } from '@/api/testing/shoppers';
import { addStaff, staffLogin } from '@/api/testing/staff';
import { indiaDate, type TaxInvoice } from '@/shared/gst/tax-invoice';
import type { OrderAfterSales } from '@/shared/orders';
import type { CreditNote } from '@/shared/refunds';
import type { Order } from '@/shared/types';
import type { Gstr1, HsnRow } from '@/shared/reports';

/**
 * September 2025 holds the footwear rate change of the 22nd (5 % up to ₹2,500 a pair, 12 % before;
 * 18 % above): orders either side of it, within the seller's state (Karnataka) and across states
 * (Delhi), one above the B2C (Large) limit, and credit notes in the month, one against an August
 * invoice. The return must add up to those documents to the paisa.
 */
const at = (moment: string) => contractBackend().setClock(() => new Date(moment));
afterEach(() => contractBackend().setClock(() => new Date()));

const BENGALURU = {
  name: 'Meera Rao',
  pincode: '560034',
  city: 'Bengaluru',
  residence: '4 Church Street',
  state: 'Karnataka',
};

interface Buyer extends TestShopper {
  n: number;
}

/** A fresh token for the shopper at the clock's time (tokens last a week; the test spans a month). */
const signIn = async (buyer: Buyer) => ({
  ...buyer,
  token: await login(buyer.email, `shopper-${buyer.n}-runs`),
});

async function buyer(n: number, address?: typeof BENGALURU): Promise<Buyer> {
  const shopper = { ...(await newShopper(n)), n };
  if (!address) return shopper;
  const json = { address: { ...address, mobile: shopper.mobile } };
  const added = await call<{ address: { id: string } }>('POST', '/user/addresses', {
    token: shopper.token,
    json,
  });
  return { ...shopper, addressId: added.body.address.id };
}

let placed = 0;
/** The buyer orders `lines` ([seed index, pairs]) at the clock's time: paid online, or Cash on Delivery. */
async function order(who: Buyer, lines: [number, number][], how: 'paid' | 'cod' = 'paid'): Promise<Order> {
  const { token, addressId } = await signIn(who);
  for (const [index, qty] of lines) {
    const product = { _id: seedProduct(index)._id };
    await call('POST', '/user/cart', { token, json: { product } });
    for (let more = 1; more < qty; more += 1) {
      await call('POST', `/user/cart/${product._id}`, { token, json: { action: { type: 'increment' } } });
    }
  }
  placed += 1;
  const json = {
    addressId,
    idempotencyKey: `report-${placed}`,
    ...(how === 'cod' ? { paymentMethod: 'cod' } : {}),
  };
  const made = await placeOrder(token, json);
  expect(made.status).toBe(201);
  if (how === 'cod') return made.body.order;
  const paid = await pay(token, made.body.order, `pay_REPORT${String(placed).padStart(8, '0')}`);
  expect(paid.status).toBe(200);
  return paid.body.order;
}

const cancelAsStaff = async (made: Order) => {
  const moved = await call('POST', `/staff/orders/${made._id}/transitions`, {
    token: await staffLogin(),
    json: { to: 'cancelled', reason: 'Out of stock' },
  });
  expect(moved.status).toBe(200);
};

interface Documents {
  invoices: TaxInvoice[];
  notes: { note: CreditNote; invoice: TaxInvoice; order: Order }[];
}

/** The month's documents as each shopper's order page gives them. */
async function documentsOf(
  placedOrders: { buyer: Buyer; order: Order }[],
  month: string,
): Promise<Documents> {
  const found: Documents = { invoices: [], notes: [] };
  for (const { buyer: who, order: made } of placedOrders) {
    const { token } = await signIn(who);
    const page = await call<{ order: Order; invoice: TaxInvoice; afterSales: OrderAfterSales }>(
      'GET',
      `/user/orders/${made._id}`,
      { token },
    );
    if (page.body.invoice.date.startsWith(month)) found.invoices.push(page.body.invoice);
    for (const { number } of page.body.afterSales.creditNotes) {
      const path = `/user/orders/${made._id}/credit-notes/${encodeURIComponent(number)}`;
      const { body } = await call<{ creditNote: CreditNote; invoice: TaxInvoice }>('GET', path, { token });
      if (indiaDate(body.creditNote.issuedAt).startsWith(month))
        found.notes.push({ note: body.creditNote, invoice: body.invoice, order: page.body.order });
    }
  }
  return found;
}

type Totals = Record<'qty' | 'txval' | 'iamt' | 'camt' | 'samt', number>;
const zero = (): Totals => ({ qty: 0, txval: 0, iamt: 0, camt: 0, samt: 0 });

/** Invoices less credit notes, in paise, by rate (a credit note's rate is its invoice line's). */
function expectedByRate({ invoices, notes }: Documents): Map<number, Totals> {
  const byRate = new Map<number, Totals>();
  const add = (
    rate: number,
    sign: number,
    line: { qty: number; taxable: number; cgst: number; sgst: number; igst: number },
  ) => {
    const sum = byRate.get(rate) ?? zero();
    sum.qty += sign * line.qty;
    sum.txval += sign * line.taxable;
    sum.camt += sign * line.cgst;
    sum.samt += sign * line.sgst;
    sum.iamt += sign * line.igst;
    byRate.set(rate, sum);
  };
  for (const invoice of invoices)
    for (const line of invoice.lines) add(line.ratePercent, 1, { ...line, taxable: line.taxableValue });
  for (const { note, invoice, order: made } of notes) {
    for (const line of note.lines) {
      const billed = invoice.lines[made.items.findIndex((item) => item._id === line.productId)];
      add(billed?.ratePercent ?? -1, -1, {
        qty: line.qty,
        taxable: line.taxablePaise,
        cgst: line.cgstPaise,
        sgst: line.sgstPaise,
        igst: line.igstPaise,
      });
    }
  }
  return byRate;
}

const paise = (rupees: number) => Math.round(rupees * 100);
const sumRows = (
  rows: { txval: number; iamt: number; camt?: number; samt?: number }[],
): Omit<Totals, 'qty'> => ({
  txval: rows.reduce((sum, row) => sum + paise(row.txval), 0),
  iamt: rows.reduce((sum, row) => sum + paise(row.iamt), 0),
  camt: rows.reduce((sum, row) => sum + paise(row.camt ?? 0), 0),
  samt: rows.reduce((sum, row) => sum + paise(row.samt ?? 0), 0),
});
const minus = (a: Omit<Totals, 'qty'>, b: Omit<Totals, 'qty'>) => ({
  txval: a.txval - b.txval,
  iamt: a.iamt - b.iamt,
  camt: a.camt - b.camt,
  samt: a.samt - b.samt,
});
const allOf = (byRate: Map<number, Totals>) =>
  [...byRate.values()].reduce(
    (sum, one) => ({
      qty: sum.qty + one.qty,
      txval: sum.txval + one.txval,
      iamt: sum.iamt + one.iamt,
      camt: sum.camt + one.camt,
      samt: sum.samt + one.samt,
    }),
    zero(),
  );

const gstr1Of = async (token: string, month: string) => {
  const answer = await call<Gstr1>('GET', `/staff/reports/gstr1?month=${month}`, { token });
  expect(answer.status).toBe(200);
  return answer.body;
};

describe('GSTR-1 for September 2025, from the shop’s own documents', () => {
  let owner: string;
  let documents: Documents;
  let large: Order;
  let gstr1: Gstr1;
  beforeEach(async () => {
    at('2025-08-30T06:00:00Z');
    const delhi = await buyer(301);
    const karnataka = await buyer(302, BENGALURU);
    const august = await order(delhi, [[15, 1]]); // ₹999: 12 % in August (up to ₹1,000 a pair then)
    at('2025-09-02T06:00:00Z');
    await cancelAsStaff(august);
    at('2025-09-21T06:00:00Z');
    const before = await order(delhi, [
      [15, 2],
      [20, 1],
    ]); // 12 % and 18 %, inter-state
    const beforeHome = await order(karnataka, [[15, 1]], 'cod'); // 12 %, within the state
    at('2025-09-23T06:00:00Z');
    const after = await order(delhi, [
      [18, 1],
      [20, 2],
    ]); // 5 % and 18 %
    const afterHome = await order(karnataka, [[18, 3]], 'cod'); // 5 %
    large = await order(delhi, [
      [5, 10],
      [34, 1],
    ]); // ₹1,09,551: above the B2C (Large) limit
    at('2025-09-25T06:00:00Z');
    await cancelAsStaff(before);
    await cancelAsStaff(large);
    const all = [august, before, beforeHome, after, afterHome, large].map((made, index) => ({
      buyer: index === 2 || index === 4 ? karnataka : delhi,
      order: made,
    }));
    documents = await documentsOf(all, '2025-09');
    owner = await staffLogin();
    gstr1 = await gstr1Of(owner, '2025-09');
  }, 60_000);

  it('names the seller and the period, and files September’s HSN rows as B2C', async () => {
    const seller = await call<{ seller: { gstin: string } }>('GET', '/seller');
    expect(gstr1.gstin).toBe(seller.body.seller.gstin);
    expect(gstr1.fp).toBe('092025');
    expect(Object.keys(gstr1.hsn)).toEqual(['hsn_b2c']);
  });

  it('b2cs + b2cl − cdnur, and the HSN summary, equal the month’s invoices less its credit notes, rate by rate, to the paisa', () => {
    const expected = expectedByRate(documents);
    expect([...expected.keys()].sort((a, b) => a - b)).toEqual([5, 12, 18]);
    const b2cl = gstr1.b2cl.flatMap((place) =>
      place.inv.flatMap((inv) => inv.itms.map((item) => item.itm_det)),
    );
    const cdnur = gstr1.cdnur.flatMap((note) => note.itms.map((item) => item.itm_det));
    const { qty: _qty, ...all } = allOf(expected);
    expect(minus({ ...sumRows(gstr1.b2cs) }, minus(all, minus(sumRows(b2cl), sumRows(cdnur))))).toEqual({
      txval: 0,
      iamt: 0,
      camt: 0,
      samt: 0,
    });
    const hsnRows: HsnRow[] = 'hsn_b2c' in gstr1.hsn ? gstr1.hsn.hsn_b2c : [];
    for (const [rate, sums] of expected) {
      const row = hsnRows.find((one) => one.rt === rate);
      expect({ rate, qty: row?.qty, ...sumRows(row ? [row] : []) }).toEqual({ rate, ...sums });
    }
  });

  it('splits tax by state: CGST and SGST within Karnataka, IGST to Delhi; each row’s rate from its invoice’s date', () => {
    for (const row of gstr1.b2cs) {
      if (row.pos === '29') expect([row.sply_ty, row.iamt, row.camt]).toEqual(['INTRA', 0, row.samt]);
      else expect([row.pos, row.sply_ty, row.camt, row.samt]).toEqual(['07', 'INTER', 0, 0]);
    }
    // The August invoice's credit note reverses tax at August's 12 %, netted into September's row.
    expect(gstr1.b2cs.map((row) => `${row.pos}@${row.rt}`).sort()).toEqual(
      ['07@12', '07@18', '07@5', '29@12', '29@5'].sort(),
    );
  });

  it('puts the large inter-state invoice in b2cl and its credit note in cdnur', () => {
    const invoice = documents.invoices.find((one) => one.number === large.invoiceNumber);
    expect(gstr1.b2cl).toEqual([
      {
        pos: '07',
        inv: [
          expect.objectContaining({ inum: large.invoiceNumber, val: (invoice?.totals.total ?? 0) / 100 }),
        ],
      },
    ]);
    const note = documents.notes.find((one) => one.invoice.number === large.invoiceNumber)?.note;
    expect(gstr1.cdnur).toEqual([
      expect.objectContaining({
        typ: 'B2CL',
        ntty: 'C',
        nt_num: note?.number,
        nt_dt: '25-09-2025',
        pos: '07',
        val: (note?.totalPaise ?? 0) / 100,
      }),
    ]);
  });

  it('lists the invoice and credit note series issued in the month', () => {
    const numbers = (list: string[]) => [...list].sort();
    const invoices = numbers(documents.invoices.map((one) => one.number));
    const notes = numbers(documents.notes.map((one) => one.note.number));
    expect(gstr1.doc_issue.doc_det).toEqual([
      {
        doc_num: 1,
        doc_typ: 'Invoices for outward supply',
        docs: [
          {
            num: 1,
            from: invoices[0],
            to: invoices.at(-1),
            totnum: invoices.length,
            cancel: 0,
            net_issue: invoices.length,
          },
        ],
      },
      {
        doc_num: 5,
        doc_typ: 'Credit Note',
        docs: [
          {
            num: 1,
            from: notes[0],
            to: notes.at(-1),
            totnum: notes.length,
            cancel: 0,
            net_issue: notes.length,
          },
        ],
      },
    ]);
  });

  it('gives each table as CSV, and a sales register whose lines add up to the same net', async () => {
    const table = await send('GET', '/staff/reports/gstr1.csv?month=2025-09&table=b2cs', { token: owner });
    expect(table.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await table.text()).trim().split('\r\n');
    expect(lines).toHaveLength(gstr1.b2cs.length + 1);
    const register = await send('GET', '/staff/reports/sales-register.csv?month=2025-09', { token: owner });
    expect(register.headers.get('content-disposition')).toBe(
      'attachment; filename="sales-register-2025-09.csv"',
    );
    const [header = '', ...rows] = (await register.text()).trim().split('\r\n');
    const taxableColumn = header.split(',').indexOf('Taxable value (₹)');
    const lineCount =
      documents.invoices.reduce((sum, one) => sum + one.lines.length, 0) +
      documents.notes.reduce((sum, one) => sum + one.note.lines.length, 0);
    expect(rows).toHaveLength(lineCount);
    const taxable = rows.reduce((sum, row) => sum + paise(Number(row.split(',')[taxableColumn])), 0);
    expect(taxable).toBe(allOf(expectedByRate(documents)).txval);
  });
});

describe('who may read the reports, and what they must ask', () => {
  const paths = [
    '/staff/reports/gstr1?month=2025-09',
    '/staff/reports/gstr1.csv?month=2025-09&table=hsn',
    '/staff/reports/sales-register.csv?month=2025-09',
    '/staff/exports/orders.csv',
  ];

  it.each(paths)('%s: owners only (a staff member gets 403, no token 401)', async (path) => {
    const { token } = await addStaff('staff');
    expectRefusal(await call('GET', path, { token }), 403);
    expectRefusal(await call('GET', path), 401);
  });

  it.each([
    ['/staff/reports/gstr1', 'month'],
    ['/staff/reports/gstr1?month=2025-13', 'month'],
    ['/staff/reports/gstr1?month=2016-12', 'month'],
    ['/staff/reports/sales-register.csv?month=Sept', 'month'],
    ['/staff/reports/gstr1.csv?month=2025-09&table=b2b', 'table'],
    ['/staff/exports/orders.csv?status=lost', 'status'],
    ['/staff/exports/orders.csv?payment=cheque', 'payment'],
    ['/staff/exports/orders.csv?from=2025-02-30', 'from'],
  ])('%s: 400 naming `%s`', async (path, name) => {
    const answer = await call<{ message: string; errors: Record<string, string> }>('GET', path, {
      token: await staffLogin(),
    });
    expectRefusal(answer, 400);
    expect(Object.keys(answer.body.errors)).toEqual([name]);
  });
});

describe('GET /api/staff/exports/orders.csv', () => {
  it('every order the console lists, as UTF-8 with a BOM: ₹ and Devanagari intact, a formula neutralised, the filters applied', async () => {
    const hindi = await buyer(311, { ...BENGALURU, name: 'प्रिया शर्मा' });
    const sly = await buyer(312, { ...BENGALURU, name: '=HYPERLINK("http://evil.example")' });
    const first = await order(hindi, [[3, 1]], 'cod');
    await order(sly, [[4, 1]], 'cod');
    await cancelAsStaff(first);
    const token = await staffLogin();
    const answer = await send('GET', '/staff/exports/orders.csv', { token });
    expect(answer.status).toBe(200);
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header = '', ...rows] = new TextDecoder().decode(bytes.slice(3)).trim().split('\r\n');
    expect(header).toContain('Total (₹)');
    const listed = await call<{ orders: Order[] }>('GET', '/staff/orders', { token });
    expect(rows).toHaveLength(listed.body.orders.length);
    expect(rows.find((row) => row.startsWith(first._id))).toContain(',प्रिया शर्मा,');
    expect(rows.some((row) => row.includes(`"'=HYPERLINK(""http://evil.example"")"`))).toBe(true);
    const cancelled = await send('GET', '/staff/exports/orders.csv?status=cancelled', { token });
    const cancelledRows = (await cancelled.text()).trim().split('\r\n').slice(1);
    expect(cancelledRows.map((row) => row.split(',')[0])).toEqual([first._id]);
  }, 30_000);
});
