import type { Page } from '@playwright/test';
import { staffOrderPath, staffPaths } from '../src/shared/paths';
import { atPath, atPhoneWidth, expect, expectAccessible, expectNoSidewaysScroll, test } from './fixtures';
import { placeCodOrder, signInAsDemoOwner } from './staff-steps';

/**
 * Issue 38's journey on both builds: the demo owner signs in and lands on the console's home, sees
 * the to-dos (a shopper's new order among those to pack) and a chart of the last 30 days' net
 * sales, drawn by uPlot, which no shopper's page loads.
 */

/** A class name uPlot's code holds, minified or not (its own name does not survive minifying). */
const UPLOT_MARKER = 'u-cursor';

/** The scripts the page loads from now on, by URL. */
function scriptsLoaded(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  return scripts;
}

/** Whether any of the scripts holds uPlot. */
async function holdsUplot(page: Page, scripts: readonly string[]): Promise<boolean> {
  const texts = await Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()));
  return texts.some((text) => text.includes(UPLOT_MARKER));
}

const toDo = (page: Page) => page.getByRole('region', { name: 'To do' });

/** The count a to-do's link leads with. */
async function countOf(page: Page, name: RegExp): Promise<number> {
  return Number((await toDo(page).getByRole('link', { name }).innerText()).split(/\s/)[0]);
}

test('the demo owner signs in to the home: the to-dos, each a link to its list, and the chart of the last 30 days', async ({
  page,
  shot,
}) => {
  const orderId = await placeCodOrder(page, { card: 5 });
  const scripts = scriptsLoaded(page);
  await signInAsDemoOwner(page);
  await expect(page).toHaveURL(atPath(staffPaths.home));
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  expect(await countOf(page, /Orders to pack$/)).toBeGreaterThanOrEqual(1);
  const today = page.getByRole('region', { name: 'Today' });
  await expect(today.getByRole('definition').nth(3)).not.toHaveText(/^0 /);
  await expect(page.getByTestId('sales-chart').locator('canvas')).toBeVisible();
  expect(await holdsUplot(page, scripts)).toBe(true);
  await page.getByText('Net sales day by day (table)').click();
  await expect(page.getByRole('table', { name: 'Net sales day by day' }).getByRole('row')).toHaveCount(31);
  await expectAccessible(page, 'the console’s home');
  await shot('owner-dashboard-1280');

  await toDo(page)
    .getByRole('link', { name: /Orders to pack$/ })
    .click();
  await expect(page).toHaveURL(
    (url) => url.pathname === staffPaths.orders && url.searchParams.get('status') === 'confirmed',
  );
  // Rows lead with the order's number: the order's own link, by where it goes.
  await expect(page.locator(`a[href="${staffOrderPath(orderId)}"]`).first()).toBeVisible();
});

test('a shopper’s pages never load the chart or its library', async ({ page }) => {
  const scripts = scriptsLoaded(page);
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => url.includes('staff'))).toEqual([]);
  expect(await holdsUplot(page, scripts)).toBe(false);
});

atPhoneWidth(() => {
  test('the home at phone width: the chart fits, nothing scrolls sideways', async ({ page, shot }) => {
    await signInAsDemoOwner(page);
    await expect(page).toHaveURL(atPath(staffPaths.home));
    const chart = page.getByTestId('sales-chart').locator('canvas');
    await expect(chart).toBeVisible();
    expect((await chart.boundingBox())?.width ?? 0).toBeLessThanOrEqual(390);
    await expectNoSidewaysScroll(page);
    await shot('owner-dashboard-390');
  });
});
