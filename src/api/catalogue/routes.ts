import { HttpResponse } from 'msw';
import { route, type ApiRoute } from '@/api/http/route';
import type { Backend } from '@/api/backend';
import { notFound } from '@/api/http/http-error';

/**
 * The catalogue is the same for every visitor and changes only with a deploy, so its answers say
 * a shared cache (a CDN, the server's own) may keep them for a minute.
 */
const SHARED_FOR_A_MINUTE = { 'cache-control': 'public, max-age=60' };

export function catalogueRoutes({ repos }: Backend): ApiRoute[] {
  const { catalogue } = repos;
  const json = (body: Record<string, unknown>) => HttpResponse.json(body, { headers: SHARED_FOR_A_MINUTE });

  return [
    route({
      method: 'GET',
      path: '/api/products',
      access: 'anyone',
      answer: async () => json({ products: await catalogue.products() }),
    }),
    route({
      method: 'GET',
      path: '/api/products/:productId',
      access: 'anyone',
      answer: async ({ params }) => {
        const product = await catalogue.product(params.productId);
        if (!product) throw notFound(`No sneaker has the id ${params.productId}.`);
        return json({ product });
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
