import type { Page } from '@playwright/test';
import { paths } from '../src/shared/paths';
import { REACT_ATTACHED } from '../src/shared/held-action';
import { atPath, expect, test } from './fixtures';
import { recordConsoleTrouble, settled } from './first-screen-steps';

/**
 * Issue 37's leftover (React #421): a shopper types into the header's search box of a page the
 * server rendered the moment React has taken it over (`hydrateRoot` has returned, its Suspense
 * boundaries not yet hydrated). An update of the box that reached a boundary still hydrating made
 * React throw the server's HTML away (a recoverable error in the console, a repaint), and the box
 * could lose what was typed. Server build only: the mock's pages render in the browser.
 */

const TYPED = 'Nike';

/**
 * From the page's start: the moment React marks the page as taken over, focuses the search box and
 * types TYPED into it as a keyboard does (each letter where the caret is, then an `input` event),
 * the first letter at once and each next one a task later, while React hydrates the rest.
 */
async function typeOnceReactAttaches(page: Page) {
  await page.addInitScript(
    ({ attribute, text }) => {
      const typeFrom = (box: HTMLInputElement, index: number) => {
        const letter = text[index];
        if (letter === undefined) return;
        // The native setter, as typing sets it: React sees the change (its tracker did not).
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
          box,
          `${box.value}${letter}`,
        );
        box.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: letter }));
        setTimeout(() => typeFrom(box, index + 1), 0);
      };
      const watcher = new MutationObserver(() => {
        if (!document.documentElement.hasAttribute(attribute)) return;
        watcher.disconnect();
        const box = document.querySelector<HTMLInputElement>('input[role="combobox"]');
        if (!box) throw new Error('the page has no search box');
        box.focus();
        typeFrom(box, 0);
      });
      // The document, not <html>: an init script runs before <html> is there.
      watcher.observe(document, { attributes: true, subtree: true, attributeFilter: [attribute] });
    },
    { attribute: REACT_ATTACHED, text: TYPED },
  );
}

for (const [from, label] of [
  [paths.productList, 'the product list'],
  [paths.home, 'home'],
] as const) {
  test(
    `typing into the search box on ${label} as React takes the page over keeps every letter and raises no error`,
    { tag: '@server' },
    async ({ page }) => {
      const trouble = recordConsoleTrouble(page);
      await typeOnceReactAttaches(page);
      await page.goto(from);
      await settled(page);

      const box = page.getByRole('combobox', { name: 'Search sneakers' });
      await expect(box).toHaveValue(TYPED);
      await expect(page).toHaveURL(
        (url) => atPath(paths.productList)(url) && url.searchParams.get('q') === TYPED,
      );
      const cards = page.getByRole('main').getByRole('article');
      await expect(cards.first()).toBeVisible();
      for (const title of await cards.getByRole('heading', { level: 3 }).allInnerTexts()) {
        expect(title, 'a card the search keeps').toMatch(/nike/i);
      }
      expect(trouble, 'console errors and warnings').toEqual([]);
    },
  );
}
