import { HttpResponse } from 'msw';
import { indiaDate } from '@/shared/gst/tax-invoice';
import type { Backend } from '@/api/backend';
import { stampOf } from '@/api/clock';
import { route, type ApiRoute, type StaffContext } from '@/api/http/route';
import { expireUnpaidOrdersOnRead, staffListFilter } from '@/api/orders';
import { csvResponse, csvStream, csvText } from './csv';
import { creditNotesIn, invoicesIn } from './documents';
import { gstr1Builder } from './gstr1';
import { gstr1Table, gstr1TableOf } from './gstr1-csv';
import type { Gstr1 } from '@/shared/reports';
import { reportMonth, type ReportMonth } from './month';
import { ORDERS_HEADER, orderRows } from './orders-export';
import { SALES_REGISTER_HEADER, salesRegisterRows } from './sales-register';

/** The month's GSTR-1 from the shop's own invoices and credit notes, read a batch at a time. */
async function monthGstr1({ repos, seller }: Backend, month: ReportMonth): Promise<Gstr1> {
  const builder = gstr1Builder(seller.gstin, month);
  for await (const batch of invoicesIn(repos.reports, seller, month)) batch.forEach(builder.addInvoice);
  for await (const batch of creditNotesIn(repos.reports, seller, month)) batch.forEach(builder.addCreditNote);
  return builder.result(seller.state);
}

const gstr1 = async (backend: Backend, { request }: StaffContext) =>
  HttpResponse.json(await monthGstr1(backend, reportMonth(new URL(request.url))));

async function gstr1Csv(backend: Backend, { request }: StaffContext) {
  const url = new URL(request.url);
  const month = reportMonth(url);
  const table = gstr1TableOf(url);
  const { header, rows } = gstr1Table(await monthGstr1(backend, month), table);
  return csvResponse(`gstr1-${month.month}-${table}.csv`, csvText(header, rows));
}

function salesRegister(backend: Backend, { request }: StaffContext) {
  const month = reportMonth(new URL(request.url));
  const rows = salesRegisterRows(backend, month);
  return csvResponse(`sales-register-${month.month}.csv`, csvStream(SALES_REGISTER_HEADER, rows));
}

async function ordersCsv(backend: Backend, { request }: StaffContext) {
  const filter = await staffListFilter(backend.repos.users, request);
  const today = indiaDate(stampOf(backend.clock));
  const empty = (async function* () {})();
  if (filter) await expireUnpaidOrdersOnRead(backend);
  const rows = filter ? orderRows(backend, filter) : empty;
  return csvResponse(`orders-${today}.csv`, csvStream(ORDERS_HEADER, rows));
}

/** The owner's money reports and exports (staff get 403: `owner` access). */
export const reportRoutes = (backend: Backend): ApiRoute[] => [
  route({
    method: 'GET',
    path: '/api/staff/reports/gstr1',
    access: 'owner',
    answer: (c) => gstr1(backend, c),
  }),
  route({
    method: 'GET',
    path: '/api/staff/reports/gstr1.csv',
    access: 'owner',
    answer: (context) => gstr1Csv(backend, context),
  }),
  route({
    method: 'GET',
    path: '/api/staff/reports/sales-register.csv',
    access: 'owner',
    answer: (context) => salesRegister(backend, context),
  }),
  route({
    method: 'GET',
    path: '/api/staff/exports/orders.csv',
    access: 'owner',
    answer: (context) => ordersCsv(backend, context),
  }),
];
