import { HttpResponse } from 'msw';
import { route, type ApiRoute } from '@/api/http/route';
import type { Backend } from '@/api/backend';
import { notFound } from '@/api/http/http-error';

/**
 * The categories are the same for every visitor and change only with a deploy, so their answers say
 * a shared cache (a CDN, the server's own) may keep them for a minute. The products are the same
 * for every visitor too, but staff change them: a browser or a CDN keeps them for a few seconds
 * only (the server forgets its own copy at once, on every process: src/api/catalogue/sql-repository.ts).
 */
const SHARED_FOR_A_MINUTE = { 'cache-control': 'public, max-age=60' };
const SHARED_FOR_SECONDS = { 'cache-control': 'public, max-age=5' };

/**
 * A picture's URL names its version (a hash of it), so the answer at one URL never changes. It is
 * not marked `public`: the server keeps no copy of its own (server/http/app.ts keeps only those).
 */
const IMMUTABLE = 'max-age=31536000, immutable';

export function catalogueRoutes({ repos }: Backend): ApiRoute[] {
  const { catalogue } = repos;
  const json = (body: Record<string, unknown>, headers = SHARED_FOR_A_MINUTE) =>
    HttpResponse.json(body, { headers });

  return [
    route({
      method: 'GET',
      path: '/api/products',
      access: 'anyone',
      answer: async () => json({ products: await catalogue.products() }, SHARED_FOR_SECONDS),
    }),
    route({
      method: 'GET',
      path: '/api/products/:productId',
      access: 'anyone',
      answer: async ({ params }) => {
        const product = await catalogue.product(params.productId);
        if (!product) throw notFound(`No sneaker has the id ${params.productId}.`);
        return json({ product }, SHARED_FOR_SECONDS);
      },
    }),
    route({
      method: 'GET',
      path: '/api/products/:productId/image/:version',
      access: 'anyone',
      answer: async ({ params }) => {
        const picture = await catalogue.picture(params.productId, params.version);
        if (!picture) throw notFound('No such picture: it may have been replaced by a newer one.');
        return new HttpResponse(picture.bytes, {
          headers: { 'content-type': picture.contentType, 'cache-control': IMMUTABLE },
        });
      },
    }),
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
