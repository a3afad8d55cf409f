import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { call } from '@/api/testing/api-client';
import { addStaff } from '@/api/testing/staff';
import { newShopper, orderOne } from '@/api/testing/shoppers';
import { server } from '@/mocks/node';
import { formatPaise } from '@/shared/format-rupees';
import type { TaxInvoice } from '@/shared/gst/tax-invoice';
import { staffPaths } from '@/shared/paths';
import type { Gstr1 } from '@/shared/reports';
import { recordRequests } from '@/testing/record-requests';
import { renderApp } from '@/testing/render-app';
import { leaveStaffRecord, startStaffSession, storedStaffRecord } from '@/testing/staff';

/** The files the page handed to the browser's downloads. */
const saved: Blob[] = [];
beforeEach(() => {
  saved.length = 0;
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      saved.push(blob);
      return `blob:test/${saved.length}`;
    },
    revokeObjectURL: () => undefined,
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});

const IST_OFFSET_MS = 330 * 60 * 1000;
const thisMonth = () => new Date(Date.now() + IST_OFFSET_MS).toISOString().slice(0, 7);
const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

/** Two orders of this month, one paid online, one Cash on Delivery: their invoices. */
async function monthsInvoices(): Promise<TaxInvoice[]> {
  const shopper = await newShopper(41);
  const orders = [await orderOne(shopper, 3, 'paid'), await orderOne(shopper, 7, 'cod')];
  const pages = await Promise.all(
    orders.map((order) =>
      call<{ invoice: TaxInvoice }>('GET', `/user/orders/${order._id}`, { token: shopper.token }),
    ),
  );
  return pages.map((page) => page.body.invoice);
}

async function openReports(month: string) {
  await startStaffSession();
  const view = await renderApp({ route: staffPaths.reports });
  fireEvent.change(await screen.findByLabelText('Month'), { target: { value: month } });
  return view;
}

const totalsRow = async (label: RegExp) =>
  within(await screen.findByRole('table', { name: /GSTR-1 totals/ })).getByRole('row', { name: label });

describe('the owner’s reports', () => {
  it('shows the month’s GSTR-1 totals, equal to its invoices, and downloads the JSON the portal imports', async () => {
    const invoices = await monthsInvoices();
    const { user } = await openReports(thisMonth());
    const taxable = invoices.reduce((sum, invoice) => sum + invoice.totals.taxableValue, 0);
    const tax = invoices.reduce(
      (sum, invoice) => sum + invoice.totals.igst + invoice.totals.cgst + invoice.totals.sgst,
      0,
    );
    const small = await totalsRow(/B2C small/);
    expect(small).toHaveTextContent(formatPaise(taxable));
    expect(small).toHaveTextContent(formatPaise(tax));
    expect(await totalsRow(/HSN summary/)).toHaveTextContent(formatPaise(taxable));
    expect(screen.getByText(/Invoices for outward supply: 2/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Download GSTR-1/ }));
    const [file] = saved;
    const gstr1 = JSON.parse(await (file as Blob).text()) as Gstr1;
    expect(gstr1.fp).toBe(`${thisMonth().slice(5)}${thisMonth().slice(0, 4)}`);
    expect(gstr1.b2cs.reduce((sum, row) => sum + Math.round(row.txval * 100), 0)).toBe(taxable);
  });

  it('downloads the sales register and each table as CSV (UTF-8 with a BOM), saying so', async () => {
    await monthsInvoices();
    const recorder = recordRequests();
    const { user } = await openReports(thisMonth());
    await user.click(await screen.findByRole('button', { name: 'Download sales register (CSV)' }));
    expect(await screen.findByText(`Downloaded sales-register-${thisMonth()}.csv.`)).toBeInTheDocument();
    expect([...(await bytesOf(saved[0] as Blob)).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    await user.click(screen.getByRole('button', { name: /HSN summary \(table 12\) \(CSV\)/ }));
    expect(await screen.findByText(`Downloaded gstr1-${thisMonth()}-hsn.csv.`)).toBeInTheDocument();
    const [table] = await recorder.to('GET /api/staff/reports/gstr1.csv');
    expect(Object.fromEntries(table?.query ?? [])).toEqual({ month: thisMonth(), table: 'hsn' });
  });

  it('says why the month did not load, and reads it again on "Try again"', async () => {
    let refused = 0;
    server.use(
      http.get('*/api/staff/reports/gstr1', ({ request }) => {
        if (new URL(request.url).searchParams.get('month') !== thisMonth() || refused > 0) return undefined;
        refused += 1;
        return HttpResponse.json({ message: 'The ledger is resting.' }, { status: 503 });
      }),
    );
    const { user } = await openReports(thisMonth());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The ledger is resting.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await totalsRow(/B2C small/)).toBeInTheDocument();
  });
});

describe('the orders’ "Download CSV"', () => {
  it('exports what the list’s filters select', async () => {
    await startStaffSession();
    const recorder = recordRequests();
    const { user } = await renderApp({ route: `${staffPaths.orders}?status=cancelled&payment=cod` });
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText(/^Downloaded orders-\d{4}-\d{2}-\d{2}\.csv\.$/)).toBeInTheDocument();
    const [sent] = await recorder.to('GET /api/staff/exports/orders.csv');
    expect(Object.fromEntries(sent?.query ?? [])).toEqual({ status: 'cancelled', payment: 'cod' });
  });

  it('is not offered to staff, nor are the reports', async () => {
    const { member, token } = await addStaff('staff');
    leaveStaffRecord(member, token);
    expect(storedStaffRecord()?.member.role).toBe('staff');
    const { router } = await renderApp({ route: staffPaths.reports });
    await waitFor(() => expect(router.state.location.pathname).toBe(staffPaths.orders));
    expect(await screen.findByRole('navigation', { name: 'Console' })).not.toHaveTextContent('Reports');
    expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
  });
});
