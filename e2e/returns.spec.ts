import { staffPaths } from '../src/shared/paths';
import { expect, expectAccessible, test } from './fixtures';
import { packAndShip, placeCodOrder, signInAsDemoOwner } from './staff-steps';

/**
 * Issue 30's return journey on both builds: staff deliver a shopper's Cash on Delivery order in the
 * console, the shopper returns it with a UPI ID, staff approve, pick up and receive it and pay the
 * UPI payout, and the shopper sees the refund and its credit note.
 */
test('staff deliver an order, the shopper returns it, staff receive it, the shopper sees the refund and the credit note', async ({
  page,
  shot,
}) => {
  const orderId = await placeCodOrder(page, { card: 7 });
  await signInAsDemoOwner(page);
  await packAndShip(page, orderId, 'DLV3000000001');
  await page.getByRole('button', { name: 'Mark out for delivery' }).click();
  await page.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(page.getByRole('button', { name: 'Mark delivered' })).toBeHidden();

  await page.goto(`/orders/${encodeURIComponent(orderId)}`);
  await page.getByRole('button', { name: 'Return pairs' }).click();
  const form = page.getByRole('dialog', { name: 'Return pairs' });
  await form.getByRole('combobox').first().selectOption('1');
  await form.getByLabel('Why are you returning them?').selectOption({ label: 'Too small' });
  await form.getByLabel('UPI ID for your refund').fill('guest.shopper@okaxis');
  await expectAccessible(page, 'the return dialog');
  await form.getByRole('button', { name: 'Request the return' }).click();
  await expect(form).toBeHidden();
  const returns = page.getByRole('region', { name: 'Returns' });
  await expect(returns.getByText('Return requested')).toBeVisible();
  await shot('return-requested-1280');

  await page.goto(staffPaths.returns);
  const card = () => page.getByRole('article').filter({ hasText: orderId });
  await card().getByRole('button', { name: 'Approve' }).click();
  await page.getByLabel('State').selectOption({ label: 'Every return' });
  await card().getByRole('button', { name: 'Mark picked up' }).click();
  await card().getByRole('button', { name: 'Mark received' }).click();
  await expect(card().getByText('Back on the shelf.')).toBeVisible();
  const payout = page.getByRole('form').filter({ hasText: orderId });
  await payout.getByRole('textbox', { name: 'Bank reference' }).fill('UTR300000001');
  await expectAccessible(page, 'the console’s returns queue');
  await payout.getByRole('button', { name: 'Mark paid' }).click();
  await expect(payout).toBeHidden();

  await page.goto(`/orders/${encodeURIComponent(orderId)}`);
  await expect(returns.getByText('Return received')).toBeVisible();
  const refunds = page.getByRole('region', { name: 'Refunds and credit notes' });
  await expect(refunds.getByText('Refunded')).toBeVisible();
  await expect(refunds.getByRole('link', { name: /^Credit note / })).toBeVisible();
  await shot('return-refunded-1280');
});
