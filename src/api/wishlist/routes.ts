import { HttpResponse } from 'msw';
import { http } from '@/api/http/route';
import type { Backend } from '@/api/backend';
import type { EndpointWrappers } from '@/api/http/handle';
import { HttpError, notFound } from '@/api/http/http-error';
import { productIdFrom } from '@/api/http/validate';

export function wishlistHandlers({ repos }: Backend, { authed }: EndpointWrappers) {
  const { wishlist, catalogue } = repos;
  const whole = async (userId: string) => ({ wishlist: await wishlist.of(userId) });

  return [
    http.get(
      '*/api/user/wishlist',
      authed(async ({ user }) => HttpResponse.json(await whole(user._id))),
    ),

    http.post(
      '*/api/user/wishlist',
      authed(async ({ user, body }) => {
        const productId = productIdFrom(body);
        if (!(await catalogue.product(productId))) throw notFound(`No sneaker has the id ${productId}.`);
        if (!(await wishlist.add(user._id, productId))) {
          throw new HttpError(409, 'This sneaker is already in your wishlist.');
        }
        return HttpResponse.json(await whole(user._id), { status: 201 });
      }),
    ),

    http.delete<{ productId: string }>(
      '*/api/user/wishlist/:productId',
      authed(async ({ user, params }) => {
        if (!(await wishlist.remove(user._id, params.productId))) {
          throw notFound(`The sneaker ${params.productId} is not in your wishlist.`);
        }
        return HttpResponse.json(await whole(user._id));
      }),
    ),
  ];
}
