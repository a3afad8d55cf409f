import type { Page } from '@playwright/test';
import { orderPath, paths, policyPath, productPath } from '../src/shared/paths';
import { STICKY_HEADER_PX } from '../src/shared/constants';
import { listCards } from './checkout-steps';
import { catalogue } from './first-screen-steps';
import { expect, expectAccessible, test } from './fixtures';
import { placeCodOrder } from './staff-steps';

/**
 * Issue 39: the header never covers a screen's title, signed in or out, from 320 px up, at the top
 * of the page and after scrolling, and its links are tap targets of at least 44 px.
 */

const WIDTHS = [320, 390, 1280] as const;
const PHONE_HEIGHT = 700;
const MIN_TAP_PX = 44;
/** A scroll position is whole pixels, a title's place may not be: what rounding may cost. */
const SUBPIXEL = -1;

/** A sneaker the list shows (spec §2: ids above 15), for its page. */
const sneaker = catalogue.find((product) => product.id > 15);
if (!sneaker) throw new Error('the seed has no product the list shows');

/** What anyone may open, signed in or not. */
const PUBLIC_ROUTES = [
  paths.home,
  paths.productList,
  productPath(sneaker._id),
  paths.about,
  paths.grievance,
  policyPath('returns'),
  '/no-such-page',
];

const header = (page: Page) => page.locator('header.header');
/** The screen's title: its h1, or where the h1 is for screen readers only (home), the first heading shown. */
const heading = (page: Page) => page.getByRole('main').locator(':is(h1, h2):not(.visually-hidden)').first();

/**
 * How far the title's top sits below the lowest edge of the header or of anything in it (negative:
 * under it). The header's descendants count: its rows once overflowed a box of fixed height.
 */
async function clearance(page: Page): Promise<number> {
  const headerBottom = await header(page).evaluate((element) =>
    Math.max(
      ...[element, ...element.querySelectorAll('*')].map((node) => node.getBoundingClientRect().bottom),
    ),
  );
  const titleBox = await heading(page).boundingBox();
  if (!titleBox) throw new Error('no title on the page');
  return titleBox.y - headerBottom;
}

/** The title is on screen and below the header: at the top, and brought back into view after a scroll. */
async function expectTitleClear(page: Page, where: string) {
  await expect(heading(page), `the title of ${where}`).toBeInViewport();
  expect(await clearance(page), `${where}: the title's clearance below the header`).toBeGreaterThanOrEqual(0);
  // Scrolled down (where the page is long enough, the header now sticks), then the title scrolled
  // back to the top of the view as a fragment link or the skip link does: it lands below the header.
  const scrolled = await page.evaluate(() => {
    window.scrollBy(0, 600);
    return window.scrollY;
  });
  if (scrolled > STICKY_HEADER_PX)
    await expect(header(page), `${where} scrolled`).toHaveClass(/header--sticky/);
  await heading(page).evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await expect(heading(page)).toBeInViewport();
  expect(await clearance(page), `${where} after scrolling`).toBeGreaterThanOrEqual(SUBPIXEL);
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await clearance(page), `${where} scrolled back to the top`).toBeGreaterThanOrEqual(0);
}

async function expectTapTargets(page: Page, where: string) {
  const targets = header(page).locator('a, button, input');
  for (const target of await targets.all()) {
    if (!(await target.isVisible())) continue;
    const box = await target.boundingBox();
    const name = (await target.getAttribute('aria-label')) ?? (await target.innerText());
    expect(box?.height ?? 0, `${where}: the height of "${name}"`).toBeGreaterThanOrEqual(MIN_TAP_PX);
    expect(box?.width ?? 0, `${where}: the width of "${name}"`).toBeGreaterThanOrEqual(MIN_TAP_PX);
  }
}

/** Each route at each width: its title clear of the header, the header's tap targets big enough. */
async function checkRoutes(
  page: Page,
  routes: readonly string[],
  shot: (label: string) => Promise<void>,
  who: string,
) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : PHONE_HEIGHT });
    for (const route of routes) {
      await page.goto(route);
      const where = `${route} at ${width} px, ${who}`;
      await expect(heading(page), `the title of ${where}`).toBeVisible();
      // The header's own last row may be added after hydration (the session's links).
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expectTitleClear(page, where);
      await expectTapTargets(page, where);
    }
    await page.goto(routes[0] ?? paths.home);
    await expect(heading(page)).toBeVisible();
    await expectAccessible(page, `${routes[0] ?? paths.home} at ${width} px, ${who}`);
    await shot(`header-${who}-${width}`);
  }
}

test('signed out: every public screen’s title is clear of the header at 320, 390 and 1280 px', async ({
  page,
  shot,
}) => {
  test.setTimeout(180_000);
  await checkRoutes(page, [...PUBLIC_ROUTES, paths.login, paths.signup], shot, 'signed-out');
});

test('signed in: every screen’s title is clear of the header at 320, 390 and 1280 px', async ({
  page,
  shot,
}) => {
  // Sixteen screens at three widths, each scrolled twice.
  test.setTimeout(240_000);
  const orderId = await placeCodOrder(page, { card: 2 });
  // A pair in the cart, so that the cart and checkout show themselves rather than their empty state.
  await page.goto(paths.productList);
  await listCards(page).first().getByRole('button', { name: 'Add to Cart' }).click();
  await expect(listCards(page).first().getByRole('button', { name: 'Go to Cart' })).toBeVisible();
  await checkRoutes(
    page,
    [
      orderPath(orderId),
      paths.cart,
      paths.wishlist,
      paths.checkout,
      paths.profile,
      `${paths.profile}?tab=orders`,
      paths.updates,
      ...PUBLIC_ROUTES,
    ],
    shot,
    'signed-in',
  );
  // Scrolled on a phone: the sticky header over the page, its icons inside its own box.
  await page.setViewportSize({ width: 390, height: PHONE_HEIGHT });
  await page.goto(paths.productList);
  await page.mouse.wheel(0, 900);
  await expect(header(page)).toHaveClass(/header--sticky/);
  const overflow = await header(page).evaluate((element) => {
    const bottoms = [...element.querySelectorAll('*')].map((node) => node.getBoundingClientRect().bottom);
    return Math.max(...bottoms) - element.getBoundingClientRect().bottom;
  });
  expect(overflow, 'how far the header’s content reaches below its own box').toBeLessThanOrEqual(0);
  await shot('header-scrolled-390', { fullPage: false });
});
