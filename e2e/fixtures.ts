import { AxeBuilder } from '@axe-core/playwright';
import { expect, test as base, type Locator, type Page } from '@playwright/test';
import { backendReady } from './backend.mjs';
import { watchOutsideRequests } from './offline.mjs';

interface JourneyFixtures {
  /** Waits until the shop's embedded backend answers /api (the page's by default). */
  backendReady: (page?: Page) => Promise<void>;
  /** A screenshot kept in the test's output folder and attached to the report; full page by default. */
  shot: (label: string, options?: { fullPage?: boolean }) => Promise<void>;
  /** Fails the test on an uncaught page error or on a request that leaves the shop's origin. */
  offlineAndErrorFree: undefined;
}

export const test = base.extend<JourneyFixtures>({
  offlineAndErrorFree: [
    async ({ context, baseURL }, use) => {
      if (!baseURL) throw new Error('playwright.config.ts sets no baseURL');
      const errors: string[] = [];
      // The whole context, not one page: a journey may open a second tab.
      context.on('weberror', (webError) => errors.push(webError.error().message));
      const outsideSoFar = watchOutsideRequests(context, new URL(baseURL).origin);
      await use(undefined);
      expect(errors, 'uncaught page errors').toEqual([]);
      expect(await outsideSoFar(), "requests that left the shop's origin").toEqual([]);
    },
    { auto: true },
  ],
  backendReady: async ({ page }, use) => {
    await use((target = page) => backendReady(target));
  },
  shot: async ({ page }, use, testInfo) => {
    await use(async (label, { fullPage = true } = {}) => {
      const path = testInfo.outputPath(`${label}.png`);
      await page.screenshot({ path, fullPage });
      await testInfo.attach(label, { path, contentType: 'image/png' });
    });
  },
});

export { expect };

/** Axe on the page as it is now (what the journey opened): no violation at all. */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  // A toast fading in or out reads to axe at its passing opacity (a contrast it never has at rest):
  // the scan waits until none shows.
  await expect(page.locator('#notistack-snackbar')).toHaveCount(0, { timeout: 15_000 });
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map(
    (violation) =>
      `${violation.impact ?? 'unknown'} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(found, `axe on ${what}`).toEqual([]);
}

/** For toHaveURL: the path alone, whatever the query. */
export const atPath = (pathname: string) => (url: URL) => url.pathname === pathname;

/** The journeys' phone, in CSS pixels. */
export const PHONE_VIEWPORT = { width: 390, height: 844 };

/** The journeys declared in `journeys`, grouped as 'at phone width' and run in the phone's viewport. */
export function atPhoneWidth(journeys: () => void): void {
  test.describe('at phone width', () => {
    test.use({ viewport: PHONE_VIEWPORT });
    journeys();
  });
}

export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: 'the page scrolls sideways by this many px',
    })
    .toBeLessThanOrEqual(0);
}

export async function expectFocusWithin(container: Locator): Promise<void> {
  await expect
    .poll(() => container.evaluate((node) => node.contains(document.activeElement)), {
      message: `focus is inside ${container.toString()}`,
    })
    .toBe(true);
}

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would; fails if it never does. */
export async function tabTo(page: Page, target: Locator, { backwards = false, limit = 250 } = {}) {
  const key = backwards ? 'Shift+Tab' : 'Tab';
  await expect(target).toBeVisible();
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached ${target.toString()}`);
}

export interface JourneyAddress {
  name: string;
  mobile: string;
  street: string;
  city: string;
  pincode: string;
  state: string;
}

/** The journeys' shopper in Chennai. */
export const CHENNAI_ADDRESS: JourneyAddress = {
  name: 'Meera Iyer',
  mobile: '9840012345',
  street: '21 TTK Road, Alwarpet',
  city: 'Chennai',
  pincode: '600018',
  state: 'Tamil Nadu',
};

/** Adds an address through the Add New Address dialog (checkout or profile). */
export async function addAddress(page: Page, address: JourneyAddress): Promise<void> {
  await page.getByRole('button', { name: 'Add New Address' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Address' });
  await form.getByLabel('Name', { exact: true }).fill(address.name);
  await form.getByLabel('Mobile number', { exact: true }).fill(address.mobile);
  await form.getByLabel('Address (house, street, area)').fill(address.street);
  await form.getByLabel('City').fill(address.city);
  await form.getByLabel('Pincode').fill(address.pincode);
  await form.getByLabel('State').selectOption(address.state);
  await form.getByRole('button', { name: 'Add Address' }).click();
  await expect(form).toBeHidden();
}
