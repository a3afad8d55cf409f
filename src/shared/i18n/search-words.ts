/**
 * What a shopper may type in Hindi to find a sneaker (issue 37): the one table of Devanagari words
 * and what they mean in the catalogue's English titles and brands. The product list's search (on
 * every backend: it runs in the shop over GET /api/products), the header's suggestions, the server's
 * rendered /hi/productlist?search=… and the contract tests all read it, through
 * src/shared/product-search.ts.
 *
 * Each English word matches a word of the title or the brand that it begins ('run' finds Runner
 * and Run); ending it with '.' asks for the whole word ('hi.' finds Hi, not Hike). Spellings vary:
 * several Devanagari forms may name one thing; the nukta (फ़/फ, ड़/ड) never matters.
 */
export const HINDI_SEARCH_WORDS: Readonly<Record<string, readonly string[]>> = {
  // Brands, as Indian shops and shoppers write them.
  नाइकी: ['nike'],
  नायकी: ['nike'],
  नाईकी: ['nike'],
  प्यूमा: ['puma'],
  पूमा: ['puma'],
  एडिडास: ['adidas'],
  अडिडास: ['adidas'],
  एडीडास: ['adidas'],
  वैन्स: ['vans'],
  वेन्स: ['vans'],
  कन्वर्स: ['converse'],
  कनवर्स: ['converse'],
  कॉनवर्स: ['converse'],
  // What a sneaker is for, and what it is made of.
  दौड़ने: ['run', 'racer', 'race', 'dash', 'jog'],
  दौड़: ['run', 'racer', 'race', 'dash', 'jog'],
  रनिंग: ['run', 'racer', 'race', 'dash', 'jog'],
  रनर: ['run'],
  रेसिंग: ['racer', 'race'],
  जॉगिंग: ['run', 'jog'],
  जिम: ['gym', 'trainer'],
  ट्रेनर: ['trainer'],
  ट्रेनिंग: ['trainer', 'gym'],
  कोर्ट: ['court'],
  बास्केटबॉल: ['hoop', 'baseline'],
  स्केट: ['skate', 'deck'],
  स्केटिंग: ['skate', 'deck'],
  ट्रेल: ['trail'],
  हाइकिंग: ['hike', 'trail'],
  पहाड़: ['trail', 'hike', 'hillside'],
  पहाड़ी: ['trail', 'hike', 'hillside'],
  कैनवास: ['canvas'],
  स्वेड: ['suede'],
  लेदर: ['leather'],
  चमड़े: ['leather'],
  चमड़ा: ['leather'],
  'स्लिप-ऑन': ['slip'],
  स्लिप: ['slip'],
  प्लेटफ़ॉर्म: ['platform', 'lift'],
  हाई: ['hi.', 'high.'],
  'हाई-टॉप': ['hi.', 'high.'],
  लो: ['low.'],
  रेट्रो: ['retro', 'heritage', 'vintage'],
};

/**
 * Words that name any sneaker (every product is one) or only join others: "जूते" alone finds the
 * whole catalogue, "दौड़ने के जूते" what "दौड़ने" finds.
 */
export const HINDI_SEARCH_ANY_SNEAKER: readonly string[] = [
  'जूते',
  'जूता',
  'जूतों',
  'शूज़',
  'शू',
  'स्नीकर',
  'स्नीकर्स',
  'स्पोर्ट्स',
  'के',
  'की',
  'का',
  'लिए',
  'में',
  'और',
  'वाले',
  'वाला',
  'टॉप',
];
