import { http, HttpResponse } from 'msw';
import { addressesApi } from '@/features/addresses/addresses-api';
import { selectAddressList } from '@/features/addresses/addresses-selectors';
import { cartApi, requestAddToCart } from '@/features/cart/cart-api';
import { selectCartItems } from '@/features/cart/cart-slice';
import { readLastRequest, writeLastRequest } from '@/features/mockman/last-request-storage';
import { requestAddToWishlist, wishlistApi } from '@/features/wishlist/wishlist-api';
import { selectWishlistItems } from '@/features/wishlist/wishlist-slice';
import { addressesOf, allProducts, cartOf, findUserByEmail, wishlistOf } from '@/mocks/db';
import { server } from '@/mocks/node';
import type { AddressInput } from '@/shared/types';
import { guest, startSession } from '@/testing/render-app';
import { sessionEnded } from '@/app/session';
import { makeStore } from '@/app/store';

const ids = (items: { _id: string }[] | undefined) => items?.map((item) => item._id);

const guestId = () => findUserByEmail(guest.email)!._id;

async function loggedInStore() {
  const store = makeStore();
  const token = await startSession(store, guest.email);
  return { store, token };
}

/** A product the guest has in neither their cart nor their wishlist. */
function newProduct() {
  const taken = new Set([...cartOf(guestId()), ...wishlistOf(guestId())].map((item) => item._id));
  const product = allProducts().find((candidate) => !taken.has(candidate._id));
  if (!product) throw new Error('every product is taken');
  return product;
}

const address: AddressInput = {
  name: 'Asha Rao',
  mobile: '9876543210',
  pincode: '560001',
  city: 'Bengaluru',
  residence: '12 MG Road',
  state: 'Karnataka',
};

describe('the cache is the one copy of the shopper’s lists', () => {
  it('holds a cart mutation’s answer by the time its promise settles, and the selectors read it', async () => {
    const { store, token } = await loggedInStore();
    const loaded = store.dispatch(cartApi.endpoints.getCart.initiate(token));
    await loaded;

    const result = await store.dispatch(requestAddToCart(newProduct()));

    expect(ids(result.data)).toEqual(ids(cartOf(guestId())));
    expect(cartApi.endpoints.getCart.select(token)(store.getState()).data).toEqual(result.data);
    expect(selectCartItems(store.getState())).toEqual(result.data);
    loaded.unsubscribe();
  });

  it('keeps a cart answer even before the cart was ever loaded', async () => {
    const { store, token } = await loggedInStore();

    const result = await store.dispatch(requestAddToCart(newProduct()));

    expect(cartApi.endpoints.getCart.select(token)(store.getState()).data).toEqual(result.data);
    expect(selectCartItems(store.getState())).toEqual(result.data);
  });

  it('changes nothing when the server refuses', async () => {
    const { store, token } = await loggedInStore();
    const loaded = store.dispatch(cartApi.endpoints.getCart.initiate(token));
    const { data: before } = await loaded;
    server.use(http.post('*/api/user/cart', () => HttpResponse.json({ message: 'No.' }, { status: 500 })));

    const result = await store.dispatch(requestAddToCart(newProduct()));

    expect(result.error).toBeDefined();
    expect(cartApi.endpoints.getCart.select(token)(store.getState()).data).toBe(before);
    loaded.unsubscribe();
  });

  it('shows the cart the login answered with until the server’s cart arrives', async () => {
    const { store, token } = await loggedInStore();
    expect(selectCartItems(store.getState())).toEqual(cartOf(guestId()));

    const product = newProduct();
    await store.dispatch(requestAddToCart(product));

    expect(selectCartItems(store.getState()).map((item) => item._id)).toContain(product._id);
    expect(cartApi.endpoints.getCart.select(token)(store.getState()).data).toBe(
      selectCartItems(store.getState()),
    );
  });

  it('does the same for the wishlist', async () => {
    const { store, token } = await loggedInStore();

    const result = await store.dispatch(requestAddToWishlist(newProduct()));

    expect(ids(result.data)).toEqual(ids(wishlistOf(guestId())));
    expect(wishlistApi.endpoints.getWishlist.select(token)(store.getState()).data).toEqual(result.data);
    expect(selectWishlistItems(store.getState())).toEqual(result.data);
  });

  it('does the same for the address book, whose add answers with the new address and the book', async () => {
    const { store, token } = await loggedInStore();

    const added = await store.dispatch(addressesApi.endpoints.addAddress.initiate(address));
    const selected = await store.dispatch(
      addressesApi.endpoints.selectAddress.initiate(added.data!.address.id),
    );

    expect(selected.data?.map((entry) => entry.id)).toEqual(addressesOf(guestId()).map((entry) => entry.id));
    expect(addressesApi.endpoints.getAddresses.select(token)(store.getState()).data).toEqual(selected.data);
    expect(selectAddressList(store.getState()).find((entry) => entry.isSelected)?.name).toBe('Asha Rao');
  });
});

describe('the end of a session', () => {
  it.each(['logout', 'expired', 'other-tab'] as const)('empties the API state (%s)', async (reason) => {
    const { store, token } = await loggedInStore();
    await store.dispatch(cartApi.endpoints.getCart.initiate(token, { subscribe: false }));
    await store.dispatch(requestAddToCart(newProduct()));
    expect(Object.keys(store.getState().api.queries)).not.toEqual([]);

    store.dispatch(sessionEnded({ reason }));

    expect(store.getState().api.queries).toEqual({});
    expect(store.getState().api.mutations).toEqual({});
    expect(selectCartItems(store.getState())).toEqual([]);
  });
});

describe('the end of a session', () => {
  it("takes the shopper's token out of the request the tester remembers, even with the tester closed", async () => {
    const store = makeStore();
    const token = await startSession(store, guest.email);
    writeLastRequest({
      reqType: 'GET',
      endpoint: '/api/user/cart',
      body: '{}',
      headers: [{ id: 'h1', key: 'authorization', value: token, enabled: true }],
    });

    store.dispatch(sessionEnded({ reason: 'logout' }));

    expect(readLastRequest()).toMatchObject({ endpoint: '/api/user/cart', headers: [] });
  });
});
