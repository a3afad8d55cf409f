import type { Page } from '@playwright/test';
import { atPath, expect, expectNoSidewaysScroll, test } from './fixtures';
import { addAndPickChennaiAddress, listCards, logInAndOpenList } from './checkout-steps';

/** "Delivery to <city> by Thursday, 26 November": the city, and a weekday with its date. */
const deliveryTo = (city: string) =>
  new RegExp(
    `^Delivery to ${city} by (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday), \\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December)$`,
  );
const deliveryLine = (page: Page) => page.getByText(/^Delivery to /);

test('a shopper types 560034 on a product page and sees Bengaluru and a date, again after a reload', async ({
  page,
  shot,
}) => {
  await page.goto('/productlist');
  await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Enter your pincode to see when your sneakers arrive.')).toBeVisible();

  await page.getByLabel('Delivery pincode').fill('56003');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText('Pincode must be 6 digits and cannot start with 0.')).toBeVisible();

  await page.getByLabel('Delivery pincode').fill('560034');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(deliveryLine(page)).toHaveText(deliveryTo('Bengaluru'));
  await expectNoSidewaysScroll(page);
  await shot('product-delivery-1280');

  await page.reload();
  await expect(page.getByLabel('Delivery pincode'), 'the pincode is remembered').toHaveValue('560034');
  await expect(deliveryLine(page)).toHaveText(deliveryTo('Bengaluru'));

  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoSidewaysScroll(page);
  await shot('product-delivery-375');
});

test('a shopper adds an address by typing its pincode, choosing nothing but name, phone and street', async ({
  page,
  shot,
}) => {
  await page.goto('/profile?tab=address');
  await page.getByRole('button', { name: 'Login as Guest' }).click();
  await expect(page).toHaveURL(atPath('/profile'));
  await page.getByRole('button', { name: 'Add New Address' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Address' });
  await form.getByLabel('Name', { exact: true }).fill('Lakshmi Rao');
  await form.getByLabel('Mobile number', { exact: true }).fill('9000012345');
  await form.getByLabel('Address (house, street, area)').fill('4 Hitech City Road, Madhapur');
  await form.getByLabel('Pincode').fill('500081');
  await expect(form.getByLabel('City')).toHaveValue('Hyderabad');
  await expect(form.getByLabel('State')).toHaveValue('Telangana');
  await shot('address-autofill-1280');
  await form.getByRole('button', { name: 'Add Address' }).click();
  await expect(form).toBeHidden();

  const card = page
    .getByRole('list', { name: 'Saved addresses' })
    .getByRole('listitem')
    .filter({ hasText: 'Lakshmi Rao' });
  await expect(card.getByText('Hyderabad, Telangana')).toBeVisible();
  await expect(card.getByText('Pincode: 500081')).toBeVisible();

  // A pincode in another state than the one chosen is refused, naming its state.
  await card.getByRole('button', { name: /Edit/ }).click();
  await form.or(page.getByRole('dialog')).getByLabel('State').selectOption('Kerala');
  await page.getByRole('dialog').getByRole('button', { name: 'Save Address' }).click();
  await expect(
    page
      .getByRole('dialog')
      .getByText('This pincode is in Telangana. Choose Telangana as the state, or check the pincode.'),
  ).toBeVisible();
  await shot('address-wrong-state-1280');
});

test('the cart shows the date for the pincode typed, and checkout for the address chosen', async ({
  page,
  shot,
}) => {
  await logInAndOpenList(page);
  const card = listCards(page).first();
  const title = (await card.getByRole('heading').innerText()).trim();
  await card.getByRole('link').first().click();
  // The sneaker itself, not the cards of other sneakers below it.
  const sneaker = page.getByRole('article', { name: title, exact: true });
  await sneaker.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(sneaker.getByRole('button', { name: 'Go to Cart' })).toBeVisible();
  await page.getByLabel('Delivery pincode').fill('110001');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(deliveryLine(page)).toHaveText(deliveryTo('New Delhi'));

  await sneaker.getByRole('button', { name: 'Go to Cart' }).click();
  await expect(page).toHaveURL(atPath('/cart'));
  const summary = page.getByRole('region', { name: 'Your Order' });
  await expect(summary.getByLabel('Delivery pincode')).toHaveValue('110001');
  await expect(deliveryLine(page)).toHaveText(deliveryTo('New Delhi'));
  await shot('cart-delivery-1280');

  await summary.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(atPath('/checkout'));
  await addAndPickChennaiAddress(page);
  await expect(deliveryLine(page)).toHaveText(deliveryTo('Chennai'));
  await shot('checkout-delivery-1280');
});
