import type { Page } from '@playwright/test';
import { orderPath, paths } from '../src/shared/paths';
import { nav } from './checkout-steps';
import { atPath, expect, expectAccessible, test } from './fixtures';
import { packAndShip, placeCodOrder, signInAsDemoOwner } from './staff-steps';

/**
 * Issue 30's Updates on both builds: a shopper orders, staff ship the order with its AWB, and the
 * shopper's header counts the unread update, /updates shows it with the AWB, and seeing it clears
 * the count.
 */

/** The header's Updates link, named with the unread count when there is one. */
const updatesLink = (page: Page) => nav(page).getByRole('link', { name: /^Updates/ });

test('staff ship an order; the shopper’s header counts the update, /updates shows the AWB, and seeing it clears the count', async ({
  page,
  shot,
}) => {
  const orderId = await placeCodOrder(page, { card: 9 });
  // Seeing the order's confirmation first, so that what is unread later is the shipping.
  await updatesLink(page).click();
  await expect(page).toHaveURL(atPath(paths.updates));
  const updates = page.getByRole('list', { name: 'Updates' });
  await expect(updates.getByText(/^Your order SH-\d+ \(.+\) is confirmed/).first()).toBeVisible();
  await expect(updatesLink(page)).toHaveAccessibleName('Updates');

  await signInAsDemoOwner(page);
  await packAndShip(page, orderId, 'DLV4000000001');

  await page.goto(orderPath(orderId));
  await expect(updatesLink(page)).toHaveAccessibleName(/^Updates, [1-9]\d* unread$/);
  await shot('updates-unread-1280');
  await updatesLink(page).click();
  const shipped = updates.getByRole('listitem').filter({ hasText: 'AWB DLV4000000001' });
  await expect(
    shipped.getByRole('heading', { name: /^Your order SH-\d+ \(.+\) is on its way \(new\)$/ }),
  ).toBeVisible();
  await expect(shipped.getByText('It has shipped with Delhivery, AWB DLV4000000001.')).toBeVisible();
  await expect(updatesLink(page)).toHaveAccessibleName('Updates');
  await expectAccessible(page, 'the updates page');
  await shot('updates-read-1280');

  // Seen once, it is no longer new, and the link goes to its order.
  await page.reload();
  await expect(
    shipped.getByRole('heading', { name: /^Your order SH-\d+ \(.+\) is on its way$/ }),
  ).toBeVisible();
  await expect(updatesLink(page)).toHaveAccessibleName('Updates');
  await shipped.getByRole('link', { name: 'View order' }).click();
  await expect(page).toHaveURL(atPath(orderPath(orderId)));
});
