import { http, HttpResponse } from 'msw';
import { addWishlistLine, findProduct, hasWishlistLine, removeWishlistLine, wishlistOf } from '../db';
import { authed } from '../handle';
import { HttpError, notFound } from '../http-error';
import { productIdFrom } from '../validate';

export const wishlistHandlers = [
  http.get(
    '*/api/user/wishlist',
    authed(({ user }) => HttpResponse.json({ wishlist: wishlistOf(user._id) })),
  ),

  http.post(
    '*/api/user/wishlist',
    authed(({ user, body }) => {
      const productId = productIdFrom(body);
      if (!findProduct(productId)) throw notFound(`No sneaker has the id ${productId}.`);
      if (hasWishlistLine(user._id, productId)) {
        throw new HttpError(409, 'This sneaker is already in your wishlist.');
      }
      addWishlistLine(user._id, productId);
      return HttpResponse.json({ wishlist: wishlistOf(user._id) }, { status: 201 });
    }),
  ),

  http.delete<{ productId: string }>(
    '*/api/user/wishlist/:productId',
    authed(({ user, params }) => {
      if (!hasWishlistLine(user._id, params.productId)) {
        throw notFound(`The sneaker ${params.productId} is not in your wishlist.`);
      }
      removeWishlistLine(user._id, params.productId);
      return HttpResponse.json({ wishlist: wishlistOf(user._id) });
    }),
  ),
];
