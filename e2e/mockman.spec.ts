import type { Page } from '@playwright/test';
import { atPhoneWidth, expect, expectNoSidewaysScroll, test } from './fixtures';

const GUEST_LOGIN = 'POST /api/auth/login — Log in as the guest';

async function openTester(page: Page) {
  await page.goto('/mockman');
  await expect(page.getByRole('heading', { level: 1, name: 'Request tester' })).toBeVisible();
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** The line announced for an answer: status, time and size. */
const announced = (page: Page, status: string) =>
  page.getByText(new RegExp(`^Status ${status}, [\\d,]+ ms, [\\d,]+ bytes?$`));

/** Submit and wait for the status line (the mock answers after a delay). */
async function send(page: Page, status: string) {
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(announced(page, status)).toBeAttached();
}

/** The first value shown for `key` in the data tree, as a developer would copy it. */
async function valueInTree(page: Page, key: string) {
  const row = page
    .getByRole('region', { name: 'Data' })
    .locator('li', { has: page.locator('label', { hasText: new RegExp(`^${key}:$`) }) })
    .first();
  await expect(row).toContainText(/"[^"]+"/);
  const value = /"([^"]+)"/.exec((await row.textContent()) ?? '')?.[1];
  expect(value, `${key} in the tree`).toBeTruthy();
  return value ?? '';
}

/**
 * Holds the page's own requests to `path` before they leave fetch until `release()` (later ones go
 * straight through), and rejects
 * them as fetch does when their signal aborts. One way for both backends: the embedded mock answers
 * inside the page, where Playwright's routing never sees the request.
 */
async function holdFetches(page: Page, path: string) {
  await page.addInitScript((heldPath) => {
    const realFetch = window.fetch.bind(window);
    const waiting: (() => void)[] = [];
    let holding = true;
    const release = () => {
      holding = false;
      waiting.splice(0).forEach((go) => go());
    };
    Object.assign(window, { releaseHeldFetches: release });
    window.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (!holding || url.pathname !== heldPath) return realFetch(input, init);
      return new Promise((resolve, reject) => {
        const signal = init?.signal;
        signal?.addEventListener('abort', () => reject(signal.reason as Error));
        waiting.push(() => void realFetch(input, init).then(resolve, reject));
      });
    };
  }, path);
  return {
    release: () =>
      page.evaluate(() => (window as unknown as { releaseHeldFetches: () => void }).releaseHeldFetches()),
  };
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
  // The footer's own read of the seller, done before the tester's requests are counted.
  await expect(page.getByRole('contentinfo').getByText(/GSTIN/)).toBeVisible();
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

test('PUT an address, read the time and size of each answer, and cancel a request in flight', async ({
  page,
  shot,
}) => {
  const held = await holdFetches(page, '/api/test-todos');
  await openTester(page);
  await field(page, 'Shop endpoint').selectOption({ label: GUEST_LOGIN });
  await send(page, '200 OK');
  const token = await tokenFromTree(page);

  // A fresh address of the guest's own, so no other journey's changes are in the way.
  await field(page, 'Shop endpoint').selectOption({
    label: 'POST /api/user/addresses — Add an address (token)',
  });
  await page.getByRole('button', { name: 'Add header' }).click();
  await field(page, 'Header 1 name').fill('authorization');
  await field(page, 'Header 1 value').fill(token);
  await send(page, '201 Created');
  const addressId = await valueInTree(page, 'id');

  await field(page, 'Shop endpoint').selectOption({
    label: 'PUT /api/user/addresses/:id — Update an address (token)',
  });
  await expect(field(page, 'Method')).toHaveValue('PUT');
  await field(page, 'Endpoint').fill(`/api/user/addresses/${addressId}`);
  // Ctrl+Enter from the body sends, as Submit does.
  await field(page, 'Body (JSON)').press('Control+Enter');
  await expect(announced(page, '200 OK')).toBeAttached();
  const response = page.getByRole('region', { name: 'Response' });
  await expect(response.getByRole('definition').first()).toHaveText(/^\d[\d,]* ms$/);
  await expect(response.getByRole('definition').last()).toHaveText(/^[1-9][\d,]* bytes$/);
  await page.getByRole('button', { name: 'Expand all' }).click();
  await expect(response.getByText('"Pune"').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shot('put-time-size-1280');

  // Cancel: the request is held before it leaves the page, so it is surely still in flight.
  await field(page, 'Shop endpoint').selectOption({ label: 'GET /api/test-todos — List the todos' });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(response.getByText('Request cancelled.')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeFocused();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await shot('cancelled-1280');
  await held.release();

  await send(page, '200 OK');
  await expect(response.getByText('Request cancelled.')).toHaveCount(0);
});

atPhoneWidth(() => {
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
