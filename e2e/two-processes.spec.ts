import type { Page } from '@playwright/test';
import { watchOutsideRequests } from './offline.mjs';
import { roundRobinProxy } from './round-robin-proxy';
import { expect, test } from './fixtures';
import { addListCardsToCart, cartBadge, logInAsGuest, nav } from './checkout-steps';

/**
 * One shopper whose requests alternate between two server processes on one PostgreSQL (the same
 * JWT_SECRET): a token one process signed works on the other, and what one process wrote the other
 * reads. `.ci/run` starts the processes and runs this with E2E_SERVER_URLS naming them
 * (playwright.config.ts leaves it out otherwise).
 */
test.describe('one shopper, two server processes', { tag: '@two-processes' }, () => {
  const upstreams = (process.env.E2E_SERVER_URLS ?? '').split(',').filter(Boolean);
  const line = (page: Page, title: string) => page.getByRole('listitem', { name: title });

  test('log in, fill the cart and change a quantity with every request going to the next process', async ({
    browser,
  }) => {
    expect(upstreams, 'E2E_SERVER_URLS names two servers').toHaveLength(2);
    const proxy = await roundRobinProxy(upstreams);
    const context = await browser.newContext({ baseURL: proxy.url });
    const errors: string[] = [];
    context.on('weberror', (webError) => errors.push(webError.error().message));
    const outside = watchOutsideRequests(context, proxy.url);
    try {
      const page = await context.newPage();
      await logInAsGuest(page, '/cart');

      await nav(page).getByRole('link', { name: 'Products' }).click();
      const titles = await addListCardsToCart(page, 2);
      await expect(cartBadge(page)).toContainText('2');

      await cartBadge(page).click();
      const [first = ''] = titles;
      for (const expected of [2, 3]) {
        await line(page, first).getByRole('button', { name: 'Increase quantity' }).click();
        await expect(line(page, first).getByLabel(`Quantity ${expected}`)).toBeVisible();
      }
      // Read back after a reload: the page, its files and the cart each come from either process.
      for (let reload = 0; reload < 2; reload += 1) {
        await page.reload();
        await expect(line(page, first).getByLabel('Quantity 3')).toBeVisible();
        await expect(line(page, titles[1] ?? '').getByLabel('Quantity 1')).toBeVisible();
      }

      const [onFirst = 0, onSecond = 0] = proxy.answeredApi();
      expect(onFirst, 'API requests the first process answered').toBeGreaterThanOrEqual(3);
      expect(onSecond, 'API requests the second process answered').toBeGreaterThanOrEqual(3);
      expect(errors, 'uncaught page errors').toEqual([]);
      expect(await outside(), "requests that left the shop's origin").toEqual([]);
    } finally {
      await context.close();
      await proxy.close();
    }
  });
});
