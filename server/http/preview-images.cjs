// @ts-check
// The pictures link previews show: rendered by the build (build/preview-images.js), named in each
// page's head by the Node server (server/http/page-head.ts). CommonJS, so both load it.

/**
 * Link previews (WhatsApp, Slack, X, search results) show PNG or JPEG, not SVG. The build renders
 * each product's art (public/images/sneakers/<id>.svg, drawn by `npm run art`) into a PNG beside
 * it, at the 1200×630 that Open Graph and X's large card ask for: the art centred on white. They
 * are made at build time rather than committed, so the repository holds the art once.
 */
const PREVIEW_WIDTH = 1200;
const PREVIEW_HEIGHT = 630;
const ART_DIR = 'images/sneakers';
/** The shop's own picture, for pages that are not one product's. */
const SHOP_ART = 'images/hero-sneaker.svg';

/**
 * `svg` (a root <svg> with a viewBox) scaled to fit the preview with a margin, centred on white.
 * @param {string} svg
 */
function previewSvg(svg) {
  const root = /^<svg\b[^>]*>/.exec(svg.trimStart());
  const viewBox = root && /viewBox="([^"]+)"/.exec(root[0]);
  if (!root || !viewBox?.[1]) throw new Error('product art must start with an <svg> that has a viewBox');
  const [, , width = 0, height = 0] = viewBox[1].split(/[\s,]+/).map(Number);
  const scale = Math.min((PREVIEW_WIDTH * 0.9) / width, (PREVIEW_HEIGHT * 0.95) / height);
  const [w, h] = [width * scale, height * scale];
  const inner = svg
    .trimStart()
    .replace(
      root[0],
      `<svg x="${(PREVIEW_WIDTH - w) / 2}" y="${(PREVIEW_HEIGHT - h) / 2}" width="${w}" height="${h}" viewBox="${viewBox[1]}">`,
    );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}"><rect width="100%" height="100%" fill="#ffffff"/>${inner}</svg>`;
}

/** The PNG path a preview of the SVG at `svgPath` is served at. */
const previewPath = (/** @type {string} */ svgPath) => svgPath.replace(/\.svg$/, '.png');

module.exports = { ART_DIR, PREVIEW_HEIGHT, PREVIEW_WIDTH, SHOP_ART, previewPath, previewSvg };
