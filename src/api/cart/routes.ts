import { HttpResponse } from 'msw';
import { route, type ApiRoute } from '@/api/http/route';
import type { Backend } from '@/api/backend';
import { stampOf } from '@/api/clock';
import { HttpError, badRequest, notFound } from '@/api/http/http-error';
import { MAX_QTY_PER_LINE } from '@/api/limits/limits';
import { asObject, productIdFrom } from '@/api/http/validate';

const notInCart = (productId: string) => notFound(`The sneaker ${productId} is not in your cart.`);

export function cartRoutes(backend: Backend): ApiRoute[] {
  const { repos } = backend;
  const { cart, catalogue } = repos;
  const whole = async (userId: string) => ({ cart: await cart.of(userId) });

  return [
    route({
      method: 'GET',
      path: '/api/user/cart',
      access: 'shopper',
      answer: async ({ user }) => HttpResponse.json(await whole(user._id)),
    }),

    route({
      method: 'POST',
      path: '/api/user/cart',
      access: 'shopper',
      answer: async ({ user, body }) => {
        const productId = productIdFrom(body);
        // The catalogue's copy is stored, never the client's: a shopper cannot set their own price.
        if (!(await catalogue.product(productId))) throw notFound(`No sneaker has the id ${productId}.`);
        if (!(await cart.add(user._id, productId, stampOf(backend.clock)))) {
          throw new HttpError(409, 'This sneaker is already in your cart.');
        }
        return HttpResponse.json(await whole(user._id), { status: 201 });
      },
    }),

    route({
      method: 'POST',
      path: '/api/user/cart/:productId',
      access: 'shopper',
      answer: async ({ user, params, body }) => {
        const action = asObject(asObject(body).action, 'The request body needs an action object.');
        const type = action.type;
        if (type !== 'increment' && type !== 'decrement') {
          throw badRequest("The action type must be 'increment' or 'decrement'.");
        }
        const changed = await cart.adjust(
          user._id,
          params.productId,
          type === 'increment' ? 1 : -1,
          MAX_QTY_PER_LINE,
          stampOf(backend.clock),
        );
        if (changed === null) {
          // Refused: say why from what the line holds now.
          const qty = await cart.qty(user._id, params.productId);
          if (qty === null) throw notInCart(params.productId);
          if (type === 'decrement') {
            throw badRequest('The quantity cannot go below 1. Remove the sneaker from the cart instead.');
          }
          throw new HttpError(422, `You can buy at most ${MAX_QTY_PER_LINE} pairs of one sneaker.`);
        }
        return HttpResponse.json(await whole(user._id));
      },
    }),

    route({
      method: 'DELETE',
      path: '/api/user/cart/:productId',
      access: 'shopper',
      answer: async ({ user, params }) => {
        if (!(await cart.remove(user._id, params.productId))) throw notInCart(params.productId);
        return HttpResponse.json(await whole(user._id));
      },
    }),
  ];
}
