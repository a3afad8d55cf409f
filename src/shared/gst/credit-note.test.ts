import type { CreditNoteLine } from '../refunds';
import type { OrderLine, OrderLineRef } from '../types';
import { computeOrderAmounts } from '../order-totals';
import { creditNote, creditNoteLines, creditNoteNumber, creditNoteYear, pairsToCredit } from './credit-note';
import { invoiceLines, invoiceTotals, type SupplyKind, type TaxInvoice } from './tax-invoice';

const line = (price: number, qty: number): OrderLine => ({
  _id: `p${price}`,
  title: `Sneaker ${price}`,
  price,
  qty,
  img: '',
});

/** The parts of an invoice a credit note reads: its number and its lines. */
function invoiceOf(items: OrderLine[], supply: SupplyKind): TaxInvoice {
  const lines = invoiceLines(items, computeOrderAmounts(items), supply, '2026-11-24');
  return { number: 'SH/26-27/000007', lines, totals: invoiceTotals(lines) } as TaxInvoice;
}

const refsOf = (items: OrderLine[]): OrderLineRef[] => items.map(({ _id, qty }) => ({ productId: _id, qty }));

/** Credits `asked` after `before`, as recordRefund does. */
function credit(items: OrderLine[], invoice: TaxInvoice, before: OrderLineRef[], asked?: OrderLineRef[]) {
  const pairs = pairsToCredit(refsOf(items), before, asked);
  return creditNoteLines(
    invoice,
    items.map((item) => item._id),
    pairs,
  );
}

const sumOf = (lines: CreditNoteLine[], key: keyof Omit<CreditNoteLine, 'productId' | 'title'>) =>
  lines.reduce((total, one) => total + one[key], 0);

/** Baskets whose spread and rounding leave odd paise (as tax-invoice.test.ts's). */
const baskets: OrderLine[][] = [
  [line(999, 1)],
  [line(2625, 1), line(2626, 1)],
  [line(3333, 3), line(1001, 7), line(1999, 1)],
  [line(1299, 2), line(1499, 1), line(4999, 1), line(2799, 3)],
];
const supplies: SupplyKind[] = ['intra-state', 'inter-state'];

describe.each(supplies)('credit notes, %s', (supply) => {
  it.each(baskets.map((items) => [items.map((item) => `${item.qty}×${item.price}`).join(' + '), items]))(
    'the whole order (%s) reverses the invoice exactly',
    (_name, items) => {
      const invoice = invoiceOf(items, supply);
      const note = creditNote(invoice, {
        orderId: 'o1',
        issuedAt: '2026-11-25T10:00:00Z',
        cause: 'cancelled',
        lines: credit(items, invoice, []),
      });
      const { totals } = invoice;
      expect([note.taxablePaise, note.cgstPaise, note.sgstPaise, note.igstPaise, note.totalPaise]).toEqual([
        totals.taxableValue,
        totals.cgst,
        totals.sgst,
        totals.igst,
        totals.total,
      ]);
      expect(note.invoiceNumber).toBe(invoice.number);
    },
  );

  it.each(baskets.map((items) => [items.length, items]))(
    'returning a basket of %i lines a pair at a time adds up to each line, to the paisa',
    (_count, items) => {
      const invoice = invoiceOf(items, supply);
      const returned: CreditNoteLine[] = [];
      for (const item of items) {
        for (let pair = 0; pair < item.qty; pair += 1) {
          const [one, ...more] = credit(
            items,
            invoice,
            returned.map(({ productId, qty }) => ({ productId, qty })),
            [{ productId: item._id, qty: 1 }],
          );
          expect(more).toEqual([]);
          expect(one?.qty).toBe(1);
          if (one) returned.push(one);
        }
      }
      invoice.lines.forEach((invoiceLine, index) => {
        const ofLine = returned.filter((one) => one.productId === items[index]?._id);
        expect([
          sumOf(ofLine, 'taxablePaise'),
          sumOf(ofLine, 'cgstPaise'),
          sumOf(ofLine, 'sgstPaise'),
          sumOf(ofLine, 'igstPaise'),
          sumOf(ofLine, 'totalPaise'),
        ]).toEqual([
          invoiceLine.taxableValue,
          invoiceLine.cgst,
          invoiceLine.sgst,
          invoiceLine.igst,
          invoiceLine.total,
        ]);
      });
      for (const one of returned) {
        expect(one.taxablePaise + one.cgstPaise + one.sgstPaise + one.igstPaise).toBe(one.totalPaise);
        if (supply === 'intra-state') expect([one.igstPaise, one.cgstPaise]).toEqual([0, one.sgstPaise]);
        else expect([one.cgstPaise, one.sgstPaise]).toEqual([0, 0]);
      }
    },
  );
});

describe('what a request credits', () => {
  const items = [line(3333, 3), line(1001, 7)];
  const invoice = invoiceOf(items, 'intra-state');

  it('two of three pairs are two thirds of the line, rounded once', () => {
    const [two] = credit(items, invoice, [], [{ productId: 'p3333', qty: 2 }]);
    const invoiceLine = invoice.lines[0];
    expect(two?.totalPaise).toBe(Math.round(((invoiceLine?.total ?? 0) * 2) / 3));
  });

  it('never more pairs than are left, and nothing for a line already credited', () => {
    const before = [{ productId: 'p3333', qty: 2 }];
    expect(pairsToCredit(refsOf(items), before, [{ productId: 'p3333', qty: 5 }])).toEqual([
      { productId: 'p3333', before: 2, now: 1 },
      { productId: 'p1001', before: 0, now: 0 },
    ]);
    expect(
      credit(items, invoice, [{ productId: 'p3333', qty: 3 }], [{ productId: 'p3333', qty: 1 }]),
    ).toEqual([]);
  });

  it('the rest of the order, after a partial credit, is what the invoice has left', () => {
    const first = credit(items, invoice, [], [{ productId: 'p1001', qty: 3 }]);
    const rest = credit(items, invoice, [{ productId: 'p1001', qty: 3 }]);
    expect(rest.map(({ productId, qty }) => [productId, qty])).toEqual([
      ['p3333', 3],
      ['p1001', 4],
    ]);
    expect(sumOf([...first, ...rest], 'totalPaise')).toBe(invoice.totals.total);
  });
});

describe('credit note numbers', () => {
  it('their own series per financial year, at most 16 characters (rule 53)', () => {
    expect(creditNoteNumber('26-27', 1)).toBe('CN/26-27/000001');
    expect(creditNoteNumber('26-27', 999999).length).toBeLessThanOrEqual(16);
  });

  it('the financial year of the India date: 31 March 19:00 UTC is already 1 April in India', () => {
    expect(creditNoteYear('2027-03-31T18:00:00Z')).toBe('26-27');
    expect(creditNoteYear('2027-03-31T19:00:00Z')).toBe('27-28');
  });
});
