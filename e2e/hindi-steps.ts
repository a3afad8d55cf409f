import type { Locator, Page } from '@playwright/test';
import { demoUsers } from '../src/api/accounts/demo-users';
import { atPath, expect, type JourneyAddress } from './fixtures';

/** The Hindi journeys' shared steps (issue 37): the shopper reads every screen in Hindi. */

/** The seeded shopper with an account of her own (Cash on Delivery is not for guest accounts). */
const priya = demoUsers.find((user) => user.email.startsWith('priya.'));
if (!priya) throw new Error('the demo shopper Priya is not seeded');
export const PRIYA = priya;

/** The list's cards: as many as the journeys that order a sneaker take (e2e/staff-steps.ts's `card`). */
const TAKEN_CARDS = 14;

/** The product id each card of `cards` leads to (the same in either language's address). */
const cardProductIds = (cards: Locator) =>
  cards.evaluateAll((articles) =>
    articles.map(
      (article) =>
        article.querySelector<HTMLAnchorElement>('a[href*="/productlist/"]')?.pathname.split('/').pop() ?? '',
    ),
  );

/** The products of the unfiltered list's first cards: the sneakers the other journeys order. */
export async function takenSneakers(page: Page): Promise<Set<string>> {
  await page.goto('/productlist');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.nth(TAKEN_CARDS - 1)).toBeVisible();
  return new Set((await cardProductIds(cards)).slice(0, TAKEN_CARDS));
}

/** Logs in through the Hindi login page, from the header's link. */
export async function logInInHindi(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'लॉग इन' }).click();
  await expect(page).toHaveURL(atPath('/hi/login'));
  await expect(page.getByRole('heading', { level: 1, name: 'लॉग इन' })).toBeVisible();
  await page.getByLabel('ईमेल').fill(PRIYA.email);
  await page.getByLabel('पासवर्ड', { exact: true }).fill(PRIYA.password);
  await page.getByRole('button', { name: 'लॉग इन करें', exact: true }).click();
  await expect(page.getByText('सफलतापूर्वक लॉग इन हो गया')).toBeVisible();
}

/** Filters the list to men's sneakers, cheapest first: on a phone through the filter drawer. */
export async function filterMenCheapestFirst(page: Page, phone: boolean) {
  const drawer = page.getByRole('dialog', { name: 'फ़िल्टर' });
  if (phone) await page.getByRole('button', { name: 'फ़िल्टर', exact: true }).click();
  const filters = phone ? drawer : page.getByRole('main');
  await filters.getByRole('checkbox', { name: 'पुरुष' }).check();
  await filters.getByRole('radio', { name: 'कीमत - कम से ज़्यादा' }).check();
  await expect(page).toHaveURL(
    (url) => url.search.includes('category=men') && url.search.includes('sort=lowToHigh'),
  );
  if (phone) await drawer.getByRole('button', { name: /नतीजे देखें$/ }).click();
}

/** Adds the first card no other journey orders to the cart; its title (in the page's language). */
export async function addUntakenSneaker(page: Page, taken: Set<string>): Promise<string> {
  const cards = page.getByRole('list', { name: 'स्नीकर्स' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  const titles = (await cards.getByRole('heading', { level: 3 }).allInnerTexts()).map((title) =>
    title.trim(),
  );
  const index = (await cardProductIds(cards)).findIndex((productId) => !taken.has(productId));
  expect(index, 'a sneaker no other journey orders').toBeGreaterThanOrEqual(0);
  const card = cards.nth(index);
  await card.getByRole('button', { name: 'कार्ट में डालें' }).click();
  await expect(card.getByRole('button', { name: 'कार्ट पर जाएँ' })).toBeVisible();
  return titles[index] ?? '';
}

/** Adds an address through the Hindi address dialog at checkout and picks it. */
export async function addAddressInHindi(page: Page, address: JourneyAddress) {
  await page.getByRole('button', { name: 'नया पता जोड़ें' }).click();
  const form = page.getByRole('dialog', { name: 'नया पता जोड़ें' });
  await form.getByLabel('नाम', { exact: true }).fill(address.name);
  await form.getByLabel('मोबाइल नंबर', { exact: true }).fill(address.mobile);
  await form.getByLabel('पता (मकान, गली, इलाका)').fill(address.street);
  await form.getByLabel('शहर').fill(address.city);
  await form.getByLabel('पिनकोड').fill(address.pincode);
  await form.getByLabel('राज्य').selectOption(address.state);
  await form.getByRole('button', { name: 'पता जोड़ें' }).click();
  await expect(form).toBeHidden();
  const radio = page.getByRole('radio', { name: address.name, exact: true });
  await radio.click();
  await expect(radio).toBeChecked();
}

/** No button or button-like link whose words overflow it (clipped, or spilling out of its box). */
export async function expectNoClippedButton(page: Page): Promise<void> {
  const clipped = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, .btn, [role="button"]')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        // Hidden, or visually hidden (1 px) for screen readers only.
        if (box.width <= 1 || box.height <= 1 || !element.checkVisibility()) return false;
        return (
          element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1
        );
      })
      .map((element) => element.textContent.trim() || element.getAttribute('aria-label') || element.tagName),
  );
  expect(clipped, 'buttons whose words do not fit').toEqual([]);
}
