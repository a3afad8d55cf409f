import type { Page } from '@playwright/test';
import { atPhoneWidth, expect, expectNoSidewaysScroll, tabTo, test } from './fixtures';

// Issue 37: the shop in Hindi beside English. Hindi renders in the system's Devanagari font
// (docs/i18n.md#fonts): on Debian, fonts-lohit-deva or fonts-noto-core.

const banner = (page: Page) => page.getByRole('banner');
const mainNav = (page: Page) => page.getByRole('navigation', { name: /^(Main|मुख्य)$/ });

test('a shopper switches to हिन्दी on home, filters the list, opens a product and switches back to English', async ({
  page,
  backendReady,
  shot,
}) => {
  await page.goto('/');
  await backendReady();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');

  // Keyboard-reachable: Tab to the header's link and press Enter.
  const toHindi = banner(page).getByRole('link', { name: 'हिन्दी' });
  await tabTo(page, toHindi);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(mainNav(page).getByRole('link', { name: 'प्रोडक्ट' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shot('hindi-home-1280');

  // The choice is remembered: the next visit to / opens in Hindi.
  await page.goto('/');
  await expect(page).toHaveURL((url) => url.pathname === '/hi');

  await mainNav(page).getByRole('link', { name: 'प्रोडक्ट' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/hi/productlist');
  await expect(page.getByRole('heading', { level: 1, name: 'स्नीकर्स' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'पुरुष' }).check();
  await page.getByRole('radio', { name: 'कीमत - कम से ज़्यादा' }).check();
  await expect(page).toHaveURL(
    (url) => url.search.includes('category=men') && url.search.includes('sort=lowToHigh'),
  );
  const cards = page.getByRole('list', { name: 'स्नीकर्स' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'फ़िल्टर हटाएँ: पुरुष' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shot('hindi-list-1280');

  const firstTitle = (await cards.first().getByRole('heading', { level: 3 }).textContent()) ?? '';
  await cards.first().getByRole('link', { name: firstTitle }).click();
  await expect(page).toHaveURL((url) => /^\/hi\/productlist\/[^/]+$/.test(url.pathname));
  await expect(page.getByRole('heading', { level: 1, name: firstTitle })).toBeVisible();
  const productPath = new URL(page.url()).pathname.replace(/^\/hi/, '');

  await banner(page).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL((url) => url.pathname === productPath);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(mainNav(page).getByRole('link', { name: 'Products' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Get Help' })).toBeVisible();

  await mainNav(page).getByRole('link', { name: 'Products' }).click();
  await expect(page.getByRole('list', { name: 'Sneakers' }).getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear Filters' }).first()).toBeVisible();
});

atPhoneWidth(() => {
  test('Hindi home and list fit a phone: no sideways scroll, the language link in reach', async ({
    page,
    backendReady,
    shot,
  }) => {
    await page.goto('/hi');
    await backendReady();
    const toEnglish = banner(page).getByRole('link', { name: 'English' });
    await expect(toEnglish).toBeInViewport();
    await expectNoSidewaysScroll(page);
    await shot('hindi-home-390');

    await page.goto('/hi/productlist');
    await expect(page.getByRole('list', { name: 'स्नीकर्स' }).getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'फ़िल्टर', exact: true })).toBeInViewport();
    await expectNoSidewaysScroll(page);
    await shot('hindi-list-390', { fullPage: false });
  });
});
