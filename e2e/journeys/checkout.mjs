import assert from 'node:assert/strict';
import { join } from 'node:path';

/** The runner's shots are full-page; a fixed overlay reads right only in a viewport shot. */
const viewportShot = (page, label) =>
  page.screenshot({ path: join(import.meta.dirname, '..', 'artifacts', `checkout-${label}.png`) });

async function noSidewaysScroll(page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px`);
}

/** Logs the guest in from a protected page, which the login sends them back to. */
async function logInAsGuest(page, baseUrl, to) {
  await page.goto(`${baseUrl}${to}`);
  await page.getByRole('button', { name: 'Login as Guest' }).click();
  await page.waitForURL((url) => url.pathname === to);
}

const nav = (page) => page.getByRole('navigation', { name: 'Main' });
const cartBadge = (page) => nav(page).getByRole('link', { name: /Cart/ });
const line = (page, title) => page.getByRole('listitem', { name: title });
const testCheckout = (page) => page.getByRole('dialog', { name: 'SneakerHub' });
const placeOrder = (page) => page.getByRole('button', { name: /Place Order|Placing order/ });

/** Adds the first `count` products of the list to the cart; returns their titles. */
async function addProducts(page, count) {
  await nav(page).getByRole('link', { name: 'Products' }).click();
  await page.waitForURL((url) => url.pathname === '/productlist');
  const cards = page.getByRole('main').getByRole('article');
  await cards.first().waitFor();
  const titles = [];
  for (let index = 0; index < count; index += 1) {
    const card = cards.nth(index);
    titles.push((await card.getByRole('heading').textContent()).trim());
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await card.getByRole('button', { name: 'Go to Cart' }).waitFor();
  }
  await cartBadge(page)
    .filter({ hasText: String(count) })
    .waitFor();
  return titles;
}

async function openCart(page) {
  await cartBadge(page).click();
  await page.waitForURL((url) => url.pathname === '/cart');
  await page.getByRole('heading', { name: 'Your Order' }).waitFor();
}

async function stepQuantity(page, title, button, expected) {
  await line(page, title).getByRole('button', { name: button }).click();
  await line(page, title).getByLabel(`Quantity ${expected}`).waitFor();
}

async function goToCheckout(page) {
  await page.getByRole('link', { name: 'Checkout' }).click();
  await page.waitForURL((url) => url.pathname === '/checkout');
  await page.getByRole('list', { name: 'Saved addresses' }).waitFor();
}

async function chooseAddress(page, name) {
  // The radio is checked once the server has stored the choice, not at the click.
  await page.getByRole('radio', { name }).click();
  await page.getByRole('radio', { name, checked: true }).waitFor();
  await page.getByText(`Delivering to ${name}`, { exact: false }).waitFor();
}

export const journeys = [
  {
    name: 'guest buys two sneakers with the test-mode checkout, offline, and sees the order in history',
    async run({ page, baseUrl, shot }) {
      await logInAsGuest(page, baseUrl, '/cart');
      const [first, second] = await addProducts(page, 2);

      await openCart(page);
      await stepQuantity(page, first, 'Increase quantity', 2);
      await stepQuantity(page, second, 'Increase quantity', 2);
      await stepQuantity(page, second, 'Increase quantity', 3);
      await stepQuantity(page, second, 'Decrease quantity', 2);
      const summary = page.getByRole('region', { name: 'Your Order' });
      await summary.getByText(`${first} (2)`).waitFor();
      await summary.getByText('4 items').waitFor();
      const grandTotal = (await summary.getByRole('definition').last().textContent()).trim();
      await noSidewaysScroll(page);
      await shot('cart-1280');

      await goToCheckout(page);
      await page.getByRole('button', { name: 'Add New Address' }).click();
      const form = page.getByRole('dialog', { name: 'Add New Address' });
      await form.getByLabel('Name', { exact: true }).fill('Meera Iyer');
      await form.getByLabel('Mobile number', { exact: true }).fill('9840012345');
      await form.getByLabel('Address (house, street, area)').fill('21 TTK Road, Alwarpet');
      await form.getByLabel('City').fill('Chennai');
      await form.getByLabel('Pincode').fill('600018');
      await form.getByLabel('State').selectOption('Tamil Nadu');
      await form.getByRole('button', { name: 'Add Address' }).click();
      await form.waitFor({ state: 'hidden' });
      await chooseAddress(page, 'Meera Iyer');
      await noSidewaysScroll(page);
      await shot('checkout-1280');

      await placeOrder(page).dblclick();
      const dialog = testCheckout(page);
      await dialog.waitFor();
      assert.equal(await dialog.getAttribute('aria-modal'), 'true');
      assert.ok(
        await dialog.evaluate((node) => node.contains(document.activeElement)),
        'focus is in the dialog',
      );
      await dialog.getByText(grandTotal, { exact: true }).waitFor();
      assert.equal(await dialog.getByLabel('Card number').inputValue(), '4111 1111 1111 1111');
      assert.equal(await testCheckout(page).count(), 1, 'one checkout dialog for a double click');
      await viewportShot(page, 'test-checkout-1280');
      await dialog.getByRole('button', { name: 'Success' }).click();

      await page.getByText('Payment succesfull').waitFor();
      await page.waitForURL((url) => url.pathname === '/order');
      await page.getByRole('heading', { level: 1, name: 'Order Successful' }).waitFor();
      await page.getByText('Thank you for Ordering with us :)').waitFor();
      await page.locator('canvas').first().waitFor();
      await page.waitForTimeout(600); // let the confetti fall into view
      await viewportShot(page, 'order-confetti-1280');
      await shot('order-1280');
      await cartBadge(page).filter({ hasText: '0' }).waitFor();
      const paymentId = (await page.getByText(/^pay_[A-Za-z0-9]{14}$/).textContent()).trim();

      const orders = await page.evaluate(async () => {
        const { token } = JSON.parse(localStorage.getItem('login'));
        const response = await fetch('/api/user/orders', { headers: { authorization: token } });
        return (await response.json()).orders;
      });
      assert.equal(orders.length, 1, 'exactly one order on the server');
      assert.equal(orders[0].paymentId, paymentId);

      await page.goto(`${baseUrl}/profile?tab=orders`);
      const history = page.getByRole('region', { name: 'Your orders' });
      await history.getByText(paymentId).waitFor();
      await history.getByText(`${first} (2)`).waitFor();
      await history.getByText(/Meera Iyer, 21 TTK Road/).waitFor();
      await shot('order-history-1280');

      await page.goto(`${baseUrl}/cart`);
      await page.getByRole('img', { name: 'An empty shopping bag' }).waitFor();
    },
  },
  {
    name: 'a failed and a cancelled payment keep the cart, and the wishlist page',
    async run({ page, baseUrl, shot }) {
      await logInAsGuest(page, baseUrl, '/wishlist');
      await page.getByText('There is Nothing to show in your Wishlist.').waitFor();
      await shot('wishlist-empty-1280');
      const [title] = await addProducts(page, 1);
      const card = page.getByRole('main').getByRole('article').first();
      await card.getByRole('button', { name: 'Add to wishlist' }).click();
      await page.getByText('Successfully added to Wishlist').waitFor();

      await openCart(page);
      await goToCheckout(page);
      await chooseAddress(page, 'Guest Shopper');

      await placeOrder(page).click();
      await testCheckout(page).getByRole('button', { name: 'Failure' }).click();
      await page
        .getByText(/^Payment failed: Payment failed \(test mode\)/)
        .first()
        .waitFor();
      await shot('checkout-failed-1280');
      assert.equal(new URL(page.url()).pathname, '/checkout');

      await placeOrder(page).click();
      await testCheckout(page).waitFor();
      await page.keyboard.press('Escape');
      await testCheckout(page).waitFor({ state: 'hidden' });
      await page
        .getByText(/^Payment cancelled/)
        .first()
        .waitFor();

      await nav(page).getByRole('link', { name: /Cart/ }).click();
      await line(page, title).waitFor();
      await cartBadge(page).filter({ hasText: '1' }).waitFor();

      await nav(page)
        .getByRole('link', { name: /Wishlist/ })
        .click();
      await page.getByRole('heading', { name: 'Wishlist Sneakers' }).waitFor();
      await page.getByRole('article', { name: title }).waitFor();
      await noSidewaysScroll(page);
      await shot('wishlist-1280');
    },
  },
  {
    name: 'cart, checkout, test checkout, order page and wishlist at phone width',
    viewport: { width: 390, height: 844 },
    async run({ page, baseUrl, shot }) {
      await logInAsGuest(page, baseUrl, '/cart');
      await page.getByRole('img', { name: 'An empty shopping bag' }).waitFor();
      await shot('cart-empty-390');
      await page.goto(`${baseUrl}/productlist`);
      const cards = page.getByRole('main').getByRole('article');
      await cards.first().waitFor();
      await cards.first().getByRole('button', { name: 'Add to wishlist' }).click();
      await page.getByText('Successfully added to Wishlist').waitFor();
      const [first] = await addProducts(page, 2);

      await openCart(page);
      await stepQuantity(page, first, 'Increase quantity', 2);
      await noSidewaysScroll(page);
      await shot('cart-390');
      await line(page, first).getByRole('button', { name: 'Decrease quantity' }).click();
      await line(page, first).getByLabel('Quantity 1').waitFor();
      await line(page, first).getByRole('button', { name: 'Decrease quantity' }).click();
      await page
        .getByRole('alertdialog', { name: 'Are you sure you want to remove this product?' })
        .waitFor();
      await shot('cart-confirm-390');
      await page.getByRole('button', { name: 'No, cancel' }).click();

      await goToCheckout(page);
      await chooseAddress(page, 'Guest Shopper');
      await noSidewaysScroll(page);
      await shot('checkout-390');
      await placeOrder(page).click();
      await testCheckout(page).waitFor();
      await viewportShot(page, 'test-checkout-390');
      await testCheckout(page).getByRole('button', { name: 'Success' }).click();
      await page.getByRole('heading', { level: 1, name: 'Order Successful' }).waitFor();
      await noSidewaysScroll(page);
      await shot('order-390');

      await nav(page)
        .getByRole('link', { name: /Wishlist/ })
        .click();
      await page.getByRole('heading', { name: 'Wishlist Sneakers' }).waitFor();
      await noSidewaysScroll(page);
      await shot('wishlist-390');
    },
  },
];
