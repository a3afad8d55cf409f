import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { catalogue, settled, signUpWithAddress } from './first-screen-steps';
import { CHENNAI_ADDRESS, expect, test } from './fixtures';

// Issue 37's "done when": every screen a shopper reaches under /hi reads in Hindi, with no English
// left but product and brand names. This journey reads every word a shopper sees or hears on each
// screen (text, labels, alt texts, placeholders, the title) and finds the Latin words in it.

/** Latin words a Hindi page keeps on purpose, and why. */
const KEPT_IN_LATIN = new Set([
  'English', // the language link, named in its own language
  'Instagram', // the footer's social networks: their own names
  'Facebook',
  'YouTube',
  'LinkedIn',
  'GeoNames', // the pincode data's credit, as its CC BY licence words it
  'CC',
  'BY',
  'UK', // shoe size systems
  'EU',
  'SH', // order numbers (SH-100001)
  'UPI', // the payment system's own name, as Indian shops write it
]);

const hindiTitles = Object.values(
  JSON.parse(readFileSync(join(__dirname, '../src/api/catalogue/seed/products-hi.json'), 'utf8')) as Record<
    string,
    { titleHi?: string }
  >,
).map((product) => product.titleHi ?? '');

/** The Latin words of a text, email addresses left out (the shopper's own, the shop's). */
const latinWords = (text: string) =>
  text.replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ').match(/[A-Za-z][A-Za-z'’.-]*[A-Za-z]/g) ?? [];

/** The shopper's own words: the name and address she typed (the profile joins her names, as the spec says). */
const SHOPPER: string[] = [
  'Ananya Pillai AnanyaPillai',
  CHENNAI_ADDRESS.name,
  CHENNAI_ADDRESS.street,
  CHENNAI_ADDRESS.city,
  CHENNAI_ADDRESS.state,
];

/** Every word a shopper reads or hears on the page: visible text, labels, alt texts, placeholders, the title. */
function wordsOnPage(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && !['SCRIPT', 'STYLE'].includes(parent.tagName) && parent.checkVisibility()) {
        found.push(node.textContent ?? '');
      }
    }
    for (const element of document.body.querySelectorAll('[aria-label], [alt], [placeholder], [title]')) {
      for (const name of ['aria-label', 'alt', 'placeholder', 'title']) {
        const value = element.getAttribute(name);
        if (value) found.push(value);
      }
    }
    return found;
  });
}

test('every screen under /hi reads in Hindi but product, brand and proper names', async ({
  page,
  backendReady,
}) => {
  test.slow();
  const product = catalogue.find((sneaker) => sneaker.id === 20);
  if (!product) throw new Error('the seed has no product 20');
  await page.goto('/hi');
  await backendReady();
  const seller: string = await page.evaluate(async () => (await fetch('/api/seller')).text());
  const names = new Set(
    [...catalogue.flatMap((sneaker) => [sneaker.title, sneaker.brand]), ...hindiTitles, seller, ...SHOPPER]
      .flatMap(latinWords)
      .map((word) => word.toLowerCase()),
  );
  const english: Record<string, string[]> = {};
  const read = async (route: string) => {
    await page.goto(route);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.locator('.spinner')).toHaveCount(0);
    await settled(page);
    const left = [...new Set((await wordsOnPage(page)).flatMap(latinWords))].filter(
      (word) => !names.has(word.toLowerCase()) && !KEPT_IN_LATIN.has(word),
    );
    if (left.length) english[route] = left;
  };

  for (const route of [
    '/hi',
    '/hi/productlist?category=men&sort=lowToHigh',
    `/hi/productlist/${product._id}`,
    '/hi/login',
    '/hi/signup',
    '/hi/forgot-password',
    '/hi/about',
    '/hi/grievance',
    '/hi/policies/returns',
    '/hi/no-such-page',
  ]) {
    await read(route);
  }

  await signUpWithAddress(page);
  await page.goto(`/hi/productlist/${product._id}`);
  await page.getByRole('main').getByRole('button', { name: 'कार्ट में डालें' }).first().click();
  await expect(page.getByRole('main').getByRole('button', { name: 'कार्ट पर जाएँ' }).first()).toBeVisible();
  for (const route of [
    '/hi',
    `/hi/productlist/${product._id}`,
    '/hi/cart',
    '/hi/wishlist',
    '/hi/checkout',
    '/hi/profile',
    '/hi/profile?tab=orders',
    '/hi/profile?tab=address',
    '/hi/updates',
  ]) {
    await read(route);
  }
  expect(english, 'English words left on Hindi pages').toEqual({});
});
