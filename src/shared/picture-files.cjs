// @ts-check
// Which files a product picture is served as: made by the build for the seed art
// (build/product-pictures.js), named by the shop's pages (src/shared/product-pictures.ts).
// CommonJS, so the webpack configuration and the TypeScript app both load it.

/**
 * The widths (pixels) every product picture is made at, from the layouts it is shown in at 1×–3×
 * screens (docs/architecture.md, Product pictures): 240 a search suggestion and a phone's cart
 * line, 400 a card at 2× on a phone, 640 a card at 3× and the product page at 2× on a phone, 960
 * the product page at 3×, 1200 the zoomed picture (and a staff upload's largest side).
 */
const PICTURE_WIDTHS = [240, 400, 640, 960, 1200];

/** The seed art (public/images/sneakers/<id>.svg, drawn by `npm run art`) is 4:3. */
const ART_ASPECT = { width: 4, height: 3 };

/** Where the build writes the seed art's variants: beside the SVG they are made from. */
const ART_PATTERN = /^\/images\/sneakers\/[\w-]+\.svg$/;

/**
 * The file the SVG at `svgPath` is served as at `width` pixels in `format`.
 * @param {string} svgPath
 * @param {number} width
 * @param {'webp' | 'avif'} format
 */
const artVariantPath = (svgPath, width, format) => svgPath.replace(/\.svg$/, `-${width}.${format}`);

/**
 * How sharp writes each format, at the build and at a staff upload. AVIF at effort 2 is about 7 %
 * larger than at its default 4 and five times faster to make; at these qualities it is 20–40 %
 * smaller than WebP on the seed art, the more the wider (docs/architecture.md, Product pictures).
 */
const ENCODER_OPTIONS = { webp: { quality: 82 }, avif: { quality: 60, effort: 2 } };

module.exports = { ART_ASPECT, ART_PATTERN, ENCODER_OPTIONS, PICTURE_WIDTHS, artVariantPath };
