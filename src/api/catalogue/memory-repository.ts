import type { Category, CatalogueProduct } from '@/shared/types';
import { asAsync } from '@/api/memory-async';
import { db } from '@/api/memory-db';
import type { CatalogueRepository } from './repository';

type ProductRow = ReturnType<typeof db.product.getAll>[number];

export function toProduct(row: ProductRow): CatalogueProduct {
  const { link, category, ...rest } = row;
  return {
    ...rest,
    brand: rest.brand as CatalogueProduct['brand'],
    ...(category.length > 0 ? { category: category as CatalogueProduct['category'] } : {}),
    ...(link ? { link } : {}),
  };
}

export function insertProducts(products: readonly CatalogueProduct[]): void {
  for (const product of products) {
    db.product.create({ ...product, category: product.category ?? [], link: product.link ?? null });
  }
}

export function insertCategories(categories: readonly Category[]): void {
  for (const category of categories) db.category.create(category);
}

export function allProducts(): CatalogueProduct[] {
  return db.product.getAll().map(toProduct);
}

export function findProduct(productId: string): CatalogueProduct | null {
  const row = db.product.findFirst({ where: { _id: { equals: productId } } });
  return row ? toProduct(row) : null;
}

export function allCategories(): Category[] {
  return db.category.getAll();
}

export function findCategory(categoryId: string): Category | null {
  return db.category.findFirst({ where: { _id: { equals: categoryId } } });
}

/** The catalogue over @mswjs/data. */
export const memoryCatalogueRepository = asAsync<CatalogueRepository>({
  products: () => allProducts(),
  product: (productId) => findProduct(productId),
  categories: () => allCategories(),
  category: (categoryId) => findCategory(categoryId),
});
