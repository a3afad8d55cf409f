import {
  TOP_PRODUCTS,
  type DaySales,
  type ProductSales,
  type SalesFigures,
  type SalesPeriod,
} from '@/shared/dashboard';
import { addDays, daysBetween, eachDay } from './days';
import type { SalesDay, StoredProductSales } from './repository';

/** The figures of the days `from` to `to` among `days` (the store's days with sales). */
export function figuresOf(days: readonly SalesDay[], from: string, to: string): SalesFigures {
  const sum = { grossPaise: 0, refundsPaise: 0, orders: 0, pairs: 0 };
  for (const day of days) {
    if (day.date < from || day.date > to) continue;
    sum.grossPaise += day.grossPaise;
    sum.refundsPaise += day.refundsPaise;
    sum.orders += day.orders;
    sum.pairs += day.pairs;
  }
  return {
    ...sum,
    netPaise: sum.grossPaise - sum.refundsPaise,
    averageOrderPaise: sum.orders === 0 ? 0 : Math.round(sum.grossPaise / sum.orders),
  };
}

/** The period's first day less its own length: where the period before it starts. */
export const previousStart = (from: string, to: string) => addDays(from, -daysBetween(from, to));

/** A period's figures and those of the period of the same length just before it. */
export function periodOf(days: readonly SalesDay[], from: string, to: string): SalesPeriod {
  return {
    from,
    to,
    figures: figuresOf(days, from, to),
    previous: figuresOf(days, previousStart(from, to), addDays(from, -1)),
  };
}

/** Net sales for every day `from` to `to`, a day without sales at 0. */
export function dailyOf(days: readonly SalesDay[], from: string, to: string): DaySales[] {
  const net = new Map(days.map((day) => [day.date, day.grossPaise - day.refundsPaise]));
  return eachDay(from, to).map((date) => ({ date, netPaise: net.get(date) ?? 0 }));
}

/** The TOP_PRODUCTS products first by `key`, then by the other figure, then by id (the same order everywhere). */
export function topBy(
  sales: readonly StoredProductSales[],
  titleOf: (productId: string) => string,
  key: 'pairs' | 'netPaise',
): ProductSales[] {
  const other = key === 'pairs' ? 'netPaise' : 'pairs';
  return sales
    .filter((product) => product[key] > 0)
    .sort((a, b) => b[key] - a[key] || b[other] - a[other] || a.productId.localeCompare(b.productId))
    .slice(0, TOP_PRODUCTS)
    .map((product) => ({ ...product, title: titleOf(product.productId) }));
}
