import type { Page } from '@playwright/test';
import { addAddress, atPath, CHENNAI_ADDRESS, expect, type JourneyAddress } from './fixtures';

/** Steps of the checkout journey that more than one journey takes. */

/** Logs the guest in from a protected page, which the login sends them back to. */
export async function logInAsGuest(page: Page, to: string) {
  await page.goto(to);
  await page.getByRole('button', { name: 'Login as Guest' }).click();
  await expect(page).toHaveURL(atPath(to));
}

/** The product list's cards, in the order shown. */
export const listCards = (page: Page) => page.getByRole('main').getByRole('article');

/** Adds the list's first `count` cards to the cart, each until it offers Go to Cart; returns their titles. */
export async function addListCardsToCart(page: Page, count: number): Promise<string[]> {
  const titles: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const card = listCards(page).nth(index);
    titles.push((await card.getByRole('heading').innerText()).trim());
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(card.getByRole('button', { name: 'Go to Cart' })).toBeVisible();
  }
  return titles;
}

/** Logs the guest in from the cart (checkout's way in), then opens the product list. */
export async function logInAndOpenList(page: Page) {
  await logInAsGuest(page, '/cart');
  await page.goto('/productlist');
}

export const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
export const cartBadge = (page: Page) => nav(page).getByRole('link', { name: /Cart/ });
export const testCheckout = (page: Page) => page.getByRole('dialog', { name: 'SneakerHub' });
export const placeOrder = (page: Page) => page.getByRole('button', { name: /Place Order|Placing order/ });

export async function goToCheckout(page: Page) {
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(atPath('/checkout'));
  await expect(page.getByRole('list', { name: 'Saved addresses' })).toBeVisible();
}

/** Picks a saved address at checkout. */
export async function pickAddress(page: Page, name: string) {
  // The radio is checked once the server has stored the choice, not at the click.
  await page.getByRole('radio', { name }).click();
  await expect(page.getByRole('radio', { name })).toBeChecked();
}

/** Picks a saved address at checkout, and sees the page say where the order goes. */
export async function chooseAddress(page: Page, name: string) {
  await pickAddress(page, name);
  await expect(page.getByText(`Delivering to ${name}`, { exact: false })).toBeVisible();
}

/** At checkout: adds the journeys' Chennai address and picks it. */
export async function addAndPickChennaiAddress(page: Page) {
  await addAddress(page, CHENNAI_ADDRESS);
  await pickAddress(page, CHENNAI_ADDRESS.name);
}

/** Logs the guest in from /checkout's way in (the cart), then puts the list's first sneaker in it. */
export async function guestWithOneSneaker(page: Page) {
  await logInAndOpenList(page);
  const card = listCards(page).first();
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(card.getByRole('button', { name: 'Go to Cart' })).toBeVisible();
  await page.goto('/checkout');
  await expect(page.getByRole('list', { name: 'Saved addresses' })).toBeVisible();
}

/** The journeys' signed-up shopper's address, in the test seller's state: an invoice with CGST and SGST. */
export const BENGALURU_ADDRESS: JourneyAddress = {
  name: 'Kavya Rao',
  mobile: '9880012345',
  street: '14, 3rd Cross, Koramangala 4th Block',
  city: 'Bengaluru',
  pincode: '560034',
  state: 'Karnataka',
};

let signups = 0;

/**
 * A shopper with an account of their own, signed up now (Cash on Delivery is not for the server's
 * guest accounts), with the list's card `index` in the cart, at checkout with their Bengaluru
 * address (delivered to `name`) added and chosen.
 */
export async function signedUpShopperAtCheckout(page: Page, index = 0, name = BENGALURU_ADDRESS.name) {
  signups += 1;
  const password = 'laces-and-soles-1';
  await page.goto('/signup');
  await page.getByLabel('First Name').fill('Kavya');
  await page.getByLabel('Last Name').fill('Rao');
  await page.getByLabel('Email').fill(`e2e.cod.${Date.now()}.${signups}@example.in`);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create new account' }).click();
  await expect(page.getByText('Successfully Signed In')).toBeVisible();
  await page.goto('/productlist');
  const card = listCards(page).nth(index);
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(card.getByRole('button', { name: 'Go to Cart' })).toBeVisible();
  await page.goto('/checkout');
  await expect(page.getByRole('button', { name: 'Add New Address' })).toBeVisible();
  await addAddress(page, { ...BENGALURU_ADDRESS, name });
  await pickAddress(page, name);
}
