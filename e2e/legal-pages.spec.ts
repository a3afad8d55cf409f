import type { Page } from '@playwright/test';
import { COMPLAINT_TICKET_FORMAT } from '../src/shared/complaints';
import { paths, policyPath, staffPaths } from '../src/shared/paths';
import { POLICY_SLUGS, POLICY_TITLES } from '../src/shared/policies';
import { DEMO_STAFF_CREDENTIALS } from '../src/shared/staff';
import {
  atPath,
  atPhoneWidth,
  expect,
  expectAccessible,
  expectNoSidewaysScroll,
  tabTo,
  test,
} from './fixtures';

/**
 * Issue 30's legal pages on both builds: the footer links every policy, the seller and the
 * grievance officer; a complaint gets a ticket, and staff see it in the console.
 */

const footerPolicies = (page: Page) =>
  page.getByRole('contentinfo').getByRole('region', { name: 'Policies' });

test('the footer shows the seller and links each policy, whose page is accessible', async ({
  page,
  shot,
}) => {
  await page.goto(paths.home);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(/GSTIN [0-9A-Z]{15}/)).toBeVisible();
  for (const slug of POLICY_SLUGS) {
    await footerPolicies(page).getByRole('link', { name: POLICY_TITLES[slug] }).click();
    await expect(page).toHaveURL(atPath(policyPath(slug)));
    await expect(page.getByRole('heading', { level: 1, name: POLICY_TITLES[slug] })).toBeVisible();
  }
  await expectAccessible(page, 'a policy page');
  await footerPolicies(page).getByRole('link', { name: 'About the seller' }).click();
  await expect(
    page.getByRole('region', { name: 'Grievance officer' }).getByText('Designation'),
  ).toBeVisible();
  await expectAccessible(page, 'the about page');
  await shot('about-1280');
});

test('a complaint from the keyboard gets a ticket, and staff acknowledge it in the console', async ({
  page,
  shot,
}) => {
  await page.goto(paths.grievance);
  const name = page.getByLabel('Your name');
  await tabTo(page, name);
  await page.keyboard.type('Asha Verma');
  await page.keyboard.press('Tab');
  await page.keyboard.type('asha.verma@example.in');
  await page.getByLabel('Subject').fill('My refund has not arrived');
  await page
    .getByRole('textbox', { name: 'Your complaint' })
    .fill('I returned a pair a fortnight ago and the refund is pending.');
  await expectAccessible(page, 'the grievance page');
  await tabTo(page, page.getByRole('button', { name: 'File complaint' }));
  await page.keyboard.press('Enter');
  const filed = page.getByRole('status').filter({ hasText: 'We acknowledge it within 48 hours' });
  await expect(filed).toBeVisible();
  const ticket = (await filed.locator('strong').textContent()) ?? '';
  expect(ticket).toMatch(COMPLAINT_TICKET_FORMAT);
  await shot('grievance-filed-1280');

  await page.goto(staffPaths.login);
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_STAFF_CREDENTIALS.email);
  await page.getByLabel('Password').fill(DEMO_STAFF_CREDENTIALS.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Complaints' }).click();
  await expect(page).toHaveURL(atPath(staffPaths.complaints));
  await expect(page.getByRole('rowheader', { name: ticket })).toBeVisible();
  await expectAccessible(page, 'the console’s complaints');
  await page.getByRole('button', { name: `Acknowledge ${ticket}` }).click();
  await expect(page.getByRole('button', { name: `Resolve ${ticket}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Acknowledge ${ticket}` })).toHaveCount(0);
});

atPhoneWidth(() => {
  test('the grievance page and a policy fit a phone', async ({ page, shot }) => {
    await page.goto(paths.grievance);
    await expect(page.getByRole('button', { name: 'File complaint' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot('grievance-390');
    await page.goto(policyPath('returns'));
    await expect(page.getByRole('heading', { level: 1, name: POLICY_TITLES.returns })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
