import { createAction } from '@reduxjs/toolkit';

/** The element of a server-rendered page that carries its data: JSON, never run (the CSP stays strict). */
export const PAGE_DATA_ID = 'page-data';

/**
 * What a server-rendered page tells the browser's app: the URL it was rendered for (the spec's
 * redirect of an unknown path to /404 happens on the server) and the /api answers it was rendered
 * from, as RTK Query keeps them, so hydration asks for none of them again.
 */
export interface PageData {
  url: string;
  status: number;
  api: unknown;
}

/** The page's answers go into the cache before hydration (baseApi's extractRehydrationInfo). */
export const pageDataArrived = createAction<{ api: unknown }>('page/dataArrived');

/**
 * JSON safe inside <script>: `<`, `>` and `&` as escapes, so no text in the data (a product's
 * description) can close the element or open a comment; and the two line separators JavaScript
 * once refused.
 */
export function serialisePageData(data: PageData): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The data of the page the browser was given, or null for the shell (no server rendering). */
export function readPageData(): PageData | null {
  const element = document.getElementById(PAGE_DATA_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PageData;
  } catch {
    return null;
  }
}
