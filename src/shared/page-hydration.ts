import { useSyncExternalStore } from 'react';

/**
 * Whether React has hydrated every part of the page the server rendered (src/app/hydrate-page.tsx
 * says when). React hydrates each Suspense boundary of that HTML in a pass after the page's first
 * commit; an update reaching one before then makes React throw its HTML away (error 421), and
 * anything a shopper does may cause one: a move to another URL re-renders the screen, a screen's
 * words arriving re-render every message. What the header does meanwhile waits for this.
 * A page rendered in the browser (the embedded mock, any later screen) is hydrated from the start.
 */
let hydrated = true;
const listeners = new Set<() => void>();

function setHydrated(now: boolean) {
  hydrated = now;
  for (const listener of listeners) listener();
}

/** The server's page is being hydrated: called before `hydrateRoot`. */
export const pageHydrating = () => setHydrated(false);

/** Every part of the server's page is hydrated. */
export const pageHydrated = () => setHydrated(true);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the page is hydrated; false while the server renders it and while React hydrates it. */
export const usePageHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => hydrated,
    () => false,
  );
