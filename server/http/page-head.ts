import { productPath } from '@/shared/paths';
import { LANGUAGE_TAGS, LOCALES, localePath, OG_LOCALES, type Locale } from '@/shared/i18n/locales';
import { productTextIn, productTitleIn } from '@/shared/i18n/product-texts';
import { headText } from './page-text';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH } from './preview-images.cjs';
import { SHOP_NAME } from '@/shared/constants';
import { documentTitle } from '@/shared/document-title';
import { formatRupees } from '@/shared/format-rupees';
import type { CatalogueProduct } from '@/shared/types';
import { scriptSafeJson } from '@/shared/script-safe-json';

/**
 * What a page says about itself before any script runs: its title and description, its canonical
 * address, Open Graph and X (Twitter) card tags for link previews, and for a product a schema.org
 * Product with its Offer for search engines. Every value here is text from the catalogue: escaped
 * for an attribute, and for the JSON-LD escaped so no `</script>` or `<!--` can end its element.
 */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute; null for a page no search engine should list as its own (cart, login, …). */
  canonical: string | null;
  url: string;
  /** Absolute address of a PNG a link preview can show, and what it shows. */
  image: { url: string; alt: string };
  product: { price: number; brand: string; sku: string } | null;
  /** The page's language: `<html lang>`, `og:locale`, and its words. */
  locale: Locale;
  /** The page in each language (hreflang), for a page of the shop's own; empty for none (a 404). */
  alternates: { hreflang: string; href: string }[];
}

/**
 * The page at `path` (as src/shared/paths.ts writes it) in each language, and English as the
 * default for a reader whose language is neither (issue 37).
 */
export function alternatesOf(origin: string, path: string): PageHead['alternates'] {
  const each = LOCALES.map((locale) => ({
    hreflang: LANGUAGE_TAGS[locale],
    href: `${origin}${localePath(locale, path)}`,
  }));
  return [...each, { hreflang: 'x-default', href: `${origin}${path}` }];
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

const brandName = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1);

/** The head of one product's page, at `origin` (no trailing slash). */
export function productHead(
  product: CatalogueProduct,
  origin: string,
  imagePath: string,
  locale: Locale = 'en',
): PageHead {
  const path = productPath(product._id);
  const url = `${origin}${localePath(locale, path)}`;
  // In the page's language: the Hindi page's title, description, previews and JSON-LD name.
  const title = productTitleIn(product, locale);
  return {
    title: documentTitle(title),
    description: productTextIn(product, locale),
    canonical: url,
    url,
    image: { url: `${origin}${imagePath}`, alt: title },
    product: { price: product.price, brand: brandName(product.brand), sku: product._id },
    locale,
    alternates: alternatesOf(origin, path),
  };
}

/**
 * The shop's own head, for home, the list and every page that is not one product's: `path` as
 * src/shared/paths.ts writes it, in `locale` (a 404 has no alternates).
 */
export function shopHead(
  origin: string,
  path: string,
  description: string,
  imagePath: string,
  listed: boolean,
  { locale = 'en', found = true }: { locale?: Locale; found?: boolean } = {},
): PageHead {
  const url = `${origin}${localePath(locale, path)}`;
  return {
    title: documentTitle(null, headText(locale, 'head.shopTitle')),
    description,
    canonical: listed ? url : null,
    url,
    image: { url: `${origin}${imagePath}`, alt: SHOP_NAME },
    product: null,
    locale,
    alternates: found ? alternatesOf(origin, path) : [],
  };
}

function productJsonLd(head: PageHead & { product: NonNullable<PageHead['product']> }, name: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    description: head.description,
    image: head.image.url,
    sku: head.product.sku,
    brand: { '@type': 'Brand', name: head.product.brand },
    url: head.url,
    offers: {
      '@type': 'Offer',
      price: head.product.price.toFixed(2),
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
      url: head.url,
    },
  };
}

/** The tags, as HTML for the page's <head>. */
function headTags(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  const name = head.image.alt;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.canonical ? [`<link rel="canonical" href="${escapeHtml(head.canonical)}">`] : []),
    ...head.alternates.map(
      ({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`,
    ),
    meta('property', 'og:site_name', SHOP_NAME),
    meta('property', 'og:locale', OG_LOCALES[head.locale]),
    meta('property', 'og:type', head.product ? 'product' : 'website'),
    meta('property', 'og:title', head.product ? name : head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.url),
    meta('property', 'og:image', head.image.url),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', String(PREVIEW_WIDTH)),
    meta('property', 'og:image:height', String(PREVIEW_HEIGHT)),
    meta('property', 'og:image:alt', head.image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.product ? name : head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image.url),
    meta('name', 'twitter:image:alt', head.image.alt),
  ];
  if (head.product) {
    tags.push(
      meta('property', 'product:price:amount', head.product.price.toFixed(2)),
      meta('property', 'product:price:currency', 'INR'),
      meta('name', 'twitter:label1', headText(head.locale, 'head.price')),
      meta('name', 'twitter:data1', formatRupees(head.product.price)),
      `<script type="application/ld+json">${scriptSafeJson(productJsonLd({ ...head, product: head.product }, name))}</script>`,
    );
  }
  return tags.join('');
}

const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name="description"\s+content="([^"]*)"\s*\/?>/i;

/** The shop's own description, as the built page (public/index.html) carries it. */
export function builtDescription(html: string): string {
  const content = DESCRIPTION.exec(html)?.[1];
  if (content === undefined) throw new Error('the built index.html has no <meta name="description">');
  return content
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/**
 * The built page with its title and description replaced by `head`'s tags, at the end of <head>,
 * and its `<html lang>` the page's language.
 */
export function withHead(html: string, head: PageHead): string {
  return (
    html
      .replace(/<html lang="[^"]*"/i, `<html lang="${LANGUAGE_TAGS[head.locale]}"`)
      .replace(TITLE, '')
      .replace(DESCRIPTION, '')
      // A function, not a string: `$&` in a product's text must stay text.
      .replace(/<\/head>/i, (end) => `${headTags(head)}${end}`)
  );
}
