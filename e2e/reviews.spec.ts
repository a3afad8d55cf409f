import { AxeBuilder } from '@axe-core/playwright';
import { atPath, expect, test } from './fixtures';
import {
  cartBadge,
  chooseAddress,
  goToCheckout,
  logInAsGuest,
  placeOrder,
  testCheckout,
} from './checkout-steps';

const MARKUP = '<b>Really</b> light <script>alert(1)</script>';

test('a shopper buys a sneaker with the test-mode checkout, then reviews it on its page', async ({
  page,
  shot,
}) => {
  await logInAsGuest(page, '/cart');
  await page.goto('/productlist');
  const card = page.getByRole('main').getByRole('article').first();
  const title = (await card.getByRole('heading').innerText()).trim();
  await card.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const productPath = new URL(page.url()).pathname;

  const reviews = page.getByRole('region', { name: 'Ratings & reviews' });
  await expect(
    reviews.getByText('Only shoppers who have paid for this sneaker can review it.'),
  ).toBeVisible();
  await expect(reviews.getByRole('button', { name: 'Write a review' })).toHaveCount(0);

  // The sneaker itself, not the cards of other sneakers below it.
  await page
    .getByRole('article', { name: title, exact: true })
    .getByRole('button', { name: 'Add to Cart' })
    .click();
  await expect(cartBadge(page)).toContainText('1');
  await cartBadge(page).click();
  await expect(page).toHaveURL(atPath('/cart'));
  await goToCheckout(page);
  await chooseAddress(page, 'Guest Shopper');
  await placeOrder(page).click();
  await testCheckout(page).getByRole('button', { name: 'Success' }).click();
  await expect(page).toHaveURL(atPath('/order'));
  await expect(page.getByRole('heading', { level: 1, name: 'Order Successful' })).toBeVisible();

  await page.goto(productPath);
  await reviews.getByRole('button', { name: 'Write a review' }).click();
  const form = reviews.getByRole('form', { name: 'Write a review' });
  await expect(form).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.filter((violation) => violation.impact === 'critical' || violation.impact === 'serious'),
    'critical or serious axe violations on the product page with the review form open',
  ).toEqual([]);
  await shot('review-form-1280');

  // Sending it empty is stopped at the form, with the reason under the field.
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(form.getByText('Rating is required.')).toBeVisible();
  await expect(form.getByLabel('Rating')).toBeFocused();

  await form.getByLabel('Rating').selectOption('5 stars');
  await form.getByLabel('Title').fill('Feather light');
  await form.getByLabel('Review').fill(MARKUP);
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Thank you! Your review is saved.')).toBeVisible();

  const review = reviews.getByRole('article', { name: 'Feather light' });
  await expect(review.getByText('Verified buyer')).toBeVisible();
  await expect(review.getByText('Guest S.')).toBeVisible();
  await expect(review.getByText(MARKUP)).toBeVisible();
  await expect(reviews.getByText('· 1 review')).toBeVisible();
  await expect(reviews.getByRole('button', { name: 'Edit your review' })).toBeVisible();
  await shot('review-shown-1280');

  // It is there for everyone after a reload.
  await page.reload();
  await expect(reviews.getByRole('article', { name: 'Feather light' }).getByText(MARKUP)).toBeVisible();

  await page.setViewportSize({ width: 375, height: 800 });
  await reviews.scrollIntoViewIfNeeded();
  await shot('review-shown-375');
});
