import { MAX_HINDI_TITLE, MAX_PRODUCT_IMAGE_BYTES, MAX_PRODUCT_TEXT } from '@/shared/catalogue';
import { checkDraft, checkImage, emptyDraft, inputOf, type ProductDraft } from './product-input';

const complete: ProductDraft = {
  title: 'Court Classic',
  text: 'A low white leather trainer.',
  brand: 'puma',
  category: 'men,sports',
  price: '4999',
  mrp: '5999',
  countryOfOrigin: 'India',
};

describe('the product form’s rules', () => {
  it('names every missing field', () => {
    expect(checkDraft({ ...emptyDraft, countryOfOrigin: '' })).toEqual({
      title: 'Enter the title.',
      text: 'Enter the description.',
      brand: 'Choose a brand.',
      category: 'Choose at least one category.',
      price: 'Enter the price in whole rupees, at least 1.',
      mrp: 'Enter the MRP in whole rupees.',
      countryOfOrigin: 'Enter the country of origin.',
    });
  });

  it('refuses a price in paise, an unknown brand and an MRP below the price', () => {
    expect(checkDraft({ ...complete, price: '49.99', brand: 'reebok' })).toEqual({
      price: 'Enter the price in whole rupees, at least 1.',
      brand: 'Choose a brand.',
    });
    expect(checkDraft({ ...complete, mrp: '3999' })).toEqual({ mrp: 'The MRP cannot be below the price.' });
  });

  it('sends a complete draft as the API’s input', () => {
    expect(checkDraft(complete)).toEqual({});
    expect(inputOf({ ...complete, title: '  Court Classic ' }, false)).toEqual({
      title: 'Court Classic',
      text: 'A low white leather trainer.',
      brand: 'puma',
      category: ['men', 'sports'],
      price: 4999,
      mrp: 5999,
      countryOfOrigin: 'India',
      published: false,
    });
  });
});

describe('the Hindi title and description (optional)', () => {
  it('are sent trimmed when given, and left out when blank', () => {
    const hindi = { ...complete, titleHi: ' Court Classic कोर्ट स्नीकर्स ', textHi: 'सफ़ेद लेदर ट्रेनर।' };
    expect(inputOf(hindi, true)).toMatchObject({
      titleHi: 'Court Classic कोर्ट स्नीकर्स',
      textHi: 'सफ़ेद लेदर ट्रेनर।',
    });
    const blank = inputOf({ ...complete, titleHi: '  ', textHi: '' }, true);
    expect(blank).not.toHaveProperty('titleHi');
    expect(blank).not.toHaveProperty('textHi');
  });

  it('are refused above their limits, in words a member can act on', () => {
    const long = {
      ...complete,
      titleHi: 'क'.repeat(MAX_HINDI_TITLE + 1),
      textHi: 'क'.repeat(MAX_PRODUCT_TEXT + 1),
    };
    expect(checkDraft(long)).toEqual({
      titleHi: `Shorten the Hindi title to ${MAX_HINDI_TITLE} characters.`,
      textHi: `Shorten the Hindi description to ${MAX_PRODUCT_TEXT} characters.`,
    });
    expect(checkDraft({ ...long, titleHi: 'क'.repeat(MAX_HINDI_TITLE), textHi: '' })).toEqual({});
  });
});

describe('a picture checked before it is sent', () => {
  it('takes PNG, JPEG and WebP up to 2 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp'])
      expect(checkImage({ type, size: MAX_PRODUCT_IMAGE_BYTES })).toBeNull();
  });

  it('refuses SVG, GIF and anything larger than 2 MB', () => {
    expect(checkImage({ type: 'image/svg+xml', size: 100 })).toBe('Choose a PNG, JPEG or WebP picture.');
    expect(checkImage({ type: 'image/gif', size: 100 })).toBe('Choose a PNG, JPEG or WebP picture.');
    expect(checkImage({ type: 'image/png', size: MAX_PRODUCT_IMAGE_BYTES + 1 })).toBe(
      'The picture is larger than 2 MB.',
    );
  });
});
