import { seedProducts } from '@/api/catalogue';

/** Pairs of each seed sneaker on hand before any order or adjustment. */
export const SEED_PAIRS_ON_HAND = 25;

/**
 * Seed sneakers that start with few pairs, so "Only N left" shows on a fresh shop: the second and
 * the fifth of the grid (Adidas Cloudstride Bounce, Vans Skyline Skate Low). None starts at 0.
 */
export const SEED_LOW_STOCK: Readonly<Record<string, number>> = {
  'fbe5737a-2483-42fe-a433-c091bdd55b80': 3,
  'edb30dca-9c17-4157-8b4b-96f3ce665dca': 5,
};

const seedIds = new Set(seedProducts.map((product) => product._id));

/**
 * Pairs on hand of a product that has no stock record yet, the same on every backend: a seed
 * sneaker's starting figure, 0 for any other (a product staff add has none until they add some).
 */
export function startingStock(productId: string): number {
  if (!seedIds.has(productId)) return 0;
  return SEED_LOW_STOCK[productId] ?? SEED_PAIRS_ON_HAND;
}
