import type { Page } from '@playwright/test';
import { atPath, atPhoneWidth, expect, expectNoSidewaysScroll, test } from './fixtures';

const loginRecord = (page: Page) => page.evaluate(() => localStorage.getItem('login'));

/** Logs the guest in from a protected page, which the login sends them back to. */
async function logInAsGuest(page: Page, to: string) {
  await page.goto(to);
  await page.getByRole('button', { name: 'Login as Guest' }).click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === to);
}

const dialog = (page: Page) => page.getByRole('dialog');
const card = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem').filter({ hasText: name });

test('signup → log out → log in → back at the page asked for', async ({ page, shot }) => {
  const email = `e2e.${Date.now()}@example.in`;
  const password = 'laces-and-soles-1';

  await page.goto('/wishlist');
  await expect(page).toHaveURL(atPath('/login'));
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(atPath('/signup'));

  await page.getByLabel('First Name').fill('Kavya');
  await page.getByLabel('Last Name').fill('Rao');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill('not-the-same');
  await page.getByRole('button', { name: 'Create new account' }).click();
  await expect(page.getByText("Passwords doesn't match")).toBeVisible();
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Show passwords' }).click();
  await expect(page.getByLabel('Confirm Password')).toHaveAttribute('type', 'text');
  await expectNoSidewaysScroll(page);
  await shot('signup-1280');
  await page.getByRole('button', { name: 'Create new account' }).click();

  await expect(page.getByText('Successfully Signed In')).toBeVisible();
  await expect(page).toHaveURL(atPath('/wishlist'));
  await expect.poll(() => loginRecord(page), { message: 'the login record is saved' }).not.toBeNull();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(atPath('/profile'));
  await expect(page.getByText('KavyaRao')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await shot('profile-1280');

  await page.getByRole('button', { name: 'Log out', exact: true }).click();
  await expect(page.getByText('Logged Out')).toBeVisible();
  await expect(page).toHaveURL(atPath('/'));
  await expect.poll(() => loginRecord(page), { message: 'the login record is gone' }).toBeNull();

  await page.goto('/cart');
  await expect(page).toHaveURL(atPath('/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a-wrong-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(
    page.getByRole('alert').getByText('The credentials you entered are invalid. Unauthorized access error.'),
  ).toBeVisible();
  await shot('login-error-1280');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Successfully Logged In')).toBeVisible();
  await expect(page).toHaveURL(atPath('/cart'));
});

test('address book: add, edit, Escape, delete — and all of it survives a reload', async ({ page, shot }) => {
  await logInAsGuest(page, '/profile?tab=address');
  await expect(page.getByRole('tab', { name: 'Address', selected: true })).toBeVisible();
  await expect(card(page, 'Guest Shopper')).toBeVisible();

  const opener = page.getByRole('button', { name: 'Add New Address' });
  await opener.click();
  await expect(dialog(page).getByRole('heading', { name: 'Add New Address' })).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Add Address' }).click();
  await expect(dialog(page).getByText('Name is required.')).toBeVisible();
  await dialog(page).getByLabel('Name', { exact: true }).fill('Rohan Das');
  await dialog(page).getByLabel('Mobile number', { exact: true }).fill('9830012345');
  await dialog(page).getByLabel('Address (house, street, area)').fill('7 Park Street, Flat 3B');
  await dialog(page).getByLabel('City').fill('Kolkata');
  await dialog(page).getByLabel('Pincode').fill('70001');
  await dialog(page).getByLabel('State').selectOption('West Bengal');
  await dialog(page).getByRole('button', { name: 'Add Address' }).click();
  await expect(dialog(page).getByText('Pincode must be 6 digits')).toBeVisible();
  await shot('address-modal-1280');
  await dialog(page).getByLabel('Pincode').fill('700016');
  await dialog(page).getByRole('button', { name: 'Add Address' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(card(page, 'Rohan Das')).toBeVisible();
  await expect(opener, 'focus returns to Add').toBeFocused();

  await page.reload();
  await expect(card(page, 'Rohan Das').getByText('7 Park Street, Flat 3B')).toBeVisible();

  const edit = card(page, 'Rohan Das').getByRole('button', { name: /Edit/ });
  await edit.click();
  await dialog(page).getByLabel('City').fill('Howrah');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(edit, 'focus returns to Edit').toBeFocused();
  await expect(card(page, 'Rohan Das').getByText(/Kolkata/)).toBeVisible();

  await edit.click();
  await expect(dialog(page).getByLabel('City'), 'Escape dropped the edit').toHaveValue('Kolkata');
  await dialog(page).getByLabel('City').fill('Howrah');
  await dialog(page).getByLabel('Pincode').fill('711101');
  await dialog(page).getByRole('button', { name: 'Save Address' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(card(page, 'Rohan Das').getByText(/Howrah/)).toBeVisible();
  await shot('address-list-1280');

  await page.reload();
  await expect(card(page, 'Rohan Das').getByText(/Howrah/)).toBeVisible();
  await card(page, 'Rohan Das')
    .getByRole('button', { name: /Delete/ })
    .click();
  await expect(card(page, 'Rohan Das')).toHaveCount(0);

  await page.reload();
  await expect(card(page, 'Guest Shopper')).toBeVisible();
  await expect(card(page, 'Rohan Das')).toHaveCount(0);
});

atPhoneWidth(() => {
  test('login, signup, profile and the address dialog at phone width', async ({ page, shot }) => {
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Create new account' }).click();
    await expect(page.getByText('First Name is required.')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot('signup-390');

    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot('login-390');

    await page.getByRole('button', { name: 'Login as Guest' }).click();
    await expect(page).toHaveURL(atPath('/'));
    await page.goto('/profile');
    await expect(page.getByText('GuestShopper')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot('profile-390');

    await page.getByRole('tab', { name: 'Address' }).click();
    await expect(card(page, 'Guest Shopper')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot('address-list-390');
    await page.getByRole('button', { name: 'Add New Address' }).click();
    await dialog(page).getByRole('button', { name: 'Add Address' }).click();
    await expect(dialog(page).getByText('State is required.')).toBeVisible();
    await shot('address-modal-390');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog(page)).toBeHidden();
  });
});

test('eleven wrong passwords in a row: the login screen says how long to wait', async ({
  page,
  backendReady,
  shot,
}) => {
  const email = `e2e.locked.${Date.now()}@example.in`;
  await page.goto('/login');
  await backendReady();
  // A fresh account, so the lock touches no other journey's shopper on a shared server.
  const created = await page.evaluate(
    async (account) =>
      (
        await fetch('/api/auth/signup', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(account),
        })
      ).status,
    { firstName: 'Lakshmi', lastName: 'Nair', email, password: 'the-right-password' },
  );
  expect(created).toBe(201);

  const alert = page.getByRole('alert');
  const loginOnce = async (password: string) => {
    await page.getByLabel('Password').fill(password);
    await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/auth/login')),
      page.getByRole('button', { name: 'Login', exact: true }).click(),
    ]);
  };
  await page.getByLabel('Email').fill(email);
  for (let attempt = 1; attempt <= 10; attempt += 1) {
    await loginOnce(`wrong-password-${attempt}`);
    await expect(
      alert.getByText('The credentials you entered are invalid. Unauthorized access error.'),
    ).toBeVisible();
  }
  await loginOnce('wrong-password-11');
  await expect(
    alert.getByText('Too many failed login attempts. Please wait 15 minutes and try again.'),
  ).toBeVisible();
  await expect(page).toHaveURL(atPath('/login'));
  await shot('login-locked-1280');
});
