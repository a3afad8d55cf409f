import { ART_ASPECT, PICTURE_WIDTHS, artVariantPath } from './picture-files.cjs';
import {
  responsivePicture,
  uploadedPictureFile,
  uploadedPictureVersion,
  variantWidths,
  type PictureLayout,
} from './product-pictures';

const ART = '/images/sneakers/efdf73e8-5752-4109-a2eb-220597e5d56c.svg';
const HASH = '0123456789abcdef';
const uploaded = (width: number, height: number, avif: boolean) => {
  const version = uploadedPictureVersion(HASH, width, height, avif);
  return { version, img: `/api/products/p-1/image/${version}/${uploadedPictureFile(width, 'webp')}` };
};

/** Each `url width` of a srcset, as the browser reads it. */
const candidates = (srcSet: string | undefined) =>
  [...(srcSet ?? '').matchAll(/(\S+) (\d+)w(?:, |$)/g)].map(([, url, width]) => ({
    url,
    width: Number(width),
  }));

const LAYOUTS: PictureLayout[] = ['card', 'wide-card', 'detail', 'zoom', 'cart-line', 'suggestion', 'staff'];

describe('responsivePicture', () => {
  it.each(LAYOUTS)('gives the seed art every width in WebP and AVIF, at 4:3, in a %s', (layout) => {
    const picture = responsivePicture(ART, layout);
    expect(candidates(picture.srcSet)).toEqual(
      PICTURE_WIDTHS.map((width) => ({ url: artVariantPath(ART, width, 'webp'), width })),
    );
    expect(picture.sources).toHaveLength(1);
    expect(picture.sources[0]?.type).toBe('image/avif');
    expect(candidates(picture.sources[0]?.srcSet)).toEqual(
      PICTURE_WIDTHS.map((width) => ({ url: artVariantPath(ART, width, 'avif'), width })),
    );
    expect(picture.sizes).toEqual(expect.any(String));
    expect(picture.width * ART_ASPECT.height).toBe(picture.height * ART_ASPECT.width);
    // The src is one of the variants, the smallest at least as wide as the img says it is.
    const smallestEnough = PICTURE_WIDTHS.find((width) => width >= picture.width) ?? PICTURE_WIDTHS.at(-1);
    expect(picture.src).toBe(artVariantPath(ART, smallestEnough ?? 0, 'webp'));
  });

  it("sizes each layout to its place: a suggestion's 64 pixels, a card narrower than the product page", () => {
    expect(responsivePicture(ART, 'suggestion')).toMatchObject({ sizes: '64px', width: 64, height: 48 });
    const lastSize = (layout: PictureLayout) =>
      Number(/(\d+)px$/.exec(responsivePicture(ART, layout).sizes ?? '')?.[1]);
    expect(lastSize('card')).toBeLessThan(lastSize('detail'));
    expect(lastSize('detail')).toBeLessThan(lastSize('zoom'));
  });

  it('gives an upload the standard widths below its own, then its own, with its aspect', () => {
    const { img, version } = uploaded(1000, 500, true);
    const picture = responsivePicture(img, 'card');
    const widths = [...PICTURE_WIDTHS.filter((width) => width < 1000), 1000];
    expect(candidates(picture.srcSet)).toEqual(
      widths.map((width) => ({ url: `/api/products/p-1/image/${version}/${width}.webp`, width })),
    );
    expect(candidates(picture.sources[0]?.srcSet).map(({ url }) => url)).toEqual(
      widths.map((width) => `/api/products/p-1/image/${version}/${width}.avif`),
    );
    expect(picture.height / picture.width).toBe(500 / 1000);
  });

  it('offers no AVIF for an upload kept in WebP only, and never a width above the upload', () => {
    const { img } = uploaded(300, 600, false);
    const picture = responsivePicture(img, 'zoom');
    expect(picture.sources).toEqual([]);
    expect(candidates(picture.srcSet).map(({ width }) => width)).toEqual(variantWidths(300));
    expect(Math.max(...variantWidths(300))).toBe(300);
    expect(picture.src).toBe(img);
  });

  it.each([
    ['an upload from before variants', `/api/products/p-1/image/${HASH}`],
    ["the shop's own art (a new product)", '/images/hero-sneaker.svg'],
    [
      'a URL whose file is not the size its version names',
      `/api/products/p-1/image/${HASH}-800x600/400.webp`,
    ],
  ])('shows %s as its src alone', (_label, img) => {
    const picture = responsivePicture(img, 'detail');
    expect(picture).toEqual({ src: img, width: picture.width, height: picture.height, sources: [] });
    expect(picture.srcSet).toBeUndefined();
  });
});
