import type { Page } from '@playwright/test';
import { staffOrderPath, staffPaths, staffProductPath } from '../src/shared/paths';
import { atPath, expect, expectAccessible, expectNoSidewaysScroll, PHONE_VIEWPORT, test } from './fixtures';
import { placeCodOrder, signInAsDemoOwner } from './staff-steps';

/**
 * Issue 39's console on both builds: an order's packing slip printed from the list, the order
 * cancelled only with a reason and a confirmation, a double-clicked stock adjustment made once,
 * and every console screen at 390 px without sideways scrolling.
 */

/** A sneaker no other journey stocks, buys or looks at (the seed's Adidas Indoor Heritage Court). */
const UNTOUCHED = { id: 'db0f7d58-8a81-46e2-a9e7-c2d07e68b6e4', title: 'Adidas Indoor Heritage Court' };

/** The order's row in the console's list, found by its id's start, and its number. */
async function findInList(page: Page, orderId: string) {
  await page.goto(staffPaths.orders);
  const search = page.getByRole('search', { name: 'Orders' });
  await search.getByRole('searchbox', { name: 'Search' }).fill(orderId);
  await search.getByRole('button', { name: 'Apply' }).click();
  const table = page.getByRole('table', { name: 'Orders, newest first' });
  const link = table.getByRole('link', { name: /^Order SH-\d+$/ });
  await expect(link).toHaveCount(1);
  return { table, name: (await link.textContent()) ?? '' };
}

test('a packing slip prints from the list; cancelling asks for a reason and confirms what follows', async ({
  page,
  shot,
}) => {
  const orderId = await placeCodOrder(page, { card: 11 });
  await signInAsDemoOwner(page);
  const tabs = page.getByRole('navigation', { name: 'Orders by status' });
  const { table, name } = await findInList(page, orderId);
  await expect(tabs.getByRole('link', { name: /^Confirmed \d+$/ })).toBeVisible();
  await expectAccessible(page, 'the orders list with its tabs');

  await table.getByRole('checkbox', { name: `Select ${name}` }).check();
  await page.getByRole('link', { name: 'Print packing slip' }).click();
  await expect(page).toHaveURL(atPath(staffPaths.print));
  const slip = page.getByRole('article', { name: `Packing slip · ${name}` });
  await expect(slip).toBeVisible();
  await expectAccessible(page, 'the print screen');
  await shot('staff-print-slip-1280');
  await page.emulateMedia({ media: 'print' });
  // On paper: the slip alone, without the console's header or the print screen's controls.
  await expect(slip).toBeVisible();
  await expect(slip).toContainText('Ship to');
  await expect(slip).toContainText('Cash on Delivery: collect ₹');
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print packing slips' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  await page.goto(staffOrderPath(orderId));
  const cancel = page.getByRole('button', { name: 'Cancel order' });
  await cancel.click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel order?' });
  await expect(dialog.getByRole('combobox', { name: 'Reason' })).toBeFocused();
  await expect(dialog).toContainText('Nothing is refunded: this is a Cash on Delivery order');
  await expectAccessible(page, 'the cancel dialog');
  await shot('staff-cancel-dialog-1280', { fullPage: false });
  // Confirming without a reason is stopped in the dialog; Escape backs out with nothing changed.
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(dialog.getByText(`Say why ${name} is to be changed.`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cancel).toBeFocused();

  await cancel.click();
  await dialog.getByRole('combobox', { name: 'Reason' }).fill('The customer asked to cancel');
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(dialog).toBeHidden();
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByText('The customer asked to cancel')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeHidden();
});

test('a double-clicked stock adjustment takes the pairs away once, empties the form and says so', async ({
  page,
  shot,
}) => {
  await signInAsDemoOwner(page);
  await page.goto(staffPaths.stock);
  const row = page.getByRole('row', { name: new RegExp(UNTOUCHED.title) });
  const onHand = Number(await row.getByRole('cell').nth(0).textContent());
  const form = page.getByRole('form', { name: 'Adjust stock' });
  await form.getByRole('combobox', { name: 'Product' }).selectOption({ label: UNTOUCHED.title });
  await form.getByRole('textbox', { name: 'Change (pairs)' }).fill('-2');
  await form.getByRole('textbox', { name: 'Reason' }).fill('Damaged in the warehouse');
  await form.getByRole('button', { name: 'Review the change' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirm the stock change' });
  await expect(confirm).toContainText(`Take 2 pairs of ${UNTOUCHED.title} off stock?`);
  await expectAccessible(page, 'the stock confirmation');
  await confirm.getByRole('button', { name: 'Confirm the change' }).dblclick();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Took 2 pairs' })).toContainText(
    `Took 2 pairs of ${UNTOUCHED.title} off stock: Damaged in the warehouse. ${onHand - 2} on hand now`,
  );
  await expect(row.getByRole('cell').nth(0)).toHaveText(String(onHand - 2));
  await expect(form.getByRole('textbox', { name: 'Reason' })).toHaveValue('');
  // Read again from the backend: one change, whatever the double click sent.
  await page.reload();
  await expect(
    page
      .getByRole('row', { name: new RegExp(UNTOUCHED.title) })
      .getByRole('cell')
      .nth(0),
  ).toHaveText(String(onHand - 2));
  await shot('staff-stock-1280');

  await page.goto(staffPaths.audit);
  await expect(
    page.getByText(`Shop Owner took 2 pairs of ${UNTOUCHED.title} off stock: Damaged in the warehouse`),
  ).toHaveCount(1);
  await expectAccessible(page, 'the audit log');
  await shot('staff-audit-1280');
});

test('every console screen fits a 390 px phone without scrolling sideways', async ({ page, shot }) => {
  const orderId = await placeCodOrder(page, { card: 12 });
  await signInAsDemoOwner(page);
  await page.setViewportSize(PHONE_VIEWPORT);
  const screens: [string, string][] = [
    [staffPaths.orders, 'Orders'],
    [staffOrderPath(orderId), 'Order'],
    [`${staffPaths.print}?doc=slip&size=label&orders=${orderId}`, 'Packing slips'],
    [staffPaths.products, 'Catalogue'],
    [staffProductPath(UNTOUCHED.id), 'Edit the product'],
    [staffPaths.newProduct, 'Add a product'],
    [staffPaths.stock, 'Stock'],
    [staffPaths.returns, 'Returns'],
    [staffPaths.complaints, 'Complaints'],
    [staffPaths.failedEmails, 'Failed emails'],
    [staffPaths.team, 'Team'],
    [staffPaths.audit, 'Audit log'],
    [staffPaths.account, 'Your account'],
  ];
  for (const [path, title] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // Each screen's data in place (no loader left), so what is measured is the screen as used.
    await expect(
      page
        .getByRole('main')
        .getByRole('status')
        .filter({ hasText: /^Loading/ }),
    ).toHaveCount(0);
    await test.step(`${title} (${path}) fits`, () => expectNoSidewaysScroll(page));
  }
  await page.goto(staffPaths.orders);
  await expect(page.getByRole('table', { name: 'Orders, newest first' })).toBeVisible();
  await expectAccessible(page, 'the orders list on a phone');
  await shot('staff-orders-390');
  await page.goto(staffOrderPath(orderId));
  await expect(page.getByRole('region', { name: 'Next step' })).toBeVisible();
  await shot('staff-order-390');
});
