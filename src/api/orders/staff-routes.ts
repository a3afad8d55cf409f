import { HttpResponse } from 'msw';
import type { Backend } from '@/api/backend';
import { stampOf } from '@/api/clock';
import { badRequest, notFound } from '@/api/http/http-error';
import { route, type ApiRoute, type StaffContext } from '@/api/http/route';
import { asObject } from '@/api/http/validate';
import { lifecycleMessages, orderMessages } from '@/shared/messages';
import { ORDER_STATUSES, type TransitionInput } from '@/shared/order-lifecycle';
import type { StaffOrderAnswer, StaffOrderPage, StaffOrderSummary } from '@/shared/staff';
import { expireUnpaidOrdersOnRead } from './expiry';
import { moveOrderNow } from './move-order';
import type { StaffListedOrder } from './repository';
import { STAFF_ORDER_PAGE_SIZE, cursorText, staffListFilter } from './staff-list';

const NOTE_MAX_LENGTH = 500;

function summaryOf({ order, email }: StaffListedOrder): StaffOrderSummary {
  return {
    _id: order._id,
    createdAt: order.createdAt,
    status: order.status,
    paymentMethod: order.paymentMethod,
    paymentState: order.paymentState,
    grandTotal: order.amounts.grandTotal,
    email,
    name: order.address.name,
    phone: order.address.mobile,
    pairs: order.items.reduce((pairs, line) => pairs + line.qty, 0),
  };
}

/** One page of every shopper's orders, newest first, after the sweep that expires unpaid ones. */
async function staffOrderList(backend: Backend, { request }: StaffContext) {
  const filter = await staffListFilter(backend.repos.users, request);
  if (!filter) return HttpResponse.json({ orders: [], next: null } satisfies StaffOrderPage);
  await expireUnpaidOrdersOnRead(backend);
  // One more than the page: whether another page follows, without a count.
  const listed = await backend.repos.orders.staffPage(filter, STAFF_ORDER_PAGE_SIZE + 1);
  const page = listed.slice(0, STAFF_ORDER_PAGE_SIZE);
  const last = page.at(-1);
  const next = listed.length > STAFF_ORDER_PAGE_SIZE && last ? cursorText(last.order) : null;
  return HttpResponse.json({ orders: page.map(summaryOf), next } satisfies StaffOrderPage);
}

async function staffOrder(backend: Backend, { params }: StaffContext<{ orderId: string }>) {
  await expireUnpaidOrdersOnRead(backend);
  const stored = await backend.repos.orders.findById(params.orderId);
  if (!stored) throw notFound(orderMessages.orderNotFound);
  const user = stored.userId ? await backend.repos.users.findById(stored.userId) : null;
  const customer = user
    ? { email: user.email, name: `${user.firstName} ${user.lastName}`.trim() }
    : { email: '', name: stored.order.address.name };
  return HttpResponse.json({ order: stored.order, customer } satisfies StaffOrderAnswer);
}

const optionalText = (value: unknown, name: string): string | undefined => {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string')
    throw badRequest(`\`${name}\` must be text.`, { [name]: `\`${name}\` must be text.` });
  return value;
};

function transitionInput(body: unknown): TransitionInput {
  const { to, courier, awb, note } = asObject(body);
  const status = ORDER_STATUSES.find((status) => status === to);
  if (!status) throw badRequest(lifecycleMessages.statusInvalid, { to: lifecycleMessages.statusInvalid });
  const text = {
    courier: optionalText(courier, 'courier'),
    awb: optionalText(awb, 'awb'),
    note: optionalText(note, 'note'),
  };
  if ((text.note?.length ?? 0) > NOTE_MAX_LENGTH) {
    throw badRequest(lifecycleMessages.noteTooLong, { note: lifecycleMessages.noteTooLong });
  }
  return { to: status, ...text };
}

/**
 * Staff move an order through the one order workflow (moveOrderNow: the table's check, stock, the
 * audit line, a cancelled or undeliverable order's refund and credit note, all in one transaction;
 * the refund made after commit).
 */
async function transition(backend: Backend, { staff, params, body }: StaffContext<{ orderId: string }>) {
  const input = transitionInput(body);
  const request = {
    ...input,
    orderId: params.orderId,
    actor: 'staff',
    at: stampOf(backend.clock),
    by: staff,
  } as const;
  return HttpResponse.json({ order: await moveOrderNow(backend, request) });
}

/** The console's orders: the list, one order, and its moves. */
export const staffOrderRoutes = (backend: Backend): ApiRoute[] => [
  route({
    method: 'GET',
    path: '/api/staff/orders',
    access: 'staff',
    answer: (context) => staffOrderList(backend, context),
  }),
  route({
    method: 'GET',
    path: '/api/staff/orders/:orderId',
    access: 'staff',
    answer: (context) => staffOrder(backend, context),
  }),
  route({
    method: 'POST',
    path: '/api/staff/orders/:orderId/transitions',
    access: 'staff',
    answer: (context) => transition(backend, context),
  }),
];
