import { invoiceLines } from '@/shared/gst/tax-invoice';
import type { CreditNote } from '@/shared/refunds';
import { RETURN_REASONS, type ReturnReason, type ReturnStep } from '@/shared/returns';
import type { OrderLine, OrderLineRef } from '@/shared/types';
import { asAsync } from '@/api/memory-async';
import { db } from '@/api/memory-db';
import { indiaDay, type DayRange } from './days';
import type { DashboardRepository, ReturnsBreakdown, SalesDay, StoredProductSales } from './repository';

const within = (at: string, { since, until }: DayRange) => at >= since && at < until;

/** Each invoice dated in `range`: its day and its lines as the invoice apportions them. */
function invoices(range: DayRange) {
  return db.order
    .findMany({})
    .filter((row) => row.invoiceNumber !== '' && within(row.paidAt || row.createdAt, range))
    .map((row) => {
      const date = indiaDay(row.paidAt || row.createdAt);
      const items = JSON.parse(row.itemsJson) as OrderLine[];
      // The supply (intra- or inter-state) splits the tax, never a line's total.
      const lines = invoiceLines(items, row, 'intra-state', date);
      return { date, lines: lines.map((line, index) => ({ productId: items[index]?._id ?? '', ...line })) };
    });
}

function creditNotes(range: DayRange): CreditNote[] {
  return db.creditNote
    .findMany({})
    .filter((row) => within(row.issuedAt, range))
    .map((row) => JSON.parse(row.noteJson) as CreditNote);
}

function salesDays(range: DayRange): SalesDay[] {
  const days = new Map<string, SalesDay>();
  const dayOf = (date: string) => {
    const day = days.get(date) ?? { date, grossPaise: 0, refundsPaise: 0, orders: 0, pairs: 0 };
    days.set(date, day);
    return day;
  };
  for (const { date, lines } of invoices(range)) {
    const day = dayOf(date);
    day.orders += 1;
    for (const line of lines) {
      day.grossPaise += line.total;
      day.pairs += line.qty;
    }
  }
  for (const note of creditNotes(range)) dayOf(indiaDay(note.issuedAt)).refundsPaise += note.totalPaise;
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
}

function productSales(range: DayRange): StoredProductSales[] {
  const products = new Map<string, StoredProductSales>();
  const add = (productId: string, pairs: number, netPaise: number) => {
    const product = products.get(productId) ?? { productId, pairs: 0, netPaise: 0 };
    product.pairs += pairs;
    product.netPaise += netPaise;
    products.set(productId, product);
  };
  for (const { lines } of invoices(range))
    for (const line of lines) add(line.productId, line.qty, line.total);
  for (const note of creditNotes(range)) {
    for (const line of note.lines) add(line.productId, -line.qty, -line.totalPaise);
  }
  return [...products.values()];
}

function returnsIn(range: DayRange): ReturnsBreakdown {
  const reasons = new Map<ReturnReason, { returns: number; pairs: number }>();
  const products = new Map<string, number>();
  for (const row of db.orderReturn.findMany({})) {
    const [asked] = JSON.parse(row.stepsJson) as ReturnStep[];
    const reason = Object.keys(RETURN_REASONS).find((known): known is ReturnReason => known === row.reason);
    if (!asked || !reason || row.state === 'rejected' || !within(asked.at, range)) continue;
    const lines = JSON.parse(row.linesJson) as OrderLineRef[];
    const counted = reasons.get(reason) ?? { returns: 0, pairs: 0 };
    counted.returns += 1;
    for (const { productId, qty } of lines) {
      counted.pairs += qty;
      products.set(productId, (products.get(productId) ?? 0) + qty);
    }
    reasons.set(reason, counted);
  }
  return {
    byReason: [...reasons.entries()].map(([reason, counted]) => ({ reason, ...counted })),
    byProduct: [...products.entries()].map(([productId, pairs]) => ({ productId, pairs })),
  };
}

const count = (rows: readonly unknown[]) => rows.length;

export const memoryDashboardRepository = asAsync<DashboardRepository>({
  todos: (dueBy: string) => ({
    ordersToPack: count(db.order.findMany({ where: { status: { equals: 'confirmed' } } })),
    ordersToShip: count(db.order.findMany({ where: { status: { equals: 'packed' } } })),
    returnsToReceive: count(db.orderReturn.findMany({ where: { state: { equals: 'picked_up' } } })),
    payoutsToMake: count(
      db.refund.findMany({ where: { route: { equals: 'upi' }, state: { equals: 'pending' } } }),
    ),
    complaintsDue: count(
      db.complaint
        .findMany({ where: { status: { equals: 'open' } } })
        .filter((row) => row.acknowledgeBy <= dueBy),
    ),
  }),
  salesDays,
  productSales,
  returns: returnsIn,
});
