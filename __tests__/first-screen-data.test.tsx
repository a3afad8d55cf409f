import { screen } from '@testing-library/react';
import { screenAt } from '@/app/screens';
import { makeStore } from '@/app/store';
import { allProducts } from '@/mocks/db';
import { recordRequests } from '@/testing/record-requests';
import { renderApp } from '@/testing/render-app';

const product = () => allProducts()[0]!;

/**
 * The bootstrap (src/index.tsx) sends the first screen's request before the screen renders; the
 * screen must then find that request's entry rather than send its own.
 */
async function visitAfterFirstData(route: string) {
  const requests = recordRequests();
  const store = makeStore();
  const [first, match] = screenAt(route)!;
  first.firstData?.(store.dispatch, match.params);
  const askedBeforeRender = Object.keys(store.getState().api.queries);
  await renderApp({ route, store });
  return { requests, askedBeforeRender };
}

describe("the first screen's data, asked for before the screen renders", () => {
  it.each([
    ['the product list', '/productlist'],
    ['home', '/'],
  ])('%s: the catalogue, asked for once', async (_, route) => {
    const { requests, askedBeforeRender } = await visitAfterFirstData(route);
    expect(askedBeforeRender).toEqual(['getProducts(undefined)']);
    expect(await screen.findAllByRole('article')).not.toHaveLength(0);
    expect(await requests.to('GET /api/products')).toHaveLength(1);
  });

  it('a product page: its product, asked for once', async () => {
    const { _id, title } = product();
    const { requests, askedBeforeRender } = await visitAfterFirstData(`/productlist/${_id}`);
    expect(askedBeforeRender).toEqual([`getProduct("${_id}")`]);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await requests.to(`GET /api/products/${_id}`)).toHaveLength(1);
  });
});
