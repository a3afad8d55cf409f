import { HttpResponse } from 'msw';
import { route, type ApiRoute } from '@/api/http/route';
import type { Backend } from '@/api/backend';
import { notFound } from '@/api/http/http-error';
import type { CatalogueProduct, Product } from '@/shared/types';
import type { CatalogueRepository } from './repository';

/**
 * How old a product's `stock` may be when a shopper reads it: its answers may be kept this long by
 * a shared cache (a CDN, the server's own per process). The order's reservation is the authority:
 * a stale figure only means a refusal with the true one at checkout. Staff change the product data
 * too; the server forgets its own copy of that at once, on every process (NOTIFY, in
 * src/api/catalogue/sql-repository.ts), so this short life bounds a browser's or a CDN's copy as well.
 */
export const STOCK_MAX_AGE_SECONDS = 2;

/** Products carry stock and staff edit them, so they are shared only briefly; categories change only with a deploy. */
const SHARED_WHILE_STOCK_IS_FRESH = { 'cache-control': `public, max-age=${STOCK_MAX_AGE_SECONDS}` };
const SHARED_FOR_A_MINUTE = { 'cache-control': 'public, max-age=60' };

/**
 * A picture's URL names its version (a hash of it), so the answer at one URL never changes. It is
 * not marked `public`: the server keeps no copy of its own (server/http/app.ts keeps only those).
 */
const IMMUTABLE = 'max-age=31536000, immutable';

/**
 * What runs before stock is read fresh: the unpaid-order expiry (src/api/orders/expiry.ts), so the
 * pairs of lapsed orders show as available again. Orders sit above the catalogue and stock
 * (docs/architecture.md, Resources), so the wiring (src/api/routes.ts) hands it in.
 */
export type BeforeStockRead = (backend: Backend) => Promise<void>;

/**
 * The catalogue's products with the pairs available now, read fresh (the product data itself is
 * cached per process). Stock read fresh is when unpaid orders past their lifetime expire, so their
 * pairs show as available again.
 */
async function withStock(
  backend: Backend,
  beforeStockRead: BeforeStockRead,
  products: readonly CatalogueProduct[],
): Promise<Product[]> {
  await beforeStockRead(backend);
  const levels = await backend.repos.stock.levels(products.map((product) => product._id));
  return products.map((product, index) => ({ ...product, stock: levels[index]?.available ?? 0 }));
}

/** A product's picture: an upload from before variants is one file at its version; a later one, a file per width and format. */
function pictureRoutes(catalogue: CatalogueRepository): ApiRoute[] {
  const picture = async (productId: string, version: string, file: string) => {
    const found = await catalogue.picture(productId, version, file);
    if (!found) throw notFound('No such picture: it may have been replaced by a newer one.');
    return new HttpResponse(found.bytes, {
      headers: { 'content-type': found.contentType, 'cache-control': IMMUTABLE },
    });
  };
  return [
    route({
      method: 'GET',
      path: '/api/products/:productId/image/:version',
      access: 'anyone',
      answer: ({ params }) => picture(params.productId, params.version, ''),
    }),
    route({
      method: 'GET',
      path: '/api/products/:productId/image/:version/:file',
      access: 'anyone',
      answer: ({ params }) => picture(params.productId, params.version, params.file),
    }),
  ];
}

export function catalogueRoutes(backend: Backend, beforeStockRead: BeforeStockRead): ApiRoute[] {
  const { catalogue } = backend.repos;
  const json = (body: Record<string, unknown>, headers = SHARED_FOR_A_MINUTE) =>
    HttpResponse.json(body, { headers });

  return [
    route({
      method: 'GET',
      path: '/api/products',
      access: 'anyone',
      answer: async () =>
        json(
          { products: await withStock(backend, beforeStockRead, await catalogue.products()) },
          SHARED_WHILE_STOCK_IS_FRESH,
        ),
    }),
    route({
      method: 'GET',
      path: '/api/products/:productId',
      access: 'anyone',
      answer: async ({ params }) => {
        const product = await catalogue.product(params.productId);
        if (!product) throw notFound(`No sneaker has the id ${params.productId}.`);
        const [withLevel] = await withStock(backend, beforeStockRead, [product]);
        return json({ product: withLevel }, SHARED_WHILE_STOCK_IS_FRESH);
      },
    }),
    ...pictureRoutes(catalogue),
    route({
      method: 'GET',
      path: '/api/categories',
      access: 'anyone',
      answer: async () => json({ categories: await catalogue.categories() }),
    }),
    route({
      method: 'GET',
      path: '/api/categories/:categoryId',
      access: 'anyone',
      answer: async ({ params }) => {
        const category = await catalogue.category(params.categoryId);
        if (!category) throw notFound(`No category has the id ${params.categoryId}.`);
        return json({ category });
      },
    }),
  ];
}
