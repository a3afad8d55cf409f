import type { Page } from '@playwright/test';
import { atPath, expect, expectFocusWithin, tabTo, test } from './fixtures';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('keyboard alone: log in as guest, add a sneaker, check out and pay with the test checkout', async ({
  page,
  shot,
}) => {
  await page.goto('/login');
  await tabTo(page, page.getByRole('button', { name: 'Login as Guest' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(atPath('/'));

  await tabTo(page, nav(page).getByRole('link', { name: 'Products' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(atPath('/productlist'));
  const card = page.getByRole('main').getByRole('article').first();
  await tabTo(page, card.getByRole('button', { name: 'Add to Cart' }));
  await page.keyboard.press('Enter');
  await expect(card.getByRole('button', { name: 'Go to Cart' })).toBeVisible();

  await tabTo(page, nav(page).getByRole('link', { name: /Cart/ }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(atPath('/cart'));
  await tabTo(page, page.getByRole('link', { name: 'Checkout' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(atPath('/checkout'));

  await tabTo(page, page.getByRole('radio', { name: 'Guest Shopper' }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'Guest Shopper' })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Place Order' }));
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'SneakerHub' });
  await expect(dialog).toBeVisible();
  await expectFocusWithin(dialog);
  await shot('test-checkout');
  await tabTo(page, dialog.getByRole('button', { name: 'Success' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(atPath('/order'));
  await expect(page.getByRole('heading', { level: 1, name: 'Order Successful' })).toBeVisible();
  await shot('order');
});
