// Tracks requests that leave the shop's origin. A request the MSW service worker answers (e.g. the
// test-mode checkout script at checkout.razorpay.com) never reaches the network, so it counts as inside.

/**
 * Starts watching `page`. Returns a function that resolves to every URL seen going outside so far;
 * call it before closing the page's context, as whether a response came from the service worker
 * is only known once it is in.
 */
export function watchOutsideRequests(page, origin) {
  const outside = [];
  const pending = [];
  const isOutside = (url) => {
    const target = new URL(url);
    return ['http:', 'https:'].includes(target.protocol) && target.origin !== origin;
  };
  page.on('requestfinished', (request) => {
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
  page.on('requestfailed', (request) => {
    if (isOutside(request.url())) outside.push(`${request.url()} (failed: ${request.failure()?.errorText})`);
  });
  return async () => {
    await Promise.all(pending);
    return [...outside];
  };
}
