import type { Locator } from '@playwright/test';
import { paths, productPath } from '../src/shared/paths';
import { formatRupees } from '../src/shared/format-rupees';
import { savingPercent } from '../src/shared/price-saving';
import { listCards, logInAsGuest } from './checkout-steps';
import { atPhoneWidth, expect, expectAccessible, expectNoSidewaysScroll, test } from './fixtures';
import { catalogue, productArticle, type Sneaker } from './first-screen-steps';

/**
 * Issue 39: prices as Indian shops show them, on both builds: the MRP struck through, the price and
 * the saving on the list's cards, the product page (with the MRP line the law asks for) and the cart.
 */

/** A sneaker the list shows (spec §2: ids above 15), priced below its MRP as the seed's are. */
function sneakerBelowMrp(): Sneaker {
  const found = catalogue.find((product) => product.id > 15 && product.mrp > product.price);
  if (!found) throw new Error('the seed has no sneaker below its MRP');
  return found;
}
const sneaker = sneakerBelowMrp();

async function expectPriceBelowMrp(place: Locator, product: Sneaker) {
  const tag = place.locator('.price-tag').first();
  await expect(tag.locator('s')).toHaveText(formatRupees(product.mrp));
  await expect(tag.locator('s')).toHaveCSS('text-decoration-line', 'line-through');
  await expect(tag.locator('.price-tag__price')).toHaveText(formatRupees(product.price));
  await expect(tag).toContainText(`${savingPercent(product.price, product.mrp)} % off`);
}

function checkPrices(width: string) {
  test(`the card, the product page and the cart show the MRP struck through and the saving (${width})`, async ({
    page,
    shot,
  }) => {
    await logInAsGuest(page, paths.cart);
    await page.goto(paths.productList);
    const card = listCards(page).filter({ hasText: sneaker.title });
    await expectPriceBelowMrp(card, sneaker);
    await expectNoSidewaysScroll(page);
    await card.scrollIntoViewIfNeeded();
    await expectAccessible(page, 'the product list');
    await shot(`list-price-${width}`, { fullPage: false });

    await page.goto(productPath(sneaker._id));
    const article = productArticle(page, sneaker);
    await expectPriceBelowMrp(article, sneaker);
    await expect(article.getByText(`MRP ${formatRupees(sneaker.mrp)} (incl. of all taxes)`)).toBeVisible();
    await expectAccessible(page, 'the product page');
    await shot(`product-price-${width}`, { fullPage: false });
    await article.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(article.getByRole('button', { name: 'Go to Cart' })).toBeVisible();

    await page.goto(paths.cart);
    const line = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: sneaker.title }) });
    await expectPriceBelowMrp(line, sneaker);
    await expectNoSidewaysScroll(page);
    // The toast of the add (a fading snackbar that axe would measure mid-fade) has gone.
    await expect(page.getByRole('alert').filter({ hasText: /cart/i })).toHaveCount(0);
    await expectAccessible(page, 'the cart');
    await shot(`cart-price-${width}`, { fullPage: false });
  });
}

checkPrices('1280');
atPhoneWidth(() => checkPrices('390'));
