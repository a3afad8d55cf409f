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
