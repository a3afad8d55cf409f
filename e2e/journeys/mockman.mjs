import assert from 'node:assert/strict';

const GUEST_LOGIN = 'POST /api/auth/login — Log in as the guest';

async function openTester(page, baseUrl) {
  await page.goto(`${baseUrl}/mockman`);
  await page.getByRole('heading', { level: 1, name: 'Request tester' }).waitFor();
}

/** Submit and wait for the status line (the mock answers after 400 ms). */
async function send(page, status) {
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText(`Status ${status}`, { exact: true }).waitFor({ state: 'attached' });
}

async function sidewaysOverflow(page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** The token string of the login answer, read from the data tree as a developer would copy it. */
async function tokenFromTree(page) {
  const row = page
    .getByRole('region', { name: 'Data' })
    .locator('li', { has: page.locator('label', { hasText: /^encodedToken:$/ }) })
    .last();
  const text = (await row.textContent()) ?? '';
  const token = /"([^"]+)"/.exec(text)?.[1];
  assert.ok(token, `no token in the tree: ${text}`);
  return token;
}

async function getCartWithHeader(page, value) {
  await page.getByLabel('Method', { exact: true }).selectOption('GET');
  await page.getByLabel('Endpoint', { exact: true }).fill('/api/user/cart');
  await page.getByRole('button', { name: 'Add header' }).click();
  await page.getByLabel('Header 1 name', { exact: true }).fill('authorization');
  await page.getByLabel('Header 1 value', { exact: true }).fill(value);
}

export const journeys = [
  {
    name: 'the default request answers 2xx and shows data and headers as trees',
    async run({ page, baseUrl, shot }) {
      await openTester(page, baseUrl);
      assert.equal(await page.getByLabel('Method', { exact: true }).inputValue(), 'GET');
      assert.equal(await page.getByLabel('Endpoint', { exact: true }).inputValue(), '/api/test-todos');
      await send(page, '200 OK');
      const data = page.getByRole('region', { name: 'Data' });
      await data.getByText('todos:', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Expand all' }).click();
      await data.getByText('"Try the request tester"').waitFor();
      await page.getByRole('region', { name: 'Headers' }).getByText('content-type:').waitFor();
      assert.ok((await sidewaysOverflow(page)) <= 0, 'the page scrolls sideways');
      await shot('default-1280');

      await page.getByLabel('Colour scheme', { exact: true }).selectOption('monokai');
      await shot('monokai-1280');
    },
  },
  {
    name: 'bad JSON never leaves the page; an unknown endpoint answers a readable 404',
    async run({ page, baseUrl }) {
      await openTester(page, baseUrl);
      const sent = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/') && !request.serviceWorker())
          sent.push(request.url());
      });
      await page.getByLabel('Body (JSON)', { exact: true }).fill('{"todo": ');
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByRole('alert').getByText('Error in JSON format').waitFor();
      await page.waitForTimeout(600);
      assert.deepEqual(sent, [], 'a request left with an invalid body');

      await page.getByLabel('Body (JSON)', { exact: true }).fill('{}');
      await page.getByLabel('Endpoint', { exact: true }).fill('/api/nowhere');
      await send(page, '404 Not Found');
      await page.getByText('"No endpoint answers GET /api/nowhere."').waitFor();
      assert.equal(sent.length, 1, 'the listener sees the request that did go out');
    },
  },
  {
    name: 'log in through the tester, then GET /api/user/cart with the token header answers 200',
    async run({ page, baseUrl, shot }) {
      await openTester(page, baseUrl);
      await page.getByLabel('Shop endpoint', { exact: true }).selectOption({ label: GUEST_LOGIN });
      assert.equal(await page.getByLabel('Endpoint', { exact: true }).inputValue(), '/api/auth/login');
      await send(page, '200 OK');
      const token = await tokenFromTree(page);

      await getCartWithHeader(page, token);
      await send(page, '200 OK');
      await page.getByRole('region', { name: 'Data' }).getByText('cart:', { exact: true }).waitFor();
      await shot('cart-with-token-1280');

      // Unchecked, the same header stays home and the server refuses.
      await page.getByLabel('Send header 1', { exact: true }).uncheck();
      await send(page, '401 Unauthorized');
    },
  },
  {
    name: "'Use my token' for a logged-in shopper; the last request survives a reload",
    viewport: { width: 390, height: 844 },
    async run({ page, baseUrl, shot }) {
      await openTester(page, baseUrl);
      assert.ok(await page.getByRole('button', { name: 'Use my token' }).isDisabled());
      await page.getByLabel('Shop endpoint', { exact: true }).selectOption({ label: GUEST_LOGIN });
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
      await page.getByRole('heading', { level: 1, name: 'Request tester' }).waitFor();
      assert.equal(await page.getByLabel('Method', { exact: true }).inputValue(), 'POST');
      assert.equal(await page.getByLabel('Endpoint', { exact: true }).inputValue(), '/api/auth/login');
      assert.match(
        await page.getByLabel('Body (JSON)', { exact: true }).inputValue(),
        /guest@sneakerhub\.in/,
      );

      await page.getByLabel('Method', { exact: true }).selectOption('GET');
      await page.getByLabel('Endpoint', { exact: true }).fill('/api/user/cart');
      await page.getByRole('button', { name: 'Use my token' }).click();
      assert.equal(await page.getByLabel('Header 1 value', { exact: true }).inputValue(), token);
      await send(page, '200 OK');
      assert.ok((await sidewaysOverflow(page)) <= 0, 'the page scrolls sideways at 390 px');
      await shot('token-390');

      await page.getByLabel('Body (JSON)', { exact: true }).fill('');
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByRole('alert').getByText('Error in JSON format').waitFor();
      await page.getByLabel('Body (JSON)', { exact: true }).scrollIntoViewIfNeeded();
      await shot('json-error-390');
    },
  },
];
