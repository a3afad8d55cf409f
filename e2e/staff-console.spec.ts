import { productPath, staffOrderPath, staffPaths } from '../src/shared/paths';
import { atPath, expect, expectAccessible, expectNoSidewaysScroll, PHONE_VIEWPORT, test } from './fixtures';
import { placeCodOrder, signInAsDemoOwner } from './staff-steps';

/**
 * Issue 29's journey on both builds: a shopper orders, the demo owner signs in to the console,
 * packs and ships the order with its AWB, and the shopper's order page shows the step and the AWB.
 */

/** A sneaker no other journey buys or looks at (Converse Cruise Seasonal), with the seed's 25 pairs. */
const UNTOUCHED = {
  id: 'e9f09882-1880-4bad-a23a-4a623dde4762',
  title: 'Converse Cruise Seasonal',
  pairs: 25,
};

test('staff pack and ship a shopper’s order with its AWB; the shopper sees the step and the AWB', async ({
  page,
  shot,
}) => {
  const orderId = await placeCodOrder(page);
  const timeline = page.getByRole('list', { name: 'Order timeline' });
  await expect(timeline.getByText('Confirmed')).toBeVisible();

  await signInAsDemoOwner(page);
  // The new order is the newest, found by its id.
  await page.goto(staffPaths.orders);
  const search = page.getByRole('search', { name: 'Orders' });
  await search.getByRole('searchbox', { name: 'Search' }).fill(orderId);
  await search.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('link', { name: orderId })).toBeVisible();
  await expectAccessible(page, 'the console’s order list');
  await shot('staff-orders-1280');

  await page.getByRole('link', { name: orderId }).click();
  await expect(page).toHaveURL(atPath(staffOrderPath(orderId)));
  await page.getByRole('button', { name: 'Packed' }).click();
  await page.getByRole('button', { name: 'Shipped' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ship the order' });
  await expect(dialog.getByRole('textbox', { name: 'Courier' })).toBeFocused();
  // Shipping without an AWB is stopped in the dialog, with the reason under the field.
  await dialog.getByRole('textbox', { name: 'Courier' }).fill('Delhivery');
  await dialog.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(dialog.getByText('Enter the AWB number.')).toBeVisible();
  await expectAccessible(page, 'the ship dialog');
  await dialog.getByRole('textbox', { name: 'AWB number' }).fill('DLV1234567890');
  await dialog.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Out for delivery' })).toBeVisible();
  await expect(page.getByText('DLV1234567890')).toBeVisible();
  await shot('staff-order-shipped-1280');

  // The shopper's own page: each step with its date, the courier and the AWB.
  await page.goto(`/orders/${encodeURIComponent(orderId)}`);
  for (const step of ['Confirmed', 'Packed', 'Shipped']) {
    await expect(timeline.getByText(step, { exact: true })).toBeVisible();
  }
  await expect(timeline.getByText('Delhivery, AWB DLV1234567890')).toBeVisible();
  await shot('order-page-shipped-1280');

  await page.setViewportSize(PHONE_VIEWPORT);
  await page.goto(staffOrderPath(orderId));
  await expect(page.getByText('DLV1234567890')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shot('staff-order-390');
});

test('staff take a sneaker’s last pairs off stock: the shopper sees Out of stock and cannot add it; the audit log says who and why', async ({
  page,
  shot,
}) => {
  await page.goto(productPath(UNTOUCHED.id));
  const addToCart = page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first();
  await expect(addToCart).toBeEnabled();

  await signInAsDemoOwner(page);
  await page.goto(staffPaths.stock);
  const form = page.getByRole('form', { name: 'Adjust stock' });
  await form.getByRole('combobox', { name: 'Product' }).selectOption({ label: UNTOUCHED.title });
  await form.getByRole('textbox', { name: 'Change (pairs)' }).fill(String(-UNTOUCHED.pairs));
  await form.getByRole('textbox', { name: 'Reason' }).fill('Water damage in the warehouse');
  await form.getByRole('button', { name: 'Adjust' }).click();
  const row = page.getByRole('row', { name: new RegExp(UNTOUCHED.title) });
  await expect(row.getByRole('cell').nth(2)).toHaveText('0');
  await expectAccessible(page, 'the console’s stock');
  await shot('staff-stock-1280');

  await page.goto(`${staffPaths.stock}?low=1`);
  await expect(page.getByRole('row', { name: new RegExp(UNTOUCHED.title) })).toBeVisible();

  await page.goto(staffPaths.audit);
  await expect(page.getByText('Water damage in the warehouse').first()).toBeVisible();

  // The products answer may be kept for a few seconds; the shopper sees the change once it is not.
  await expect(async () => {
    await page.goto(productPath(UNTOUCHED.id));
    await expect(page.getByRole('main').getByText('Out of stock').first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first()).toBeDisabled();
  await shot('product-out-of-stock-1280');
});
