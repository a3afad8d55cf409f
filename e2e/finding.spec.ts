import type { Page } from '@playwright/test';
import { atPath, expect, expectAccessible, expectFocusWithin, tabTo, test } from './fixtures';

/** Issue 22's finding and choosing: search suggestions, filter chips, related and recently viewed
 *  sneakers, the size guide, the zoomed picture and the phone's buy bar. */

/** Nike Court Breeze Lite (men, trending), a product page of the grid. */
const COURT_BREEZE = '/productlist/51d982f6-5803-41d6-a65e-6caf1c180840';

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search sneakers' });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Suggested sneakers' });

/** The product page's heading, once its 1 s loader is over. */
const productHeading = (page: Page) => page.getByRole('heading', { level: 1 });

test('keyboard alone: the search suggests sneakers, arrows choose one, Enter opens it; Escape and Enter as before', async ({
  page,
  shot,
}) => {
  await page.goto('/');
  await tabTo(page, searchBox(page));
  await page.keyboard.type('ra');
  // The spec's rule stays: typing shows the product list for the text.
  await expect(page).toHaveURL((url) => url.pathname === '/productlist' && url.search === '?q=ra');
  const options = suggestions(page).getByRole('option');
  await expect(options).toHaveCount(7);
  await expect(options.last()).toHaveText("See all results for 'ra'");
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const chosen = options.nth(1);
  await expect(chosen).toHaveAttribute('aria-selected', 'true');
  await expect(searchBox(page)).toHaveAttribute(
    'aria-activedescendant',
    (await chosen.getAttribute('id')) ?? '',
  );
  await expect(searchBox(page)).toBeFocused();
  await shot('suggestions', { fullPage: false });
  await expectAccessible(page, 'the list with suggestions open');

  const title = (await chosen.locator('.search-box__title').textContent()) ?? '';
  await page.keyboard.press('Enter');
  await expect(productHeading(page)).toHaveText(title);
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/productlist/'));
  await expect(suggestions(page)).toBeHidden();

  // Escape closes the list and keeps the text; Enter with nothing chosen shows the list for it.
  await tabTo(page, searchBox(page), { backwards: true });
  await page.keyboard.press('End');
  await page.keyboard.type('c');
  await expect(suggestions(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(suggestions(page)).toBeHidden();
  await expect(searchBox(page)).toHaveValue('rac');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/productlist' && url.search === '?q=rac');
  await expect(page.getByRole('list', { name: 'Sneakers' }).getByRole('article').first()).toBeVisible();
});

test('the mouse picks a suggestion too', async ({ page }) => {
  await page.goto('/login');
  await searchBox(page).fill('canvas');
  const option = suggestions(page).getByRole('option').first();
  const title = (await option.locator('.search-box__title').textContent()) ?? '';
  await option.click();
  await expect(productHeading(page)).toHaveText(title);
});

test('keyboard alone: chips above the grid remove one filter each, focus stays on the chips, Clear Filters beside them', async ({
  page,
  shot,
}) => {
  await page.goto('/productlist?brand=nike,vans&rating=4&q=o');
  const chips = page.getByRole('group', { name: 'Active filters' });
  await expect(chips.getByRole('button')).toHaveText([
    'Remove filter: Search: o',
    'Remove filter: Nike',
    'Remove filter: Vans',
    'Remove filter: 4 Stars & above',
    'Clear Filters',
  ]);
  await expect(page.getByRole('list', { name: 'Sneakers' })).toBeVisible();
  await shot('chips', { fullPage: false });
  await expectAccessible(page, 'the list with filter chips');

  await tabTo(page, chips.getByRole('button', { name: 'Remove filter: Nike' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.search === '?brand=vans&rating=4&q=o');
  await expect(page.getByRole('checkbox', { name: 'Nike' })).not.toBeChecked();
  await expect(chips.getByRole('button', { name: 'Remove filter: Vans' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.search === '?rating=4&q=o');
  await expect(chips.getByRole('button', { name: 'Remove filter: 4 Stars & above' })).toBeFocused();
  await expect(searchBox(page)).toHaveValue('o');

  await tabTo(page, chips.getByRole('button', { name: 'Clear Filters' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/productlist' && url.search === '');
  await expect(chips).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Results' })).toBeFocused();
  await expect(searchBox(page)).toHaveValue('');

  await page.goBack();
  await expect(page).toHaveURL((url) => url.search === '?rating=4&q=o');
  await expect(chips.getByRole('button')).toHaveCount(3);
});

test('keyboard alone: the size guide and the zoomed picture open as dialogs, close on Escape and give focus back', async ({
  page,
  shot,
}) => {
  await page.goto(COURT_BREEZE);
  await expect(productHeading(page)).toHaveText('Nike Court Breeze Lite');

  const opener = page.getByRole('button', { name: 'Size guide' });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const guide = page.getByRole('dialog', { name: 'Size guide' });
  await expect(guide).toBeVisible();
  await expect(guide.getByRole('button', { name: 'Close size guide' })).toBeFocused();
  await expect(guide.getByRole('row')).toHaveCount(13);
  await expect(guide.getByRole('row', { name: /UK 6 \(EU 40\)/ }).getByRole('cell')).toHaveText([
    '6',
    '7',
    '40',
    '25',
  ]);
  await shot('size-guide', { fullPage: false });
  await expectAccessible(page, 'the product page with the size guide open');
  await page.keyboard.press('Escape');
  await expect(guide).toBeHidden();
  await expect(opener).toBeFocused();

  const zoom = page.getByRole('button', { name: 'Zoom in: Nike Court Breeze Lite' });
  await tabTo(page, zoom, { backwards: true });
  await page.keyboard.press('Enter');
  const zoomed = page.getByRole('dialog', { name: 'Nike Court Breeze Lite' });
  await expect(zoomed).toBeVisible();
  await expectFocusWithin(zoomed);
  const large = zoomed.getByRole('img', { name: 'Nike Court Breeze Lite' });
  const small = zoom.getByRole('img');
  expect((await large.boundingBox())?.width ?? 0).toBeGreaterThan(
    ((await small.boundingBox())?.width ?? 0) * 1.4,
  );
  await shot('zoomed', { fullPage: false });
  await expectAccessible(page, 'the product page with the zoomed picture open');
  await page.keyboard.press('Escape');
  await expect(zoomed).toBeHidden();
  await expect(zoom).toBeFocused();
});

test('related and recently viewed sneakers on the product page and home, kept across a reload', async ({
  page,
  shot,
}) => {
  await page.goto(COURT_BREEZE);
  await expect(productHeading(page)).toHaveText('Nike Court Breeze Lite');
  const related = page.getByRole('region', { name: 'You may also like' }).getByRole('article');
  await expect(related).toHaveCount(4);
  await expect(related.filter({ hasText: 'Nike Court Breeze Lite' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Recently viewed' })).toBeHidden();

  const next = related.first().getByRole('heading', { level: 3 });
  const nextTitle = (await next.textContent()) ?? '';
  await next.click();
  await expect(productHeading(page)).toHaveText(nextTitle);
  const recent = page.getByRole('region', { name: 'Recently viewed' }).getByRole('heading', { level: 3 });
  await expect(recent).toHaveText(['Nike Court Breeze Lite']);
  await expectAccessible(page, 'the product page with its shelves');

  await page.reload();
  await expect(productHeading(page)).toHaveText(nextTitle);
  await expect(recent).toHaveText(['Nike Court Breeze Lite']);

  await page.goto('/');
  await expect(recent).toHaveText([nextTitle, 'Nike Court Breeze Lite']);
  await expect(
    page.getByRole('region', { name: 'Recently viewed' }).getByRole('link', { name: 'Buy Now' }),
  ).toHaveCount(2);
  await page.getByRole('region', { name: 'Recently viewed' }).scrollIntoViewIfNeeded();
  await shot('home-recently-viewed', { fullPage: false });
  await expectAccessible(page, 'home with recently viewed sneakers');
});

test('on a phone, the price and Add to Cart stay at the bottom once the page’s own button has scrolled away', async ({
  page,
  shot,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login as Guest' }).click();
  await expect(page).toHaveURL(atPath('/'));
  await page.goto(COURT_BREEZE);
  await expect(productHeading(page)).toHaveText('Nike Court Breeze Lite');
  const bar = page.getByRole('group', { name: 'Nike Court Breeze Lite' });
  // The page's own button: the bar's, inside the same article once it shows, comes after it.
  const ownButton = page
    .getByRole('article', { name: 'Nike Court Breeze Lite', exact: true })
    .getByRole('button', { name: /^(Add to Cart|Go to Cart)$/ })
    .first();
  // Below the first screen at first: not reached yet, so no bar.
  await expect(ownButton).not.toBeInViewport();
  await expect(bar).toBeHidden();

  // One jump from below the screen to above it.
  await page.getByRole('region', { name: 'You may also like' }).scrollIntoViewIfNeeded();
  await expect(ownButton).not.toBeInViewport();
  await expect(bar).toBeVisible();
  await expect(bar).toContainText('₹1,899');
  await shot('buy-bar', { fullPage: false });
  await expectAccessible(page, 'the product page on a phone with the buy bar');
  await bar.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(bar.getByRole('button', { name: 'Go to Cart' })).toBeVisible();

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar).toBeHidden();
  await expect(ownButton).toHaveText('Go to Cart');
});

test('on a wide screen the buy bar never shows', async ({ page }) => {
  await page.goto(COURT_BREEZE);
  await expect(productHeading(page)).toHaveText('Nike Court Breeze Lite');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(
    page
      .getByRole('article', { name: 'Nike Court Breeze Lite', exact: true })
      .getByRole('button', { name: 'Add to Cart' }),
  ).not.toBeInViewport();
  // The page has scrolled past its button, so the bar is there, but only phones show it.
  const bar = page.locator('.buy-bar');
  await expect(bar).toBeAttached();
  await expect(bar).toBeHidden();
});
