import assert from 'node:assert/strict';

/** Every card in the product grid, by its heading. */
const gridCards = (page) => page.getByRole('list', { name: 'Sneakers' }).getByRole('article');

async function noSidewaysScroll(page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px`);
}

/** Scrolls through the page so lazy images load, then back up: full-page shots show the art. */
async function settleImages(page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
    }
    window.scrollTo(0, 0);
    await Promise.all(
      [...document.images].map((image) =>
        image.complete ? null : new Promise((resolve) => (image.onload = image.onerror = resolve)),
      ),
    );
  });
}

export const journeys = [
  {
    name: 'home → brand logo → list filtered by that brand',
    async run({ page, baseUrl, shot }) {
      await page.goto(baseUrl);
      await page.getByRole('heading', { name: 'Popular Shoes' }).waitFor();
      await page.getByRole('heading', { name: 'Trending Shoes' }).waitFor();
      await page.getByRole('region', { name: 'Popular Shoes' }).getByRole('article').first().waitFor();
      assert.equal(await page.getByRole('region', { name: 'Popular Shoes' }).getByRole('article').count(), 3);
      assert.equal(
        await page.getByRole('region', { name: 'Trending Shoes' }).getByRole('article').count(),
        12,
      );
      const hero = page.getByRole('img', { name: /Nike Adapt 2.0 sneaker/ });
      assert.equal(await hero.getAttribute('fetchpriority'), 'high');
      await noSidewaysScroll(page);
      await settleImages(page);
      await shot('home-1280');

      await page.getByRole('link', { name: 'Shop Vans' }).click();
      await page.waitForURL((url) => url.pathname === '/productlist' && url.search === '?brand=vans');
      assert.ok(await page.getByRole('checkbox', { name: 'Vans' }).isChecked());
      await gridCards(page).first().waitFor();
      const brands = await gridCards(page).locator('.product-card__brand').allTextContents();
      assert.ok(brands.length > 0 && brands.every((brand) => brand === 'Vans'), `brands shown: ${brands}`);
      await shot('list-vans-1280');
    },
  },
  {
    name: 'filter and sort, Back steps through filters, reload keeps them, then open a product',
    async run({ page, baseUrl, shot }) {
      await page.goto(`${baseUrl}/productlist`);
      await gridCards(page).first().waitFor();
      await settleImages(page);
      await shot('list-1280');

      await page.getByRole('checkbox', { name: 'Adidas' }).check();
      await page.waitForURL(/brand=adidas/);
      await page.getByRole('radio', { name: 'Price - Low to High' }).check();
      await page.waitForURL(/sort=lowToHigh/);
      await gridCards(page).first().waitFor();
      const prices = await gridCards(page)
        .locator('.product-card__price')
        .evaluateAll((nodes) => nodes.map((node) => Number(node.textContent.replace(/[^0-9]/g, ''))));
      assert.deepEqual(
        prices,
        [...prices].sort((a, b) => a - b),
        'sorted low to high',
      );

      await page.goBack();
      await page.waitForURL((url) => url.search === '?brand=adidas');
      assert.equal(await page.getByRole('radio', { name: 'Price - Low to High' }).isChecked(), false);
      await page.goForward();
      await page.waitForURL(/sort=lowToHigh/);
      await page.reload();
      await gridCards(page).first().waitFor();
      assert.ok(await page.getByRole('checkbox', { name: 'Adidas' }).isChecked());
      assert.ok(await page.getByRole('radio', { name: 'Price - Low to High' }).isChecked());

      const first = gridCards(page).first();
      const title = await first.getByRole('heading').textContent();
      await first.getByRole('link').click();
      await page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 5000 });
      await page.getByRole('heading', { name: 'Available sizes' }).waitFor();
      await page.getByRole('button', { name: 'Add to Cart' }).waitFor();
      await shot('detail-1280');

      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page.waitForURL(/\/login$/);
      await page.getByText('Please login first').waitFor();
    },
  },
  {
    name: 'phone width: the filter panel slides in, keeps focus, closes with Escape and its button',
    viewport: { width: 390, height: 844 },
    async run({ page, baseUrl, shot }) {
      await page.goto(baseUrl);
      await page.getByRole('region', { name: 'Trending Shoes' }).getByRole('article').first().waitFor();
      await noSidewaysScroll(page);
      await settleImages(page);
      await shot('home-390');

      await page.goto(`${baseUrl}/productlist`);
      await gridCards(page).first().waitFor();
      await noSidewaysScroll(page);
      await settleImages(page);
      await shot('list-390');
      const toggle = page.getByRole('button', { name: 'Filters', exact: true });
      assert.equal(await page.getByRole('checkbox', { name: 'Nike' }).isVisible(), false);

      await toggle.click();
      const panel = page.getByRole('dialog', { name: 'Filters' });
      await panel.waitFor();
      const closeButton = panel.getByRole('button', { name: 'Close filters' });
      assert.ok(
        await closeButton.evaluate((node) => node === document.activeElement),
        'focus moves into the panel',
      );
      await panel.getByRole('checkbox', { name: 'Nike' }).check();
      await page.waitForURL(/brand=nike/);
      await page.waitForTimeout(300); // the slide-in transition
      await shot('filters-open-390');

      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'hidden' });
      assert.ok(await toggle.evaluate((node) => node === document.activeElement), 'focus returns to Filters');

      await toggle.click();
      await closeButton.click();
      await panel.waitFor({ state: 'hidden' });
      assert.ok(await toggle.evaluate((node) => node === document.activeElement), 'focus returns to Filters');

      await gridCards(page).first().getByRole('link').click();
      await page.getByRole('heading', { name: 'Available sizes' }).waitFor({ timeout: 5000 });
      await noSidewaysScroll(page);
      await shot('detail-390');
    },
  },
];
