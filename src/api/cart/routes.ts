import { HttpResponse } from 'msw';
import { route, type ApiRoute, type RouteParams, type ShopperContext } from '@/api/http/route';
import type { Backend } from '@/api/backend';
import { stampOf } from '@/api/clock';
import { HttpError, badRequest, notFound, said } from '@/api/http/http-error';
import { shopperRefusals as refusals } from '@/api/words';
import { MAX_QTY_PER_LINE } from '@/api/limits/limits';
import { asObject, productIdFrom } from '@/api/http/validate';
import { spend } from '@/api/limits/rate-limits';
import { serverMessages } from '@/shared/messages';

const notInCart = (productId: string) => notFound(said(refusals.notInCart, productId));

/** Every cart answer carries the whole cart as it is now. */
const wholeCart = async (backend: Backend, userId: string) => ({ cart: await backend.repos.cart.of(userId) });

type LineParams = RouteParams<'/api/user/cart/:productId'>;

/**
 * Every cart write counts against the shopper's and the client address's limits before its work
 * (src/api/limits), as placing an order does: 429 with Retry-After past either.
 */
const countCartWrite = (backend: Backend, { user, client }: Pick<ShopperContext, 'user' | 'client'>) =>
  spend(
    backend.limiters,
    [
      ['cartWritesPerAccount', user._id],
      ['cartWritesPerAddress', client],
    ],
    serverMessages.tooManyCartWrites,
  );

async function addToCart(backend: Backend, context: ShopperContext): Promise<Response> {
  const { user, body } = context;
  const { cart, catalogue } = backend.repos;
  const productId = productIdFrom(body);
  await countCartWrite(backend, context);
  // The catalogue's copy is stored, never the client's: a shopper cannot set their own price.
  if (!(await catalogue.product(productId))) throw notFound(said(refusals.noSuchSneaker, productId));
  if (!(await cart.add(user._id, productId, stampOf(backend.clock)))) {
    throw new HttpError(409, refusals.alreadyInCart);
  }
  return HttpResponse.json(await wholeCart(backend, user._id), { status: 201 });
}

/** One more pair of a line, or one fewer: never below 1, never past MAX_QTY_PER_LINE. */
async function changeQty(backend: Backend, context: ShopperContext<LineParams>): Promise<Response> {
  const { user, params, body } = context;
  const { cart } = backend.repos;
  const action = asObject(asObject(body).action, 'The request body needs an action object.');
  const type = action.type;
  if (type !== 'increment' && type !== 'decrement') {
    throw badRequest(refusals.actionInvalid);
  }
  await countCartWrite(backend, context);
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
      throw badRequest(refusals.belowOne);
    }
    throw new HttpError(422, refusals.atMostPerLine);
  }
  return HttpResponse.json(await wholeCart(backend, user._id));
}

async function removeFromCart(backend: Backend, context: ShopperContext<LineParams>): Promise<Response> {
  const { user, params } = context;
  await countCartWrite(backend, context);
  if (!(await backend.repos.cart.remove(user._id, params.productId))) throw notInCart(params.productId);
  return HttpResponse.json(await wholeCart(backend, user._id));
}

export function cartRoutes(backend: Backend): ApiRoute[] {
  return [
    route({
      method: 'GET',
      path: '/api/user/cart',
      access: 'shopper',
      answer: async ({ user }) => HttpResponse.json(await wholeCart(backend, user._id)),
    }),
    route({
      method: 'POST',
      path: '/api/user/cart',
      access: 'shopper',
      answer: (context) => addToCart(backend, context),
    }),
    route({
      method: 'POST',
      path: '/api/user/cart/:productId',
      access: 'shopper',
      answer: (context) => changeQty(backend, context),
    }),
    route({
      method: 'DELETE',
      path: '/api/user/cart/:productId',
      access: 'shopper',
      answer: (context) => removeFromCart(backend, context),
    }),
  ];
}
