import type { Locator, Page } from '@playwright/test';
import { PICTURE_WIDTHS } from '../src/shared/picture-files.cjs';
import { atPhoneWidth, expect, expectNoSidewaysScroll, test } from './fixtures';

/** Every card in the product grid. */
const gridCards = (page: Page) => page.getByRole('list', { name: 'Sneakers' }).getByRole('article');

/** Scrolls through the page so lazy images load, then back up: full-page shots show the art. */
async function settleImages(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
    }
    window.scrollTo(0, 0);
    await Promise.all(
      [...document.images]
        .filter((image) => !image.complete)
        .map((image) => new Promise((resolve) => (image.onload = image.onerror = resolve))),
    );
  });
}

/** Waits for the element's animations (the drawer's slide-in) to end. */
async function animationsDone(locator: Locator) {
  await locator.evaluate((node) => Promise.all(node.getAnimations().map((animation) => animation.finished)));
}

/** The grid's prices if they run low to high, else a message that shows them. */
async function pricesLowToHigh(page: Page) {
  const prices = await gridCards(page)
    .locator('.product-card__price .price-tag__price')
    .evaluateAll((nodes) => nodes.map((node) => Number(node.textContent.replace(/[^0-9]/g, ''))));
  const ascending = prices.length > 0 && prices.every((price, i) => i === 0 || (prices[i - 1] ?? 0) <= price);
  return ascending ? 'low to high' : `not sorted: ${prices.join(', ')}`;
}

test('home → brand logo → list filtered by that brand', async ({ page, shot }) => {
  await page.goto('/');
  const popular = page.getByRole('region', { name: 'Popular Shoes' });
  const trending = page.getByRole('region', { name: 'Trending Shoes' });
  await expect(page.getByRole('heading', { name: 'Popular Shoes' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Trending Shoes' })).toBeVisible();
  await expect(popular.getByRole('article')).toHaveCount(3);
  await expect(trending.getByRole('article')).toHaveCount(12);
  await expect(page.getByRole('img', { name: /Nike Adapt 2.0 sneaker/ })).toHaveAttribute(
    'fetchpriority',
    'high',
  );
  await expectNoSidewaysScroll(page);
  await settleImages(page);
  await shot('home-1280');

  await page.getByRole('link', { name: 'Shop Vans' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/productlist' && url.search === '?brand=vans');
  await expect(page.getByRole('checkbox', { name: 'Vans' })).toBeChecked();
  const brands = gridCards(page).locator('.product-card__brand');
  await expect(brands.first()).toBeVisible();
  await expect(brands.filter({ hasNotText: /^Vans$/ }), 'cards of another brand').toHaveCount(0);
  await shot('list-vans-1280');
});

test('filter and sort, Back steps through filters, reload keeps them, then open a product', async ({
  page,
  shot,
}) => {
  await page.goto('/productlist');
  await expect(gridCards(page).first()).toBeVisible();
  await settleImages(page);
  await shot('list-1280');

  const adidas = page.getByRole('checkbox', { name: 'Adidas' });
  const lowToHigh = page.getByRole('radio', { name: 'Price - Low to High' });
  await adidas.check();
  await expect(page).toHaveURL(/brand=adidas/);
  await lowToHigh.check();
  await expect(page).toHaveURL(/sort=lowToHigh/);
  await expect.poll(() => pricesLowToHigh(page)).toBe('low to high');

  await page.goBack();
  await expect(page).toHaveURL((url) => url.search === '?brand=adidas');
  await expect(lowToHigh).not.toBeChecked();
  await page.goForward();
  await expect(page).toHaveURL(/sort=lowToHigh/);
  await page.reload();
  await expect(gridCards(page).first()).toBeVisible();
  await expect(adidas).toBeChecked();
  await expect(lowToHigh).toBeChecked();

  const first = gridCards(page).first();
  const title = await first.getByRole('heading').innerText();
  await first.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Available sizes' })).toBeVisible();
  // The product itself, not the cards of other sneakers below it.
  const addToCart = page
    .getByRole('article', { name: title, exact: true })
    .getByRole('button', { name: 'Add to Cart' });
  await expect(addToCart).toBeVisible();
  await shot('detail-1280');

  await addToCart.click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Please login first')).toBeVisible();
});

atPhoneWidth(() => {
  test('phone width: the filter drawer slides in, keeps focus, closes with Escape, its button and the backdrop', async ({
    page,
    shot,
  }) => {
    await page.goto('/');
    await expect(
      page.getByRole('region', { name: 'Trending Shoes' }).getByRole('article').first(),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
    await settleImages(page);
    await shot('home-390');

    await page.goto('/productlist');
    await expect(gridCards(page).first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await settleImages(page);
    await shot('list-390');
    const toggle = page.getByRole('button', { name: 'Filters', exact: true });
    await expect(page.getByRole('checkbox', { name: 'Nike' })).toBeHidden();

    await toggle.click();
    const panel = page.getByRole('dialog', { name: 'Filters' });
    await expect(panel).toBeVisible();
    const closeButton = panel.getByRole('button', { name: 'Close filters' });
    await expect(closeButton, 'focus moves into the panel').toBeFocused();
    await animationsDone(panel);
    await shot('filters-open-390', { fullPage: false });
    await panel.getByRole('checkbox', { name: 'Nike' }).check();
    await expect(page).toHaveURL(/brand=nike/);
    await expect(page.locator('html'), 'the page behind does not scroll').toHaveCSS('overflow-y', 'hidden');

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle, 'focus returns to Filters').toBeFocused();

    await toggle.click();
    await closeButton.click();
    await expect(panel).toBeHidden();
    await expect(toggle, 'focus returns to Filters').toBeFocused();

    await toggle.click();
    await expect(closeButton).toBeFocused();
    await animationsDone(panel);
    await page.mouse.click(370, 400); // the backdrop, right of the 340 px drawer
    await expect(panel).toBeHidden();
    await expect(toggle, 'focus returns to Filters').toBeFocused();
    await expect(page.locator('html'), 'the page scrolls again').not.toHaveCSS('overflow-y', 'hidden');

    await gridCards(page).first().getByRole('link').click();
    await expect(page.getByRole('heading', { name: 'Available sizes' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot('detail-390');
  });

  test('phone width: the product picture comes as AVIF or WebP, at a width below its largest', async ({
    page,
  }) => {
    const served = new Map<string, string | undefined>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'image')
        served.set(response.url(), response.headers()['content-type']);
    });
    await page.goto('/productlist');
    await page.goto((await gridCards(page).first().getByRole('link').first().getAttribute('href')) ?? '/');
    const picture = page.getByRole('button', { name: /^Zoom in:/ }).getByRole('img');
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeTruthy();
    // naturalWidth is the width `sizes` gave the picture (278 CSS pixels here); the file's own is its bitmap's.
    const { currentSrc, fileWidth } = await picture.evaluate(async (image: HTMLImageElement) => ({
      currentSrc: image.currentSrc,
      fileWidth: (await createImageBitmap(await (await fetch(image.currentSrc)).blob())).width,
    }));
    const [, width, format] = /-(\d+)\.(avif|webp)$/.exec(currentSrc) ?? [];
    expect(currentSrc, 'a variant the build made').toMatch(/-\d+\.(avif|webp)$/);
    expect(Number(width)).toBeLessThan(Math.max(...PICTURE_WIDTHS));
    expect(fileWidth).toBe(Number(width));
    expect(served.get(currentSrc)).toBe(`image/${format}`);
  });
});
