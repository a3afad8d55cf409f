import { atPath, atPhoneWidth, expect, expectNoSidewaysScroll, test } from './fixtures';

declare global {
  interface Window {
    __firstPaint?: { loaderShown: boolean; firstContent: string | null };
  }
}

test('home renders with header and footer, the worker answers /api, unknown paths end at /404', async ({
  page,
  backendReady,
  shot,
}) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await backendReady();
  const answer = await page.evaluate(async () => {
    const response = await fetch('/api/test-todos');
    return { status: response.status, body: (await response.json()) as { todos?: unknown } };
  });
  expect(answer.status).toBe(200);
  expect(answer.body.todos, 'the mock answers with todos').toEqual(expect.any(Array));
  await shot('home');

  await page.goto('/nope');
  await expect(page.getByText("Oops, We're unable to find this page.")).toBeVisible();
  await expect(page).toHaveURL(atPath('/404'));
  await shot('404');
});

test('a fresh load paints the whole first screen at once: the route loader never shows', async ({
  page,
  backendReady,
}) => {
  // Records, from before any script runs, what #root held when it was first filled.
  await page.addInitScript(() => {
    const seen: NonNullable<Window['__firstPaint']> = { loaderShown: false, firstContent: null };
    window.__firstPaint = seen;
    new MutationObserver(() => {
      const root = document.getElementById('root');
      if (!root?.firstChild) return;
      seen.firstContent ??= root.textContent;
      if (root.textContent.includes('Loading the page')) seen.loaderShown = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  for (const [path, text] of [
    ['/', 'Play With Electric Nike'],
    ['/login', 'Login as Guest'],
  ] as const) {
    await page.goto(path);
    await backendReady();
    const seen = await page.evaluate(() => window.__firstPaint);
    expect(seen?.loaderShown, `${path}: the route loader showed before the screen`).toBe(false);
    expect(seen?.firstContent, `${path}: the first content already has "${text}"`).toContain(text);
  }
});

// The embedded mock's build renders in the browser; the server sends home as HTML (first-screen.spec.ts).
test(
  'a slow first screen: the page paints with its loader after a second, then the screen',
  { tag: '@mock' },
  async ({ page, backendReady }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/js\/home\.[0-9a-f]+\.chunk\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // Not waiting for `load`: the held script keeps it from firing.
    await page.goto('/', { waitUntil: 'commit' });
    // The screen's chunk is still held: after the one-second wait the header and loader show.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: 3000 });
    await expect(page.getByText('Loading the page')).toBeAttached();
    release();
    await expect(page.getByRole('heading', { name: 'Play With Electric Nike' })).toBeVisible();
    await backendReady();
  },
);

atPhoneWidth(() => {
  test('the shell at phone width', async ({ page, shot }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    // The header's rows must fit: the logo once wrapped out of view above the page.
    await expect(page.getByRole('link', { name: 'SneakerHub home' })).toBeInViewport({ ratio: 1 });
    await shot('home-390');
  });
});
