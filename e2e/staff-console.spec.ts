import type { Locator, Page } from '@playwright/test';
import { productPath, staffOrderPath, staffPaths } from '../src/shared/paths';
import {
  atPath,
  atPhoneWidth,
  expect,
  expectAccessible,
  expectNoSidewaysScroll,
  PHONE_VIEWPORT,
  test,
} from './fixtures';
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
  const orderId = await placeCodOrder(page, { card: 8 });
  const timeline = page.getByRole('list', { name: 'Order timeline' });
  await expect(timeline.getByText('Confirmed')).toBeVisible();

  await signInAsDemoOwner(page);
  // The new order is the newest, found by its id.
  await page.goto(staffPaths.orders);
  const search = page.getByRole('search', { name: 'Orders' });
  await search.getByRole('searchbox', { name: 'Search' }).fill(orderId);
  await search.getByRole('button', { name: 'Apply' }).click();
  // The row leads with the order's number, its link to the order.
  const found = page
    .getByRole('table', { name: 'Orders, newest first' })
    .getByRole('link', { name: /^Order SH-/ });
  await expect(found).toHaveCount(1);
  await expectAccessible(page, 'the console’s order list');
  await shot('staff-orders-1280');

  await found.click();
  await expect(page).toHaveURL(atPath(staffOrderPath(orderId)));
  await page.getByRole('button', { name: 'Pack', exact: true }).click();
  await page.getByRole('button', { name: 'Ship', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Ship the order' });
  await expect(dialog.getByRole('combobox', { name: 'Courier' })).toBeFocused();
  // Shipping without an AWB is stopped in the dialog, with the reason under the field.
  await dialog.getByRole('combobox', { name: 'Courier' }).fill('Delhivery');
  await dialog.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(dialog.getByText('Enter the AWB number.')).toBeVisible();
  await expectAccessible(page, 'the ship dialog');
  await dialog.getByRole('textbox', { name: 'AWB number' }).fill('DLV1234567890');
  await dialog.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Mark out for delivery' })).toBeVisible();
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
  await form.getByRole('button', { name: 'Review the change' }).click();
  await page
    .getByRole('alertdialog', { name: 'Confirm the stock change' })
    .getByRole('button', { name: 'Confirm the change' })
    .click();
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

/** The member's staff session as another device holds it: a sign-in sent from the page, its token. */
async function signInElsewhere(page: Page, email: string, password: string): Promise<string> {
  return page.evaluate(
    async (credentials) => {
      const answer = await fetch('/api/staff/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(credentials),
      });
      return ((await answer.json()) as { staffToken: string }).staffToken;
    },
    { email, password },
  );
}

/** What that other device's session now gets from the console's API. */
const statusElsewhere = (page: Page, token: string) =>
  page.evaluate(
    async (staffToken) => (await fetch('/api/staff/me', { headers: { authorization: staffToken } })).status,
    token,
  );

test('a member changes their own password (their other sessions end); the owner signs a member out everywhere', async ({
  page,
  shot,
}) => {
  const member = { email: `packer-${Date.now()}@sneakerhub.in`, password: 'packing-shift-1' };
  const newPassword = 'packing-shift-2';
  await signInAsDemoOwner(page);
  await page.goto(staffPaths.team);
  const add = page.getByRole('form', { name: 'Add a member' });
  await add.getByRole('textbox', { name: 'Email' }).fill(member.email);
  await add.getByRole('textbox', { name: 'Name' }).fill('Ravi Packer');
  await add.getByLabel('Password').fill(member.password);
  await add.getByRole('button', { name: 'Add member' }).click();
  await expect(add.getByText(`${member.email} can sign in now.`)).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();

  // The member signs in here, and on another device.
  await page.goto(staffPaths.login);
  await page.getByRole('textbox', { name: 'Email' }).fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(atPath(staffPaths.login));
  const elsewhere = await signInElsewhere(page, member.email, member.password);
  expect(await statusElsewhere(page, elsewhere)).toBe(200);

  await page.getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(atPath(staffPaths.account));
  const change = page.getByRole('form', { name: 'Change your password' });
  await change.getByLabel('Current password').fill(member.password);
  await change.getByLabel('New password', { exact: true }).fill(newPassword);
  await change.getByLabel('Confirm new password').fill(newPassword);
  await expectAccessible(page, 'the console’s account');
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password is changed. Your other sessions are signed out.')).toBeVisible();
  await shot('staff-account-1280');
  expect(await statusElsewhere(page, elsewhere)).toBe(401);
  // This session goes on with its fresh token.
  await page.getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();

  // The owner ends every session of the member, who had signed in again with the new password.
  const again = await signInElsewhere(page, member.email, newPassword);
  expect(await statusElsewhere(page, again)).toBe(200);
  await signInAsDemoOwner(page);
  await page.goto(staffPaths.team);
  await page.getByRole('button', { name: `Sign out every session of ${member.email}` }).click();
  await expect(
    page.getByRole('row', { name: new RegExp(member.email) }).getByText('Signed out'),
  ).toBeVisible();
  expect(await statusElsewhere(page, again)).toBe(401);

  await page.goto(staffPaths.audit);
  const log = page.getByRole('list', { name: 'Staff actions, newest first' });
  for (const said of [/ out everywhere$/, / changed their password$/, / signed out$/, / signed in$/]) {
    await expect(log.getByText(said).first()).toBeVisible();
  }
});

test('every member reads the failed emails from the console’s nav; none has failed here', async ({
  page,
  shot,
}) => {
  await signInAsDemoOwner(page);
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Failed emails' })
    .click();
  await expect(page).toHaveURL(atPath(staffPaths.failedEmails));
  await expect(page.getByRole('heading', { level: 1, name: 'Failed emails' })).toBeVisible();
  // Neither build has a mail server that refuses: the mock sends none, the journeys' server logs each.
  await expect(page.getByText('No email has failed.')).toBeVisible();
  await expectAccessible(page, 'the console’s failed emails');
  await shot('staff-failed-emails-1280');
});

atPhoneWidth(() => {
  test('the console’s account and failed emails fit a phone', async ({ page, shot }) => {
    await signInAsDemoOwner(page);
    await page.goto(staffPaths.account);
    // The header's Account link is written in the nav links' colour, not the shop's link colour
    // (the header's own background).
    const colourOf = (link: Locator) => link.evaluate((node) => getComputedStyle(node).color);
    const account = page.getByRole('banner').getByRole('link', { name: 'Account' });
    const orders = page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Orders' });
    expect(await colourOf(account)).toBe(await colourOf(orders));
    const change = page.getByRole('form', { name: 'Change your password' });
    await expect(change.getByLabel('Current password')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, 'the console’s account at phone width');
    await shot('staff-account-390');

    await page.goto(staffPaths.failedEmails);
    await expect(page.getByText('No email has failed.')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot('staff-failed-emails-390');
  });
});
