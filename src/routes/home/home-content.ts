import { productListHref } from '@/features/catalogue';
import type { Brand } from '@/shared/types';
import { paths } from '@/shared/paths';

/** Marketing copy of the home page as data (spec §1): edit here, not in the components. */

export interface PromoBlock {
  heading: string;
  title: string;
  text: string;
  buttonLabel: string;
  url: string;
  image: string;
  imageAlt: string;
}

export const promoBlocks: { highlight: PromoBlock; featured: PromoBlock } = {
  highlight: {
    heading: 'Highlight',
    title: 'Step into the spotlight',
    text: 'Our most-loved pairs this month, picked by shoppers from Kochi to Kolkata. Light, bright and built to be seen.',
    buttonLabel: 'Shop trending',
    url: productListHref({ categories: ['trending'] }),
    image: '/images/highlight.svg',
    imageAlt: 'A sneaker under a spotlight on a stage',
  },
  featured: {
    heading: 'Featured',
    title: 'Fresh out of the box',
    text: 'New court classics and trail-ready runners have just landed. Every pair ships free across India.',
    buttonLabel: 'See what’s new',
    url: productListHref({ sortBy: 'highToLow' }),
    image: '/images/featured.svg',
    imageAlt: 'Stacked shoe boxes beside a new sneaker',
  },
};

export interface VideoCover {
  title: string;
  poster: string;
  animated: string;
  alt: string;
  url: string;
}

export const videoCovers: VideoCover[] = [
  {
    title: 'Run the track',
    poster: '/images/covers/poster-1.svg',
    animated: '/images/covers/cover-1.svg',
    alt: 'A runner sprinting along a track',
    url: productListHref({ categories: ['sports'] }),
  },
  {
    title: 'Own the city',
    poster: '/images/covers/poster-2.svg',
    animated: '/images/covers/cover-2.svg',
    alt: 'A sneaker jumping high over the city',
    url: productListHref({ categories: ['trending'] }),
  },
  {
    title: 'Spin the classics',
    poster: '/images/covers/poster-3.svg',
    animated: '/images/covers/cover-3.svg',
    alt: 'A sneaker spinning on a turntable',
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
  title: string;
  text: string;
  buttonLabel: string;
  url: string;
  image: string;
  /** The art behind the text: 'dark' takes light text, 'light' dark text. */
  tone: 'dark' | 'light';
}

export const promoBanners: PromoBanner[] = [
  {
    title: 'New season runners',
    text: 'Cushioned, breathable and ready for your next 10K.',
    buttonLabel: 'Shop runners',
    url: paths.productList,
    image: '/images/banners/banner-1.svg',
    tone: 'dark',
  },
  {
    title: 'Trainers on sale',
    text: 'Gym and court favourites at prices that go the distance.',
    buttonLabel: 'Shop the sale',
    url: paths.productList,
    image: '/images/banners/banner-2.svg',
    tone: 'light',
  },
];
