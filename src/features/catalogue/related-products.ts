import type { CatalogueProduct } from '@/shared/types';

/** How close another sneaker is to this one: the same brand counts more than a shared category. */
function closeness(product: CatalogueProduct, other: CatalogueProduct): number {
  const sameBrand = other.brand === product.brand ? 2 : 0;
  const sharedCategory = (other.category ?? []).some((name) => product.category?.includes(name)) ? 1 : 0;
  return sameBrand + sharedCategory;
}

/**
 * "You may also like": other sneakers of the same brand or sharing a category, the same brand and
 * a shared category first, then the same brand, then a category; catalogue order within each.
 */
export function relatedProducts(
  products: readonly CatalogueProduct[],
  product: CatalogueProduct,
  limit: number,
): CatalogueProduct[] {
  return products
    .filter((other) => other._id !== product._id)
    .map((other) => ({ other, score: closeness(product, other) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ other }) => other);
}
