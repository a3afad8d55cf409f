import type { Page } from '@playwright/test';
import { staffOrderPath, staffPaths } from '../src/shared/paths';
import { atPath, atPhoneWidth, expect, expectAccessible, expectNoSidewaysScroll, test } from './fixtures';
import { signedUpShopperAtCheckout } from './checkout-steps';
import { signInAsDemoOwner } from './staff-steps';

/** What a description list on the page says for `term`. */
const fact = (page: Page, term: string) => page.locator(`dt:text-is("${term}") + dd`).first();

const ORDER_NUMBER = /^SH-\d{6,}$/;

/** A new shopper places a Cash on Delivery order; the number the success page shows. */
async function placeOrderAndReadNumber(page: Page): Promise<string> {
  await signedUpShopperAtCheckout(page, 10);
  await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(atPath('/order'));
  await expect(fact(page, 'Order number')).toHaveText(ORDER_NUMBER);
  return (await fact(page, 'Order number').textContent()) ?? '';
}

/** From the success page to the order's page: its id, and the number it shows. */
async function openOrderPage(page: Page, number: string): Promise<string> {
  await page.getByRole('link', { name: 'View your order and its invoice' }).click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/orders/'));
  await expect(fact(page, 'Order number')).toHaveText(number);
  await expect(page.getByRole('article', { name: 'Tax Invoice' }).getByText(number)).toBeVisible();
  return decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');
}

/** In the console: the list searched for `text` shows the order. */
async function staffFind(page: Page, text: string, orderId: string) {
  await page.goto(staffPaths.orders);
  const search = page.getByRole('search', { name: 'Orders' });
  await search.getByRole('searchbox', { name: 'Search' }).fill(text);
  await search.getByRole('button', { name: 'Apply' }).click();
  await expect(page.locator(`a[href="${staffOrderPath(orderId)}"]`).first()).toBeVisible();
}

test('a shopper sees the order number on the success and order pages and the invoice; staff find the order by it and by the shopper’s name', async ({
  page,
  shot,
}) => {
  const number = await placeOrderAndReadNumber(page);
  // Checked once the "order placed" toast has gone: axe reads its colours mid-animation as too faint.
  await expect(page.locator('#notistack-snackbar')).toHaveCount(0, { timeout: 15_000 });
  await expectAccessible(page, 'the order success page');
  await shot('order-number-success-1280');
  const orderId = await openOrderPage(page, number);
  await shot('order-number-order-page-1280');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
  await page.goto('/profile?tab=orders');
  await expect(page.getByRole('heading', { name: new RegExp(`^Order ${number} of `) })).toBeVisible();

  await signInAsDemoOwner(page);
  await staffFind(page, number, orderId);
  await staffFind(page, number.replace('SH-', '').toLowerCase(), orderId);
  await staffFind(page, 'Kavya Rao', orderId);
  await expectAccessible(page, 'the console’s order list searched by name');
  await shot('order-number-staff-search-1280');
});

atPhoneWidth(() => {
  test('the order number reads on a phone: the success and order pages', async ({ page, shot }) => {
    const number = await placeOrderAndReadNumber(page);
    await expectNoSidewaysScroll(page);
    await shot('order-number-success-390');
    await openOrderPage(page, number);
    await expect(fact(page, 'Order number')).toBeInViewport();
    await shot('order-number-order-page-390', { fullPage: false });
  });
});
