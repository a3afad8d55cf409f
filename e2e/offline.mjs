// Tracks requests that leave the shop's origin. A request the MSW service worker answers never
// reaches the network, so it counts as inside.

/**
 * Starts watching `target`: one page, or a whole context (every page and worker it opens). Returns
 * a function that resolves to every URL seen going outside so far; call it before closing the
 * context, as whether a response came from the service worker is only known once it is in.
 *
 * @param {import('playwright-core').Page | import('playwright-core').BrowserContext} target
 * @param {string} origin
 * @returns {() => Promise<string[]>}
 */
export function watchOutsideRequests(target, origin) {
  /** @type {string[]} */
  const outside = [];
  /** @type {Promise<void>[]} */
  const pending = [];
  /** @param {string} url */
  const isOutside = (url) => {
    const destination = new URL(url);
    return ['http:', 'https:'].includes(destination.protocol) && destination.origin !== origin;
  };
  target.on('requestfinished', (request) => {
    if (!isOutside(request.url())) return;
    pending.push(
      request
        .response()
        .catch(() => null)
        .then((response) => {
          if (!response?.fromServiceWorker()) outside.push(request.url());
        }),
    );
  });
  target.on('requestfailed', (request) => {
    if (isOutside(request.url())) outside.push(`${request.url()} (failed: ${request.failure()?.errorText})`);
  });
  return async () => {
    await Promise.all(pending);
    return [...outside];
  };
}
