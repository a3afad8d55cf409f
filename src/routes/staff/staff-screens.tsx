import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router-dom';
import {
  AuditLog,
  FailedEmails,
  OrderList,
  OrderView,
  ProductCreator,
  ProductEditor,
  ProductTable,
  Reports,
  ReturnsQueue,
  StaffLoginForm,
  StaffPasswordForm,
  StockTable,
  Team,
  useStaffMember,
  useStaffOrderQuery,
  type AuditFilters,
  type StaffOrderFilters,
} from '@/features/staff';
import { AUDIT_KINDS } from '@/shared/staff';
import { MorningNoteSetting } from '@/features/dashboard';
import { PageTitle } from '@/shared/components/page-title';
import { ORDER_STATUSES } from '@/shared/order-lifecycle';
import { staffPaths } from '@/shared/paths';
import { RETURN_STATES } from '@/shared/returns';
import { PAYMENT_METHODS } from '@/shared/types';
import type { StaffLoginState } from './staff-layout';

/** /staff/login: signed in already (just now, or before), on to the page asked for. */
export function StaffLoginScreen() {
  const member = useStaffMember();
  const { state } = useLocation() as { state: StaffLoginState | null };
  if (member) return <Navigate to={state?.from ?? staffPaths.home} replace />;
  return (
    <main className="staff-login">
      <PageTitle>Staff sign-in</PageTitle>
      <StaffLoginForm />
    </main>
  );
}

const oneOf = <T extends string>(known: readonly T[], value: string | null): T | '' =>
  known.find((candidate) => candidate === value) ?? '';

/** The order list's filters live in the URL, so a link reproduces a view and Back works. */
function filtersFrom(search: URLSearchParams): StaffOrderFilters {
  return {
    status: oneOf(ORDER_STATUSES, search.get('status')),
    payment: oneOf(PAYMENT_METHODS, search.get('payment')),
    from: search.get('from') ?? '',
    to: search.get('to') ?? '',
    q: search.get('q') ?? '',
  };
}

/** The filters as the list's query string: only those set. */
const searchOf = (filters: StaffOrderFilters | AuditFilters) =>
  new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== '') as [string, string][]);

export function StaffOrdersScreen() {
  const [search, setSearch] = useSearchParams();
  return (
    <>
      <PageTitle>Orders</PageTitle>
      <OrderList
        filters={filtersFrom(search)}
        onFiltersChange={(filters) => setSearch(searchOf(filters))}
        linkTo={(filters) => `${staffPaths.orders}?${searchOf(filters).toString()}`}
      />
    </>
  );
}

export function StaffOrderScreen() {
  const { orderId = '' } = useParams();
  // The tab is named by the number people say (the view below asks for the same order: one request).
  const { data } = useStaffOrderQuery(orderId);
  return (
    <>
      <PageTitle documentTitle={data ? `Order ${data.order.number}` : 'Order'}>Order</PageTitle>
      <p>
        <Link to={staffPaths.orders}>All orders</Link>
      </p>
      <OrderView orderId={orderId} />
    </>
  );
}

export function StaffProductsScreen() {
  return (
    <>
      <PageTitle>Catalogue</PageTitle>
      <ProductTable />
    </>
  );
}

export function StaffNewProductScreen() {
  return (
    <>
      <PageTitle>Add a product</PageTitle>
      <ProductCreator />
    </>
  );
}

export function StaffProductScreen() {
  const { productId = '' } = useParams();
  return (
    <>
      <PageTitle>Edit the product</PageTitle>
      <p>
        <Link to={staffPaths.products}>All products</Link>
      </p>
      <ProductEditor productId={productId} />
    </>
  );
}

export function StaffStockScreen() {
  const [search] = useSearchParams();
  const low = search.get('low') === '1';
  return (
    <>
      <PageTitle>{low ? 'Low stock' : 'Stock'}</PageTitle>
      <nav aria-label="Stock views" className="staff-tabs">
        <Link to={staffPaths.stock} aria-current={low ? undefined : 'page'}>
          Every product
        </Link>
        <Link to={`${staffPaths.stock}?low=1`} aria-current={low ? 'page' : undefined}>
          Low stock
        </Link>
      </nav>
      <StockTable low={low} />
    </>
  );
}

export function StaffTeamScreen() {
  return (
    <>
      <PageTitle>Team</PageTitle>
      <Team />
    </>
  );
}

/** The audit log's filters from its URL, so a link reproduces a view and Back works. */
function auditFiltersFrom(search: URLSearchParams): AuditFilters {
  return {
    staffId: search.get('staffId') ?? '',
    kind: oneOf(AUDIT_KINDS, search.get('kind')),
    from: search.get('from') ?? '',
    to: search.get('to') ?? '',
  };
}

export function StaffAuditScreen() {
  const [search, setSearch] = useSearchParams();
  return (
    <>
      <PageTitle>Audit log</PageTitle>
      <AuditLog
        filters={auditFiltersFrom(search)}
        onFiltersChange={(filters) => setSearch(searchOf(filters))}
      />
    </>
  );
}

export function StaffReportsScreen() {
  return (
    <>
      <PageTitle>Reports</PageTitle>
      <Reports />
    </>
  );
}

export function StaffReturnsScreen() {
  const [search] = useSearchParams();
  const asked = search.get('state');
  return (
    <>
      <PageTitle>Returns</PageTitle>
      <ReturnsQueue initialState={RETURN_STATES.find((state) => state === asked)} />
    </>
  );
}

/** /staff/account: the member's own password (every member), and an owner's morning note. */
export function StaffAccountScreen() {
  const owner = useStaffMember()?.role === 'owner';
  return (
    <>
      <PageTitle>Your account</PageTitle>
      <StaffPasswordForm />
      {owner && <MorningNoteSetting />}
    </>
  );
}

/** /staff/emails: the shoppers' emails given up after their last try (every member). */
export function StaffFailedEmailsScreen() {
  return (
    <>
      <PageTitle>Failed emails</PageTitle>
      <FailedEmails />
    </>
  );
}
