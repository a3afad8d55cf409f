/**
 * Starts fetching an image the first paint needs before React has rendered its `<img>`, as a
 * high-priority preload hint added once. (React 18 has no `preload()` of its own.)
 */
export function preloadImage(href: string) {
  // Rendering on the server: the page's own <head> preloads what it shows largest.
  if (typeof document === 'undefined') return;
  if (document.head.querySelector(`link[rel="preload"][href="${href}"]`)) return;
  const link = document.createElement('link');
  const attributes = { rel: 'preload', as: 'image', href, fetchpriority: 'high' };
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.head.append(link);
}
