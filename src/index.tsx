import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { setupListeners } from '@reduxjs/toolkit/query';
import { App } from '@/app/app';
import { setBackendReady } from '@/kernel/backend';
import { config } from '@/kernel/config';
import { makeStore } from '@/app/store';
import { screenAt, screens } from '@/app/screens';
import { hydrateServedPage } from '@/app/hydrate-page';
import { readPageData } from '@/kernel/page-data';
import { loadCatalogue } from '@/shared/i18n/catalogues';
import { localeOf, localePath, withoutLocale } from '@/shared/i18n/locales';
import { rememberedLanguage } from '@/shared/i18n/remember-language';
import { afterNextPaint } from '@/shared/after-next-paint';

/**
 * Decided when the shop is built: webpack drops the branch a build for a real API (API_BASE_URL)
 * cannot take, so such a build has no mock chunk, no mock secrets and no mock worker at all.
 */
const loadMock =
  process.env.API_BASE_URL === ''
    ? // Its chunk is named in the build (build/mock-chunk.js), not here.
      () => import('@/mocks/browser')
    : null;

const embeddedMock = loadMock !== null && config.useMockBackend;

/**
 * Bootstrap. Without a configured API_BASE_URL the embedded mock is the shop's backend. It starts
 * just after the first screen paints, and /api requests wait for the worker (src/kernel/backend.ts),
 * so no request can slip past it to the network.
 */
async function startBackend(): Promise<void> {
  if (!loadMock || !embeddedMock) return;
  const { startMockServer } = await loadMock();
  // Evaluating the mock's modules and seeding its database are each a long task on a slow phone;
  // a turn of the event loop between them lets a tap or a frame in.
  await nextTask();
  await startMockServer({ delayMs: config.mockDelayMs, catalogueSize: config.catalogueSize });
}

function nextTask(): Promise<void> {
  return wait(0);
}

/** Tells `onCommit` when React has put the first render on the page (effects run after commit). */
function FirstCommit({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/** How long a first visit waits for its screen's chunk before painting the page with a loader. */
const FIRST_SCREEN_WAIT_MS = 1000;

function main() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // The Node server sent the page with its content and data: hydrate it (its backend is the server).
  const served = readPageData();
  if (served) {
    void hydrateServedPage(container, served).then(({ store }) => {
      setupListeners(store.dispatch);
      document.documentElement.dataset.backend = 'ready';
    });
    return;
  }
  // The first screen's chunk is fetched before the first render, so the first paint is the whole
  // page rather than a loader that the screen replaces a moment later. A slow chunk gets a second,
  // then the page paints with the route loader; a failed one is left to the screen's own Suspense
  // and error boundary, as on any navigation.
  goToRememberedLanguage();
  const { pathname } = window.location;
  const [firstScreen, firstMatch] = screenAt(withoutLocale(pathname)) ?? [];
  const screenLoaded = firstScreen ? firstScreen.load().then(noop, noop) : Promise.resolve();
  // A page in Hindi waits for its catalogue (a small chunk): it never paints in English first.
  const readyToRender = Promise.all([
    Promise.race([screenLoaded, wait(FIRST_SCREEN_WAIT_MS)]),
    loadCatalogue(localeOf(pathname)),
  ]);

  // The mock's start-up is a long task. Home's largest paint is its hero art, which needs no data:
  // there the mock starts once the first screen is on the page, not during its render. Every other
  // screen's largest paint waits for the mock's first answer, so there it starts at once, beside
  // the screen's chunk. /api requests wait for the backend either way.
  let onFirstCommit = noop;
  const firstCommit = new Promise<void>((resolve) => (onFirstCommit = resolve));
  const backend =
    firstScreen === screens.home ? firstCommit.then(afterNextPaint).then(startBackend) : startBackend();
  backend.then(
    // For tests and anyone debugging: the page's own fetch('/api/…') is answered from now on.
    () => (document.documentElement.dataset.backend = 'ready'),
    (error: unknown) => console.error('The embedded backend did not start', error),
  );
  setBackendReady(backend, { embeddedMock });

  const store = makeStore();
  // Coming back to the tab, or back online, refetches the queries that ask for it: a cart changed
  // in another tab is right by the time the shopper looks.
  setupListeners(store.dispatch);
  // The first screen's data is asked for now, beside its chunk, rather than after its first render.
  if (firstScreen?.firstData && firstMatch) firstScreen.firstData(store.dispatch, firstMatch.params);

  void readyToRender.then(() => {
    const root = createRoot(container);
    // As a transition the first render yields to the browser every few milliseconds instead of
    // holding the main thread for one long task (the blocking time it saves is in docs/performance.md).
    startTransition(() =>
      root.render(
        <FirstCommit onCommit={onFirstCommit}>
          <App store={store} />
        </FirstCommit>,
      ),
    );
  });
}

/**
 * Home, on a visit to `/`, in the language this browser chose last (issue 37): what the Node server
 * does with a redirect, done here for the static build.
 */
function goToRememberedLanguage() {
  const { pathname, search, hash } = window.location;
  const remembered = rememberedLanguage();
  if (pathname !== '/' || remembered === null || remembered === 'en') return;
  window.history.replaceState(null, '', `${localePath(remembered, pathname)}${search}${hash}`);
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function noop() {}

main();
