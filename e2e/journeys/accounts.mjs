import assert from 'node:assert/strict';

async function noSidewaysScroll(page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px`);
}

const loginRecord = (page) => page.evaluate(() => localStorage.getItem('login'));

async function logInAsGuest(page, baseUrl, to) {
  await page.goto(`${baseUrl}${to}`);
  await page.getByRole('button', { name: 'Login as Guest' }).click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === to);
}

const dialog = (page) => page.getByRole('dialog');
const card = (page, name) =>
  page.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem').filter({ hasText: name });

export const journeys = [
  {
    name: 'signup → log out → log in → back at the page asked for',
    async run({ page, baseUrl, shot }) {
      const email = `e2e.${Date.now()}@example.in`;
      const password = 'laces-and-soles-1';

      await page.goto(`${baseUrl}/wishlist`);
      await page.waitForURL((url) => url.pathname === '/login');
      await page.getByRole('link', { name: 'Create an account' }).click();
      await page.waitForURL((url) => url.pathname === '/signup');

      await page.getByLabel('First Name').fill('Kavya');
      await page.getByLabel('Last Name').fill('Rao');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByLabel('Confirm Password').fill('not-the-same');
      await page.getByRole('button', { name: 'Create new account' }).click();
      await page.getByText("Passwords doesn't match").waitFor();
      await page.getByLabel('Confirm Password').fill(password);
      await page.getByRole('button', { name: 'Show passwords' }).click();
      assert.equal(await page.getByLabel('Confirm Password').getAttribute('type'), 'text');
      await noSidewaysScroll(page);
      await shot('signup-1280');
      await page.getByRole('button', { name: 'Create new account' }).click();

      await page.getByText('Successfully Signed In').waitFor();
      await page.waitForURL((url) => url.pathname === '/wishlist');
      assert.ok(await loginRecord(page), 'the login record is saved');

      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
      await page.waitForURL((url) => url.pathname === '/profile');
      await page.getByText('KavyaRao').waitFor();
      await page.getByText(email).waitFor();
      await shot('profile-1280');

      await page.getByRole('button', { name: 'Log out' }).click();
      await page.getByText('Logged Out').waitFor();
      await page.waitForURL((url) => url.pathname === '/');
      assert.equal(await loginRecord(page), null);

      await page.goto(`${baseUrl}/cart`);
      await page.waitForURL((url) => url.pathname === '/login');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('a-wrong-password');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page
        .getByRole('alert')
        .getByText('The credentials you entered are invalid. Unauthorized access error.')
        .waitFor();
      await shot('login-error-1280');
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.getByText('Successfully Logged In').waitFor();
      await page.waitForURL((url) => url.pathname === '/cart');
    },
  },
  {
    name: 'address book: add, edit, Escape, delete — and all of it survives a reload',
    async run({ page, baseUrl, shot }) {
      await logInAsGuest(page, baseUrl, '/profile?tab=address');
      await page.getByRole('tab', { name: 'Address', selected: true }).waitFor();
      await card(page, 'Guest Shopper').waitFor();

      const opener = page.getByRole('button', { name: 'Add New Address' });
      await opener.click();
      await dialog(page).getByRole('heading', { name: 'Add New Address' }).waitFor();
      await dialog(page).getByRole('button', { name: 'Add Address' }).click();
      await dialog(page).getByText('Name is required.').waitFor();
      await dialog(page).getByLabel('Name', { exact: true }).fill('Rohan Das');
      await dialog(page).getByLabel('Mobile number', { exact: true }).fill('9830012345');
      await dialog(page).getByLabel('Address (house, street, area)').fill('7 Park Street, Flat 3B');
      await dialog(page).getByLabel('City').fill('Kolkata');
      await dialog(page).getByLabel('Pincode').fill('70001');
      await dialog(page).getByLabel('State').selectOption('West Bengal');
      await dialog(page).getByRole('button', { name: 'Add Address' }).click();
      await dialog(page).getByText('Pincode must be 6 digits').waitFor();
      await shot('address-modal-1280');
      await dialog(page).getByLabel('Pincode').fill('700016');
      await dialog(page).getByRole('button', { name: 'Add Address' }).click();
      await dialog(page).waitFor({ state: 'hidden' });
      await card(page, 'Rohan Das').waitFor();
      assert.ok(await opener.evaluate((node) => node === document.activeElement), 'focus returns to Add');

      await page.reload();
      await card(page, 'Rohan Das').getByText('7 Park Street, Flat 3B').waitFor();

      const edit = card(page, 'Rohan Das').getByRole('button', { name: /Edit/ });
      await edit.click();
      await dialog(page).getByLabel('City').fill('Howrah');
      await page.keyboard.press('Escape');
      await dialog(page).waitFor({ state: 'hidden' });
      assert.ok(await edit.evaluate((node) => node === document.activeElement), 'focus returns to Edit');
      await card(page, 'Rohan Das')
        .getByText(/Kolkata/)
        .waitFor();

      await edit.click();
      assert.equal(await dialog(page).getByLabel('City').inputValue(), 'Kolkata');
      await dialog(page).getByLabel('City').fill('Howrah');
      await dialog(page).getByLabel('Pincode').fill('711101');
      await dialog(page).getByRole('button', { name: 'Save Address' }).click();
      await dialog(page).waitFor({ state: 'hidden' });
      await card(page, 'Rohan Das')
        .getByText(/Howrah/)
        .waitFor();
      await shot('address-list-1280');

      await page.reload();
      await card(page, 'Rohan Das')
        .getByText(/Howrah/)
        .waitFor();
      await card(page, 'Rohan Das')
        .getByRole('button', { name: /Delete/ })
        .click();
      await card(page, 'Rohan Das').waitFor({ state: 'detached' });

      await page.reload();
      await card(page, 'Guest Shopper').waitFor();
      assert.equal(await card(page, 'Rohan Das').count(), 0);
    },
  },
  {
    name: 'login, signup, profile and the address dialog at phone width',
    viewport: { width: 390, height: 844 },
    async run({ page, baseUrl, shot }) {
      await page.goto(`${baseUrl}/signup`);
      await page.getByRole('button', { name: 'Create new account' }).click();
      await page.getByText('First Name is required.').waitFor();
      await noSidewaysScroll(page);
      await shot('signup-390');

      await page.goto(`${baseUrl}/login`);
      await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
      await noSidewaysScroll(page);
      await shot('login-390');

      await page.getByRole('button', { name: 'Login as Guest' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto(`${baseUrl}/profile`);
      await page.getByText('GuestShopper').waitFor();
      await noSidewaysScroll(page);
      await shot('profile-390');

      await page.getByRole('tab', { name: 'Address' }).click();
      await card(page, 'Guest Shopper').waitFor();
      await noSidewaysScroll(page);
      await shot('address-list-390');
      await page.getByRole('button', { name: 'Add New Address' }).click();
      await dialog(page).getByRole('button', { name: 'Add Address' }).click();
      await dialog(page).getByText('State is required.').waitFor();
      await shot('address-modal-390');
      await page.getByRole('button', { name: 'Cancel' }).click();
      await dialog(page).waitFor({ state: 'hidden' });
    },
  },
];
