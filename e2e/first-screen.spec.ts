import type { Locator, Page } from '@playwright/test';
import { PAGE_SIZE } from '../src/features/catalogue/pagination';
import { DEFAULT_PRICE_RANGE, GRID_MIN_ID_EXCLUSIVE } from '../src/shared/constants';
import { formatRupees } from '../src/shared/format-rupees';
import { inlineMessages } from '../src/shared/messages';
import { paths, policyPath, productPath } from '../src/shared/paths';
import { POLICY_SLUGS } from '../src/shared/policies';
import { atPath, expect, PHONE_VIEWPORT, test } from './fixtures';
import {
  addToCartFromItsPage,
  cartBadge,
  catalogue,
  layoutOf,
  nav,
  productArticle,
  recordApiRequests,
  type Sneaker,
  recordConsoleTrouble,
  recordLayoutShifts,
  recordLoaders,
  settled,
  signUpWithAddress,
} from './first-screen-steps';

/**
 * Issue 36's first screen: on the server build (`E2E_BACKEND=server`) the catalogue's pages come
 * as HTML, readable without JavaScript, and hydrate without asking /api for their data again,
 * without a console warning and without moving the layout. Journeys tagged @server run there only.
 */

/** The list the journeys open: filtered by brand and sorted, both in its URL (filters-url.ts). */
const LIST = '/productlist?brand=nike&sort=lowToHigh';
/** The largest layout shift a first screen may have (the budget). */
const CLS_BUDGET = 0.02;

/** Sneakers the list shows (spec §9: numbered above 15), at the default price range. */
const inGrid = (products: Sneaker[]) =>
  products.filter((product) => product.id > GRID_MIN_ID_EXCLUSIVE && product.price <= DEFAULT_PRICE_RANGE);

/** What the list at LIST shows first: the Nikes, cheapest first (a stable sort), one page of them. */
const listed = (products: Sneaker[]) =>
  inGrid(products)
    .filter((product) => product.brand === 'nike')
    .sort((a, b) => a.price - b.price)
    .slice(0, PAGE_SIZE);

/** Two sneakers the list shows: the journeys' product, and another. */
const gridPair = (products: Sneaker[]) => {
  const [first, second] = inGrid(products);
  if (!first || !second) throw new Error('the catalogue has fewer than two sneakers in the grid');
  return [first, second] as const;
};

/** Each card of `page` names a sneaker of the catalogue and shows its price. */
async function expectCardsOfCatalogue(page: Page, products: Sneaker[]) {
  const cards = page.getByRole('main').getByRole('article');
  expect(await cards.count(), 'cards on the page').toBeGreaterThan(0);
  for (const card of await cards.all()) {
    const title = (await card.getByRole('heading').innerText()).trim();
    const product = products.find((candidate) => candidate.title === title);
    expect(product, `“${title}” is a sneaker of the catalogue`).toBeDefined();
    await expect(card.locator('.product-card__price .price-tag__price')).toHaveText(
      formatRupees(product?.price ?? NaN),
    );
  }
}

/** The picture has loaded: the browser fetched and decoded it. */
const expectPictureLoaded = (picture: Locator) =>
  expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);

test.describe('with JavaScript off, the server’s HTML alone', { tag: '@server' }, () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE_VIEWPORT });

  test('home shows its sneakers with their names and prices in rupees', async ({ page, shot }) => {
    await page.goto(paths.home);
    await expect(page.getByRole('heading', { name: 'Play With Electric Nike' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Popular Shoes' }).getByRole('article')).toHaveCount(3);
    await expect(page.getByRole('region', { name: 'Trending Shoes' }).getByRole('article')).toHaveCount(12);
    await expectCardsOfCatalogue(page, catalogue);
    await shot('home-no-js-390');
  });

  test('the list applies the brand and sort in its URL: Nike only, cheapest first', async ({
    page,
    shot,
  }) => {
    const expected = listed(catalogue);
    await page.goto(LIST);
    const cards = page.getByRole('list', { name: 'Sneakers' }).getByRole('article');
    await expect(cards.getByRole('heading')).toHaveText(expected.map((product) => product.title));
    await expect(cards.locator('.product-card__price .price-tag__price')).toHaveText(
      expected.map((product) => formatRupees(product.price)),
    );
    await expect(cards.locator('.product-card__brand')).toHaveText(expected.map(() => 'Nike'));
    // On a phone the filters are a drawer the script opens: without it they are hidden, but set.
    await expect(page.getByRole('checkbox', { name: 'Nike', includeHidden: true })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Price - Low to High', includeHidden: true })).toBeChecked();
    await expect(page.getByText(`${expected.length} sneakers`, { exact: true })).toBeVisible();
    await expectPictureLoaded(cards.first().locator('img'));
    await shot('list-no-js-390');
  });

  test('a product page shows the sneaker: name, price, MRP, description and picture', async ({
    page,
    shot,
  }) => {
    const [product] = gridPair(catalogue);
    await page.goto(productPath(product._id));
    const article = productArticle(page, product);
    await expect(article.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    await expect(article.locator('.product-detail__price .price-tag__price')).toHaveText(
      formatRupees(product.price),
    );
    await expect(article.getByText(`MRP ${formatRupees(product.mrp)} (incl. of all taxes)`)).toBeVisible();
    await expect(article.getByText(product.text)).toBeVisible();
    await expect(article.getByRole('img', { name: product.title })).toBeVisible();
    await expectPictureLoaded(article.getByRole('img', { name: product.title }));
    await shot('product-no-js-390');
  });
});

test.describe('the server’s HTML', { tag: '@server' }, () => {
  for (const viewport of [PHONE_VIEWPORT, { width: 1280, height: 800 }]) {
    test(`shows its first screen without JavaScript laid out as it is once hydrated, at ${viewport.width} px`, async ({
      browser,
      page,
    }) => {
      const [product] = gridPair(catalogue);
      const withoutScript = await browser.newContext({ javaScriptEnabled: false, viewport });
      await page.setViewportSize(viewport);
      const moved: Record<string, string[]> = {};
      for (const path of [paths.home, LIST, productPath(product._id)]) {
        const htmlOnly = await withoutScript.newPage();
        await htmlOnly.goto(path);
        const before = await layoutOf(htmlOnly);
        await page.goto(path);
        await settled(page);
        const after = await layoutOf(page);
        const gone = before.filter((box) => !after.includes(box));
        const came = after.filter((box) => !before.includes(box));
        if (gone.length + came.length > 0)
          moved[path] = [...gone.map((box) => `- ${box}`), ...came.map((box) => `+ ${box}`)];
      }
      await withoutScript.close();
      expect(moved, 'elements that moved when the page was hydrated, by page').toEqual({});
    });
  }
});

/** The pages the server renders, and the /api requests for the data each came with. */
function renderedPages(product: Sneaker) {
  const seller = 'GET /api/seller';
  const catalogueList = 'GET /api/products';
  return [
    { path: paths.home, own: [catalogueList, seller] },
    { path: LIST, own: [catalogueList, seller] },
    { path: productPath(product._id), own: [`GET /api/products/${product._id}`, seller] },
    { path: paths.about, own: [seller] },
    { path: paths.grievance, own: [seller] },
    { path: policyPath(POLICY_SLUGS[0] ?? ''), own: [seller] },
  ];
}

/**
 * Loads each rendered page afresh and lets it settle; `check` then gets the /api requests and the
 * console's errors and warnings of that load.
 */
async function loadEachPage(
  page: Page,
  product: Sneaker,
  check: (loaded: {
    path: string;
    own: string[];
    requests: string[];
    trouble: string[];
  }) => void | Promise<void>,
) {
  for (const { path, own } of renderedPages(product)) {
    const requests = recordApiRequests(page);
    const trouble = recordConsoleTrouble(page);
    await page.goto(path);
    await settled(page);
    await check({ path, own, requests: [...requests], trouble: [...trouble] });
    page.removeAllListeners('request');
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
  }
}

for (const shopper of ['logged out', 'logged in'] as const) {
  test.describe(`a first load, ${shopper}`, () => {
    test.beforeEach(async ({ page }) => {
      if (shopper === 'logged out') return;
      await signUpWithAddress(page);
      await addToCartFromItsPage(page, gridPair(catalogue)[1]);
    });

    test('leaves the console without an error or a warning', async ({ page }) => {
      const [product] = gridPair(catalogue);
      const troubled: Record<string, string[]> = {};
      await loadEachPage(page, product, ({ path, trouble }) => {
        if (trouble.length > 0) troubled[path] = trouble;
      });
      expect(troubled, 'console errors and warnings, by page').toEqual({});
    });

    test(
      'of a rendered page asks /api for none of its own data and shows no loader over it',
      { tag: '@server' },
      async ({ page }) => {
        const [product] = gridPair(catalogue);
        await recordLoaders(page);
        await loadEachPage(page, product, async ({ path, own, requests }) => {
          expect(
            requests.filter((sent) => own.includes(sent)),
            `${path}: requests for data the page came with`,
          ).toEqual([]);
          expect(await page.evaluate(() => window.__loaderShown), `${path}: a loader showed`).toBe(false);
          // The page was rendered for anyone: the shopper's session fills the header in after hydration.
          if (shopper === 'logged in') {
            await expect(nav(page).getByRole('link', { name: 'Profile' })).toBeVisible();
            await expect(cartBadge(page)).toHaveAttribute('aria-label', '1 items in cart');
          }
        });
      },
    );
  });
}

test('Add to Cart works the moment the product page is hydrated, and the header counts it', async ({
  page,
}) => {
  const [product] = gridPair(catalogue);
  await signUpWithAddress(page);
  await page.goto(productPath(product._id), { waitUntil: 'commit' });
  await page.locator('html[data-backend="ready"]').waitFor({ state: 'attached' });
  const article = productArticle(page, product);
  await article.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(article.getByRole('button', { name: 'Go to Cart' })).toBeVisible();
  await expect(cartBadge(page)).toHaveAttribute('aria-label', '1 items in cart');
  await expect(page).toHaveURL(atPath(productPath(product._id)));
});

/** Holds the app's script back until the returned function is called (the page stays as served). */
async function holdTheScript(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/js/main.*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test(
  'a pincode checked before the page’s script has run is checked once it has, where the shopper scrolled',
  { tag: '@server' },
  async ({ page }) => {
    const [product] = gridPair(catalogue);
    const releaseTheScript = await holdTheScript(page);
    await page.goto(productPath(product._id));
    await page.getByLabel('Delivery pincode').fill('560034');
    await page.getByRole('button', { name: 'Check' }).click();
    const scrolledTo = await page.evaluate(() => {
      window.scrollBy(0, 200);
      return window.scrollY;
    });
    expect(scrolledTo, 'the shopper has scrolled down').toBeGreaterThan(0);
    releaseTheScript();

    await expect(page.getByText(/^Delivery to Bengaluru by /)).toBeVisible();
    await expect(page.getByLabel('Delivery pincode')).toHaveValue('560034');
    expect(page.url(), 'the page was not sent again with the pincode in its address').toMatch(
      new RegExp(`${productPath(product._id)}$`),
    );
    expect(await page.evaluate(() => window.scrollY), 'the page stayed where it was').toBe(scrolledTo);
  },
);

test(
  'Add to Cart tapped before the page’s script has run is answered once it has',
  { tag: '@server' },
  async ({ page }) => {
    const [, product] = gridPair(catalogue);
    await signUpWithAddress(page);
    const releaseTheScript = await holdTheScript(page);
    await page.goto(productPath(product._id));
    const article = productArticle(page, product);
    await article.getByRole('button', { name: 'Add to Cart' }).click();
    releaseTheScript();

    await expect(article.getByRole('button', { name: 'Go to Cart' })).toBeVisible();
    await expect(cartBadge(page)).toHaveAttribute('aria-label', '1 items in cart');
  },
);

test(
  'an unknown path and an unknown sneaker answer 404 with the not-found page at /404',
  { tag: '@server' },
  async ({ page }) => {
    for (const path of ['/no/such/page', productPath('no-such-sneaker')]) {
      const response = await page.goto(path);
      expect(response?.status(), `${path}: status`).toBe(404);
      await expect(page.getByText(inlineMessages.notFound)).toBeVisible();
      await expect(page).toHaveURL(atPath(paths.notFound));
      await settled(page);
      await expect(page).toHaveURL(atPath(paths.notFound));
    }
  },
);

test(
  'logged in, the first screens hold still while the session fills in: CLS ≤ 0.02',
  { tag: '@server' },
  async ({ page }, testInfo) => {
    const [product, other] = gridPair(catalogue);
    await signUpWithAddress(page);
    // A sneaker in the cart and one viewed: the header's count and "Recently viewed" have something to show.
    await addToCartFromItsPage(page, product);
    await recordLayoutShifts(page);

    const over: string[] = [];
    for (const viewport of [PHONE_VIEWPORT, { width: 1280, height: 800 }]) {
      await page.setViewportSize(viewport);
      for (const path of [paths.home, LIST, productPath(other._id)]) {
        await page.goto(path);
        await expect(cartBadge(page)).toHaveAttribute('aria-label', '1 items in cart');
        await settled(page);
        const shifts = (await page.evaluate(() => window.__shifts)) ?? [];
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        // In the report beside the test: how close each page comes to the budget.
        testInfo.annotations.push({
          type: 'CLS',
          description: `${path} at ${viewport.width}px: ${total.toFixed(4)}`,
        });
        if (total > CLS_BUDGET) {
          const moved = shifts.map((shift) => `  ${shift.value.toFixed(4)}: ${shift.sources.join('; ')}`);
          over.push(
            `${path} at ${viewport.width}×${viewport.height}: ${total.toFixed(4)}\n${moved.join('\n')}`,
          );
        }
      }
    }
    expect(over, 'pages whose layout shifted more than the budget').toEqual([]);
  },
);
