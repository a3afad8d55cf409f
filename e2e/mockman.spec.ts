import type { Page } from '@playwright/test';
import { expect, expectNoSidewaysScroll, test } from './fixtures';

const GUEST_LOGIN = 'POST /api/auth/login — Log in as the guest';

async function openTester(page: Page) {
  await page.goto('/mockman');
  await expect(page.getByRole('heading', { level: 1, name: 'Request tester' })).toBeVisible();
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Submit and wait for the status line (the mock answers after a delay). */
async function send(page: Page, status: string) {
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(`Status ${status}`, { exact: true })).toBeAttached();
}

/** The token string of the login answer, read from the data tree as a developer would copy it. */
async function tokenFromTree(page: Page) {
  const row = page
    .getByRole('region', { name: 'Data' })
    .locator('li', { has: page.locator('label', { hasText: /^encodedToken:$/ }) })
    .last();
  await expect(row).toContainText(/"[^"]+"/);
  const token = /"([^"]+)"/.exec((await row.textContent()) ?? '')?.[1];
  expect(token, 'the token in the tree').toBeTruthy();
  return token ?? '';
}

async function getCartWithHeader(page: Page, value: string) {
  await field(page, 'Method').selectOption('GET');
  await field(page, 'Endpoint').fill('/api/user/cart');
  await page.getByRole('button', { name: 'Add header' }).click();
  await field(page, 'Header 1 name').fill('authorization');
  await field(page, 'Header 1 value').fill(value);
}

test('the default request answers 2xx and shows data and headers as trees', async ({ page, shot }) => {
  await openTester(page);
  await expect(field(page, 'Method')).toHaveValue('GET');
  await expect(field(page, 'Endpoint')).toHaveValue('/api/test-todos');
  await send(page, '200 OK');
  const data = page.getByRole('region', { name: 'Data' });
  await expect(data.getByText('todos:', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Expand all' }).click();
  await expect(data.getByText('"Try the request tester"')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Headers' }).getByText('content-type:')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shot('default-1280');

  await field(page, 'Colour scheme').selectOption('monokai');
  await shot('monokai-1280');
});

test('bad JSON never leaves the page; an unknown endpoint answers a readable 404', async ({ page }) => {
  await openTester(page);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/') && !request.serviceWorker())
      sent.push(request.url());
  });
  await field(page, 'Body (JSON)').fill('{"todo": ');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert').getByText('Error in JSON format')).toBeVisible();
  // Nothing to wait for when nothing is sent: give a late request the time to show.
  await page.waitForTimeout(600);
  expect(sent, 'requests sent with an invalid body').toEqual([]);

  await field(page, 'Body (JSON)').fill('{}');
  await field(page, 'Endpoint').fill('/api/nowhere');
  await send(page, '404 Not Found');
  await expect(page.getByText('"No endpoint answers GET /api/nowhere."')).toBeVisible();
  expect(sent, 'the listener sees the request that did go out').toHaveLength(1);
});

test('log in through the tester, then GET /api/user/cart with the token header answers 200', async ({
  page,
  shot,
}) => {
  await openTester(page);
  await field(page, 'Shop endpoint').selectOption({ label: GUEST_LOGIN });
  await expect(field(page, 'Endpoint')).toHaveValue('/api/auth/login');
  await send(page, '200 OK');
  const token = await tokenFromTree(page);

  await getCartWithHeader(page, token);
  await send(page, '200 OK');
  await expect(page.getByRole('region', { name: 'Data' }).getByText('cart:', { exact: true })).toBeVisible();
  await shot('cart-with-token-1280');

  // Unchecked, the same header stays home and the server refuses.
  await field(page, 'Send header 1').uncheck();
  await send(page, '401 Unauthorized');
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("'Use my token' for a logged-in shopper; the last request survives a reload", async ({
    page,
    shot,
  }) => {
    await openTester(page);
    await expect(page.getByRole('button', { name: 'Use my token' })).toBeDisabled();
    await field(page, 'Shop endpoint').selectOption({ label: GUEST_LOGIN });
    await send(page, '200 OK');
    const token = await tokenFromTree(page);
    // Become the logged-in shopper the way the login page leaves things: the login record.
    await page.evaluate((encodedToken) => {
      const user = {
        firstName: 'Guest',
        lastName: 'Shopper',
        email: 'guest@sneakerhub.in',
        cart: [],
        wishlist: [],
      };
      localStorage.setItem('login', JSON.stringify({ token: encodedToken, user }));
    }, token);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Request tester' })).toBeVisible();
    await expect(field(page, 'Method')).toHaveValue('POST');
    await expect(field(page, 'Endpoint')).toHaveValue('/api/auth/login');
    await expect(field(page, 'Body (JSON)')).toHaveValue(/guest@sneakerhub\.in/);

    await field(page, 'Method').selectOption('GET');
    await field(page, 'Endpoint').fill('/api/user/cart');
    await page.getByRole('button', { name: 'Use my token' }).click();
    await expect(field(page, 'Header 1 value')).toHaveValue(token);
    await send(page, '200 OK');
    await expectNoSidewaysScroll(page);
    await shot('token-390');

    await field(page, 'Body (JSON)').fill('');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert').getByText('Error in JSON format')).toBeVisible();
    await field(page, 'Body (JSON)').scrollIntoViewIfNeeded();
    await shot('json-error-390');
  });
});
