import type { Product } from '@/shared/types';

let serial = 0;

/** A product for a unit test: a fresh _id and id (above the grid's 15) each call, the rest as given. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  serial += 1;
  return {
    _id: `p-${serial}`,
    id: 100 + serial,
    title: `Shoe ${serial}`,
    text: 'A shoe.',
    img: `/images/sneakers/p-${serial}.svg`,
    price: 5000,
    mrp: 5500,
    countryOfOrigin: 'India',
    rating: '3+',
    brand: 'puma',
    category: ['men'],
    btn: 'Buy Now',
    color: '#FF8811',
    shadow: '#392F5A',
    stock: 25,
    ...overrides,
  };
}
