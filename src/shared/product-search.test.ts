import { matchesHindiSearch } from './product-search';

const runner = {
  title: 'Nike Air Pulse Runner',
  brand: 'nike',
  titleHi: 'Nike Air Pulse Runner दौड़ने के जूते',
} as const;
const racer = { title: 'Puma Tempo Elite Racer', brand: 'puma' } as const;
const court = {
  title: 'Adidas Court Heritage Low',
  brand: 'adidas',
  titleHi: 'Adidas Court Heritage Low कोर्ट स्नीकर्स',
} as const;
const hiker = { title: 'Adidas Swift Hike Trail', brand: 'adidas' } as const;
const high = { title: 'Vans Coastline Hi', brand: 'vans' } as const;
const all = [runner, racer, court, hiker, high];

const found = (search: string) => all.filter((product) => matchesHindiSearch(product, search));

describe('the Hindi search', () => {
  it('finds a brand by its Devanagari name, in any of its spellings', () => {
    expect(found('नाइकी')).toEqual([runner]);
    expect(found('प्यूमा')).toEqual([racer]);
    expect(found('एडिडास')).toEqual([court, hiker]);
    expect(found('पूमा')).toEqual(found('प्यूमा'));
  });

  it('finds what a product is for from the words of its English title, with or without a Hindi title', () => {
    expect(found('दौड़ने के जूते')).toEqual([runner, racer]);
    expect(found('कोर्ट')).toEqual([court]);
  });

  it('takes the generic words alone as every sneaker, and joins the others', () => {
    expect(found('जूते')).toEqual(all);
    expect(found('नाइकी के जूते')).toEqual([runner]);
    expect(found('एडिडास ट्रेल')).toEqual([hiker]);
  });

  it('matches a whole word where the table asks for one: हाई is Hi, not Hike', () => {
    expect(found('हाई')).toEqual([high]);
  });

  it('finds text of the Hindi title, and ignores the nukta and the Unicode form', () => {
    expect(found('स्नीकर्स')).toEqual(all);
    expect(found('कोर्ट स्नीकर्स')).toEqual([court]);
    const decomposed = 'दौड़ने'.normalize('NFD');
    const withoutNukta = 'दौडने';
    expect(found(decomposed)).toEqual(found('दौड़ने'));
    expect(found(withoutNukta)).toEqual(found('दौड़ने'));
  });

  it('suggests as the shopper types: a word begun finds what the whole word would', () => {
    expect(found('नाइ')).toEqual([runner]);
  });

  it('finds nothing for a Hindi word it does not know, and leaves text without Devanagari to the English rule', () => {
    expect(found('किताब')).toEqual([]);
    expect(found('nike')).toEqual([]);
  });
});
