/**
 * The shop paints before its embedded backend is up, and marks <html data-backend="ready"> once
 * the MSW worker answers /api. A journey that calls fetch('/api/…') itself waits for the mark.
 *
 * @param {import('playwright-core').Page} page
 * @returns {Promise<void>}
 */
export function backendReady(page) {
  return page.locator('html[data-backend="ready"]').waitFor({ state: 'attached' });
}
