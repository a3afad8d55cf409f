import type { Product } from '@/shared/types';

/** One sneaker for server tests that need a product without a catalogue; `overrides` on top. */
export const sampleProduct = (overrides: Partial<Product> = {}): Product => ({
  _id: 'p-1',
  id: 1,
  title: 'Air One',
  text: 'A sneaker.',
  img: '/images/sneakers/p-1.svg',
  price: 4999,
  mrp: 5499,
  countryOfOrigin: 'India',
  rating: '4.5',
  brand: 'nike',
  btn: 'Buy Now',
  color: '#000000',
  shadow: '#000000',
  stock: 25,
  ...overrides,
});
