import { http, HttpResponse } from 'msw';
import { addCartLine, cartLineQty, cartOf, findProduct, removeCartLine, setCartLineQty } from '../db';
import { authed } from '../handle';
import { HttpError, badRequest, notFound } from '../http-error';
import { asObject, productIdFrom } from '../validate';

const notInCart = (productId: string) => notFound(`The sneaker ${productId} is not in your cart.`);

export const cartHandlers = [
  http.get(
    '*/api/user/cart',
    authed(({ user }) => HttpResponse.json({ cart: cartOf(user._id) })),
  ),

  http.post(
    '*/api/user/cart',
    authed(({ user, body }) => {
      const productId = productIdFrom(body);
      // The catalogue's copy is stored, never the client's: a shopper cannot set their own price.
      if (!findProduct(productId)) throw notFound(`No sneaker has the id ${productId}.`);
      if (cartLineQty(user._id, productId) !== null) {
        throw new HttpError(409, 'This sneaker is already in your cart.');
      }
      addCartLine(user._id, productId);
      return HttpResponse.json({ cart: cartOf(user._id) }, { status: 201 });
    }),
  ),

  http.post<{ productId: string }>(
    '*/api/user/cart/:productId',
    authed(({ user, params, body }) => {
      const action = asObject(asObject(body).action, 'The request body needs an action object.');
      const type = action.type;
      if (type !== 'increment' && type !== 'decrement') {
        throw badRequest("The action type must be 'increment' or 'decrement'.");
      }
      const qty = cartLineQty(user._id, params.productId);
      if (qty === null) throw notInCart(params.productId);
      if (type === 'decrement' && qty <= 1) {
        throw badRequest('The quantity cannot go below 1. Remove the sneaker from the cart instead.');
      }
      setCartLineQty(user._id, params.productId, type === 'increment' ? qty + 1 : qty - 1);
      return HttpResponse.json({ cart: cartOf(user._id) });
    }),
  ),

  http.delete<{ productId: string }>(
    '*/api/user/cart/:productId',
    authed(({ user, params }) => {
      if (cartLineQty(user._id, params.productId) === null) throw notInCart(params.productId);
      removeCartLine(user._id, params.productId);
      return HttpResponse.json({ cart: cartOf(user._id) });
    }),
  ),
];
