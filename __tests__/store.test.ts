import { http, HttpResponse } from 'msw';
import { addressesApi } from '@/features/addresses/addresses-api';
import { selectAddressList } from '@/features/addresses/addresses-slice';
import { requestAddToCart, selectCartItems } from '@/features/cart/cart-slice';
import { readLastRequest, writeLastRequest } from '@/features/mockman/last-request-storage';
import { wishlistApi } from '@/features/wishlist/wishlist-api';
import { selectWishlistItems } from '@/features/wishlist/wishlist-slice';
import { addressesOf, allProducts, cartOf, wishlistOf } from '@/mocks/db';
import { server } from '@/mocks/node';
import type { AddressInput } from '@/shared/types';
import { guest, guestId } from '@/testing/guest';
import { startSession } from '@/testing/render-app';
import { cartQueryApi } from '@/kernel/cart-query-api';
import { sendFollowed } from '@/kernel/in-flight';
import { sessionEnded } from '@/kernel/session';
import { authApi } from '@/features/auth/auth-api';
import { makeStore } from '@/app/store';

const ids = (items: { _id: string }[] | undefined) => items?.map((item) => item._id);

/** A store with the guest logged in; `key` is the session key their cache entries are under. */
async function loggedInStore() {
  const store = makeStore();
  await startSession(store, guest.email);
  return { store, key: guest.email };
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
    const { store, key } = await loggedInStore();
    const loaded = store.dispatch(cartQueryApi.endpoints.getCart.initiate(key));
    await loaded;

    const result = (await store.dispatch(requestAddToCart(newProduct())))!;

    expect(ids(result.data)).toEqual(ids(cartOf(guestId())));
    expect(cartQueryApi.endpoints.getCart.select(key)(store.getState()).data).toEqual(result.data);
    expect(selectCartItems(store.getState())).toEqual(result.data);
    loaded.unsubscribe();
  });

  it('sends one request per line at a time: a second add before the button re-renders sends nothing', async () => {
    const { store } = await loggedInStore();
    const product = newProduct();

    const first = store.dispatch(requestAddToCart(product));
    const second = store.dispatch(requestAddToCart(product));

    expect(store.getState().cart.inFlight).toEqual({ [product._id]: 'adding' });
    expect(second).toBeNull();
    await first;
    expect(store.getState().cart.inFlight).toEqual({});
    expect(cartOf(guestId()).filter((line) => line._id === product._id)).toEqual([
      expect.objectContaining({ qty: 1 }),
    ]);
  });

  it('keeps a cart answer even before the cart was ever loaded', async () => {
    const { store, key } = await loggedInStore();

    const result = (await store.dispatch(requestAddToCart(newProduct())))!;

    expect(cartQueryApi.endpoints.getCart.select(key)(store.getState()).data).toEqual(result.data);
    expect(selectCartItems(store.getState())).toEqual(result.data);
  });

  it('keeps a cart answer over the cart request that was on its way, which the server read before the add', async () => {
    const { store, key } = await loggedInStore();
    const before = cartOf(guestId());
    let answerTheRead = () => {};
    const readAnswered = new Promise<void>((resolve) => (answerTheRead = resolve));
    server.use(
      http.get('*/api/user/cart', async () => {
        await readAnswered;
        return HttpResponse.json({ cart: before });
      }),
    );
    // As when a session starts: its cart is asked for, and a tap is answered before that read is.
    const loading = store.dispatch(cartQueryApi.endpoints.getCart.initiate(key));
    const result = (await store.dispatch(requestAddToCart(newProduct())))!;
    answerTheRead();
    await loading;

    expect(ids(result.data)).toHaveLength(before.length + 1);
    expect(ids(selectCartItems(store.getState()))).toEqual(ids(result.data));
    loading.unsubscribe();
  });

  it('changes nothing when the server refuses', async () => {
    const { store, key } = await loggedInStore();
    const loaded = store.dispatch(cartQueryApi.endpoints.getCart.initiate(key));
    const { data: before } = await loaded;
    server.use(http.post('*/api/user/cart', () => HttpResponse.json({ message: 'No.' }, { status: 500 })));

    const result = (await store.dispatch(requestAddToCart(newProduct())))!;

    expect(result.error).toBeDefined();
    expect(cartQueryApi.endpoints.getCart.select(key)(store.getState()).data).toBe(before);
    loaded.unsubscribe();
  });

  it('takes the cart and wishlist a login answers with into the cache, and keeps no other copy', async () => {
    const store = makeStore();

    await store.dispatch(authApi.endpoints.login.initiate({ email: guest.email, password: guest.password }));

    expect(cartQueryApi.endpoints.getCart.select(guest.email)(store.getState()).data).toEqual(
      cartOf(guestId()),
    );
    expect(wishlistApi.endpoints.getWishlist.select(guest.email)(store.getState()).data).toEqual(
      wishlistOf(guestId()),
    );
    expect(store.getState().auth.token).toMatch(/^eyJ/);
    expect(store.getState().auth.profile).toEqual({
      firstName: guest.firstName,
      lastName: guest.lastName,
      email: guest.email,
    });
  });

  it('does the same for the wishlist', async () => {
    const { store, key } = await loggedInStore();

    const result = await store.dispatch(sendFollowed(wishlistApi.endpoints.addToWishlist, newProduct()));

    expect(ids(result.data)).toEqual(ids(wishlistOf(guestId())));
    expect(wishlistApi.endpoints.getWishlist.select(key)(store.getState()).data).toEqual(result.data);
    expect(selectWishlistItems(store.getState())).toEqual(result.data);
  });

  it('does the same for the address book, whose add answers with the new address and the book', async () => {
    const { store, key } = await loggedInStore();

    const added = await store.dispatch(addressesApi.endpoints.addAddress.initiate(address));
    const selected = await store.dispatch(
      addressesApi.endpoints.selectAddress.initiate(added.data!.address.id),
    );

    expect(selected.data?.map((entry) => entry.id)).toEqual(addressesOf(guestId()).map((entry) => entry.id));
    expect(addressesApi.endpoints.getAddresses.select(key)(store.getState()).data).toEqual(selected.data);
    expect(selectAddressList(store.getState()).find((entry) => entry.isSelected)?.name).toBe('Asha Rao');
  });
});

describe('the end of a session', () => {
  it.each(['logout', 'expired', 'other-tab'] as const)('empties the API state (%s)', async (reason) => {
    const { store, key } = await loggedInStore();
    await store.dispatch(cartQueryApi.endpoints.getCart.initiate(key, { subscribe: false }));
    await store.dispatch(requestAddToCart(newProduct()));
    expect(Object.keys(store.getState().api.queries)).not.toEqual([]);

    store.dispatch(sessionEnded({ reason }));

    expect(store.getState().api.queries).toEqual({});
    expect(store.getState().api.mutations).toEqual({});
    expect(selectCartItems(store.getState())).toEqual([]);
  });

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
