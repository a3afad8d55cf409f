import { Writable } from 'node:stream';
import { QueryStatus } from '@reduxjs/toolkit/query';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { prefetchSeller } from '@/features/legal';
import { baseApi } from '@/kernel/api';
import { serialisePageData } from '@/kernel/page-data';
import { paths } from '@/shared/paths';
import { loadFooter } from '@/routes/layout/footer';
import { ServedPage } from '@/shared/served-page';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';
import { rendersOnServer, screenAt } from './screens';
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
  largestPicture: string | null;
  /** The app's markup for <div id="root">, complete (every Suspense boundary resolved). */
  markup(): Promise<string>;
}

const failedWith = (store: AppStore, status: number) =>
  Object.values(store.getState().api.queries).some(
    (query) =>
      query?.status === QueryStatus.rejected &&
      (query.error as { status?: unknown } | undefined)?.status === status,
  );

function ShopAt({ url, store }: { url: string; store: AppStore }) {
  return (
    <AppProviders store={store}>
      <StaticRouter location={url}>
        <ServedPage url={url}>
          <AppRoutes />
        </ServedPage>
      </StaticRouter>
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

function streamMarkup(url: string, store: AppStore): Promise<string> {
  return new Promise((resolve, reject) => {
    let markup = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        markup += chunk.toString();
        done();
      },
      final(done) {
        resolve(markup);
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

/** Where the product page's art is; the lists' first card's on the catalogue pages. */
function largestPicture(store: AppStore): string | null {
  for (const query of Object.values(store.getState().api.queries)) {
    if (query?.status !== QueryStatus.fulfilled) continue;
    const data = query.data as { img?: unknown } | { img?: unknown }[] | undefined;
    if (query.endpointName === 'getProduct' && data && !Array.isArray(data) && typeof data.img === 'string') {
      return data.img;
    }
  }
  return null;
}

/**
 * The page at `url` (path and query) as the browser's app would show it, from a store of its own
 * filled with the screen's first data and the footer's seller; null for a page that needs a
 * shopper, the console or a form (the shell is answered there, as before).
 */
export async function preparePage(url: string): Promise<PreparedPage | null> {
  const { pathname } = new URL(url, 'http://page.invalid');
  const found = screenAt(pathname);
  if (found && !rendersOnServer(found[0])) return null;
  const store = makeStore();
  store.dispatch(prefetchSeller());
  if (found) found[0].firstData?.(store.dispatch, found[1].params);
  // Lazy parts loaded first: the markup then has no fallback in it for the browser to swap.
  await Promise.all([found?.[0].load(), loadFooter()]);
  await Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk()));

  const notFound = !found || failedWith(store, 404);
  const rendered = notFound ? paths.notFound : url;
  const status = notFound
    ? 404
    : Object.values(store.getState().api.queries).some((q) => q?.status === QueryStatus.rejected)
      ? 503
      : 200;
  return {
    status,
    url: rendered,
    data: serialisePageData({ url: rendered, status, api: store.getState().api }),
    largestPicture: notFound ? null : largestPicture(store),
    markup: () => renderMarkup(rendered, store),
  };
}
