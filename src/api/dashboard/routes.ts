import { HttpResponse } from 'msw';
import type { Backend } from '@/api/backend';
import type { BeforeStockRead } from '@/api/catalogue';
import { stampOf } from '@/api/clock';
import { HttpError } from '@/api/http/http-error';
import { route, type ApiRoute, type StaffContext } from '@/api/http/route';
import {
  COMPLAINT_DUE_SOON_HOURS,
  dashboardMessages,
  TOP_PRODUCTS,
  type DashboardAnswer,
  type DashboardSales,
  type DashboardTodos,
} from '@/shared/dashboard';
import { LOW_STOCK } from '@/shared/order-lifecycle';
import { addDays, chosenDays, indiaDay, rangeOf } from './days';
import { dailyOf, periodOf, previousStart, topBy } from './figures';
import type { SalesDay } from './repository';

const HOUR_MS = 60 * 60 * 1000;

/** Every count of the to-dos at the clock's moment; stock as the stock page shows it. */
export async function todosOf(backend: Backend, beforeStockRead: BeforeStockRead): Promise<DashboardTodos> {
  await beforeStockRead(backend);
  const dueBy = stampOf(backend.clock, COMPLAINT_DUE_SOON_HOURS * HOUR_MS);
  const [stored, products] = await Promise.all([
    backend.repos.dashboard.todos(dueBy),
    backend.repos.catalogue.staffProducts(),
  ]);
  const levels = await backend.repos.stock.levels(products.map((product) => product._id));
  return {
    ...stored,
    lowStock: levels.filter(({ available }) => available > 0 && available <= LOW_STOCK).length,
    outOfStock: levels.filter(({ available }) => available === 0).length,
  };
}

/**
 * The store's days for the fixed periods (the 60 days to today: the last 30 and the 30 before) and
 * the chosen one with the period before it: one read when the two overlap, else two.
 */
async function salesDaysFor(backend: Backend, today: string, from: string, to: string): Promise<SalesDay[]> {
  const recent = { from: addDays(today, -59), to: today };
  const chosen = { from: previousStart(from, to), to };
  const read = (days: { from: string; to: string }) =>
    backend.repos.dashboard.salesDays(rangeOf(days.from, days.to));
  if (chosen.from <= addDays(recent.to, 1) && recent.from <= addDays(chosen.to, 1)) {
    const first = chosen.from < recent.from ? chosen.from : recent.from;
    return read({ from: first, to: chosen.to > recent.to ? chosen.to : recent.to });
  }
  return [...(await read(recent)), ...(await read(chosen))];
}

async function salesOf(backend: Backend, today: string, from: string, to: string): Promise<DashboardSales> {
  const range = rangeOf(from, to);
  // Independent reads, side by side: on PostgreSQL each on a connection of its own.
  const [days, products, productSales, returns] = await Promise.all([
    salesDaysFor(backend, today, from, to),
    backend.repos.catalogue.staffProducts(),
    backend.repos.dashboard.productSales(range),
    backend.repos.dashboard.returns(range),
  ]);
  const titles = new Map(products.map((product) => [product._id, product.title]));
  const titleOf = (productId: string) => titles.get(productId) ?? productId;
  return {
    today: periodOf(days, today, today),
    last7Days: periodOf(days, addDays(today, -6), today),
    last30Days: periodOf(days, addDays(today, -29), today),
    chosen: periodOf(days, from, to),
    daily: dailyOf(days, from, to),
    topByPairs: topBy(productSales, titleOf, 'pairs'),
    topByNetSales: topBy(productSales, titleOf, 'netPaise'),
    returnsByReason: returns.byReason.sort((a, b) => b.pairs - a.pairs || a.reason.localeCompare(b.reason)),
    returnsByProduct: returns.byProduct
      .sort((a, b) => b.pairs - a.pairs || a.productId.localeCompare(b.productId))
      .slice(0, TOP_PRODUCTS)
      .map((product) => ({ ...product, title: titleOf(product.productId) })),
  };
}

/** GET /api/staff/dashboard: the to-dos for every member, the sales for owners (a chosen period: owners only). */
async function dashboard(
  backend: Backend,
  beforeStockRead: BeforeStockRead,
  { request, staff }: StaffContext,
) {
  const chosen = chosenDays(new URL(request.url));
  const owner = staff.role === 'owner';
  if (chosen && !owner) throw new HttpError(403, dashboardMessages.ownersOnly);
  const today = indiaDay(stampOf(backend.clock));
  const { from, to } = chosen ?? { from: addDays(today, -29), to: today };
  const [todos, sales] = await Promise.all([
    todosOf(backend, beforeStockRead),
    owner ? salesOf(backend, today, from, to) : null,
  ]);
  return HttpResponse.json({ today, todos, sales } satisfies DashboardAnswer);
}

/** The console's home. */
export const dashboardRoutes = (backend: Backend, beforeStockRead: BeforeStockRead): ApiRoute[] => [
  route({
    method: 'GET',
    path: '/api/staff/dashboard',
    access: 'staff',
    answer: (context) => dashboard(backend, beforeStockRead, context),
  }),
];
