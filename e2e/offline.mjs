// Tracks requests that leave the shop's origin. A request the MSW service worker answers (e.g. the
// test-mode checkout script at checkout.razorpay.com) never reaches the network, so it counts as inside.

/** Starts watching `page`; returns the list (filled as the page runs) of URLs that went outside. */
export function watchOutsideRequests(page, origin) {
  const outside = [];
  const isOutside = (url) => {
    const target = new URL(url);
    return ['http:', 'https:'].includes(target.protocol) && target.origin !== origin;
  };
  page.on('requestfinished', async (request) => {
    if (!isOutside(request.url())) return;
    const response = await request.response().catch(() => null);
    if (!response?.fromServiceWorker()) outside.push(request.url());
  });
  page.on('requestfailed', (request) => {
    if (isOutside(request.url())) outside.push(`${request.url()} (failed: ${request.failure()?.errorText})`);
  });
  return outside;
}
