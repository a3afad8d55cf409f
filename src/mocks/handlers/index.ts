import { http } from 'msw';
import { open } from '../handle';
import { notFound } from '../http-error';
import { addressHandlers } from './addresses';
import { authHandlers } from './auth';
import { cartHandlers } from './cart';
import { catalogueHandlers } from './catalogue';
import { orderHandlers } from './orders';
import { razorpayHandlers } from './razorpay';
import { testTodoHandlers } from './test-todos';
import { wishlistHandlers } from './wishlist';

export const handlers = [
  ...authHandlers,
  ...catalogueHandlers,
  ...cartHandlers,
  ...wishlistHandlers,
  ...addressHandlers,
  ...orderHandlers,
  ...razorpayHandlers,
  ...testTodoHandlers,
];

/** Anything else under /api is a readable 404, never a fall-through to the page or the network. */
export const unknownEndpointHandler = http.all(
  '*/api/*',
  open(({ request }) => {
    throw notFound(`No endpoint answers ${request.method} ${new URL(request.url).pathname}.`);
  }),
);
