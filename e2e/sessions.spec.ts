import type { Page } from '@playwright/test';
import { backendReady } from './backend.mjs';
import { atPath, expect, tabTo, test } from './fixtures';

/**
 * Sessions that end, in the browser: Log out, a password change and "Log out of all devices" from
 * the profile, on the embedded mock and on the server alike. "Another device" is a session logged in
 * through the API from the same page (the embedded mock keeps one database per browser), whose
 * token the shop never holds.
 */

const loginRecord = async (page: Page) =>
  JSON.parse((await page.evaluate(() => localStorage.getItem('login'))) ?? 'null') as {
    token: string;
  } | null;

/** Logs in through /api as another device would; its token. */
async function otherDevice(page: Page, email: string, password: string): Promise<string> {
  // The page's own fetch reaches the embedded mock only once its worker answers /api.
  await backendReady(page);
  return page.evaluate(
    async ([email, password]) => {
      const answer = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      if (answer.status !== 200) throw new Error(`login answered ${answer.status}`);
      return ((await answer.json()) as { encodedToken: string }).encodedToken;
    },
    [email, password],
  );
}

/** What the cart answers a request carrying `token`. */
async function cartStatus(page: Page, token: string): Promise<number> {
  await backendReady(page);
  return page.evaluate(
    async (token) => (await fetch('/api/user/cart', { headers: { authorization: token } })).status,
    token,
  );
}

test('change the password, log out of all devices, log out: each ended session is refused', async ({
  page,
  shot,
}) => {
  const email = `sessions.${Date.now()}@example.in`;
  const password = 'laces-and-soles-1';
  const newPassword = 'soles-and-laces-2';

  await page.goto('/signup');
  await page.getByLabel('First Name').fill('Meera');
  await page.getByLabel('Last Name').fill('Iyer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create new account' }).click();
  await expect(page.getByText('Successfully Signed In')).toBeVisible();
  const phone = await otherDevice(page, email, password);
  expect(await cartStatus(page, phone)).toBe(200);

  // The password form, by keyboard: a wrong current password is shown under its field, focused.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(atPath('/profile'));
  const form = page.getByRole('region', { name: 'Password' });
  const current = form.getByLabel('Current password');
  await tabTo(page, current);
  await page.keyboard.type('not-my-password');
  await page.keyboard.press('Tab');
  await page.keyboard.type(newPassword);
  await page.keyboard.press('Tab');
  await page.keyboard.type(newPassword);
  await page.keyboard.press('Enter');
  await expect(form.getByText('The current password is not correct.')).toBeVisible();
  await expect(current).toBeFocused();
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await shot('password-wrong-1280');

  const before = (await loginRecord(page))?.token ?? '';
  await current.fill(password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('status')).toHaveText(
    'Your password is changed. Every other device is logged out.',
  );
  await expect(current).toHaveValue('');
  await shot('password-changed-1280');

  // This session goes on with its fresh token; the other device's and the old one are refused.
  await expect.poll(async () => (await loginRecord(page))?.token).not.toBe(before);
  const renewed = (await loginRecord(page))?.token ?? '';
  await expect.poll(() => cartStatus(page, phone), { message: "the other device's session ended" }).toBe(401);
  expect(await cartStatus(page, before)).toBe(401);
  expect(await cartStatus(page, renewed)).toBe(200);
  await page.reload();
  await expect(page.getByText('MeeraIyer')).toBeVisible();

  // Log out of all devices: every session ends, this one too; a login with the new password works.
  const laptop = await otherDevice(page, email, newPassword);
  await page.getByRole('button', { name: 'Log out of all devices' }).click();
  await expect(page.getByText('Logged Out')).toBeVisible();
  await expect(page).toHaveURL(atPath('/'));
  expect(await loginRecord(page)).toBeNull();
  await expect.poll(() => cartStatus(page, laptop)).toBe(401);
  expect(await cartStatus(page, renewed)).toBe(401);

  await page.goto('/cart');
  await expect(page).toHaveURL(atPath('/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(newPassword);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Successfully Logged In')).toBeVisible();
  await expect(page).toHaveURL(atPath('/cart'));

  // Log out ends this session on the server too, and only this one.
  const tablet = await otherDevice(page, email, newPassword);
  const last = (await loginRecord(page))?.token ?? '';
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
  await page.getByRole('button', { name: 'Log out', exact: true }).click();
  await expect(page.getByText('Logged Out')).toBeVisible();
  await expect.poll(() => cartStatus(page, last), { message: 'the logged-out session ended' }).toBe(401);
  expect(await cartStatus(page, tablet)).toBe(200);
});

test('a session ended elsewhere: the shop says so and asks for a login', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login as Guest' }).click();
  await expect(page).toHaveURL(atPath('/'));
  const token = (await loginRecord(page))?.token ?? '';
  // Another device logs every session out.
  await page.evaluate(async (token) => {
    await fetch('/api/auth/logout-all', { method: 'POST', headers: { authorization: token } });
  }, token);

  await expect.poll(() => cartStatus(page, token)).toBe(401);
  await page.goto('/cart');
  await expect(page).toHaveURL(atPath('/login'));
  await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible();
});
