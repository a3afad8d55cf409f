import type { Browser, BrowserContext, Page } from '@playwright/test';
import { watchOutsideRequests } from './offline.mjs';
import { addAddress, atPath, expect, test } from './fixtures';

/**
 * Only a shared server can pass this: with the embedded mock each browser has a database of its
 * own. `E2E_BACKEND=server npm run test:e2e` runs it (playwright.config.ts).
 */
test.describe('two shoppers, one shop', { tag: '@server' }, () => {
  const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

  /** A browser of its own (no shared storage), watched like the fixture watches the default one. */
  async function openBrowser(browser: Browser, baseURL: string) {
    const context = await browser.newContext({ baseURL });
    const errors: string[] = [];
    context.on('weberror', (webError) => errors.push(webError.error().message));
    const outside = watchOutsideRequests(context, new URL(baseURL).origin);
    const page = await context.newPage();
    const close = async (owner: BrowserContext = context) => {
      expect(errors, 'uncaught page errors').toEqual([]);
      expect(await outside(), "requests that left the shop's origin").toEqual([]);
      await owner.close();
    };
    return { page, close };
  }

  async function signUp(
    page: Page,
    account: { first: string; last: string; email: string; password: string },
  ) {
    await page.goto('/signup');
    await page.getByLabel('First Name').fill(account.first);
    await page.getByLabel('Last Name').fill(account.last);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm Password').fill(account.password);
    await page.getByRole('button', { name: 'Create new account' }).click();
    await expect(page.getByText('Successfully Signed In')).toBeVisible();
  }

  async function logIn(page: Page, email: string, password: string, to: string) {
    await page.goto(to);
    await expect(page).toHaveURL(atPath('/login'));
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Successfully Logged In')).toBeVisible();
    await expect(page).toHaveURL(atPath(to));
  }

  async function logOut(page: Page) {
    await nav(page).getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('button', { name: 'Log out', exact: true }).click();
    await expect(page.getByText('Logged Out')).toBeVisible();
  }

  /** Adds the list's product at `index` to the cart; returns its title. */
  async function addToCart(page: Page, index: number) {
    await page.goto('/productlist');
    const card = page.getByRole('main').getByRole('article').nth(index);
    const title = (await card.getByRole('heading').innerText()).trim();
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(card.getByRole('button', { name: 'Go to Cart' })).toBeVisible();
    return title;
  }

  test('what one browser saves, the same account sees from another; an account made in one logs in from the other', async ({
    browser,
    baseURL,
  }) => {
    if (!baseURL) throw new Error('playwright.config.ts sets no baseURL');
    const stamp = Date.now();
    const asha = {
      first: 'Asha',
      last: 'Verma',
      email: `asha.${stamp}@example.in`,
      password: 'kolkata-runner-7',
    };
    const ravi = {
      first: 'Ravi',
      last: 'Kumar',
      email: `ravi.${stamp}@example.in`,
      password: 'chennai-sprinter-9',
    };
    const first = await openBrowser(browser, baseURL);
    const second = await openBrowser(browser, baseURL);

    // First browser: a new account buys one sneaker, then leaves another in the cart.
    await signUp(first.page, asha);
    const bought = await addToCart(first.page, 0);
    await first.page.goto('/checkout');
    await addAddress(first.page, {
      name: 'Asha Verma',
      mobile: '9830012345',
      street: '7 Park Street',
      city: 'Kolkata',
      pincode: '700016',
      state: 'West Bengal',
    });
    await first.page.getByRole('radio', { name: 'Asha Verma' }).click();
    await expect(first.page.getByRole('radio', { name: 'Asha Verma' })).toBeChecked();
    await first.page.getByRole('button', { name: 'Place Order' }).click();
    await first.page
      .getByRole('dialog', { name: 'SneakerHub' })
      .getByRole('button', { name: 'Success' })
      .click();
    await expect(first.page).toHaveURL(atPath('/order'));
    const paymentId = (await first.page.getByText(/^pay_[A-Za-z0-9]{14}$/).innerText()).trim();
    const waiting = await addToCart(first.page, 1);

    // Second browser, same account: the cart, the address and the order are there.
    await logIn(second.page, asha.email, asha.password, '/cart');
    const cartLines = second.page.getByRole('main').getByRole('listitem');
    await expect(second.page.getByRole('listitem', { name: waiting })).toBeVisible();
    await expect(cartLines.filter({ hasText: bought })).toHaveCount(0);
    await second.page.goto('/profile?tab=address');
    await expect(
      second.page
        .getByRole('list', { name: 'Saved addresses' })
        .getByRole('listitem')
        .filter({ hasText: '7 Park Street' }),
    ).toBeVisible();
    await second.page.goto('/profile?tab=orders');
    const orders = second.page.getByRole('region', { name: 'Your orders' });
    await expect(orders.getByText(paymentId)).toBeVisible();
    await expect(orders.getByText(bought)).toBeVisible();

    // An account made in the second browser logs in from the first.
    await logOut(second.page);
    await signUp(second.page, ravi);
    await logOut(first.page);
    await logIn(first.page, ravi.email, ravi.password, '/profile');
    await expect(first.page.getByText('RaviKumar')).toBeVisible();
    await expect(first.page.getByText(ravi.email)).toBeVisible();

    await first.close();
    await second.close();
  });
});
