import type { PreloadedPicture } from './product-pictures';

/**
 * Starts fetching an image the first paint needs before React has rendered its `<img>`, as a
 * high-priority preload hint added once. (React 18 has no `preload()` of its own.) A responsive
 * picture is preloaded with its candidates (`imagesrcset`), so the browser fetches the one its
 * `<picture>` will choose.
 */
export function preloadImage(picture: string | PreloadedPicture) {
  // Rendering on the server: the page's own <head> preloads what it shows largest.
  if (typeof document === 'undefined') return;
  const { href, srcSet, sizes, type } = typeof picture === 'string' ? { href: picture } : picture;
  if (document.head.querySelector(`link[rel="preload"][href="${href}"]`)) return;
  const link = document.createElement('link');
  const attributes = {
    rel: 'preload',
    as: 'image',
    href,
    imagesrcset: srcSet,
    imagesizes: sizes,
    type,
    fetchpriority: 'high',
  };
  for (const [name, value] of Object.entries(attributes))
    if (value !== undefined) link.setAttribute(name, value);
  document.head.append(link);
}
