import { atPath, expect, expectNoSidewaysScroll, test } from './fixtures';
import { guestWithOneSneaker, pickAddress } from './checkout-steps';

test('a shopper pays online, cancels before it ships, and sees the refund and the credit note', async ({
  page,
  shot,
}) => {
  await guestWithOneSneaker(page);
  await pickAddress(page, 'Guest Shopper');
  const checkout = page.getByRole('dialog', { name: 'SneakerHub' });
  await page.getByRole('button', { name: 'Place Order' }).click();
  const upiId = checkout.getByRole('textbox', { name: 'UPI ID' });
  await upiId.fill('success@razorpay');
  await upiId.press('Enter');
  await expect(page.getByText('Payment succesfull')).toBeVisible();
  await expect(page).toHaveURL(atPath('/order'));
  await page.getByRole('link', { name: 'View your order and its invoice' }).click();

  const order = page.getByRole('region', { name: 'Order' });
  const opener = order.getByRole('button', { name: 'Cancel order' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await dialog.getByRole('radio', { name: 'I ordered it by mistake' }).check();
  await dialog.getByRole('textbox', { name: /Anything to add/ }).fill('Wrong size');
  await shot('cancel-order-dialog');
  await dialog.getByRole('button', { name: 'Cancel order' }).click();

  const said = 'Your order is cancelled and your refund is on its way.';
  await expect(page.getByText(said).first()).toBeVisible();
  // The Cancel button's place says so (a toast too), and keeps the keyboard's focus.
  await expect(page.locator(':focus')).toHaveText(said);
  await expect(dialog).toBeHidden();
  await expect(order.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await expect(order.getByText('I ordered it by mistake: Wrong size')).toBeVisible();
  const refunds = page.getByRole('region', { name: 'Refunds and credit notes' });
  await expect(refunds.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(order.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await shot('order-page-cancelled');

  await refunds.getByRole('link', { name: /^Credit note CN\// }).click();
  const note = page.getByRole('article', { name: 'Credit Note' });
  await expect(note.getByText(/^CN\/\d{2}-\d{2}\/\d{6}$/)).toBeVisible();
  await expect(note.getByRole('columnheader', { name: 'CGST' })).toBeVisible();
  await expect(note.getByText('Order cancelled')).toBeVisible();
  await shot('credit-note');
});
