import type { Page } from '@playwright/test';
import {
  addAddress,
  atPath,
  expect,
  expectNoSidewaysScroll,
  PHONE_VIEWPORT,
  test,
  type JourneyAddress,
} from './fixtures';
import { guestWithOneSneaker, pickAddress, signedUpShopperAtCheckout } from './checkout-steps';

/** An address in another state than the test seller's (Karnataka): its invoice is IGST. */
const HYDERABAD: JourneyAddress = {
  name: 'Arjun Reddy',
  mobile: '9849012345',
  street: '4 Cyber Towers Road, Hitech City',
  city: 'Hyderabad',
  pincode: '500081',
  state: 'Telangana',
};

/** From /order to the order's own page; checks what every order page shows. */
async function openPlacedOrder(page: Page) {
  await expect(page).toHaveURL(atPath('/order'));
  await expect(page.getByRole('heading', { level: 1, name: 'Order Successful' })).toBeVisible();
  await page.getByRole('link', { name: 'View your order and its invoice' }).click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/orders/'));
  const order = page.getByRole('region', { name: 'Order' });
  await expect(order.getByText('Delivery promised by')).toBeVisible();
  return { order, invoice: page.getByRole('article', { name: 'Tax Invoice' }) };
}

/** The invoice on paper: print media, where the shop's header and the order above it are gone. */
async function printInvoice(page: Page, shot: (label: string) => Promise<void>, label: string) {
  await expect(page.getByRole('button', { name: 'Print invoice' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('region', { name: 'Order' })).toBeHidden();
  await expect(page.getByRole('article', { name: 'Tax Invoice' })).toBeVisible();
  await shot(label);
  await page.emulateMedia({ media: 'screen' });
}

test('a Cash on Delivery order: confirmed at once, its page, and its invoice with CGST and SGST', async ({
  page,
  shot,
}) => {
  // An account of the shopper's own (not a guest's, which may not choose Cash on Delivery on the
  // server), and the list's second sneaker, which the console's journeys leave to this one.
  await signedUpShopperAtCheckout(page, 1);
  await expect(page.getByRole('radio', { name: 'Pay online (card or UPI)' })).toBeChecked();
  await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
  await shot('checkout-cod-1280');
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page.getByText('Order placed: pay in cash when it is delivered.')).toBeVisible();
  await expect(page.getByText('To pay on delivery')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Cart/ }),
  ).toContainText('0');

  const { order, invoice } = await openPlacedOrder(page);
  await expect(order.getByText('To pay on delivery', { exact: true })).toBeVisible();
  await expect(order.getByText('Cash on Delivery', { exact: true })).toBeVisible();
  await expect(invoice.getByText('Place of supply: Karnataka')).toBeVisible();
  await expect(invoice.getByRole('columnheader', { name: 'CGST' })).toBeVisible();
  await expect(invoice.getByRole('columnheader', { name: 'SGST' })).toBeVisible();
  await expect(invoice.getByText(/^SH\/\d{2}-\d{2}\/\d{6}$/)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shot('order-page-cod-1280');
  await printInvoice(page, shot, 'invoice-cod-print');

  await page.setViewportSize(PHONE_VIEWPORT);
  await expect(invoice).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shot('order-page-cod-390');
});

test('a UPI order: a malformed UPI ID refused in the dialog, failure@razorpay declined, success@razorpay paid; its IGST invoice', async ({
  page,
  shot,
}) => {
  await guestWithOneSneaker(page);
  await addAddress(page, HYDERABAD);
  await pickAddress(page, HYDERABAD.name);

  const placeOrder = page.getByRole('button', { name: 'Place Order' });
  const dialog = page.getByRole('dialog', { name: 'SneakerHub' });
  const upiId = dialog.getByRole('textbox', { name: 'UPI ID' });
  await placeOrder.click();
  await upiId.fill('not a upi id');
  await dialog.getByRole('button', { name: 'Pay with UPI' }).click();
  await expect(dialog.getByText('Enter a UPI ID like name@bank.')).toBeVisible();
  await expect(upiId).toHaveAttribute('aria-invalid', 'true');
  await shot('test-checkout-upi-refused');

  await upiId.fill('failure@razorpay');
  await dialog.getByRole('button', { name: 'Pay with UPI' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(/^Payment failed: The UPI payment was declined in the UPI app \(test mode\)/).first(),
  ).toBeVisible();
  await expect(page).toHaveURL(atPath('/checkout'));

  await placeOrder.click();
  await upiId.fill('success@razorpay');
  await upiId.press('Enter');
  await expect(page.getByText('Payment succesfull')).toBeVisible();

  const { order, invoice } = await openPlacedOrder(page);
  await expect(order.getByText('Online (Razorpay)')).toBeVisible();
  await expect(order.getByText(/^pay_[A-Za-z0-9]{14}$/)).toBeVisible();
  await expect(invoice.getByText('Place of supply: Telangana')).toBeVisible();
  await expect(invoice.getByRole('columnheader', { name: 'IGST' })).toBeVisible();
  await expect(invoice.getByRole('columnheader', { name: 'CGST' })).toHaveCount(0);
  await shot('order-page-upi-1280');
  await printInvoice(page, shot, 'invoice-upi-print');

  await page.goto('/profile?tab=orders');
  await page
    .getByRole('link', { name: /^Order SH-\d+ of / })
    .first()
    .click();
  await expect(page.getByRole('article', { name: 'Tax Invoice' })).toBeVisible();
});
