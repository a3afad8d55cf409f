import { headerAdded, headerChanged, requestChanged, sendRequest } from '@/features/mockman/mockman-slice';
import { deniedActions, devToolsOptions, summariseLarge } from './devtools';

const isDenied = (type: string) => deniedActions.some((pattern) => new RegExp(pattern).test(type));

describe('Redux DevTools options', () => {
  const products = Array.from({ length: 10_000 }, (_, index) => ({
    _id: `p${index}`,
    title: `Sneaker ${index}`,
  }));

  it('shows a large catalogue in the cache, and its per-product tags, as counts', () => {
    const state = {
      api: {
        queries: { 'getProducts(undefined)': { status: 'fulfilled', data: products } },
        provided: {
          tags: { Product: Object.fromEntries(products.map(({ _id }) => [_id, ['getProducts']])) },
        },
      },
      cart: { inFlight: { p1: 'adding' }, awaitingRemoval: null },
    };

    expect(summariseLarge(state)).toEqual({
      api: {
        queries: { 'getProducts(undefined)': { status: 'fulfilled', data: '<10000 items>' } },
        provided: { tags: { Product: '<10000 entries>' } },
      },
      cart: { inFlight: { p1: 'adding' }, awaitingRemoval: null },
    });
    expect(state.api.queries['getProducts(undefined)'].data).toHaveLength(10_000);
  });

  it('shows the action that delivers the catalogue with its payload as a count', () => {
    const action = {
      type: 'api/executeQuery/fulfilled',
      payload: products,
      meta: { arg: { endpointName: 'getProducts' } },
    };

    expect(devToolsOptions().actionSanitizer?.(action, 0)).toEqual({
      type: 'api/executeQuery/fulfilled',
      payload: '<10000 items>',
      meta: { arg: { endpointName: 'getProducts' } },
    });
  });

  it('leaves out the request tester’s per-keystroke edits, and only those', () => {
    expect(isDenied(requestChanged.type)).toBe(true);
    expect(isDenied(headerChanged.type)).toBe(true);
    expect(isDenied(headerAdded.type)).toBe(false);
    expect(isDenied(sendRequest.fulfilled.type)).toBe(false);
  });

  it('records stack traces in development builds only', () => {
    expect(devToolsOptions('development').trace).toBe(true);
    expect(devToolsOptions('production').trace).toBe(false);
    expect(devToolsOptions('test').trace).toBe(false);
  });
});
