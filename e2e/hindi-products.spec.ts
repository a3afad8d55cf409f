import type { Page } from '@playwright/test';
import { staffPaths } from '../src/shared/paths';
import { atPhoneWidth, atPath, expect, expectAccessible, expectNoSidewaysScroll, test } from './fixtures';
import { settled } from './first-screen-steps';
import { signInAsDemoOwner } from './staff-steps';

// Issue 37: products in both languages. Hindi renders in the system's Devanagari font
// (docs/i18n.md#fonts).

const grid = (page: Page) => page.getByRole('list', { name: 'स्नीकर्स' });

/** On the Hindi list, a search for नाइकी through the header's search box: the Nike sneakers, in Hindi. */
async function searchNike(page: Page) {
  await page.goto('/hi/productlist');
  // On the server the page comes as HTML: the shopper types once it is hydrated.
  await settled(page);
  const box = page.getByRole('search').getByRole('combobox');
  await box.fill('नाइकी');
  await box.press('Enter');
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === 'नाइकी');
  const titles = grid(page).getByRole('article').getByRole('heading', { level: 3 });
  await expect(titles.first()).toBeVisible();
  const all = await titles.allTextContents();
  expect(all.length).toBeGreaterThan(1);
  // Each a Nike sneaker under its Hindi title: the model's name, then what it is in Hindi.
  for (const title of all) expect(title).toMatch(/^Nike .*[\u0900-\u097F]/);
  await expect(grid(page).locator('.product-card__brand')).toHaveText(all.map(() => 'Nike'));
  await expectNoSidewaysScroll(page);
}

test('on /hi/productlist a search for नाइकी finds the Nike sneakers, shown under their Hindi titles', async ({
  page,
  shot,
}) => {
  await searchNike(page);
  await expectAccessible(page, 'the Hindi search results');
  await shot('hindi-search-nike-1280');
  await grid(page).getByRole('article').first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Nike .*[\u0900-\u097F]/);
  await expect(page.locator('.product-detail__text')).toHaveText(/[\u0900-\u097F]/);
  await shot('hindi-product-1280');
});

atPhoneWidth(() => {
  test('the Hindi search for नाइकी fits a phone', async ({ page, shot }) => {
    await searchNike(page);
    await shot('hindi-search-nike-390', { fullPage: false });
  });
});

test('staff give their new product a Hindi title, and the Hindi shop shows it', async ({ page, shot }) => {
  // A product of this journey's own (the server's journeys share one shop), hidden again at the end.
  const title = `Vans Monsoon Slip ${Date.now()}`;
  const titleHi = `${title} स्लिप-ऑन जूते`;
  await signInAsDemoOwner(page);
  await page.goto(staffPaths.newProduct);
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Description', { exact: true }).fill('A light slip-on for wet days.');
  await page.getByLabel('Brand').selectOption('vans');
  await page.getByRole('checkbox', { name: 'women' }).check();
  await page.getByLabel('Price (₹)').fill('2999');
  await page.getByLabel('MRP (₹)').fill('3499');
  await page.getByRole('button', { name: 'Add the product' }).click();
  // Saved, its own page opens (its id in the address).
  await expect(page).toHaveURL(
    (url) => url.pathname.startsWith(`${staffPaths.products}/`) && url.pathname !== staffPaths.newProduct,
  );
  const productId = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');

  await page.getByLabel('Hindi title (optional)').fill(titleHi);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved: the shop shows the change now.')).toBeVisible();
  await shot('staff-hindi-title-1280');
  await page.getByRole('button', { name: `Publish ${title}` }).click();
  await expect(page.getByRole('button', { name: `Unpublish ${title}` })).toBeVisible();

  await page.goto(`/hi/productlist/${productId}`);
  await expect(page.getByRole('heading', { level: 1, name: titleHi })).toBeVisible();
  // No Hindi description given: the English one shows.
  await expect(page.getByText('A light slip-on for wet days.')).toBeVisible();
  await page.goto(`/productlist/${productId}`);
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();

  await page.goto(`${staffPaths.products}/${encodeURIComponent(productId)}`);
  await page.getByRole('button', { name: `Unpublish ${title}` }).click();
  await expect(page.getByRole('button', { name: `Publish ${title}` })).toBeVisible();
  await expect(page).toHaveURL(atPath(`${staffPaths.products}/${encodeURIComponent(productId)}`));
});
