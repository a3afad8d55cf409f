import type { DashboardSales, DashboardTodos, SalesFigures } from '@/shared/dashboard';
import { formatPaise, formatRupees } from '@/shared/format-rupees';
import { staffPaths } from '@/shared/paths';

/** The periods the owner's tiles show, in order, with how each names the period before it. */
export const PERIODS = [
  { key: 'today', label: 'Today', before: 'yesterday' },
  { key: 'last7Days', label: 'Last 7 days', before: 'the 7 days before' },
  { key: 'last30Days', label: 'Last 30 days', before: 'the 30 days before' },
] as const satisfies readonly { key: keyof DashboardSales; label: string; before: string }[];

/** The figures each tile lists, with how each is written. */
export const FIGURES = [
  { key: 'netPaise', label: 'Net sales', format: (paise: number) => formatPaise(paise) },
  { key: 'grossPaise', label: 'Gross sales (invoices)', format: (paise: number) => formatPaise(paise) },
  { key: 'refundsPaise', label: 'Refunds (credit notes)', format: (paise: number) => formatPaise(paise) },
  { key: 'orders', label: 'Orders', format: String },
  { key: 'pairs', label: 'Pairs', format: String },
  { key: 'averageOrderPaise', label: 'Average order', format: (paise: number) => formatPaise(paise) },
] as const satisfies readonly { key: keyof SalesFigures; label: string; format: (value: number) => string }[];

/** A figure against the period before: 'up 12%', 'down 3%', 'no change', or 'new' from nothing. */
export function changeText(now: number, before: number): string {
  if (now === before) return 'no change';
  if (before === 0) return now > 0 ? 'up from nothing' : 'down from nothing';
  const percent = Math.round((Math.abs(now - before) / Math.abs(before)) * 100);
  return `${now > before ? 'up' : 'down'} ${percent}%`;
}

/** A day on the chart's axis, from its start in seconds: '5 Oct', as India counts days. */
export const axisDay = (seconds: number) =>
  shortDay(new Date(seconds * 1000 + 330 * 60 * 1000).toISOString().slice(0, 10));

/** Rupees on the chart's axis: whole rupees. */
export const axisRupees = (rupees: number) => formatRupees(rupees);

/** Each to-do: what it counts, and the console list that shows those. */
export const TODOS: readonly { key: keyof DashboardTodos; label: string; to: string }[] = [
  { key: 'ordersToPack', label: 'Orders to pack', to: `${staffPaths.orders}?status=confirmed` },
  { key: 'ordersToShip', label: 'Orders to ship', to: `${staffPaths.orders}?status=packed` },
  { key: 'returnsToReceive', label: 'Returns to receive', to: `${staffPaths.returns}?state=picked_up` },
  { key: 'payoutsToMake', label: 'UPI payouts to make', to: `${staffPaths.returns}#payouts-heading` },
  { key: 'complaintsDue', label: 'Complaints to acknowledge', to: `${staffPaths.complaints}?status=open` },
  { key: 'lowStock', label: 'Products low on stock', to: `${staffPaths.stock}?low=1` },
  { key: 'outOfStock', label: 'Products out of stock', to: `${staffPaths.stock}?low=1` },
];

/** The months the owner may choose: this one and the eleven before, newest first, as YYYY-MM. */
export function recentMonths(today: string): string[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, back) => {
    const date = new Date(Date.UTC(year, month - 1 - back, 1));
    return date.toISOString().slice(0, 7);
  });
}

/** A YYYY-MM month as its India days, the current one up to today. */
export function monthPeriod(month: string, today: string): { from: string; to: string } {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, number, 0)).toISOString().slice(0, 10);
  return { from: `${month}-01`, to: last > today ? today : last };
}

const monthNames = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'October 2026'. */
export const monthLabel = (month: string) => monthNames.format(new Date(`${month}-01T00:00:00Z`));

const dayNames = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** '5 Oct'. */
export const shortDay = (date: string) => dayNames.format(new Date(`${date}T00:00:00Z`));
