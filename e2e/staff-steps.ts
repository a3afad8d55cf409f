import type { Page } from '@playwright/test';
import { DEMO_STAFF_CREDENTIALS } from '../src/shared/staff';
import { staffOrderPath, staffPaths } from '../src/shared/paths';
import { atPath, expect } from './fixtures';
import { signedUpShopperAtCheckout } from './checkout-steps';

/** The console's journeys' shared steps: a shopper's order to work on, and the demo owner signed in. */

/**
 * A signed-up shopper's Cash on Delivery order of the list's first sneaker (a guest account may not
 * choose Cash on Delivery on the server), of the list's `card` (each journey its own: on the server
 * the journeys share one shop, and one sneaker's 25 pairs would run out), delivered to `name` if
 * given; the order's id.
 */
export async function placeCodOrder(
  page: Page,
  { card = 0, name }: { card?: number; name?: string } = {},
): Promise<string> {
  await signedUpShopperAtCheckout(page, card, name);
  await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(atPath('/order'));
  await page.getByRole('link', { name: 'View your order and its invoice' }).click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/orders/'));
  return decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');
}

/** The demo owner signs in to the console. */
export async function signInAsDemoOwner(page: Page) {
  await page.goto(staffPaths.login);
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_STAFF_CREDENTIALS.email);
  await page.getByLabel('Password').fill(DEMO_STAFF_CREDENTIALS.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(atPath(staffPaths.login));
}

/** In the console (signed in): packs the order and ships it with Delhivery and `awb`. */
export async function packAndShip(page: Page, orderId: string, awb: string) {
  await page.goto(staffOrderPath(orderId));
  await page.getByRole('button', { name: 'Pack', exact: true }).click();
  await page.getByRole('button', { name: 'Ship', exact: true }).click();
  const ship = page.getByRole('dialog', { name: 'Ship the order' });
  await ship.getByRole('combobox', { name: 'Courier' }).fill('Delhivery');
  await ship.getByRole('textbox', { name: 'AWB number' }).fill(awb);
  await ship.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(ship).toBeHidden();
}
