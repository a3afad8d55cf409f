import { HttpResponse } from 'msw';
import { route, type ApiRoute } from '@/api/http/route';
import type { Backend } from '@/api/backend';
import { stampOf } from '@/api/clock';
import { HttpError, notFound, said } from '@/api/http/http-error';
import { shopperRefusals as refusals } from '@/api/words';
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
        if (!(await catalogue.product(productId))) throw notFound(said(refusals.noSuchSneaker, productId));
        if (!(await wishlist.add(user._id, productId, stampOf(backend.clock)))) {
          throw new HttpError(409, refusals.alreadyInWishlist);
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
          throw notFound(said(refusals.notInWishlist, params.productId));
        }
        return HttpResponse.json(await whole(user._id));
      },
    }),
  ];
}
