import { localeOf, localePath, rememberedLocale, samePageIn, withoutLocale } from './locales';

describe('the shop’s languages in its URLs', () => {
  it('reads Hindi from /hi and its pages only', () => {
    expect(['/hi', '/hi/', '/hi/cart'].map(localeOf)).toEqual(['hi', 'hi', 'hi']);
    expect(['/', '/history', '/productlist/hi'].map(localeOf)).toEqual(['en', 'en', 'en']);
  });

  it('moves a page between its two languages, its query kept', () => {
    expect(samePageIn('hi', '/productlist', '?sort=lowToHigh')).toBe('/hi/productlist?sort=lowToHigh');
    expect(samePageIn('en', '/hi/productlist/abc', '?x=1')).toBe('/productlist/abc?x=1');
    expect(samePageIn('hi', '/')).toBe('/hi');
    expect(samePageIn('en', '/hi')).toBe('/');
    expect(withoutLocale('/hi/')).toBe('/');
    expect(localePath('en', '/cart')).toBe('/cart');
  });

  it('reads the remembered choice from a cookie header, ignoring anything else', () => {
    expect(rememberedLocale('a=1; lang=hi; b=2')).toBe('hi');
    expect(rememberedLocale('lang=en')).toBe('en');
    expect(rememberedLocale('lang=fr')).toBeNull();
    expect(rememberedLocale(undefined)).toBeNull();
  });
});
