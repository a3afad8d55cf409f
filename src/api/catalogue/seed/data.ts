import type { Category, CatalogueProduct } from '@/shared/types';
import categoriesData from './categories.json';
import productsData from './products.json';

/** The seed catalogue, as data: every backend (the embedded mock, the server's database) loads it. */
export const seedProducts = productsData as CatalogueProduct[];
export const seedCategories = categoriesData as Category[];
