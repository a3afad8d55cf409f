import { createAction } from '@reduxjs/toolkit';
import { PAGE_DATA_ID } from '@/shared/constants';
import { scriptSafeJson } from '@/shared/script-safe-json';

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

/** The page's data as the server writes it into its <script type="application/json">. */
export const serialisePageData = (data: PageData): string => scriptSafeJson(data);

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
