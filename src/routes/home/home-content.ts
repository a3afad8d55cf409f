import { productListHref } from '@/features/catalogue';
import type { Brand } from '@/shared/types';
import { paths } from '@/shared/paths';

/**
 * The home page's blocks as data (spec §1). Their words are in the catalogues
 * (src/shared/i18n/catalogues), under ids named by each block's key: `home.<key>.title` …
 */

export interface PromoBlock {
  /** Its words' ids: home.<key>.heading, .title, .text, .button, .imageAlt. */
  key: 'highlight' | 'featured';
  url: string;
  image: string;
}

export const promoBlocks: { highlight: PromoBlock; featured: PromoBlock } = {
  highlight: {
    key: 'highlight',
    url: productListHref({ categories: ['trending'] }),
    image: '/images/highlight.svg',
  },
  featured: {
    key: 'featured',
    url: productListHref({ sortBy: 'highToLow' }),
    image: '/images/featured.svg',
  },
};

export interface VideoCover {
  /** Its words' ids: home.cover.<key>.title and .alt. */
  key: 'track' | 'city' | 'classics';
  poster: string;
  animated: string;
  url: string;
}

export const videoCovers: VideoCover[] = [
  {
    key: 'track',
    poster: '/images/covers/poster-1.svg',
    animated: '/images/covers/cover-1.svg',
    url: productListHref({ categories: ['sports'] }),
  },
  {
    key: 'city',
    poster: '/images/covers/poster-2.svg',
    animated: '/images/covers/cover-2.svg',
    url: productListHref({ categories: ['trending'] }),
  },
  {
    key: 'classics',
    poster: '/images/covers/poster-3.svg',
    animated: '/images/covers/cover-3.svg',
    url: productListHref({ categories: ['men', 'women'] }),
  },
];

export const brandLogos: { brand: Brand; name: string }[] = [
  { brand: 'puma', name: 'Puma' },
  { brand: 'adidas', name: 'Adidas' },
  { brand: 'nike', name: 'Nike' },
  { brand: 'vans', name: 'Vans' },
  { brand: 'converse', name: 'Converse' },
];

export interface PromoBanner {
  /** Its words' ids: home.banner.<key>.title, .text and .button. */
  key: 'runners' | 'sale';
  url: string;
  image: string;
  /** The art behind the text: 'dark' takes light text, 'light' dark text. */
  tone: 'dark' | 'light';
}

export const promoBanners: PromoBanner[] = [
  {
    key: 'runners',
    url: paths.productList,
    image: '/images/banners/banner-1.svg',
    tone: 'dark',
  },
  {
    key: 'sale',
    url: paths.productList,
    image: '/images/banners/banner-2.svg',
    tone: 'light',
  },
];
