import { primaryKey } from '@mswjs/data';

/**
 * This resource's @mswjs/data models; composed in src/api/memory-db.ts. Products are saved with
 * the shoppers' rows (staff edit them; seeded only when absent); categories are reseeded from data
 * at every start. A product's picture is kept apart (./memory-pictures.ts): too large for the saved snapshot.
 */
export const productModels = {
  product: {
    _id: primaryKey(String),
    id: Number,
    title: String,
    text: String,
    /** '' for none, as `link`. */
    titleHi: String,
    textHi: String,
    img: String,
    price: Number,
    mrp: Number,
    countryOfOrigin: String,
    published: Boolean,
    rating: String,
    brand: String,
    category: () => [] as string[],
    btn: String,
    color: String,
    shadow: String,
    /** '' for none: a saved snapshot's rows hold plain strings. */
    link: String,
  },
};

export const categoryModels = {
  category: {
    _id: primaryKey(String),
    categoryName: String,
    description: String,
  },
};
