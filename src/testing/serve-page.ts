import { setImmediate as nodeSetImmediate } from 'node:timers';
import { act } from '@testing-library/react';
import { hydrateServedPage } from '@/app/hydrate-page';
import type { PreparedPage } from '@/app/render-page';
import { readPageData } from '@/kernel/page-data';
import { PAGE_DATA_ID } from '@/shared/constants';
import { recordRequests } from './record-requests';
import { settle } from './settle';

/** The server's /api in process: here the embedded mock, which answers every fetch in Jest. */
export const answerFromMock = (request: Request) => fetch(request);

/**
 * React warns that a layout effect does nothing on the server: RTK Query's hooks pick
 * useLayoutEffect where a `window` exists, as it does under jsdom (on the Node server they pick
 * useEffect, and a production build warns of nothing). That one warning is expected here; the
 * setup's check (jest/setup.ts) still fails the test on any other.
 */
const LAYOUT_EFFECT_ON_SERVER = /^Warning: useLayoutEffect does nothing on the server/;

/**
 * The page at `url` as the server renders it, with modules of its own: React's server renderer
 * leaves its last context values set when it is done (it has its process to itself on the server),
 * which the browser's renderer here would otherwise read.
 */
export async function renderOnServer(url: string) {
  const served: { page?: PreparedPage; markup?: string } = {};
  // Everything the server's render imports, lazily loaded screens included, is loaded in here.
  await jest.isolateModulesAsync(async () => {
    const { preparePage } = await import('@/app/render-page');
    served.page = (await preparePage(url, answerFromMock)) ?? undefined;
    served.markup = await served.page?.markup();
  });
  const { page, markup } = served;
  if (!page || markup === undefined) throw new Error(`${url} is not rendered on the server`);
  const errors = jest.mocked(console.error);
  const others = errors.mock.calls.filter(([first]) => !LAYOUT_EFFECT_ON_SERVER.test(String(first)));
  errors.mockClear();
  for (const call of others) console.error(...call);
  return { page, markup };
}

/**
 * What the Node server does with a page (render it from a store of its own, the data beside it) and
 * what the browser then does (hydrate it), both here: jsdom stands in for the browser, the embedded
 * mock for the server's /api.
 */
export async function serveAndHydrate(url: string) {
  const { page, markup } = await renderOnServer(url);
  window.history.replaceState(null, '', url);
  const container = parsed(markup);
  document.body.append(container);
  document.body.insertAdjacentHTML(
    'beforeend',
    `<script type="application/json" id="${PAGE_DATA_ID}">${page.data}</script>`,
  );
  const served = readPageData();
  if (!served) throw new Error('the page carries no data');
  const recoverable: unknown[] = [];
  const requests = recordRequests();
  const hydrated = await act(() =>
    hydrateServedPage(container, served, { onRecoverableError: (error) => recoverable.push(error) }),
  );
  await settle();
  return { page, markup, recoverable, requests, ...hydrated };
}

/** The server's markup in a #root element, not yet in the document: the HTML as sent. */
export function parsed(markup: string): HTMLElement {
  const element = document.createElement('div');
  element.id = 'root';
  element.innerHTML = markup;
  return element;
}

/**
 * The hooks a suite of served pages needs: React's Node renderer schedules its work with
 * setImmediate, which Jest's jsdom leaves out; each test's page is taken out of the document after.
 */
export function servePagesInThisSuite(): void {
  beforeAll(() => {
    Object.assign(globalThis, { setImmediate: nodeSetImmediate });
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });
}
