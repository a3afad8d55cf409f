import { nullable, primaryKey } from '@mswjs/data';

/** This resource's @mswjs/data models (reseeded from data at every start, never saved); composed in src/api/memory-db.ts. */
export const catalogueModels = {
  product: {
    _id: primaryKey(String),
    id: Number,
    title: String,
    text: String,
    img: String,
    price: Number,
    rating: String,
    brand: String,
    category: () => [] as string[],
    btn: String,
    color: String,
    shadow: String,
    link: nullable(String),
  },
  category: {
    _id: primaryKey(String),
    categoryName: String,
    description: String,
  },
};
