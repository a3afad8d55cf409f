import type { Address, Order } from '@/shared/types';
import type { StaffListedOrder } from './repository';
import type { StaffOrderFilter, StaffOrderSearch } from './staff-list';

/** What the staff list reads of an order row of the embedded mock's store. */
interface StaffRow {
  _id: string;
  number: number;
  userId: string;
  status: string;
  paymentMethod: string;
  createdAt: string;
  invoiceNumber: string;
  addressJson: string;
}

/** What it reads of the order's account. */
interface Account {
  email: string;
  firstName: string;
  lastName: string;
}

/** The memory repository's store, which alone touches the rows. */
interface Store<Row extends StaffRow> {
  orders: () => readonly Row[];
  accountOf: (userId: string) => Account | null;
  toOrder: (row: Row) => Order;
}

/** Whether an order matches any reading of the search, as SQL's (sql-staff-page.ts) does. */
function matchesSearch(row: StaffRow, account: Account | null, search: StaffOrderSearch): boolean {
  const { mobile, name } = JSON.parse(row.addressJson) as Address;
  const texts = [name, account ? `${account.firstName} ${account.lastName}` : '', account?.email ?? ''];
  return (
    row.number === search.serial ||
    (search.invoiceNumber !== undefined && row.invoiceNumber === search.invoiceNumber) ||
    (search.idPrefix !== undefined && row._id.startsWith(search.idPrefix)) ||
    mobile === search.mobile ||
    (search.email !== undefined && account?.email.toLowerCase() === search.email) ||
    (search.words !== undefined && texts.some((text) => text.toLowerCase().includes(search.words ?? '')))
  );
}

/**
 * Whether the order passes the filter: the memory store's test, here rather than beside the
 * filter's parsing (./staff-list.ts), which only the staff routes load.
 */
function passesFilter(row: StaffRow, account: Account | null, filter: StaffOrderFilter): boolean {
  const { after, search } = filter;
  return (
    (!filter.status || row.status === filter.status) &&
    (!filter.paymentMethod || row.paymentMethod === filter.paymentMethod) &&
    (!filter.since || row.createdAt >= filter.since) &&
    (!filter.until || row.createdAt < filter.until) &&
    (!search || matchesSearch(row, account, search)) &&
    (!after || row.createdAt < after.createdAt || (row.createdAt === after.createdAt && row._id < after._id))
  );
}

/** The staff list's page over the store: every order read, filtered and sorted here (the mock's few orders). */
export function staffPageOver<Row extends StaffRow>({ orders, accountOf, toOrder }: Store<Row>) {
  const newestFirst = (a: Row, b: Row) =>
    b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id);
  return (filter: StaffOrderFilter, limit: number): StaffListedOrder[] =>
    orders()
      .filter((row) => passesFilter(row, accountOf(row.userId), filter))
      .sort(newestFirst)
      .slice(0, limit)
      .map((row) => ({ order: toOrder(row), email: accountOf(row.userId)?.email ?? '' }));
}
