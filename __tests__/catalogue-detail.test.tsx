import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { allProducts } from '@/mocks/db';
import { server } from '@/mocks/node';
import { SHOE_SIZES } from '@/shared/constants';
import { formatRupees } from '@/shared/format-rupees';
import { preloadOf } from '@/shared/product-pictures';
import { toastMessages } from '@/shared/messages';
import { guest } from '@/testing/guest';
import { renderApp } from '@/testing/render-app';

describe('product detail', () => {
  // How long the loader shows is use-page-loader.test.ts's to check, on fake timers.
  it('shows a loader, then the image, title, text, rating, price and the display-only sizes', async () => {
    const product = allProducts().find((item) => item.id === 20)!;
    await renderApp({ route: `/productlist/${product._id}` });
    expect(screen.getByRole('status')).toHaveTextContent('Loading sneaker');

    expect(await screen.findByRole('heading', { level: 1, name: product.title })).toBeInTheDocument();
    expect(screen.queryByText('Loading sneaker')).not.toBeInTheDocument();
    // At one of its widths (catalogue-pictures.test.tsx checks which).
    const art = product.img.replace(/\.svg$/, '');
    expect(screen.getByRole('img', { name: product.title }).getAttribute('src')).toMatch(
      new RegExp(`^${art}-\\d+\\.webp$`),
    );
    expect(screen.getByText(product.text)).toBeInTheDocument();
    expect(screen.getByText(formatRupees(product.price))).toBeInTheDocument();
    const ratingLine = (_: string, element: Element | null) =>
      element?.tagName === 'P' &&
      element.textContent.replace(/\s+/g, ' ').trim() === `Rating ★ ${product.rating}`;
    expect(screen.getByText(ratingLine)).toBeInTheDocument();

    const sizes = within(screen.getByRole('region', { name: 'Available sizes' }));
    expect(sizes.getAllByRole('listitem').map((item) => item.textContent)).toEqual([...SHOE_SIZES]);
    // Display only: the one button beside them opens the size guide; no size can be picked.
    expect(sizes.getAllByRole('button').map((button) => button.textContent)).toEqual(['Size guide']);
    expect(sizes.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('asks for the picture while the loader still shows, as soon as the product has arrived', async () => {
    const product = allProducts().find((item) => item.id === 22)!;
    await renderApp({ route: `/productlist/${product._id}` });
    const preload = preloadOf(product.img, 'detail');

    await waitFor(() => {
      // A preload hint is in <head>, which no role or label reaches.
      // eslint-disable-next-line testing-library/no-node-access
      const link = document.head.querySelector(`link[rel="preload"][href="${preload.href}"]`);
      expect(link).toHaveAttribute('imagesrcset', preload.srcSet);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading sneaker');
    expect(await screen.findByRole('heading', { level: 1, name: product.title })).toBeInTheDocument();
  });

  it('says the MRP, incl. of all taxes, and the country of origin', async () => {
    const product = allProducts().find((item) => item.id === 21)!;
    await renderApp({ route: `/productlist/${product._id}` });
    await screen.findByRole('heading', { level: 1, name: product.title });
    const detail = within(screen.getByRole('article', { name: product.title }));

    expect(detail.getByText(`MRP ${formatRupees(product.mrp)} (incl. of all taxes)`)).toBeInTheDocument();
    expect(detail.getByText(`Country of origin: ${product.countryOfOrigin}`)).toBeInTheDocument();
    expect(product.mrp).toBeGreaterThanOrEqual(product.price);
  });

  it('adds to the cart and the wishlist, then offers to go to each', async () => {
    const product = allProducts().find((item) => item.id === 30)!;
    const { user, router } = await renderApp({ route: `/productlist/${product._id}`, user: guest });
    await screen.findByRole('heading', { level: 1, name: product.title });
    // The product itself, not the cards of other sneakers below it.
    const detail = within(screen.getByRole('article', { name: product.title }));

    await user.click(detail.getByRole('button', { name: 'Add to Cart' }));
    expect(await detail.findByRole('button', { name: 'Go to Cart' })).toBeEnabled();
    await user.click(detail.getByRole('button', { name: 'Add to Wishlist' }));
    expect(await screen.findByText(toastMessages.addedToWishlist)).toBeInTheDocument();
    await user.click(await detail.findByRole('button', { name: 'Go to Wishlist' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wishlist'));
  });

  it('sends a visitor who adds to the wishlist to login', async () => {
    const product = allProducts().find((item) => item.id === 30)!;
    const { user, router } = await renderApp({ route: `/productlist/${product._id}` });
    await screen.findByRole('heading', { level: 1, name: product.title });
    await user.click(screen.getByRole('button', { name: 'Add to Wishlist' }));
    expect(await screen.findByText(toastMessages.loginFirst)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: `/productlist/${product._id}` });
  });

  it('tells the shopper when no product has that id, with a way back to the list', async () => {
    const { user, router } = await renderApp({ route: '/productlist/no-such-sneaker' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sneaker not found' })).toBeInTheDocument();
    expect(screen.getByText(/no-such-sneaker/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Browse all sneakers' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/productlist'));
  });

  it('says why the product could not be loaded, and loads it on Try again', async () => {
    const product = allProducts().find((item) => item.id === 20)!;
    server.use(
      http.get('*/api/products/:productId', () =>
        HttpResponse.json({ message: 'The shop is down.' }, { status: 500 }),
      ),
    );
    const { user } = await renderApp({ route: `/productlist/${product._id}` });
    expect(await screen.findByRole('alert')).toHaveTextContent('The shop is down.');

    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: product.title })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
