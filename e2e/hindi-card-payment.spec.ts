import type { Page } from '@playwright/test';
import { SHOP_NAME } from '../src/shared/constants';
import { BENGALURU_ADDRESS } from './checkout-steps';
import { atPath, expect, expectAccessible, expectFocusWithin, PHONE_VIEWPORT, test } from './fixtures';
import { addAddressInHindi, addUntakenSneaker, expectNoClippedButton, takenSneakers } from './hindi-steps';

// Issue 37: a shopper paying by card on a Hindi page meets the offline test checkout (the stand-in
// for Razorpay's page) in Hindi too, with its keyboard behaviour: focus inside, Escape closes it.

const testCheckout = (page: Page) => page.getByRole('dialog', { name: SHOP_NAME });

/** A shopper of this journey's own signs up on the Hindi signup page (online payment needs no more). */
async function signUpInHindi(page: Page, width: number) {
  const password = 'kavya-pays-by-card-1';
  await page.goto('/hi/signup');
  await page.getByLabel('पहला नाम').fill('Kavya');
  await page.getByLabel('अंतिम नाम').fill('Rao');
  await page.getByLabel('ईमेल').fill(`e2e.hindi.card.${width}.${Date.now()}@example.in`);
  await page.getByLabel('पासवर्ड', { exact: true }).fill(password);
  await page.getByLabel('पासवर्ड की पुष्टि करें').fill(password);
  await page.getByRole('button', { name: 'नया अकाउंट बनाएँ' }).click();
  await expect(page.getByText('सफलतापूर्वक साइन अप हो गया')).toBeVisible();
}

for (const viewport of [{ width: 1280, height: 800 }, PHONE_VIEWPORT]) {
  test(`on /hi at ${viewport.width} px, a card payment's test checkout speaks Hindi: closed, failed, then paid`, async ({
    page,
    shot,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const taken = await takenSneakers(page);
    await signUpInHindi(page, viewport.width);
    await page.goto('/hi/productlist');
    await addUntakenSneaker(page, taken);
    await page.goto('/hi/checkout');
    await addAddressInHindi(page, { ...BENGALURU_ADDRESS, name: `Kavya ${viewport.width}` });
    await expect(page.getByText('डिलीवरी यहाँ होगी:')).toBeVisible();

    const placeOrder = page.getByRole('button', { name: 'ऑर्डर करें' });
    await placeOrder.click();
    const dialog = testCheckout(page);
    await expect(dialog).toBeVisible();
    await expectFocusWithin(dialog);
    await expect(dialog.getByText('टेस्ट मोड')).toBeVisible();
    await expect(dialog.getByText(/^भुगतान की राशि:/)).toBeVisible();
    await expect(dialog.getByLabel('कार्ड नंबर')).toHaveValue('4111 1111 1111 1111');
    await expect(dialog.getByRole('button', { name: 'UPI से भुगतान करें' })).toBeVisible();
    await expect(dialog.getByText(/Amount to pay|Test mode|Card number|Pay with UPI/)).toHaveCount(0);
    await expectNoClippedButton(page);
    await expectAccessible(page, `the Hindi test checkout at ${viewport.width} px`);
    // A fixed overlay reads right only in a viewport shot.
    await shot(`hindi-test-checkout-${viewport.width}`, { fullPage: false });

    // Escape closes it, as Razorpay's does: the shop says so in Hindi and keeps the cart.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(
      page.getByText('पेमेंट रद्द कर दिया गया। आपका कार्ट जैसा था वैसा ही है; आप फिर से ऑर्डर कर सकते हैं।').first(),
    ).toBeVisible();

    await placeOrder.click();
    await testCheckout(page).getByRole('button', { name: 'असफल' }).click();
    await expect(page.getByText(/^पेमेंट नहीं हो पाया: पेमेंट नहीं हो पाया \(टेस्ट मोड\)।/).first()).toBeVisible();

    await placeOrder.click();
    await testCheckout(page).getByRole('button', { name: 'सफल', exact: true }).click();
    await expect(page.getByText('पेमेंट सफल रहा')).toBeVisible();
    await expect(page).toHaveURL(atPath('/hi/order'));
    await expect(page.getByRole('heading', { level: 1, name: 'ऑर्डर हो गया' })).toBeVisible();
  });
}
