import { useEffect, useRef, useState, type ReactNode } from 'react';
import { hydrateRoot, type HydrationOptions } from 'react-dom/client';
import { restoreRecordedSession, SIGNED_OUT } from '@/features/auth';
import { pageDataArrived, type PageData } from '@/kernel/page-data';
import { markHydrated, markReactAttached, takeHeldAction } from '@/shared/held-action';
import { pageHydrated, pageHydrating } from '@/shared/page-hydration';
import { PartHydrated } from '@/shared/served-page-context';
import { loadFooter } from '@/routes/layout/footer-seller';
import { loadCatalogue } from '@/shared/i18n/catalogues';
import { localeOf, withoutLocale } from '@/shared/i18n/locales';
import { App } from './app';
import { HYDRATION_LIMIT_MS, onceOrAfter } from './hydration-limit';
import { screenAt } from './screens';
import { makeStore } from './store';

/** How many Suspense boundaries the server completed in `container` (React marks each `<!--$-->`). */
function completedBoundaries(container: Node): number {
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_COMMENT);
  let count = 0;
  while (walker.nextNode()) if (walker.currentNode.nodeValue === '$') count += 1;
  return count;
}

/** Calls `onHydrated` once every one of `parts` PageSuspense boundaries has been hydrated. */
function HydrationWatch({
  parts,
  onHydrated,
  children,
}: {
  parts: number;
  onHydrated: () => void;
  children: ReactNode;
}) {
  const reported = useRef(0);
  const [report] = useState(() => () => {
    reported.current += 1;
    if (reported.current === parts) onHydrated();
  });
  useEffect(() => {
    if (parts === 0) onHydrated();
  }, [parts, onHydrated]);
  return <PartHydrated.Provider value={report}>{children}</PartHydrated.Provider>;
}

/**
 * Takes over a page the server rendered: its answers go into the cache, its screen's chunk is
 * loaded (a lazy screen still loading would not match the HTML), and React hydrates what is there
 * with the store the server rendered from: signed out, as the page was rendered for anyone. This
 * browser's session starts once hydration has committed; the header's counts fill in then, and the
 * button tapped or the form sent until then is answered (src/shared/held-action.ts).
 */
export async function hydrateServedPage(
  container: HTMLElement,
  page: PageData,
  options: Pick<HydrationOptions, 'onRecoverableError'> = {},
) {
  // An unknown path was answered with /404 (the spec's redirect, made by the server).
  if (`${window.location.pathname}${window.location.search}` !== page.url) {
    window.history.replaceState(window.history.state, '', page.url);
  }
  const store = makeStore({ auth: SIGNED_OUT });
  store.dispatch(pageDataArrived({ api: page.api }));
  const { pathname } = window.location;
  await Promise.all([
    screenAt(withoutLocale(pathname))?.[0].load(),
    loadFooter(),
    loadCatalogue(localeOf(pathname)),
  ]);
  const hydrated = onceOrAfter(() => {
    const heldAction = takeHeldAction();
    pageHydrated();
    restoreRecordedSession(store.dispatch);
    markHydrated();
    // Once this commit's effects are over: the tap or the form is answered as after any render.
    if (heldAction) setTimeout(heldAction, 0);
  }, HYDRATION_LIMIT_MS);
  pageHydrating();
  const root = hydrateRoot(
    container,
    <HydrationWatch parts={completedBoundaries(container)} onHydrated={hydrated}>
      <App store={store} servedUrl={page.url} />
    </HydrationWatch>,
    options,
  );
  markReactAttached();
  return { root, store };
}
