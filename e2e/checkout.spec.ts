import type { Page } from '@playwright/test';
import { orderMessages } from '../src/shared/messages';
import type { Order } from '../src/shared/types';
import {
  addAddress,
  atPath,
  atPhoneWidth,
  CHENNAI_ADDRESS,
  expect,
  expectAccessible,
  expectFocusWithin,
  expectNoSidewaysScroll,
  PHONE_VIEWPORT,
  test,
} from './fixtures';
import {
  addListCardsToCart,
  cartBadge,
  chooseAddress,
  goToCheckout,
  guestWithOneSneaker,
  listCards,
  logInAsGuest,
  nav,
  placeOrder,
  testCheckout,
} from './checkout-steps';

const line = (page: Page, title: string) => page.getByRole('listitem', { name: title });

/** Adds the first `count` products of the list to the cart; returns their titles. */
async function addProducts(page: Page, count: number) {
  await nav(page).getByRole('link', { name: 'Products' }).click();
  await expect(page).toHaveURL(atPath('/productlist'));
  await expect(listCards(page).first()).toBeVisible();
  const titles = await addListCardsToCart(page, count);
  await expect(cartBadge(page)).toContainText(String(count));
  return titles;
}

async function openCart(page: Page) {
  await cartBadge(page).click();
  await expect(page).toHaveURL(atPath('/cart'));
  await expect(page.getByRole('heading', { name: 'Your Order' })).toBeVisible();
}

async function openWishlist(page: Page) {
  await nav(page)
    .getByRole('link', { name: /Wishlist/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Wishlist Sneakers' })).toBeVisible();
}

async function stepQuantity(page: Page, title: string, button: string, expected: number) {
  await line(page, title).getByRole('button', { name: button }).click();
  await expect(line(page, title).getByLabel(`Quantity ${expected}`)).toBeVisible();
}

test('guest buys two sneakers with the test-mode checkout, offline, and sees the order in history', async ({
  page,
  shot,
}) => {
  await logInAsGuest(page, '/cart');
  const [first = '', second = ''] = await addProducts(page, 2);

  await openCart(page);
  await stepQuantity(page, first, 'Increase quantity', 2);
  await stepQuantity(page, second, 'Increase quantity', 2);
  await stepQuantity(page, second, 'Increase quantity', 3);
  await stepQuantity(page, second, 'Decrease quantity', 2);
  const summary = page.getByRole('region', { name: 'Your Order' });
  await expect(summary.getByText(`${first} (2)`)).toBeVisible();
  await expect(summary.getByText('4 items')).toBeVisible();
  const grandTotal = (await summary.getByRole('definition').last().innerText()).trim();
  await expectNoSidewaysScroll(page);
  await shot('cart-1280');

  await goToCheckout(page);
  await addAddress(page, CHENNAI_ADDRESS);
  await chooseAddress(page, CHENNAI_ADDRESS.name);
  await expectNoSidewaysScroll(page);
  await shot('checkout-1280');

  await placeOrder(page).dblclick();
  const dialog = testCheckout(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expectFocusWithin(dialog);
  await expect(dialog.getByText(grandTotal, { exact: true })).toBeVisible();
  await expect(dialog.getByLabel('Card number')).toHaveValue('4111 1111 1111 1111');
  await expect(testCheckout(page), 'one checkout dialog for a double click').toHaveCount(1);
  // A fixed overlay reads right only in a viewport shot.
  await shot('test-checkout-1280', { fullPage: false });
  await dialog.getByRole('button', { name: 'Success' }).click();

  await expect(page.getByText('Payment succesfull')).toBeVisible();
  await expect(page).toHaveURL(atPath('/order'));
  await expect(page.getByRole('heading', { level: 1, name: 'Order Successful' })).toBeVisible();
  await expect(page.getByText('Thank you for Ordering with us :)')).toBeVisible();
  await expect(page.locator('canvas').first()).toBeVisible();
  await page.waitForTimeout(600); // let the confetti fall into view, for the shot
  await shot('order-confetti-1280', { fullPage: false });
  await shot('order-1280');
  await expect(cartBadge(page)).toContainText('0');
  const paymentId = (await page.getByText(/^pay_[A-Za-z0-9]{14}$/).innerText()).trim();

  const orders = await page.evaluate(async () => {
    const { token } = JSON.parse(localStorage.getItem('login') ?? '{}') as { token?: string };
    const response = await fetch('/api/user/orders', { headers: { authorization: token ?? '' } });
    return ((await response.json()) as { orders: Order[] }).orders;
  });
  expect(orders, 'exactly one order on the server').toHaveLength(1);
  expect(orders[0]?.paymentId).toBe(paymentId);

  await page.goto('/profile?tab=orders');
  const history = page.getByRole('region', { name: 'Your orders' });
  await expect(history.getByText(paymentId)).toBeVisible();
  await expect(history.getByText(`${first} (2)`)).toBeVisible();
  await expect(
    history.getByText(`${CHENNAI_ADDRESS.name}, ${CHENNAI_ADDRESS.street}`, { exact: false }),
  ).toBeVisible();
  await shot('order-history-1280');

  await page.goto('/cart');
  await expect(page.getByRole('img', { name: 'An empty shopping bag' })).toBeVisible();
});

test('a failed and a cancelled payment keep the cart, and the wishlist page', async ({ page, shot }) => {
  await logInAsGuest(page, '/wishlist');
  await expect(page.getByText('There is Nothing to show in your Wishlist.')).toBeVisible();
  await shot('wishlist-empty-1280');
  const [title = ''] = await addProducts(page, 1);
  const card = page.getByRole('main').getByRole('article').first();
  await card.getByRole('button', { name: 'Add to wishlist' }).click();
  await expect(page.getByText('Successfully added to Wishlist')).toBeVisible();

  await openCart(page);
  await goToCheckout(page);
  await chooseAddress(page, 'Guest Shopper');

  await placeOrder(page).click();
  await testCheckout(page).getByRole('button', { name: 'Failure' }).click();
  await expect(page.getByText(/^Payment failed: Payment failed \(test mode\)/).first()).toBeVisible();
  await shot('checkout-failed-1280');
  await expect(page).toHaveURL(atPath('/checkout'));

  await placeOrder(page).click();
  await expect(testCheckout(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(testCheckout(page)).toBeHidden();
  await expect(page.getByText(/^Payment cancelled/).first()).toBeVisible();

  await cartBadge(page).click();
  await expect(line(page, title)).toBeVisible();
  await expect(cartBadge(page)).toContainText('1');

  await openWishlist(page);
  await expect(page.getByRole('article', { name: title })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shot('wishlist-1280');
});

/** A guest account on the server: Cash on Delivery offered greyed out with the reason, online chosen. */
async function expectCodRefusedForGuest(page: Page) {
  const cod = page.getByRole('radio', { name: 'Cash on Delivery' });
  await expect(cod).toBeDisabled();
  await expect(cod).toHaveAccessibleDescription(orderMessages.codNotForGuests);
  await expect(page.getByRole('radio', { name: 'Pay online (card or UPI)' })).toBeChecked();
}

test(
  'a guest account sees Cash on Delivery greyed out with the reason, and pays online',
  { tag: '@server' },
  async ({ page, shot }) => {
    await guestWithOneSneaker(page);
    await chooseAddress(page, 'Guest Shopper');
    await expectCodRefusedForGuest(page);
    await expectAccessible(page, 'the checkout with Cash on Delivery refused');
    await shot('checkout-guest-cod-1280');

    await page.setViewportSize(PHONE_VIEWPORT);
    await expectCodRefusedForGuest(page);
    await expectNoSidewaysScroll(page);
    await shot('checkout-guest-cod-390');

    await placeOrder(page).click();
    await testCheckout(page).getByRole('button', { name: 'Success' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Order Successful' })).toBeVisible();
  },
);

atPhoneWidth(() => {
  test('cart, checkout, test checkout, order page and wishlist at phone width', async ({ page, shot }) => {
    await logInAsGuest(page, '/cart');
    await expect(page.getByRole('img', { name: 'An empty shopping bag' })).toBeVisible();
    await shot('cart-empty-390');
    await page.goto('/productlist');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toBeVisible();
    await cards.first().getByRole('button', { name: 'Add to wishlist' }).click();
    await expect(page.getByText('Successfully added to Wishlist')).toBeVisible();
    const [first = ''] = await addProducts(page, 2);

    await openCart(page);
    await stepQuantity(page, first, 'Increase quantity', 2);
    await expectNoSidewaysScroll(page);
    await shot('cart-390');
    await stepQuantity(page, first, 'Decrease quantity', 1);
    await line(page, first).getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(
      page.getByRole('alertdialog', { name: 'Are you sure you want to remove this product?' }),
    ).toBeVisible();
    await shot('cart-confirm-390');
    await page.getByRole('button', { name: 'No, cancel' }).click();

    await goToCheckout(page);
    await chooseAddress(page, 'Guest Shopper');
    await expectNoSidewaysScroll(page);
    await shot('checkout-390');
    await placeOrder(page).click();
    await expect(testCheckout(page)).toBeVisible();
    await shot('test-checkout-390', { fullPage: false });
    await testCheckout(page).getByRole('button', { name: 'Success' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Order Successful' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot('order-390');

    await openWishlist(page);
    await expectNoSidewaysScroll(page);
    await shot('wishlist-390');
  });
});
