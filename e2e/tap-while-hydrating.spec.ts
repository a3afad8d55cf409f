import type { Page } from '@playwright/test';
import { GRID_MIN_ID_EXCLUSIVE } from '../src/shared/constants';
import { REACT_ATTACHED } from '../src/shared/held-action';
import { paths, productPath } from '../src/shared/paths';
import { atPath, expect, test } from './fixtures';
import { cartBadge, catalogue, recordConsoleTrouble, settled, signUpWithAddress } from './first-screen-steps';

/**
 * Issue 36: "with JavaScript, add to cart works right after hydration". On the server build React
 * hydrates a page's parts one after another once `hydrateRoot` has returned, and the shopper's
 * session starts only when the last one has. A tap on Add to Cart anywhere in that stretch is
 * answered as the signed-in shopper expects: the pair in the cart once, no trip to the login page,
 * and no recoverable error (React #421) in the console.
 */

/**
 * How many of the page's tasks the tap waits once React is on it. 0 taps before React has hydrated
 * anything (the tap runs in the microtask after `hydrateRoot` returns), the others at moments
 * further in, the last ones usually after the page has hydrated.
 */
const TAP_AFTER_TASKS = [0, 1, 2, 4, 8];
/** A phone's slower processor (Lighthouse's mobile profile): hydration takes longer, as it would there. */
const CPU_SLOWDOWN = 4;

/** The next page this tab opens gets a tap as `planTaps` says. */
async function tapOnceReactIsOn(page: Page, plan: { title: string; tasks: number }): Promise<void> {
  await page.evaluate((json) => sessionStorage.setItem('tap-plan', json), JSON.stringify(plan));
}

/**
 * From the page's first script on, in a page opened after `tapOnceReactIsOn`: once React is on the
 * page, waits `tasks` tasks and taps the Add to Cart of the article named `title` (its first: the
 * product page's buy bar comes after its own button), as a shopper's finger would, while the page
 * may still be hydrating.
 */
async function planTaps(page: Page): Promise<void> {
  await page.addInitScript((attached) => {
    const planned = sessionStorage.getItem('tap-plan');
    if (!planned) return;
    sessionStorage.removeItem('tap-plan');
    const { title, tasks } = JSON.parse(planned) as { title: string; tasks: number };
    const tap = () => {
      const nameOf = (element: Element) =>
        element.getAttribute('aria-label') ??
        document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent.trim();
      const article = [...document.querySelectorAll('main article')].find(
        (element) => nameOf(element) === title,
      );
      const button = [...(article?.querySelectorAll('button') ?? [])].find(
        (element) => element.textContent.trim() === 'Add to Cart',
      );
      if (!button) throw new Error(`no Add to Cart for ${title}`);
      button.click();
    };
    const later = (left: number) => (left === 0 ? tap() : setTimeout(() => later(left - 1), 0));
    // <html> may not be there yet when this runs: the whole document is watched.
    new MutationObserver((_records, observer) => {
      if (!document.querySelector('html')?.hasAttribute(attached)) return;
      observer.disconnect();
      later(tasks);
    }).observe(document, { attributes: true, attributeFilter: [attached], subtree: true });
  }, REACT_ATTACHED);
}

/** Counts the requests that add a sneaker to the cart. */
function recordAdds(page: Page): string[] {
  const added: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/user/cart') {
      added.push(request.postData() ?? '');
    }
  });
  return added;
}

async function slowProcessor(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/** Each tap on its own sneaker at `path(title)`, one per moment: the cart grows by one each time. */
async function tapWhileHydrating(page: Page, titles: string[], path: (index: number) => string) {
  const trouble = recordConsoleTrouble(page);
  const added = recordAdds(page);
  await planTaps(page);
  await slowProcessor(page);
  for (const [index, tasks] of TAP_AFTER_TASKS.entries()) {
    const title = titles[index];
    if (title === undefined) throw new Error(`no sneaker for the tap ${tasks} tasks after React came`);
    const where = `${title} tapped ${tasks} tasks after React came`;
    await tapOnceReactIsOn(page, { title, tasks });
    await page.goto(path(index));
    const article = page.getByRole('main').getByRole('article', { name: title, exact: true });
    await expect(article.getByRole('button', { name: 'Go to Cart' }), where).toBeVisible();
    await expect(cartBadge(page), where).toHaveAttribute('aria-label', `${index + 1} items in cart`);
    await settled(page);
    await expect(page, `${where}: the shopper stayed on the page`).toHaveURL(
      atPath(path(index).split('?')[0] ?? ''),
    );
  }
  expect(added, 'one request to add each sneaker').toHaveLength(TAP_AFTER_TASKS.length);
  expect(trouble, 'console errors and warnings').toEqual([]);
}

test.describe('signed in, on the server build', { tag: '@server' }, () => {
  test.beforeEach(async ({ page }) => {
    await signUpWithAddress(page);
  });

  test('Add to Cart on a product page tapped at any moment of its hydration is answered once, for the shopper', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const sneakers = catalogue
      .filter((sneaker) => sneaker.id > GRID_MIN_ID_EXCLUSIVE)
      .slice(0, TAP_AFTER_TASKS.length);
    await tapWhileHydrating(
      page,
      sneakers.map((sneaker) => sneaker.title),
      (index) => productPath(sneakers[index]?._id ?? ''),
    );
  });

  test('Add to Cart on the list tapped at any moment of its hydration is answered once, for the shopper', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto(paths.productList);
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.nth(TAP_AFTER_TASKS.length - 1)).toBeVisible();
    const titles = (await cards.getByRole('heading').allInnerTexts()).map((title) => title.trim());
    await tapWhileHydrating(page, titles.slice(0, TAP_AFTER_TASKS.length), () => paths.productList);
  });
});
