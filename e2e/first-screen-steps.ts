import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { paths, productPath } from '../src/shared/paths';
import type { CatalogueProduct } from '../src/shared/types';
import { addAddress, CHENNAI_ADDRESS, expect } from './fixtures';

/** Steps and probes of the first-screen journeys (e2e/first-screen.spec.ts). */

declare global {
  interface Window {
    /** Layout shifts since the document began, each with what moved (recordLayoutShifts). */
    __shifts?: { value: number; sources: string[] }[];
    /** Whether a route loader ever showed on this document (recordLoaders). */
    __loaderShown?: boolean;
  }
}

/** What the journeys read of a sneaker. */
export type Sneaker = Pick<CatalogueProduct, '_id' | 'id' | 'title' | 'text' | 'price' | 'mrp' | 'brand'>;

/** The seed catalogue: what a fresh shop sells, on the server's fresh database as in the mock. */
export const catalogue: Sneaker[] = JSON.parse(
  readFileSync(join(__dirname, '../src/api/catalogue/seed/products.json'), 'utf8'),
) as Sneaker[];

export const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
export const cartBadge = (page: Page) =>
  nav(page).getByRole('link', { name: /Cart/ }).locator('.header__badge');

/** The product's own card on its page (not the cards of other sneakers below it). */
export const productArticle = (page: Page, product: Pick<CatalogueProduct, 'title'>) =>
  page.getByRole('article', { name: product.title, exact: true });

/** `GET /api/…` and the like, for every /api request the page makes from now on. */
export function recordApiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) seen.push(`${request.method()} ${pathname}`);
  });
  return seen;
}

/** Console errors and warnings and uncaught errors (React's hydration mismatches are among them). */
export function recordConsoleTrouble(page: Page): string[] {
  const trouble: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      trouble.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => trouble.push(`uncaught: ${error.message}`));
  return trouble;
}

/** Records, from before any script of the page runs, every layout shift not caused by input. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: NonNullable<Window['__shifts']> = [];
    window.__shifts = shifts;
    const box = (rect: DOMRectReadOnly) =>
      `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}×${Math.round(rect.height)}`;
    const named = (node: Node | null) => {
      if (!(node instanceof Element)) return node?.nodeName ?? 'a removed node';
      const classes =
        node.className && typeof node.className === 'string' ? `.${node.className.split(' ').join('.')}` : '';
      return `${node.tagName.toLowerCase()}${classes} “${node.textContent.trim().slice(0, 40)}”`;
    };
    interface Shift extends PerformanceEntry {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: entry.sources.map(
            (source) => `${named(source.node)} ${box(source.previousRect)} → ${box(source.currentRect)}`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Records, from before any script runs, whether a route loader ('Loading sneaker…') ever shows. */
export async function recordLoaders(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__loaderShown = false;
    new MutationObserver(() => {
      if (document.getElementById('root')?.textContent.includes('Loading sneaker'))
        window.__loaderShown = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** The hydrated page, every request of its shopper's session answered (no layout left to change). */
export async function settled(page: Page): Promise<void> {
  await page.locator('html[data-backend="ready"]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  // Two frames: whatever the last answers changed has been laid out and observed.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/**
 * Signs a new shopper up through the signup form (an account of this journey's own: no other
 * journey changes its cart), and saves the journeys' Chennai address: the product page's delivery
 * line then has a pincode to answer for.
 */
export async function signUpWithAddress(page: Page): Promise<void> {
  await page.goto(paths.signup);
  await page.getByLabel('First Name').fill('Ananya');
  await page.getByLabel('Last Name').fill('Pillai');
  await page
    .getByLabel('Email')
    .fill(`first-screen.${Date.now()}.${Math.random().toString(36).slice(2)}@example.in`);
  await page.getByLabel('Password', { exact: true }).fill('laces-and-soles-1');
  await page.getByLabel('Confirm Password').fill('laces-and-soles-1');
  await page.getByRole('button', { name: 'Create new account' }).click();
  await expect(page.getByText('Successfully Signed In')).toBeVisible();
  await page.goto(`${paths.profile}?tab=address`);
  await addAddress(page, CHENNAI_ADDRESS);
}

/** Puts the sneaker in the logged-in shopper's cart from its page (which records it as viewed). */
export async function addToCartFromItsPage(page: Page, product: Sneaker): Promise<void> {
  await page.goto(productPath(product._id));
  await productArticle(page, product).getByRole('button', { name: 'Add to Cart' }).click();
  await expect(productArticle(page, product).getByRole('button', { name: 'Go to Cart' })).toBeVisible();
}

/**
 * Where the main content's headings, cards and pictures on the first screen sit, to the pixel: what
 * a shopper sees move if it changes (hidden elements and those below the screen left out).
 */
export const layoutOf = (page: Page) =>
  page.locator('main').evaluate((main) =>
    [...main.querySelectorAll('h1, h2, h3, article, img')].flatMap((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      if (width === 0 || height === 0 || y >= window.innerHeight) return [];
      const text = (element.textContent || element.getAttribute('alt') || '').trim().slice(0, 30);
      return [
        `${element.tagName.toLowerCase()} “${text}” ${[x, y, width, height].map(Math.round).join(',')}`,
      ];
    }),
  );
