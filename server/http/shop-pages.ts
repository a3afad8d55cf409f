import { paths, policyPath, productPath } from '@/shared/paths';
import { POLICY_SLUGS } from '@/shared/policies';
import { extname } from 'node:path';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { previewPath, SHOP_ART } from './preview-images.cjs';
import { STOCK_MAX_AGE_SECONDS, type CatalogueRepository } from '@/api';
import { alternatesOf, builtDescription, escapeHtml, productHead, shopHead, withHead } from './page-head';
import { headText } from './page-text';
import { localeOf, localePath, rememberedLocale, withoutLocale, type Locale } from '@/shared/i18n/locales';
import type { StaticFile } from './static-files';
import { chunkStylesheets, pageParts, type RenderPage } from './rendered-page';
import { GZIP_FROM_BYTES } from './send';

/** A page whose whole document is known: kept, and sent with its ETag. */
export interface PageAnswer {
  status: number;
  body: Buffer;
  gzipped: Buffer | null;
  headers: Record<string, string>;
}

/** A page being rendered: its status and head now, the rest once the markup is done. */
export interface StreamedPage {
  status: number;
  headers: Record<string, string>;
  head: string;
  rest: Promise<string>;
}

/** What the shop answers a page request with. */
export interface ShopPages {
  /** `cookies`: the request's Cookie header, which may remember the shopper's language. */
  answer(
    url: URL,
    origin: string,
    options: { crawler: boolean; cookies?: string },
  ): Promise<PageAnswer | StreamedPage | null>;
  /** Drops every kept page: the catalogue changed (a product, price, stock or picture). */
  forget(): void;
}

/**
 * Pages a search engine may list: the sitemap names them and each product page, and they get a
 * canonical link. The seller's details, grievance officer and policies are there because the law asks
 * a shop to show them to anyone, searching included.
 */
const LISTED_PAGES: string[] = [
  paths.home,
  paths.productList,
  paths.about,
  paths.grievance,
  ...POLICY_SLUGS.map(policyPath),
];
const PRODUCT_PAGE = new RegExp(`^${paths.productList}/([^/]+)$`);
/**
 * Built pages kept per origin and path. The origin is PUBLIC_URL's, the listening address's or a
 * trusted proxy's X-Forwarded-Host (server/http/edge.ts), which a proxy may pass on from a client:
 * so they are bounded.
 */
const MAX_KEPT_PAGES = 512;

/** A strong validator of the page's bytes: a browser asking again with it gets a 304. */
const etagOf = (body: Buffer) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;

function answer(body: string, headers: Record<string, string>, status = 200): PageAnswer {
  const buffer = Buffer.from(body);
  return {
    status,
    body: buffer,
    gzipped: buffer.length > GZIP_FROM_BYTES ? gzipSync(buffer) : null,
    headers: { ...headers, etag: etagOf(buffer) },
  };
}

/**
 * A visit to `/` from a browser whose shopper chose another language goes to home in it (issue 37):
 * a redirect of that browser's own, never kept or shared.
 */
function toRememberedHome(locale: Locale, search: string): PageAnswer {
  return answer(
    '',
    { location: `${localePath(locale, '/')}${search}`, 'cache-control': 'no-store', vary: 'cookie' },
    302,
  );
}

/** Kept until the catalogue changes: a 503 (the database did not answer) is not. */
const keepable = (status: number) => status === 200 || status === 404;

interface PageSources {
  build: { files: Map<string, StaticFile>; index: StaticFile };
  /** What shoppers see: unpublished products have no page and are not in the sitemap. */
  catalogue: Pick<CatalogueRepository, 'products' | 'product'>;
  /** Renders the catalogue's and the law's pages with their content; without it, every page is the shell. */
  renderer?: RenderPage | null;
}

/**
 * Makes one page: with its content where the renderer renders it, the shell otherwise; either way
 * with its own head (a product's title, description, price and picture; the shop's own elsewhere).
 */
function pageMaker({ build, catalogue, renderer = null }: PageSources) {
  const html = build.index.body.toString();
  const description = builtDescription(html);
  const shopImage = `/${previewPath(SHOP_ART)}`;
  const imageOf = (svgPath: string) =>
    build.files.has(previewPath(svgPath)) ? previewPath(svgPath) : shopImage;
  const stylesheets = chunkStylesheets(build.files.keys());
  const builtText = (href: string) => build.files.get(href)?.body.toString() ?? null;

  const descriptions: Record<Locale, string> = {
    en: description,
    hi: headText('hi', 'head.shopDescription'),
  };

  /** The head of the page at `pathname`, in the language its path is in (/hi/… is Hindi). */
  async function headOf(pathname: string, origin: string) {
    const locale = localeOf(pathname);
    const path = withoutLocale(pathname);
    const productId = PRODUCT_PAGE.exec(path)?.[1];
    const product = productId ? await catalogue.product(decodeURIComponent(productId)) : null;
    if (product) return productHead(product, origin, imageOf(product.img), locale);
    const found = path !== paths.notFound;
    const listed = LISTED_PAGES.includes(path);
    return shopHead(origin, path, descriptions[locale], shopImage, listed, { locale, found });
  }

  return async (url: URL, origin: string): Promise<PageAnswer | StreamedPage> => {
    const prepared = renderer ? await renderer(`${url.pathname}${url.search}`) : null;
    // The head is the path's: a query (filters, a campaign's tag) changes no title or canonical URL.
    const rendered = prepared ? new URL(prepared.url, url).pathname : url.pathname;
    const headed = withHead(html, await headOf(rendered, origin));
    if (!prepared) return answer(headed, build.index.headers);
    const parts = pageParts(headed, prepared, stylesheets, builtText);
    const headers: Record<string, string> = { ...build.index.headers };
    if (!keepable(prepared.status)) headers['cache-control'] = 'no-store';
    return {
      status: prepared.status,
      headers,
      head: parts.head,
      rest: prepared.markup().then((markup) => `${markup}${parts.tail}`),
    };
  };
}

/**
 * Pages kept by origin, path and query; bounded (see MAX_KEPT_PAGES). Each is dropped when the
 * catalogue changes, and is kept no longer than a product's stock may be old
 * (STOCK_MAX_AGE_SECONDS, as the /api answers it was made from): orders take pairs without
 * changing the catalogue.
 */
function keptPages() {
  const kept = new Map<string, { page: PageAnswer; until: number }>();
  return {
    get(key: string) {
      const entry = kept.get(key);
      return entry && entry.until > performance.now() ? entry.page : undefined;
    },
    keep(key: string, page: PageAnswer) {
      if (!keepable(page.status)) return;
      if (kept.size >= MAX_KEPT_PAGES) kept.delete(kept.keys().next().value ?? '');
      kept.set(key, { page, until: performance.now() + STOCK_MAX_AGE_SECONDS * 1000 });
    },
    forget: () => kept.clear(),
  };
}

/**
 * The shop's pages: each page route's HTML (rendered with its content where it can be, kept, with
 * an ETag), /sitemap.xml, and /robots.txt naming the sitemap, their absolute addresses at `origin`
 * (no trailing slash). Null for every other path.
 */
export function shopPages(sources: PageSources): ShopPages {
  const { build, catalogue } = sources;
  const robots = build.files.get('/robots.txt')?.body.toString() ?? 'User-agent: *\nAllow: /\n';
  const page = pageMaker(sources);
  const kept = keptPages();

  /**
   * Each listed page once, by its English address, with both languages' addresses as its
   * alternates (the sitemap protocol's way to name a page's versions in other languages).
   */
  async function sitemap(origin: string): Promise<PageAnswer> {
    const products = await catalogue.products();
    const paths = [...LISTED_PAGES, ...products.map((product) => productPath(product._id))];
    const urls = paths.map((path) => {
      const alternates = alternatesOf(origin, path).map(
        ({ hreflang, href }) =>
          `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`,
      );
      return `<url><loc>${escapeHtml(`${origin}${path}`)}</loc>${alternates.join('')}</url>`;
    });
    return answer(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
      { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'no-cache' },
    );
  }

  async function answerPage(
    url: URL,
    origin: string,
    { crawler, cookies }: { crawler: boolean; cookies?: string },
  ) {
    const { pathname } = url;
    if (pathname === '/sitemap.xml') return sitemap(origin);
    if (pathname === '/') {
      const remembered = rememberedLocale(cookies);
      if (remembered !== null && remembered !== 'en') return toRememberedHome(remembered, url.search);
    }
    if (pathname === '/robots.txt') {
      return answer(`${robots.trimEnd()}\nSitemap: ${origin}/sitemap.xml\n`, {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-cache',
      });
    }
    // Only what would be answered with the shop's page: a real file or a missing asset is not a page.
    if (pathname !== '/' && (build.files.has(pathname) || extname(pathname) !== '')) return null;
    const key = `${origin}${pathname}${url.search}`;
    const known = kept.get(key);
    if (known) return known;
    const made = await page(url, origin);
    if ('body' in made) {
      kept.keep(key, made);
      return made;
    }
    // Kept once whole; a crawler waits for that, a browser is sent the head meanwhile.
    const whole = made.rest.then((rest) => answer(`${made.head}${rest}`, made.headers, made.status));
    void whole.then(
      (done) => kept.keep(key, done),
      () => undefined,
    );
    return crawler ? whole : made;
  }

  return { answer: answerPage, forget: kept.forget };
}
