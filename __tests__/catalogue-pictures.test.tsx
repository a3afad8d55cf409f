import { screen, within } from '@testing-library/react';
import { allProducts, memoryCatalogueRepository } from '@/mocks/db';
import { PICTURE_WIDTHS } from '@/shared/picture-files.cjs';
import { renderApp } from '@/testing/render-app';

/** Each `url width` of a srcset attribute, as the browser reads it. */
const candidates = (srcSet: string | null) =>
  (srcSet ?? '').split(', ').map((candidate) => candidate.split(' '));

/** What the seed art `img` is served as at each width in `format`: its name less .svg, the width, the format. */
const variantsOf = (img: string, format: 'webp' | 'avif') =>
  PICTURE_WIDTHS.map((width) => [`${img.slice(0, -'.svg'.length)}-${width}.${format}`, `${width}w`]);

/** Each card of the list: its picture and the product it shows. */
const listCards = async () =>
  within(await screen.findByRole('list', { name: 'Sneakers' }))
    .getAllByRole('article')
    .map((card) => {
      const title = within(card).getByRole('heading', { level: 3 }).textContent;
      return {
        art: within(card).getByRole('presentation'),
        product: allProducts().find((p) => p.title === title),
      };
    });

/** The <source> a <picture> offers before its <img>: no role or name exposes it. */
const sourceBefore = (image: HTMLElement, type: string) =>
  // eslint-disable-next-line testing-library/no-node-access
  image.parentElement?.querySelector(`source[type="${type}"]`);

function expectResponsive(image: HTMLElement, img: string) {
  expect(candidates(image.getAttribute('srcset'))).toEqual(variantsOf(img, 'webp'));
  expect(image.getAttribute('sizes')).toMatch(/\d+(px|vw)/);
  const width = Number(image.getAttribute('width'));
  const height = Number(image.getAttribute('height'));
  expect(width * 3).toBe(height * 4);
  // The <picture>'s AVIF comes first; the <img>'s own src is one of its WebP widths.
  const avif = sourceBefore(image, 'image/avif');
  expect(candidates(avif?.getAttribute('srcset') ?? null)).toEqual(variantsOf(img, 'avif'));
  expect(variantsOf(img, 'webp').map(([url]) => url)).toContain(image.getAttribute('src'));
  // React 18 writes attributes in prop order: a browser reads sizes and srcset before src starts a fetch.
  const names = image.getAttributeNames();
  expect(names.indexOf('srcset')).toBeLessThan(names.indexOf('src'));
  expect(names.indexOf('sizes')).toBeLessThan(names.indexOf('src'));
}

describe('product pictures', () => {
  it("gives the list's cards every width of their art, the first card's fetched first", async () => {
    await renderApp({ route: '/productlist' });
    const cards = await listCards();
    for (const { art, product } of cards) expectResponsive(art, product?.img ?? '');
    const art = cards.map((card) => card.art);
    expect(art.map((image) => image.getAttribute('fetchpriority'))).toEqual(
      art.map((_, index) => (index === 0 ? 'high' : index < 6 ? 'low' : null)),
    );
    expect(art.slice(0, 6).map((image) => image.getAttribute('loading'))).toEqual(Array(6).fill('eager'));
    expect(art.at(-1)).toHaveAttribute('loading', 'lazy');
  });

  it("gives the product page's picture every width, fetched first, and the zoomed one too", async () => {
    const product = allProducts().find((item) => item.id === 20);
    const { user } = await renderApp({ route: `/productlist/${product?._id ?? ''}` });
    const picture = await screen.findByRole('img', { name: product?.title });
    expectResponsive(picture, product?.img ?? '');
    expect(picture).toHaveAttribute('fetchpriority', 'high');
    expect(picture).toHaveAttribute('loading', 'eager');
    await user.click(screen.getByRole('button', { name: `Zoom in: ${product?.title ?? ''}` }));
    const zoomed = within(await screen.findByRole('dialog')).getByRole('img', { name: product?.title });
    expectResponsive(zoomed, product?.img ?? '');
    expect(zoomed).not.toHaveAttribute('fetchpriority');
  });

  it('shows a picture uploaded as one file before variants as its src alone', async () => {
    const product = allProducts().find((item) => item.id === 20);
    const productId = product?._id ?? '';
    const url = `/api/products/${productId}/image/0123456789abcdef`;
    const file = { name: '', contentType: 'image/webp', bytes: new Uint8Array([1]) };
    await memoryCatalogueRepository.setPicture(
      productId,
      { version: '0123456789abcdef', files: [file] },
      url,
    );
    await renderApp({ route: `/productlist/${productId}` });
    const picture = await screen.findByRole('img', { name: product?.title });
    expect(picture).toHaveAttribute('src', url);
    expect(picture).not.toHaveAttribute('srcset');
    expect(sourceBefore(picture, 'image/avif')).toBeNull();
    expect(picture).toHaveAttribute('width', '400');
  });
});
