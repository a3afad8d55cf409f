import { HttpResponse } from 'msw';
import { route, type ApiRoute } from '@/api/http/route';
import type { Backend } from '@/api/backend';
import { stampOf } from '@/api/clock';
import { HttpError, notFound } from '@/api/http/http-error';
import { productIdFrom } from '@/api/http/validate';

export function wishlistRoutes(backend: Backend): ApiRoute[] {
  const { repos } = backend;
  const { wishlist, catalogue } = repos;
  const whole = async (userId: string) => ({ wishlist: await wishlist.of(userId) });

  return [
    route({
      method: 'GET',
      path: '/api/user/wishlist',
      access: 'shopper',
      answer: async ({ user }) => HttpResponse.json(await whole(user._id)),
    }),

    route({
      method: 'POST',
      path: '/api/user/wishlist',
      access: 'shopper',
      answer: async ({ user, body }) => {
        const productId = productIdFrom(body);
        if (!(await catalogue.product(productId))) throw notFound(`No sneaker has the id ${productId}.`);
        if (!(await wishlist.add(user._id, productId, stampOf(backend.clock)))) {
          throw new HttpError(409, 'This sneaker is already in your wishlist.');
        }
        return HttpResponse.json(await whole(user._id), { status: 201 });
      },
    }),

    route({
      method: 'DELETE',
      path: '/api/user/wishlist/:productId',
      access: 'shopper',
      answer: async ({ user, params }) => {
        if (!(await wishlist.remove(user._id, params.productId))) {
          throw notFound(`The sneaker ${params.productId} is not in your wishlist.`);
        }
        return HttpResponse.json(await whole(user._id));
      },
    }),
  ];
}
