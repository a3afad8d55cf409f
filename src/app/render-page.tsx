import { Writable } from 'node:stream';
import { QueryStatus } from '@reduxjs/toolkit/query';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter, type Params } from 'react-router-dom';
import { prefetchSeller } from '@/features/legal';
import { baseApi } from '@/kernel/api';
import { inProcessTransport, type InProcessAnswerer } from '@/kernel/api-transport';
import { serialisePageData } from '@/kernel/page-data';
import { paths } from '@/shared/paths';
import { isPolicySlug } from '@/shared/policies';
import { loadFooter } from '@/routes/layout/footer-seller';
import { ServedPage } from '@/shared/served-page';
import { loadCatalogue } from '@/shared/i18n/catalogues';
import { addressWithoutLocale, localeBase, localeOf, localePath, withoutLocale } from '@/shared/i18n/locales';
import { ShopIntl } from '@/shared/i18n/shop-intl';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';
import { rendersOnServer, screenAt, screens, type Screen } from './screens';
import firstScreens from '@/shared/first-screens.json';
import { preloadOf, type PreloadedPicture } from '@/shared/product-pictures';
import type { CatalogueProduct } from '@/shared/types';
import { makeStore, type AppStore } from './store';

/** A page the server renders with its content, its status known before its markup. */
export interface PreparedPage {
  /** 404 for a path the shop has no page at and for a product it does not sell. */
  status: 200 | 404 | 503;
  /** The URL rendered: the request's, or /404 (the spec's redirect of an unknown path, done here). */
  url: string;
  /** The text of the page's <script type="application/json">: the answers it was rendered from. */
  data: string;
  /** The picture most likely the page's largest, for the document's head to preload. */
  largestPicture: PreloadedPicture | null;
  /** The chunk of the screen rendered, whose stylesheet the head links (null: the 404 page, in the main one). */
  chunk: string | null;
  /** The app's markup for <div id="root">, complete (every Suspense boundary resolved). */
  markup(): Promise<string>;
}

/** The statuses of the page's data requests that failed (a 404: no such product). */
const failedStatuses = (store: AppStore): unknown[] =>
  Object.values(store.getState().api.queries)
    .filter((query) => query?.status === QueryStatus.rejected)
    .map((query) => (query.error as { status?: unknown } | undefined)?.status);

/** The server never switches language: the page is sent, and the browser's app takes over. */
const noSwitch = () => undefined;

function ShopAt({ url, store }: { url: string; store: AppStore }) {
  const locale = localeOf(new URL(url, 'http://page.invalid').pathname);
  return (
    <AppProviders store={store}>
      <ShopIntl locale={locale} switchTo={noSwitch}>
        <StaticRouter location={url} basename={localeBase(locale)}>
          <ServedPage url={addressWithoutLocale(url)}>
            <AppRoutes />
          </ServedPage>
        </StaticRouter>
      </ShopIntl>
    </AppProviders>
  );
}

/**
 * The markup, once everything in it is ready: no fallback, so no inline script to swap one in.
 * The store is then emptied: its answers' cache timers would keep it for a minute per page.
 */
async function renderMarkup(url: string, store: AppStore): Promise<string> {
  try {
    return await streamMarkup(url, store);
  } finally {
    store.dispatch(baseApi.util.resetApiState());
  }
}

/**
 * React 18.3's stream pads a chunk with NUL bytes when a character of more than one byte would not
 * fit at its end (facebook/react#31134, fixed only in React 19): a Hindi page read "रास\0्तों".
 * No HTML of the shop holds a NUL (text with one is refused: src/api/http/validate.ts).
 */
function withoutTrailingNuls(chunk: Buffer): Buffer {
  let end = chunk.length;
  while (end > 0 && chunk[end - 1] === 0) end -= 1;
  return end === chunk.length ? chunk : chunk.subarray(0, end);
}

function streamMarkup(url: string, store: AppStore): Promise<string> {
  return new Promise((resolve, reject) => {
    // Decoded once whole: a chunk may end inside a character (Devanagari takes 3 bytes in UTF-8).
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(withoutTrailingNuls(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(<ShopAt url={url} store={store} />, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: reject,
    });
  });
}

/**
 * What a page shows largest: home's hero art, a product page's picture. A list's first cards are
 * <img>s near the top of the HTML, found as early by the browser's preload scanner.
 */
function largestPicture(store: AppStore, screen: Screen | undefined): PreloadedPicture | null {
  if (screen === screens.home) return { href: firstScreens.home.picture };
  for (const query of Object.values(store.getState().api.queries)) {
    if (query?.status !== QueryStatus.fulfilled || query.endpointName !== 'getProduct') continue;
    const product = query.data as CatalogueProduct | undefined;
    if (product) return preloadOf(product.img, 'detail');
  }
  return null;
}

/** Whether a screen the path matches has a page there: an unknown policy's screen redirects to /404. */
const hasPage = (screen: Screen, params: Params) =>
  screen !== screens.policy || isPolicySlug(params.slug ?? '');

/**
 * The page at `url` (path and query) as the browser's app would show it, from a store of its own
 * (its requests answered by `answer`, in process) filled with the screen's first data and the
 * footer's seller; null for a page that needs a shopper, the console or a form (the shell is
 * answered there, as before). A failed request other than a 404 makes it a 503, never kept.
 */
export async function preparePage(url: string, answer: InProcessAnswerer): Promise<PreparedPage | null> {
  const { pathname } = new URL(url, 'http://page.invalid');
  const locale = localeOf(pathname);
  const found = screenAt(withoutLocale(pathname));
  if (found && !rendersOnServer(found[0])) return null;
  const store = makeStore(undefined, { transport: inProcessTransport(answer) });
  store.dispatch(prefetchSeller());
  if (found) found[0].firstData?.(store.dispatch, found[1].params);
  // Lazy parts loaded first: the markup then has no fallback in it for the browser to swap.
  await Promise.all([found?.[0].load(), loadFooter(), loadCatalogue(locale)]);
  await Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk()));

  const failed = failedStatuses(store);
  const notFound = !found || !hasPage(found[0], found[1].params) || failed.includes(404);
  const rendered = notFound ? localePath(locale, paths.notFound) : url;
  let status: PreparedPage['status'] = 200;
  if (notFound) status = 404;
  else if (failed.length > 0) status = 503;
  return {
    status,
    url: rendered,
    data: serialisePageData({ url: rendered, status, api: store.getState().api }),
    largestPicture: found && !notFound ? largestPicture(store, found[0]) : null,
    chunk: found && !notFound ? found[0].chunk : null,
    markup: () => renderMarkup(rendered, store),
  };
}
