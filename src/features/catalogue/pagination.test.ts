import { firstPages, PAGE_SIZE, pageFromSearchParams } from './pagination';

describe('grid pages', () => {
  const items = Array.from({ length: PAGE_SIZE * 2 + 5 }, (_, index) => index);

  it('shows the first N pages and says whether more remain', () => {
    expect(firstPages(items, 1)).toEqual({ items: items.slice(0, PAGE_SIZE), page: 1, hasMore: true });
    expect(firstPages(items, 2).items).toHaveLength(PAGE_SIZE * 2);
    expect(firstPages(items, 3)).toEqual({ items, page: 3, hasMore: false });
  });

  it('clamps a page beyond the results to the last one', () => {
    expect(firstPages(items, 40)).toEqual({ items, page: 3, hasMore: false });
    expect(firstPages([], 2)).toEqual({ items: [], page: 1, hasMore: false });
  });

  it('reads ?page=N, falling back to 1 for anything that is not a positive whole number', () => {
    expect(pageFromSearchParams(new URLSearchParams('page=3'))).toBe(3);
    for (const bad of ['', 'page=0', 'page=-2', 'page=1.5', 'page=two']) {
      expect(pageFromSearchParams(new URLSearchParams(bad))).toBe(1);
    }
  });
});
