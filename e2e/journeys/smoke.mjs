import assert from 'node:assert/strict';
import { backendReady } from '../backend.mjs';

export const journeys = [
  {
    name: 'home renders with header and footer, the worker answers /api, unknown paths end at /404',
    async run({ page, baseUrl, shot }) {
      await page.goto(baseUrl);
      await page.getByRole('navigation', { name: 'Main' }).waitFor();
      await page.getByRole('contentinfo').waitFor();
      await backendReady(page);
      const answer = await page.evaluate(async () => {
        const response = await fetch('/api/test-todos');
        return { status: response.status, body: await response.json() };
      });
      assert.equal(answer.status, 200);
      assert.ok(Array.isArray(answer.body.todos), 'the mock answers with todos');
      await shot('home');
      await page.goto(`${baseUrl}/nope`);
      await page.getByText("Oops, We're unable to find this page.").waitFor();
      assert.equal(new URL(page.url()).pathname, '/404');
      await shot('404');
    },
  },
  {
    name: 'a fresh load paints the whole first screen at once: the route loader never shows',
    async run({ page, baseUrl }) {
      // Records, from before any script runs, what #root held when it was first filled.
      await page.addInitScript(() => {
        const seen = { loaderShown: false, firstContent: null };
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
      ]) {
        await page.goto(`${baseUrl}${path}`);
        await backendReady(page);
        const seen = await page.evaluate(() => window.__firstPaint);
        assert.equal(seen.loaderShown, false, `${path}: the route loader showed before the screen`);
        assert.ok(seen.firstContent?.includes(text), `${path}: the first content already has "${text}"`);
      }
    },
  },
  {
    name: 'a slow first screen: the page paints with its loader after a second, then the screen',
    async run({ page, baseUrl }) {
      let release;
      const held = new Promise((resolve) => (release = resolve));
      await page.route(/\/js\/home\.[0-9a-f]+\.chunk\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      // Not waiting for `load`: the held script keeps it from firing.
      await page.goto(baseUrl, { waitUntil: 'commit' });
      // The screen's chunk is still held: after the one-second wait the header and loader show.
      await page.getByRole('navigation', { name: 'Main' }).waitFor({ timeout: 3000 });
      await page.getByText('Loading the page').waitFor({ state: 'attached' });
      release();
      await page.getByRole('heading', { name: 'Play With Electric Nike' }).waitFor();
      await backendReady(page);
    },
  },
  {
    name: 'the shell at phone width',
    viewport: { width: 390, height: 844 },
    async run({ page, baseUrl, shot }) {
      await page.goto(baseUrl);
      await page.getByRole('navigation', { name: 'Main' }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px`);
      // The header's rows must fit: the logo once wrapped out of view above the page.
      const logo = await page.getByRole('link', { name: 'SneakerHub home' }).boundingBox();
      assert.ok(logo && logo.y >= 0 && logo.width > 0, `the logo is on screen (${JSON.stringify(logo)})`);
      await shot('home-390');
    },
  },
];
