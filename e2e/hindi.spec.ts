import type { Page } from '@playwright/test';
import { BENGALURU_ADDRESS } from './checkout-steps';
import { catalogue } from './first-screen-steps';
import {
  atPath,
  atPhoneWidth,
  expect,
  expectAccessible,
  expectNoSidewaysScroll,
  PHONE_VIEWPORT,
  tabTo,
  test,
} from './fixtures';
import {
  addAddressInHindi,
  addUntakenSneaker,
  expectNoClippedButton,
  filterMenCheapestFirst,
  logInInHindi,
  takenSneakers,
} from './hindi-steps';

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

/** A Hindi screen as a shopper meets it: axe-clean, no sideways scroll, no clipped button; a screenshot. */
async function checkScreen(page: Page, shot: (label: string) => Promise<void>, label: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expectNoSidewaysScroll(page);
  await expectNoClippedButton(page);
  await expectAccessible(page, label);
  // From the top: a page shot while scrolled shows the sticky header halfway down.
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(label);
}

const VIEWPORTS = [{ width: 1280, height: 800 }, PHONE_VIEWPORT];

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a shopper switches to हिन्दी, logs in, filters, orders by Cash on Delivery, reads the order and its update in Hindi, then switches back to English', async ({
      page,
      backendReady,
      shot,
    }) => {
      test.slow();
      const phone = viewport.width === PHONE_VIEWPORT.width;
      const px = String(viewport.width);
      await page.goto('/');
      await backendReady();
      const taken = await takenSneakers(page);
      await page.goto('/');
      await banner(page).getByRole('link', { name: 'हिन्दी' }).click();
      await expect(page).toHaveURL(atPath('/hi'));
      await checkScreen(page, shot, `hindi-home-${px}`);

      await logInInHindi(page);
      await page.goto('/hi/productlist');
      await filterMenCheapestFirst(page, phone);
      await checkScreen(page, shot, `hindi-list-${px}`);
      const sneaker = await addUntakenSneaker(page, taken);

      await page.getByRole('link', { name: sneaker }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: sneaker })).toBeVisible();
      // An order's lines keep the English title it was placed under, as its invoice does.
      const productId = new URL(page.url()).pathname.split('/').at(-1);
      const orderedAs = catalogue.find((product) => product._id === productId)?.title ?? 'not in the seed';
      await checkScreen(page, shot, `hindi-product-${px}`);
      await page.goto('/hi/wishlist');
      await expect(page.getByRole('heading', { level: 1, name: 'विशलिस्ट' })).toBeVisible();
      await checkScreen(page, shot, `hindi-wishlist-${px}`);
      await page.goto('/hi/cart');
      await expect(page.getByRole('listitem', { name: sneaker })).toBeVisible();
      await checkScreen(page, shot, `hindi-cart-${px}`);

      await page.getByRole('link', { name: 'चेकआउट' }).click();
      await expect(page).toHaveURL(atPath('/hi/checkout'));
      // Her own address per width: on the server her account (and its addresses) outlives a journey.
      await addAddressInHindi(page, { ...BENGALURU_ADDRESS, name: phone ? 'Priya Iyer' : 'Priya Sharma' });
      await expect(page.getByText('डिलीवरी यहाँ होगी:')).toBeVisible();
      await page.getByRole('radio', { name: 'कैश ऑन डिलीवरी' }).check();
      await checkScreen(page, shot, `hindi-checkout-${px}`);
      await page.getByRole('button', { name: 'ऑर्डर करें' }).click();

      await expect(page).toHaveURL(atPath('/hi/order'));
      await expect(page.getByRole('heading', { level: 1, name: 'ऑर्डर हो गया' })).toBeVisible();
      await expect(page.getByText('ऑर्डर हो गया: डिलीवरी होने पर नकद भुगतान करें।')).toBeVisible();
      await checkScreen(page, shot, `hindi-order-success-${px}`);
      await page.getByRole('link', { name: 'अपना ऑर्डर और उसका इनवॉइस देखें' }).click();
      await expect(page).toHaveURL((url) => url.pathname.startsWith('/hi/orders/'));
      const orderPath = new URL(page.url()).pathname;
      const order = page.getByRole('region', { name: 'ऑर्डर' });
      await expect(page.getByRole('heading', { level: 1, name: 'आपका ऑर्डर' })).toBeVisible();
      await expect(order.getByText('कन्फ़र्म हो गया').first()).toBeVisible();
      await expect(order.getByText(orderedAs).first()).toBeVisible();
      await expect(order.getByRole('button', { name: 'ऑर्डर कैंसल करें' })).toBeVisible();
      await checkScreen(page, shot, `hindi-order-page-${px}`);

      // The order's update: the screen's words in Hindi (the update's own text is the server's).
      await page.goto('/hi/updates');
      await expect(page.getByRole('heading', { level: 1, name: 'अपडेट' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'ऑर्डर देखें' }).first()).toHaveAttribute('href', orderPath);
      await checkScreen(page, shot, `hindi-updates-${px}`);
      for (const [route, label] of [
        ['/hi/profile', 'profile'],
        ['/hi/profile?tab=orders', 'orders'],
        ['/hi/about', 'about'],
        ['/hi/grievance', 'grievance'],
        ['/hi/policies/returns', 'policy'],
      ] as const) {
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await checkScreen(page, shot, `hindi-${label}-${px}`);
      }

      // Back to English, on the same order: the spec's words again.
      await page.goto(orderPath);
      await banner(page).getByRole('link', { name: 'English' }).click();
      await expect(page).toHaveURL(atPath(orderPath.replace(/^\/hi/, '')));
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
      await expect(page.getByRole('heading', { level: 1, name: 'Your order' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Order' }).getByText('Confirmed').first()).toBeVisible();
      await page.goto('/profile');
      await page.getByRole('button', { name: 'Log out', exact: true }).click();
      await expect(page.getByText('Logged Out')).toBeVisible();
    });
  });
}
