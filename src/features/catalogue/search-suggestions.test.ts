import { makeProduct as product } from '@/testing/make-product';
import { suggestProducts } from './search-suggestions';

const titles = (products: readonly { title: string }[]) => products.map((item) => item.title);

describe('header suggestions', () => {
  const catalogue = [
    product({ title: 'Nike Ridge Trail Edge', brand: 'nike' }),
    product({ title: 'Puma Tempo Elite Racer', brand: 'puma' }),
    product({ id: 3, title: 'Adidas Race Home', brand: 'adidas' }),
    product({ title: 'Vans Roam Range Lite', brand: 'vans' }),
    product({ title: 'Converse Arena Court', brand: 'converse' }),
  ];

  it('keeps what the list’s search keeps (grid, title or brand, any case), word starts first', () => {
    expect(titles(suggestProducts(catalogue, '  RA ', 6))).toEqual([
      'Puma Tempo Elite Racer',
      'Vans Roam Range Lite',
      'Nike Ridge Trail Edge',
    ]);
  });

  it('matches the brand too, and stops at the limit', () => {
    expect(titles(suggestProducts(catalogue, 'conv', 6))).toEqual(['Converse Arena Court']);
    expect(suggestProducts(catalogue, 'e', 2)).toHaveLength(2);
  });

  it('suggests nothing for a blank search', () => {
    expect(suggestProducts(catalogue, '   ', 6)).toEqual([]);
  });
});
