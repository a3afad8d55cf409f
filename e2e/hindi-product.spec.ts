import type { Page } from '@playwright/test';
import { settled } from './first-screen-steps';
import { atPath, atPhoneWidth, expect, expectAccessible, expectNoSidewaysScroll, test } from './fixtures';

// Issue 37: the search box, the product page and signup in Hindi, on a laptop and a phone.

type Shot = (label: string, options?: { fullPage?: boolean }) => Promise<void>;

const HINDI_DELIVERY =
  /^Bengaluru में (सोमवार|मंगलवार|बुधवार|गुरुवार|शुक्रवार|शनिवार|रविवार), \d{1,2} \S+ तक डिलीवरी$/;

/** No button or button-like link in the page's main part is cut off: its words fit and it ends on screen. */
async function expectNoClippedButtons(page: Page) {
  const clipped = await page
    .locator('main button:visible, main a.btn:visible')
    .evaluateAll((elements) =>
      elements
        .filter(
          (element) =>
            element.scrollWidth > element.clientWidth + 1 ||
            element.getBoundingClientRect().right > document.documentElement.clientWidth + 1,
        )
        .map((element) => element.textContent),
    );
  expect(clipped, 'buttons cut off').toEqual([]);
}

/** On /hi: search, open the first suggestion, check a pincode, open the size guide. Returns the product's path. */
async function searchAndCheckDelivery(page: Page, shot: Shot, width: number): Promise<string> {
  await page.goto('/hi');
  // Hydrated first: the box shows its suggestions once the page is (e2e/search-while-hydrating.spec.ts).
  await settled(page);
  const box = page.getByRole('combobox', { name: 'स्नीकर्स खोजें' });
  await box.fill('Nike');
  const suggestions = page.getByRole('listbox', { name: 'सुझाए गए स्नीकर्स' });
  await expect(suggestions.getByRole('option', { name: "'Nike' के सभी नतीजे देखें" })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shot(`hindi-search-${width}`, { fullPage: false });
  await suggestions.getByRole('option').first().click();
  await expect(page).toHaveURL((url) => /^\/hi\/productlist\/[^/]+$/.test(url.pathname));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await expect(page.getByText(/^एमआरपी ₹[\d,]+ \(सभी टैक्स सहित\)$/)).toBeVisible();
  const delivery = page.getByRole('form', { name: 'डिलीवरी जाँचें' });
  await delivery.getByLabel('डिलीवरी पिनकोड').fill('560034');
  await delivery.getByRole('button', { name: 'जाँचें' }).click();
  await expect(page.getByText(HINDI_DELIVERY)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoClippedButtons(page);
  await shot(`hindi-product-${width}`);

  await page.getByRole('button', { name: 'साइज़ गाइड' }).click();
  const guide = page.getByRole('dialog', { name: 'साइज़ गाइड' });
  await expect(guide.getByRole('columnheader', { name: 'पैर (सेमी)' })).toBeVisible();
  await shot(`hindi-size-guide-${width}`, { fullPage: false });
  await guide.getByRole('button', { name: 'साइज़ गाइड बंद करें' }).click();
  return new URL(page.url()).pathname;
}

/** A visitor wishes for the product, is asked to log in, signs up instead and is back on the product. */
async function signUpFromProduct(page: Page, shot: Shot, width: number, productPath: string) {
  const actions = page.getByRole('article').first();
  await actions.getByRole('button', { name: 'विशलिस्ट में डालें' }).click();
  await expect(page.getByText('कृपया पहले लॉग इन करें')).toBeVisible();
  await expect(page).toHaveURL(atPath('/hi/login'));
  await page.getByRole('link', { name: 'अकाउंट बनाएँ' }).click();
  await expect(page).toHaveURL(atPath('/hi/signup'));
  await expect(page.getByRole('heading', { level: 1, name: 'साइन अप' })).toBeVisible();

  await page.getByRole('button', { name: 'नया अकाउंट बनाएँ' }).click();
  await expect(page.getByText('पहला नाम ज़रूरी है।')).toBeVisible();
  await page.getByLabel('पहला नाम').fill('Meera');
  await page.getByLabel('अंतिम नाम').fill('Iyer');
  await page.getByLabel('ईमेल').fill(`e2e.hindi.${width}.${Date.now()}@example.in`);
  await page.getByLabel('पासवर्ड', { exact: true }).fill('meera-runs-far-1');
  await page.getByLabel('पासवर्ड की पुष्टि करें').fill('not-the-same');
  await page.getByRole('button', { name: 'नया अकाउंट बनाएँ' }).click();
  await expect(page.getByText('पासवर्ड मेल नहीं खाते')).toBeVisible();
  await page.getByLabel('पासवर्ड की पुष्टि करें').fill('meera-runs-far-1');
  await page.getByRole('button', { name: 'पासवर्ड दिखाएँ' }).click();
  await expectNoSidewaysScroll(page);
  await expectNoClippedButtons(page);
  await shot(`hindi-signup-${width}`);

  await page.getByRole('button', { name: 'नया अकाउंट बनाएँ' }).click();
  await expect(page.getByText('सफलतापूर्वक साइन अप हो गया')).toBeVisible();
  await expect(page).toHaveURL(atPath(productPath));
  await expect(page.getByRole('button', { name: 'विशलिस्ट में डालें' }).first()).toBeVisible();
}

test('on /hi a shopper searches, opens a product, checks a pincode and signs up, all in Hindi', async ({
  page,
  shot,
}) => {
  const productPath = await searchAndCheckDelivery(page, shot, 1280);
  await expectAccessible(page, 'the Hindi product page');
  await signUpFromProduct(page, shot, 1280, productPath);
});

atPhoneWidth(() => {
  test('the same journey fits a phone in Hindi: no sideways scroll, every button whole', async ({
    page,
    shot,
  }) => {
    const productPath = await searchAndCheckDelivery(page, shot, 390);
    await signUpFromProduct(page, shot, 390, productPath);
  });
});
