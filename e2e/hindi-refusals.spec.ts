import { serverMessages } from '../src/shared/messages';
import { HttpError } from '../src/api/http/http-error';
import { refusalInHindi } from '../src/api/words/in-hindi';
import { atPath, expect, test } from './fixtures';

// Issue 37: the API's refusals come in the page's language (the shop sends Accept-Language,
// docs/api.md). The words are the API's catalogue's (src/api/words), here as there.
const invalidInHindi = refusalInHindi(new HttpError(401, serverMessages.invalidCredentials)).message;

test('on /hi a wrong password is refused in Hindi; on the English page in the spec’s English', async ({
  page,
  backendReady,
  shot,
}) => {
  await page.goto('/hi/login');
  await backendReady();
  await page.getByLabel('ईमेल').fill('priya.sharma@sneakerhub.in');
  await page.getByLabel('पासवर्ड').fill('a-wrong-password');
  await page.getByRole('button', { name: 'लॉग इन करें', exact: true }).click();
  await expect(page.getByRole('alert').getByText(invalidInHindi)).toBeVisible();
  await expect(page).toHaveURL(atPath('/hi/login'));
  await shot('hindi-login-refused-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot('hindi-login-refused-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto('/login');
  await page.getByLabel('Email').fill('priya.sharma@sneakerhub.in');
  await page.getByLabel('Password').fill('a-wrong-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert').getByText(serverMessages.invalidCredentials)).toBeVisible();
});
