import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { staffOrderPath, staffPaths } from '../src/shared/paths';
import type { Gstr1 } from '../src/shared/reports';
import type { TaxInvoice } from '../src/shared/gst/tax-invoice';
import { atPath, atPhoneWidth, expect, expectAccessible, expectNoSidewaysScroll, test } from './fixtures';
import { placeCodOrder, signInAsDemoOwner } from './staff-steps';

/**
 * Issue 38's journey on both builds: a shopper orders for Cash on Delivery to a Hindi name, the
 * demo owner downloads the month's GSTR-1 and its sales register (the return adds up to the
 * register's invoice and credit-note lines, the new invoice among them), then a CSV of orders that
 * keeps ₹ and Devanagari as they are.
 */

const HINDI_NAME = 'प्रिया शर्मा';

/** A new shopper orders the list's first sneaker for Cash on Delivery to `name`: the order's id and invoice. */
async function orderTo(page: Page, name: string): Promise<{ orderId: string; invoice: TaxInvoice }> {
  const orderId = await placeCodOrder(page, { card: 6, name });
  const invoice = await page.evaluate(async (id) => {
    const { token } = JSON.parse(localStorage.getItem('login') ?? '{}') as { token?: string };
    const answer = await fetch(`/api/user/orders/${id}`, { headers: { authorization: token ?? '' } });
    return ((await answer.json()) as { invoice: TaxInvoice }).invoice;
  }, orderId);
  return { orderId, invoice };
}

/** Clicks `button` and reads the file it downloads. */
async function downloaded(page: Page, button: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

const BOM = [0xef, 0xbb, 0xbf];
const csvRows = (bytes: Buffer) => bytes.subarray(3).toString('utf8').trim().split('\r\n');
const paise = (rupees: number) => Math.round(rupees * 100);
type Net = { txval: number; iamt: number; camt: number; samt: number };
const netOf = (rows: { txval: number; iamt: number; camt?: number; samt?: number }[], sign = 1): Net => ({
  txval: sign * rows.reduce((sum, row) => sum + paise(row.txval), 0),
  iamt: sign * rows.reduce((sum, row) => sum + paise(row.iamt), 0),
  camt: sign * rows.reduce((sum, row) => sum + paise(row.camt ?? 0), 0),
  samt: sign * rows.reduce((sum, row) => sum + paise(row.samt ?? 0), 0),
});
const add = (...nets: Net[]): Net =>
  nets.reduce((sum, net) => ({
    txval: sum.txval + net.txval,
    iamt: sum.iamt + net.iamt,
    camt: sum.camt + net.camt,
    samt: sum.samt + net.samt,
  }));

/** The register's lines (invoices, and credit notes with negative amounts) added up, and the documents named. */
function registerNet(bytes: Buffer): { net: Net; numbers: string[] } {
  const [header = '', ...rows] = csvRows(bytes);
  const columns = header.split(',');
  const column = (name: string) => columns.indexOf(name);
  const cells = rows.map((row) => row.split(','));
  const sum = (name: string) => cells.reduce((total, row) => total + paise(Number(row[column(name)])), 0);
  return {
    net: {
      txval: sum('Taxable value (₹)'),
      iamt: sum('IGST (₹)'),
      camt: sum('CGST (₹)'),
      samt: sum('SGST (₹)'),
    },
    numbers: cells.map((row) => row[column('Number')] ?? ''),
  };
}

async function openReports(page: Page, month: string) {
  await page.goto(staffPaths.reports);
  await page.getByLabel('Month').fill(month);
  await expect(page.getByRole('table', { name: /GSTR-1 totals/ })).toBeVisible();
}

test('the owner downloads the month’s GSTR-1, which adds up to its invoices less its credit notes, and a CSV of orders with ₹ and Hindi intact', async ({
  page,
  shot,
}) => {
  const { orderId, invoice } = await orderTo(page, HINDI_NAME);
  const month = invoice.date.slice(0, 7);
  await signInAsDemoOwner(page);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(atPath(staffPaths.reports));
  await openReports(page, month);
  await expectAccessible(page, 'the reports screen');
  await shot('staff-reports-1280');

  const json = await downloaded(page, page.getByRole('button', { name: /Download GSTR-1/ }));
  const gstr1 = JSON.parse(json.bytes.toString('utf8')) as Gstr1;
  expect(json.name).toBe(`GSTR1_${gstr1.gstin}_${month.slice(5)}${month.slice(0, 4)}.json`);
  const register = await downloaded(
    page,
    page.getByRole('button', { name: 'Download sales register (CSV)' }),
  );
  expect([...register.bytes.subarray(0, 3)]).toEqual(BOM);
  const { net, numbers } = registerNet(register.bytes);
  expect(numbers).toContain(invoice.number);
  const hsn = 'hsn_b2c' in gstr1.hsn ? gstr1.hsn.hsn_b2c : gstr1.hsn.data;
  expect(netOf(hsn)).toEqual(net);
  const b2cl = gstr1.b2cl.flatMap((place) =>
    place.inv.flatMap((inv) => inv.itms.map((item) => item.itm_det)),
  );
  const cdnur = gstr1.cdnur.flatMap((note) => note.itms.map((item) => item.itm_det));
  expect(add(netOf(gstr1.b2cs), netOf(b2cl), netOf(cdnur, -1))).toEqual(net);

  await page.goto(`${staffPaths.orders}?q=${orderId}`);
  // Rows lead with the order's number: the order's own link, by where it goes.
  await expect(page.locator(`a[href="${staffOrderPath(orderId)}"]`).first()).toBeVisible();
  const orders = await downloaded(page, page.getByRole('button', { name: 'Download CSV' }));
  expect([...orders.bytes.subarray(0, 3)]).toEqual(BOM);
  const [header = '', ...rows] = csvRows(orders.bytes);
  expect(header).toContain('Total (₹)');
  expect(rows).toEqual([expect.stringContaining(`${orderId},`)]);
  expect(rows[0]).toContain(`,${HINDI_NAME},`);
  await expect(page.getByText(/^Downloaded orders-\d{4}-\d{2}-\d{2}\.csv\.$/)).toBeVisible();
});

atPhoneWidth(() => {
  test('the reports screen fits a phone', async ({ page, shot }) => {
    await signInAsDemoOwner(page);
    await page.goto(staffPaths.reports);
    await expect(page.getByRole('table', { name: /GSTR-1 totals/ })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot('staff-reports-390');
  });
});
