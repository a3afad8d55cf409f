import type { BrowserContext, Page } from '@playwright/test';
import { atPath, expect, test } from './fixtures';
import { addAndPickChennaiAddress, nav } from './checkout-steps';

/** Every Content-Security-Policy violation the context's pages report, and the browser's CSP console errors. */
async function recordViolations(context: BrowserContext, page: Page): Promise<string[]> {
  const seen: string[] = [];
  await context.exposeBinding('__reportCspViolation', (_source, violation: string) => {
    seen.push(violation);
  });
  // From before any of the page's own scripts, on every page the context opens.
  await context.addInitScript(() => {
    const report = (window as unknown as { __reportCspViolation: (violation: string) => void })
      .__reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) => {
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${location.pathname} ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(`console: ${message.text()}`);
  });
  return seen;
}

test('the shop runs under its Content-Security-Policy from home to a paid order and the request tester, with no violation', async ({
  page,
  context,
  backendReady,
}) => {
  const violations = await recordViolations(context, page);

  const home = await page.goto('/');
  // The policy is in force: in the page's <meta> (the preview) or in its header (the server).
  const header = (await home?.allHeaders())?.['content-security-policy'] ?? '';
  const meta = await page.evaluate(
    () => document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? '',
  );
  expect(`${header} ${meta}`).toContain("script-src 'self'");
  await expect(
    page.getByRole('region', { name: 'Trending Shoes' }).getByRole('article').first(),
  ).toBeVisible();
  await backendReady();

  await nav(page).getByRole('link', { name: 'Products' }).click();
  const card = page.getByRole('main').getByRole('article').first();
  await expect(card).toBeVisible();
  await card.getByRole('heading').click();
  await expect(page).toHaveURL(/\/productlist\/.+/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await nav(page).getByRole('link', { name: 'Login' }).click();
  await page.getByRole('button', { name: 'Login as Guest' }).click();
  // The toast: notistack styles it with a <style> element of its own.
  await expect(page.getByText('Successfully Logged In')).toBeVisible();
  await expect(nav(page).getByRole('link', { name: /profile/i })).toBeVisible();

  await nav(page).getByRole('link', { name: 'Products' }).click();
  await page
    .getByRole('main')
    .getByRole('article')
    .first()
    .getByRole('button', { name: 'Add to Cart' })
    .click();
  await nav(page).getByRole('link', { name: /Cart/ }).click();
  await expect(page.getByRole('heading', { name: 'Your Order' })).toBeVisible();
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(atPath('/checkout'));

  await addAndPickChennaiAddress(page);

  await page.getByRole('button', { name: 'Place Order' }).click();
  const checkout = page.getByRole('dialog', { name: 'SneakerHub' });
  await expect(checkout).toBeVisible();
  await checkout.getByRole('button', { name: 'Success' }).click();
  await expect(page).toHaveURL(atPath('/order'));
  await expect(page.getByRole('heading', { level: 1, name: 'Order Successful' })).toBeVisible();
  // The confetti.
  await expect(page.locator('canvas').first()).toBeVisible();

  await page.goto('/mockman');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(/^Status 2\d\d/)).toBeAttached();
  await expect(page.getByRole('region', { name: 'Data' })).toBeVisible();

  expect(violations, 'Content-Security-Policy violations').toEqual([]);

  // The listener hears a violation when there is one: a script injected into the page is refused.
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.head.append(script);
    return (window as unknown as { __injected?: boolean }).__injected ?? false;
  });
  expect(ran, 'an injected inline script ran').toBe(false);
  await expect
    .poll(() => violations.some((violation) => violation.startsWith('script-src-elem blocked inline')))
    .toBe(true);
});
