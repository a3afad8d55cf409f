import { HttpResponse } from 'msw';
import { http } from '@/api/http/route';
import type { Backend } from '@/api/backend';
import type { EndpointWrappers } from '@/api/http/handle';
import { notFound } from '@/api/http/http-error';

/**
 * The catalogue is the same for every visitor and changes only with a deploy, so its answers say
 * a shared cache (a CDN, the server's own) may keep them for a minute.
 */
const SHARED_FOR_A_MINUTE = { 'cache-control': 'public, max-age=60' };

export function catalogueHandlers({ repos }: Backend, { open }: EndpointWrappers) {
  const { catalogue } = repos;
  const json = (body: Record<string, unknown>) => HttpResponse.json(body, { headers: SHARED_FOR_A_MINUTE });

  return [
    http.get(
      '*/api/products',
      open(async () => json({ products: await catalogue.products() })),
    ),
    http.get<{ productId: string }>(
      '*/api/products/:productId',
      open(async ({ params }) => {
        const product = await catalogue.product(params.productId);
        if (!product) throw notFound(`No sneaker has the id ${params.productId}.`);
        return json({ product });
      }),
    ),
    http.get(
      '*/api/categories',
      open(async () => json({ categories: await catalogue.categories() })),
    ),
    http.get<{ categoryId: string }>(
      '*/api/categories/:categoryId',
      open(async ({ params }) => {
        const category = await catalogue.category(params.categoryId);
        if (!category) throw notFound(`No category has the id ${params.categoryId}.`);
        return json({ category });
      }),
    ),
  ];
}
