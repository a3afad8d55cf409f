import type { WishlistItem } from '@/shared/types';
import { call, expectDbUnchanged, expectRefusal, loginGuest } from '@/api/testing/api-client';
import { seedProduct } from '@/api/testing/fixtures';

const product = seedProduct;

type WishlistAnswer = { wishlist: WishlistItem[] };

const getWishlist = (token: string) => call<WishlistAnswer>('GET', '/user/wishlist', { token });
const wish = (token: string, item: unknown) =>
  call<WishlistAnswer>('POST', '/user/wishlist', { token, json: { product: item } });

let token: string;
beforeEach(async () => {
  token = await loginGuest();
});

it('GET starts empty', async () => {
  expect(await getWishlist(token)).toEqual({ status: 200, body: { wishlist: [] } });
});

it('POST adds the catalogue product with wished: true: 201 with the whole wishlist', async () => {
  const sneaker = product(33);
  const { status, body } = await wish(token, { ...sneaker, wished: true, price: 5 });
  expect(status).toBe(201);
  expect(body.wishlist).toEqual([
    {
      ...sneaker,
      wished: true,
      createdAt: expect.stringMatching(/Z$/) as string,
      updatedAt: expect.stringMatching(/Z$/) as string,
    },
  ]);
  expect((await getWishlist(token)).body).toEqual(body);
});

it('POST refuses a product already wished with 409 and changes nothing', async () => {
  await wish(token, product(33));
  await expectDbUnchanged(async () => {
    expectRefusal(await wish(token, product(33)), 409);
  });
});

it.each<[string, unknown, number]>([
  ['no product', undefined, 400],
  ['a product without _id', { title: 'x' }, 400],
  ['an unknown product id', { _id: 'no-such-sneaker' }, 404],
])('POST refuses %s with %p and changes nothing', async (_label, item, status) => {
  await expectDbUnchanged(async () => {
    const answer =
      item === undefined
        ? await call('POST', '/user/wishlist', { token, json: {} })
        : await wish(token, item);
    expectRefusal(answer, status);
  });
});

it('DELETE removes the entry: 200 with the rest', async () => {
  await wish(token, product(33));
  await wish(token, product(34));
  const { status, body } = await call<WishlistAnswer>('DELETE', `/user/wishlist/${product(33)._id}`, {
    token,
  });
  expect(status).toBe(200);
  expect(body.wishlist.map((item) => item._id)).toEqual([product(34)._id]);
});

it('DELETE answers 404 for a product not in the wishlist', async () => {
  await expectDbUnchanged(async () => {
    expectRefusal(await call('DELETE', `/user/wishlist/${product(33)._id}`, { token }), 404);
  });
});
