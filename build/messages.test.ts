import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CORE, partOf, pickPart, readParts } from './messages';

const catalogues = join(__dirname, '../src/shared/i18n/catalogues');
const catalogue = (locale: string) =>
  JSON.parse(readFileSync(join(catalogues, `${locale}.json`), 'utf8')) as Record<string, string>;

const table = {
  cart: ['cart', 'summary'],
  cards: ['card', 'home.recentlyViewed'],
  home: ['home'],
};
const messages = {
  'cart.title': 'Cart',
  'cart.count': '{count} pairs',
  'summary.total': 'Total',
  'card.add': 'Add to Cart',
  'home.title': 'Home',
  'home.recentlyViewed': 'Recently viewed',
  'home.recentlyViewedNote': 'Not the shelf',
  'header.search': 'Search',
  'cartoon.title': 'Not the cart',
};

describe('the catalogues split in parts (build/messages.js)', () => {
  it('gives a part exactly the ids under its prefixes', () => {
    expect(Object.keys(pickPart(messages, 'cart', table)).sort()).toEqual([
      'cart.count',
      'cart.title',
      'summary.total',
    ]);
  });

  it('gives an id to the part naming its longest prefix', () => {
    expect(Object.keys(pickPart(messages, 'cards', table)).sort()).toEqual([
      'card.add',
      'home.recentlyViewed',
    ]);
    expect(Object.keys(pickPart(messages, 'home', table)).sort()).toEqual([
      'home.recentlyViewedNote',
      'home.title',
    ]);
  });

  it('puts an id whose prefix no part names in core', () => {
    expect(Object.keys(pickPart(messages, CORE, table)).sort()).toEqual(['cartoon.title', 'header.search']);
    expect(partOf('afterSale.return', table)).toBe(CORE);
  });

  it('refuses a part the table does not name', () => {
    expect(() => pickPart(messages, 'checkuot', table)).toThrow('names no part "checkuot"');
  });

  it('puts every id of each catalogue in exactly one part, and the parts together make the catalogue', () => {
    const parts = readParts();
    const names = [...new Set([CORE, ...Object.keys(parts)])];
    for (const locale of ['en', 'hi']) {
      const whole = catalogue(locale);
      const split = names.map((part) => pickPart(whole, part, parts));
      const ids = split.flatMap((part) => Object.keys(part));
      expect(ids.sort()).toEqual(Object.keys(whole).sort());
      expect(Object.assign({}, ...split)).toEqual(whole);
    }
  });

  it('names each prefix in one part only (src/shared/i18n/catalogue-parts.json)', () => {
    const prefixes = Object.values(readParts()).flat();
    expect(prefixes.filter((prefix, at) => prefixes.indexOf(prefix) !== at)).toEqual([]);
  });
});
