import type { Order } from '@/shared/types';
import type { Backend } from '@/api/backend';
import type { StaffListedOrder, StaffOrderFilter } from '@/api/orders';
import type { CsvCell } from './csv';

/**
 * Orders read per question to the store: what the export holds in memory at once. Small, so a
 * batch is garbage before the collector's young generation promotes it (bench:reports measured the
 * server's memory at 1,000).
 */
export const EXPORT_BATCH = 250;

export const ORDERS_HEADER = [
  'Order',
  'Placed (IST)',
  'Status',
  'Payment',
  'Payment state',
  'Customer',
  'Email',
  'Mobile',
  'City',
  'State',
  'Pairs',
  'Items',
  'Total (₹)',
  'Invoice',
];

const IST_OFFSET_MS = 330 * 60 * 1000;
const placedAt = (timestamp: string) =>
  new Date(Date.parse(timestamp) + IST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');

const itemsOf = (order: Order) => order.items.map((line) => `${line.title} × ${line.qty}`).join('; ');

function orderRow({ order, email }: StaffListedOrder): CsvCell[] {
  const { address } = order;
  return [
    order._id,
    placedAt(order.createdAt),
    order.status,
    order.paymentMethod,
    order.paymentState,
    address.name,
    email,
    address.mobile,
    address.city,
    address.state,
    order.items.reduce((pairs, line) => pairs + line.qty, 0),
    itemsOf(order),
    order.amounts.grandTotal,
    order.invoiceNumber ?? null,
  ];
}

/**
 * Every order passing the console's filter, newest first, a batch at a time: each batch a page of
 * the staff list after the last order of the one before (the list's own cursor and index). The
 * next batch is asked for as this one is handed on, so the database's answer and the client's
 * reading overlap; two batches at most are held.
 */
export async function* orderRows(
  backend: Pick<Backend, 'repos'>,
  filter: StaffOrderFilter,
  batch = EXPORT_BATCH,
): AsyncGenerator<CsvCell[][]> {
  const pageAfter = (after: StaffOrderFilter['after']) =>
    backend.repos.orders.staffPage({ ...filter, ...(after ? { after } : {}) }, batch);
  let next = pageAfter(filter.after);
  for (;;) {
    const page = await next;
    const last = page.at(-1);
    const more = last !== undefined && page.length === batch;
    if (more) {
      next = pageAfter({ createdAt: last.order.createdAt, _id: last.order._id });
      // A client that stops reading leaves this batch unread: its failure then is no one's to report.
      next.catch(() => undefined);
    }
    if (page.length > 0) yield page.map(orderRow);
    if (!more) return;
  }
}
