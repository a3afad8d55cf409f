import type { Page } from '@playwright/test';
import { atPath, expect, test } from './fixtures';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('a browser that blocks site data', () => {
  test.beforeEach(async ({ context }) => {
    // As Chromium does when the shopper blocks site data: merely reading either storage throws.
    await context.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage']) {
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            throw new DOMException(`Access is denied for this document (${name}).`, 'SecurityError');
          },
        });
      }
    });
  });

  test('the shop loads its products, and a shopper logs in and adds to the cart', async ({ page }) => {
    await page.goto('/');
    await expect(page.evaluate(() => typeof window.localStorage)).rejects.toThrow(/denied/);
    const trending = page.getByRole('region', { name: 'Trending Shoes' });
    await expect(trending.getByRole('article').first()).toBeVisible();

    await nav(page).getByRole('link', { name: 'Login' }).click();
    await page.getByRole('button', { name: 'Login as Guest' }).click();
    await expect(page).toHaveURL(atPath('/'));
    await expect(nav(page).getByRole('link', { name: /profile/i })).toBeVisible();

    await nav(page).getByRole('link', { name: 'Products' }).click();
    const card = page.getByRole('main').getByRole('article').first();
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(card.getByRole('button', { name: 'Go to Cart' })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: /Cart/ })).toContainText('1');
  });
});

test('a screen whose chunk is gone since the page loaded offers a reload', async ({
  page,
  context,
  backendReady,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Play With Electric Nike' })).toBeVisible();
  await backendReady();
  // A deploy replaced every chunk: the names this page knows now answer nothing. On the context,
  // so that a request the mock's service worker passes on is refused too.
  await context.route(/\.chunk\.js$/, (route) => route.abort());

  await nav(page).getByRole('link', { name: 'Login' }).click();

  await expect(page.getByRole('heading', { name: 'A new version is available — reload' })).toBeVisible();
  await context.unroute(/\.chunk\.js$/);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('button', { name: 'Login as Guest' })).toBeVisible();
  await expect(page).toHaveURL(atPath('/login'));
});
