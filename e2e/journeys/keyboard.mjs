import assert from 'node:assert/strict';

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would; fails if it never does. */
async function tabTo(page, target, { backwards = false, limit = 250 } = {}) {
  await target.waitFor();
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

const nav = (page) => page.getByRole('navigation', { name: 'Main' });

export const journeys = [
  {
    name: 'keyboard alone: log in as guest, add a sneaker, check out and pay with the test checkout',
    async run({ page, baseUrl, shot }) {
      await page.goto(`${baseUrl}/login`);
      await tabTo(page, page.getByRole('button', { name: 'Login as Guest' }));
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/');

      await tabTo(page, nav(page).getByRole('link', { name: 'Products' }));
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/productlist');
      const card = page.getByRole('main').getByRole('article').first();
      await tabTo(page, card.getByRole('button', { name: 'Add to Cart' }));
      await page.keyboard.press('Enter');
      await card.getByRole('button', { name: 'Go to Cart' }).waitFor();

      await tabTo(page, nav(page).getByRole('link', { name: /Cart/ }), { backwards: true });
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/cart');
      await tabTo(page, page.getByRole('link', { name: 'Checkout' }));
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/checkout');

      const radio = page.getByRole('radio', { name: 'Guest Shopper' });
      await tabTo(page, radio);
      await page.keyboard.press('Space');
      await page.getByRole('radio', { name: 'Guest Shopper', checked: true }).waitFor();
      await tabTo(page, page.getByRole('button', { name: 'Place Order' }));
      await page.keyboard.press('Enter');

      const dialog = page.getByRole('dialog', { name: 'SneakerHub' });
      await dialog.waitFor();
      assert.ok(
        await dialog.evaluate((node) => node.contains(document.activeElement)),
        'focus moved into the dialog',
      );
      await shot('test-checkout');
      await tabTo(page, dialog.getByRole('button', { name: 'Success' }));
      await page.keyboard.press('Enter');

      await page.waitForURL((url) => url.pathname === '/order');
      await page.getByRole('heading', { level: 1, name: 'Order Successful' }).waitFor();
      await shot('order');
    },
  },
];
