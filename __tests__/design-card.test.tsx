import { act, screen, waitFor, within } from '@testing-library/react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { listenerMiddleware } from '@/app/listener';
import type { RootState } from '@/app/store';
import { allProducts } from '@/mocks/db';
import { productHref } from '@/features/catalogue';
import { holdRequests } from '@/testing/hold-requests';
import { guest } from '@/testing/guest';
import { renderApp } from '@/testing/render-app';
import { logInWithForm } from '@/testing/log-in';

/** The design card: "feature slices for auth, cart, wishlist, filters and addresses". */
const FEATURE_SLICES = ['auth', 'cart', 'wishlist', 'filters', 'addresses'] as const;

interface Change {
  type: string;
  /** The endpoint an RTK Query action is about. */
  endpoint?: string;
  /** The top-level state keys this action changed. */
  changed: string[];
}

/** Which slices each dispatched action changed, as Redux DevTools' diff shows it. */
function recordChanges() {
  const changes: Change[] = [];
  const stop = listenerMiddleware.startListening({
    predicate: () => true,
    effect: (action: UnknownAction, api) => {
      const before = api.getOriginalState() as Record<string, unknown>;
      const after = api.getState() as Record<string, unknown>;
      const meta = action.meta as { arg?: { endpointName?: string } } | undefined;
      changes.push({
        type: action.type,
        endpoint: meta?.arg?.endpointName,
        changed: Object.keys(after).filter((key) => after[key] !== before[key]),
      });
    },
  });
  afterEach(() => stop());
  /** The changes to `slice`, each as `type` or `type endpoint`. */
  const to = (slice: string) =>
    changes
      .filter(({ changed }) => changed.includes(slice))
      .map(({ type, endpoint }) => (endpoint ? `${type} ${endpoint}` : type));
  return { to };
}

/** Every path in the state at which a list of `kind` items is held. */
function pathsHolding(
  state: unknown,
  isKind: (item: Record<string, unknown>) => boolean,
  path = '',
): string[] {
  if (Array.isArray(state)) {
    const items = state as unknown[];
    const isList =
      items.length > 0 &&
      items.every(
        (item) => typeof item === 'object' && item !== null && isKind(item as Record<string, unknown>),
      );
    return isList ? [path] : items.flatMap((item, index) => pathsHolding(item, isKind, `${path}[${index}]`));
  }
  if (typeof state !== 'object' || state === null) return [];
  return Object.entries(state).flatMap(([key, value]) => pathsHolding(value, isKind, `${path}.${key}`));
}

const isCartLine = (item: Record<string, unknown>) => typeof item.qty === 'number';
const isWishlistItem = (item: Record<string, unknown>) => item.wished === true;
const isAddress = (item: Record<string, unknown>) => typeof item.isSelected === 'boolean';

const cacheEntry = (endpoint: string) => `.api.queries.${endpoint}("${guest.email}").data`;

function productOnSale() {
  const product = allProducts().find((candidate) => candidate.id > 15);
  if (!product) throw new Error('the catalogue has no product in the grid');
  return product;
}

describe('the design card in the store', () => {
  const changes = recordChanges();

  it('has the five feature slices, each changed by its own and its endpoints’ actions, and one copy of each list', async () => {
    const { store, user, router } = await renderApp({ route: '/login' });
    expect(Object.keys(store.getState())).toEqual(expect.arrayContaining(['api', ...FEATURE_SLICES]));

    // auth: the login's answer
    await logInWithForm(user, guest);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().auth.token).toMatch(/^eyJ/);
    expect(store.getState().auth.profile).toEqual({
      firstName: guest.firstName,
      lastName: guest.lastName,
      email: guest.email,
    });
    expect(changes.to('auth')).toEqual(['api/executeMutation/fulfilled login']);

    // cart and wishlist: a product page's buttons
    const product = productOnSale();
    await act(() => router.navigate(productHref(product)));
    const article = within(await screen.findByRole('article', { name: product.title }));
    await user.click(article.getByRole('button', { name: 'Add to Cart' }));
    expect(await article.findByRole('button', { name: 'Go to Cart' })).toBeInTheDocument();
    await user.click(article.getByRole('button', { name: 'Add to Wishlist' }));
    await article.findByRole('button', { name: 'Go to Wishlist' });
    expect(changes.to('cart')).toEqual([
      'api/executeMutation/pending addToCart',
      'api/executeMutation/fulfilled addToCart',
    ]);
    expect(changes.to('wishlist')).toEqual([
      'api/executeMutation/pending addToWishlist',
      'api/executeMutation/fulfilled addToWishlist',
    ]);

    // cart: minus at 1 asks first, in the cart slice
    await act(() => router.navigate('/cart'));
    await user.click(await screen.findByRole('button', { name: 'Decrease quantity' }));
    expect(store.getState().cart.awaitingRemoval).toBe(product._id);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'No, cancel' }));
    expect(store.getState().cart.awaitingRemoval).toBeNull();
    expect(changes.to('cart').slice(-2)).toEqual(['cart/removalAsked', 'cart/removalCancelled']);

    // addresses: the dialog, closed by the add's answer; a selection in flight
    await act(() => router.navigate('/checkout'));
    await user.click(await screen.findByRole('button', { name: 'Add New Address' }));
    expect(store.getState().addresses.editor).toEqual({ mode: 'adding' });
    const dialog = within(screen.getByRole('dialog'));
    await user.type(dialog.getByLabelText('Name'), 'Asha Rao');
    await user.type(dialog.getByLabelText('Mobile number'), '9876543210');
    await user.type(dialog.getByLabelText('Pincode'), '560001');
    await user.type(dialog.getByLabelText('City'), 'Bengaluru');
    await user.type(dialog.getByLabelText('Address (house, street, area)'), '12 MG Road');
    await user.selectOptions(dialog.getByLabelText('State'), 'Karnataka');
    await user.click(dialog.getByRole('button', { name: 'Add Address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.getState().addresses.editor).toEqual({ mode: 'closed' });

    const selection = holdRequests('post', '*/api/user/addresses/:id/select');
    await user.click(screen.getByRole('radio', { name: 'Asha Rao' }));
    const book = store.getState().api.queries[`getAddresses("${guest.email}")`]?.data as {
      id: string;
      name: string;
    }[];
    const added = book.find(({ name }) => name === 'Asha Rao');
    await waitFor(() => expect(store.getState().addresses.inFlight).toEqual({ [added!.id]: 'selecting' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled());
    selection.release();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Asha Rao' })).toBeChecked());
    expect(store.getState().addresses.inFlight).toEqual({});
    expect(changes.to('addresses')).toEqual([
      'addresses/addingStarted',
      'api/executeMutation/fulfilled addAddress',
      'api/executeMutation/pending selectAddress',
      'api/executeMutation/fulfilled selectAddress',
    ]);

    // filters: written by the URL only
    await act(() => router.navigate('/productlist'));
    await user.click(await screen.findByRole('checkbox', { name: 'Nike' }));
    await waitFor(() => expect(store.getState().filters.brands).toEqual(['nike']));
    expect(changes.to('filters')).toEqual(['filters/filtersReadFromUrl']);

    // One copy of each of the shopper's lists: the session's cache entry.
    const state: RootState = store.getState();
    expect(pathsHolding(state, isCartLine)).toEqual([cacheEntry('getCart')]);
    expect(pathsHolding(state, isWishlistItem)).toEqual([cacheEntry('getWishlist')]);
    expect(pathsHolding(state, isAddress)).toEqual([cacheEntry('getAddresses')]);
    expect(JSON.stringify(Object.keys(state.api.queries))).not.toContain(state.auth.token);

    // The end of the session clears every slice that held something of it.
    await act(() => router.navigate('/profile'));
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(store.getState().auth).toEqual({ token: null, profile: null }));
    expect(changes.to('auth').at(-1)).toBe('session/ended');
  }, 60_000);

  it('disables a line’s button wherever the line shows while its request runs', async () => {
    const product = productOnSale();
    const adding = holdRequests('post', '*/api/user/cart');
    const { store, user, router } = await renderApp({ route: '/wishlist', user: guest });
    // The product's own article: the page also shows other sneakers' cards.
    const productArticle = async () => within(await screen.findByRole('article', { name: product.title }));
    await act(() => router.navigate(productHref(product)));
    await user.click((await productArticle()).getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(store.getState().cart.inFlight).toEqual({ [product._id]: 'adding' }));

    // The same line on another screen, mounted after the click.
    await act(() => router.navigate('/'));
    await act(() => router.navigate(productHref(product)));
    expect((await productArticle()).getByRole('button', { name: 'Add to Cart' })).toBeDisabled();

    adding.release();
    expect(await (await productArticle()).findByRole('button', { name: 'Go to Cart' })).toBeInTheDocument();
    expect(store.getState().cart.inFlight).toEqual({});
  });
});
