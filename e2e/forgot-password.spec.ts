import { passwordResetMessages } from '../src/shared/password-reset';
import { atPath, atPhoneWidth, expect, expectAccessible, expectNoSidewaysScroll, test } from './fixtures';
import { againstServer, emailedResetLink } from './mailbox';

let signups = 0;

/** A new account made through signup, then logged out: its email and the session's token gone. */
async function signedUpThenLoggedOut(page: import('@playwright/test').Page): Promise<string> {
  signups += 1;
  const email = `e2e.forgets.${Date.now()}.${signups}@example.in`;
  await page.goto('/signup');
  await page.getByLabel('First Name').fill('Meera');
  await page.getByLabel('Last Name').fill('Iyer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('old-laces-and-soles');
  await page.getByLabel('Confirm Password').fill('old-laces-and-soles');
  await page.getByRole('button', { name: 'Create new account' }).click();
  await expect(page.getByText('Successfully Signed In')).toBeVisible();
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Log out', exact: true }).click();
  await expect(page.getByText('Logged Out')).toBeVisible();
  return email;
}

test('a shopper resets a forgotten password through the emailed link, logs in with the new one, and the used link fails', async ({
  page,
  shot,
}) => {
  const email = await signedUpThenLoggedOut(page);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(atPath('/forgot-password'));
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status').getByText(passwordResetMessages.requested)).toBeVisible();
  await expectAccessible(page, 'the forgot password page');
  await shot('forgot-password-1280');

  const link = await emailedResetLink(page, email);
  if (!againstServer) {
    await expect(page.getByRole('note')).toContainText('For testing only');
    await expectAccessible(page, 'the test mailbox');
    await shot('test-mailbox-1280');
  }
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('new-laces-and-soles');
  await page.getByLabel('Confirm new password').fill('new-laces-and-soles');
  await expectAccessible(page, 'the new password page');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByText(passwordResetMessages.done)).toBeVisible();
  await shot('reset-password-done-1280');

  await page.getByRole('link', { name: 'Log in' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('new-laces-and-soles');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Successfully Logged In')).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
  await page.getByRole('button', { name: 'Log out', exact: true }).click();
  await expect(page.getByText('Logged Out')).toBeVisible();

  // The link worked once.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('third-laces-and-soles');
  await page.getByLabel('Confirm new password').fill('third-laces-and-soles');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByRole('alert')).toHaveText(passwordResetMessages.linkInvalid);
  await expect(page.getByRole('link', { name: 'Ask for a new one' })).toBeVisible();
});

atPhoneWidth(() => {
  test('the forgot password page reads on a phone', async ({ page, shot }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill('someone@example.in');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByRole('status').getByText(passwordResetMessages.requested)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot('forgot-password-390');
  });
});
