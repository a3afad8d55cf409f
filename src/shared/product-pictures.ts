import { ART_ASPECT, ART_PATTERN, PICTURE_WIDTHS, artVariantPath } from './picture-files.cjs';

/**
 * Product pictures as responsive images: from a product's `img` and where it is shown, the
 * `<img>`'s `src`, `srcSet`, `sizes`, `width` and `height`, and the `<source>` a `<picture>` tries
 * first (AVIF, where the picture has it). Pure, with no browser global and no React, so the server
 * writes the same markup (and the largest picture's preload) as the browser hydrates.
 *
 * A picture has variants in two cases: the seed art (`/images/sneakers/<id>.svg`), which the build
 * renders at every width in WebP and AVIF (build/product-pictures.js); and a staff upload whose
 * URL names its size (`/api/products/<id>/image/<hash>-<width>x<height>[-avif]/<width>.webp`, see
 * uploadedPictureVersion). Anything else (an older single WebP upload, the shop's own art) is
 * shown as its `src` alone.
 */

export type PictureFormat = 'webp' | 'avif';

/** Where a product picture is shown; each layout's `sizes` follows its CSS. */
export type PictureLayout = 'card' | 'wide-card' | 'detail' | 'zoom' | 'cart-line' | 'suggestion' | 'staff';

interface Layout {
  /** How wide the picture is drawn, for the browser to pick a width before it has the CSS. */
  sizes: string;
  /** The `width` attribute; `height` keeps the picture's aspect. The CSS may scale both. */
  width: number;
}

/**
 * Each layout's drawn width, from its CSS (the page is at most 1280 pixels wide with 1rem margins):
 * cards two across on a phone, three up to 1100 pixels, then about 300 (a wide shelf's 72 % of
 * a phone, then 400); the product page's picture fills a phone less its padding, then about 560;
 * the zoomed picture fills the screen up to 1100; a cart line is 112 or 180; a search suggestion 64;
 * the staff console's picture at most 240.
 */
const LAYOUTS: Record<PictureLayout, Layout> = {
  card: { sizes: '(max-width: 640px) 50vw, (max-width: 1100px) 33vw, 300px', width: 400 },
  'wide-card': { sizes: '(max-width: 640px) 72vw, (max-width: 1100px) 33vw, 400px', width: 400 },
  detail: { sizes: '(max-width: 991px) calc(100vw - 7rem), 560px', width: 400 },
  zoom: { sizes: '(max-width: 1100px) 100vw, 1100px', width: 1200 },
  'cart-line': { sizes: '(max-width: 600px) 112px, 180px', width: 400 },
  suggestion: { sizes: '64px', width: 64 },
  staff: { sizes: '240px', width: 240 },
};

export interface PictureSource {
  type: `image/${PictureFormat}`;
  srcSet: string;
}

export interface ResponsivePicture {
  /** The variant a browser without `srcset` shows: the smallest at least the layout's width. */
  src: string;
  /** The WebP variants; undefined for a picture that has only its `src`. */
  srcSet?: string;
  sizes?: string;
  width: number;
  height: number;
  /** `<source>`s for a `<picture>`, before its `<img>`: AVIF where the picture has it. */
  sources: PictureSource[];
}

/** A picture's variants: their widths, and the URL of each width in each format. */
interface Variants {
  widths: readonly number[];
  formats: readonly PictureFormat[];
  url: (width: number, format: PictureFormat) => string;
  aspect: { width: number; height: number };
}

/** The widths a picture `largest` pixels wide is kept at: each standard width below it, and its own. */
export function variantWidths(largest: number): number[] {
  return [...PICTURE_WIDTHS.filter((width) => width < largest), largest];
}

const UPLOAD_VERSION = /^([0-9a-f]{16})-(\d+)x(\d+)(-avif)?$/;
const UPLOADED = /^(\/api\/products\/[^/]+\/image\/)([^/]+)\/(\d+)\.webp$/;

/** An upload's version: its hash, its size and whether it has AVIF variants, so its URL says all three. */
export const uploadedPictureVersion = (hash: string, width: number, height: number, avif: boolean) =>
  `${hash}-${width}x${height}${avif ? '-avif' : ''}`;

/** The name of an upload's variant at `width` in `format`, under its version. */
export const uploadedPictureFile = (width: number, format: PictureFormat) => `${width}.${format}`;

function uploadVariants(img: string): Variants | null {
  const [, prefix = '', version = '', file] = UPLOADED.exec(img) ?? [];
  const [, , width, height, avif] = UPLOAD_VERSION.exec(version) ?? [];
  if (!width || !height || file !== width) return null;
  return {
    widths: variantWidths(Number(width)),
    formats: avif ? ['webp', 'avif'] : ['webp'],
    url: (variant, format) => `${prefix}${version}/${uploadedPictureFile(variant, format)}`,
    aspect: { width: Number(width), height: Number(height) },
  };
}

function variantsOf(img: string): Variants | null {
  if (ART_PATTERN.test(img)) {
    return {
      widths: PICTURE_WIDTHS,
      formats: ['webp', 'avif'],
      url: (width, format) => artVariantPath(img, width, format),
      aspect: ART_ASPECT,
    };
  }
  return uploadVariants(img);
}

const srcSetOf = (variants: Variants, format: PictureFormat) =>
  variants.widths.map((width) => `${variants.url(width, format)} ${width}w`).join(', ');

/** Each candidate of a `srcset` this module wrote: its URL and its width. */
export const srcSetCandidates = (srcSet: string | undefined) =>
  (srcSet ?? '').split(', ').map((candidate) => {
    const [url = '', width = ''] = candidate.split(' ');
    return { url, width: Number(width.replace(/w$/, '')) };
  });

/** `<img>` and `<source>` attributes for the product picture `img` shown in `layout`. */
export function responsivePicture(img: string, layout: PictureLayout): ResponsivePicture {
  const { sizes, width } = LAYOUTS[layout];
  const variants = variantsOf(img);
  const aspect = variants?.aspect ?? ART_ASPECT;
  const box = { width, height: Math.round((width * aspect.height) / aspect.width) };
  if (!variants) return { src: img, ...box, sources: [] };
  const fallback = variants.widths.find((variant) => variant >= width) ?? variants.widths.at(-1) ?? width;
  return {
    src: variants.url(fallback, 'webp'),
    srcSet: srcSetOf(variants, 'webp'),
    sizes,
    ...box,
    sources: variants.formats
      .filter((format) => format !== 'webp')
      .map((format) => ({ type: `image/${format}` as const, srcSet: srcSetOf(variants, format) })),
  };
}

/** A picture as a `<link rel="preload" as="image">` asks for it. */
export interface PreloadedPicture {
  href: string;
  srcSet?: string;
  sizes?: string;
  type?: string;
}

/**
 * The preload of the picture `img` shown in `layout`: the same candidates its `<picture>` chooses
 * from (its first `<source>`, else its `<img>`), so the browser uses the file it preloaded.
 */
export function preloadOf(img: string, layout: PictureLayout): PreloadedPicture {
  const picture = responsivePicture(img, layout);
  const [best] = picture.sources;
  if (best) return { href: picture.src, srcSet: best.srcSet, sizes: picture.sizes, type: best.type };
  if (picture.srcSet) return { href: picture.src, srcSet: picture.srcSet, sizes: picture.sizes };
  return { href: picture.src };
}
