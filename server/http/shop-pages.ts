import { paths, policyPath, productPath } from '@/shared/paths';
import { POLICY_SLUGS } from '@/shared/policies';
import { extname } from 'node:path';
import { gzipSync } from 'node:zlib';
import { previewPath, SHOP_ART } from './preview-images.cjs';
import type { CatalogueRepository } from '@/api';
import { builtDescription, escapeHtml, productHead, shopHead, withHead } from './page-head';
import type { StaticFile } from './static-files';

export interface PageAnswer {
  body: Buffer;
  gzipped: Buffer | null;
  headers: Record<string, string>;
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

function answer(body: string, headers: Record<string, string>): PageAnswer {
  const buffer = Buffer.from(body);
  return { body: buffer, gzipped: buffer.length > 1024 ? gzipSync(buffer) : null, headers };
}

/**
 * The pages crawlers and link previews read, made from the catalogue: each page route's HTML with
 * its own head (a product's title, description, price and picture; the shop's own elsewhere),
 * /sitemap.xml, and /robots.txt naming the sitemap, their absolute addresses at `origin` (no
 * trailing slash). Null for every other path.
 */
export function shopPages({
  build,
  catalogue,
}: {
  build: { files: Map<string, StaticFile>; index: StaticFile };
  /** What shoppers see: unpublished products have no page and are not in the sitemap. */
  catalogue: Pick<CatalogueRepository, 'products' | 'product'>;
}): (pathname: string, origin: string) => Promise<PageAnswer | null> {
  const html = build.index.body.toString();
  const description = builtDescription(html);
  const robots = build.files.get('/robots.txt')?.body.toString() ?? 'User-agent: *\nAllow: /\n';
  const shopImage = `/${previewPath(SHOP_ART)}`;
  const imageOf = (svgPath: string) =>
    build.files.has(previewPath(svgPath)) ? previewPath(svgPath) : shopImage;
  const kept = new Map<string, PageAnswer>();

  async function page(pathname: string, origin: string): Promise<PageAnswer> {
    const productId = PRODUCT_PAGE.exec(pathname)?.[1];
    const product = productId ? await catalogue.product(decodeURIComponent(productId)) : null;
    const head = product
      ? productHead(product, origin, imageOf(product.img))
      : shopHead(origin, pathname, description, shopImage, LISTED_PAGES.includes(pathname));
    return answer(withHead(html, head), build.index.headers);
  }

  async function sitemap(origin: string): Promise<PageAnswer> {
    const products = await catalogue.products();
    const paths = [...LISTED_PAGES, ...products.map((product) => productPath(product._id))];
    const urls = paths.map((path) => `<url><loc>${escapeHtml(`${origin}${path}`)}</loc></url>`);
    return answer(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
      { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'no-cache' },
    );
  }

  return async (pathname, origin) => {
    if (pathname === '/sitemap.xml') return sitemap(origin);
    if (pathname === '/robots.txt') {
      return answer(`${robots.trimEnd()}\nSitemap: ${origin}/sitemap.xml\n`, {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-cache',
      });
    }
    // Only what would be answered with the shop's page: a real file or a missing asset is not a page.
    if (pathname !== '/' && (build.files.has(pathname) || extname(pathname) !== '')) return null;
    const key = `${origin}${pathname}`;
    const known = kept.get(key);
    if (known) return known;
    const made = await page(pathname, origin);
    if (kept.size >= MAX_KEPT_PAGES) kept.delete(kept.keys().next().value ?? '');
    kept.set(key, made);
    return made;
  };
}
