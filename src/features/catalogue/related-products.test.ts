import { makeProduct as product } from '@/testing/make-product';
import { relatedProducts } from './related-products';

describe('you may also like', () => {
  it('ranks the same brand with a shared category, then the same brand, then a shared category', () => {
    const shown = product({ brand: 'nike', category: ['men', 'sports'] });
    const categoryOnly = product({ brand: 'vans', category: ['sports'] });
    const brandOnly = product({ brand: 'nike', category: ['women'] });
    const both = product({ brand: 'nike', category: ['men'] });
    const neither = product({ brand: 'puma', category: ['women'] });
    const uncategorised = product({ brand: 'adidas', category: undefined });
    const catalogue = [shown, categoryOnly, brandOnly, neither, both, uncategorised];
    expect(relatedProducts(catalogue, shown, 4)).toEqual([both, brandOnly, categoryOnly]);
    expect(relatedProducts(catalogue, shown, 1)).toEqual([both]);
  });
});
