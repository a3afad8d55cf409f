import { createContext, useContext } from 'react';

/**
 * The URL whose screen came as HTML from the server (null: none, as on the embedded mock), as
 * ServedPage (served-page.tsx) provides it.
 */
export const ServedUrl = createContext<string | null>(null);

/**
 * Whether the screen on show came in the page's HTML: the spec's loaders belong to screens that
 * wait for data, never to content already there (DECISIONS: the first screen comes from the server).
 */
export function useServedAsHtml(): boolean {
  return useContext(ServedUrl) !== null;
}

/** Each PageSuspense boundary calls it once hydrated (HydrationWatch, src/app/hydrate-page.tsx). */
export const PartHydrated = createContext<(() => void) | null>(null);
