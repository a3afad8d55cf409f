import type { Category, CatalogueProduct } from '@/shared/types';
import type { SqlClient } from '@/api/sql-client';
import type { CatalogueRepository } from './repository';

/** Tables: products, categories (src/api/sql-migrations.ts). */
export const PRODUCT = `p._id, p.id, p.title, p."text", p.img, p.price, p.rating, p.brand, p.category, p.btn,
  p.color, p.shadow, p.link`;

export type ProductRow = Omit<CatalogueProduct, 'category' | 'link'> & {
  category: string[];
  link: string | null;
};

/** As the @mswjs/data adapter answers: no empty `category`, no null `link`. */
export function toProduct({ category, link, ...rest }: ProductRow): CatalogueProduct {
  return {
    ...rest,
    ...(category.length > 0 ? { category: category as CatalogueProduct['category'] } : {}),
    ...(link ? { link } : {}),
  };
}

/** The catalogue changes only with a deploy: read once per process, answered from memory after. */
export interface CatalogueCache {
  products?: Promise<CatalogueProduct[]>;
  productsById?: Promise<Map<string, CatalogueProduct>>;
  categories?: Promise<Category[]>;
}

export interface SqlCatalogueRepository extends CatalogueRepository {
  /** Every product by its `_id`, from the same cache. */
  productsById(): Promise<Map<string, CatalogueProduct>>;
}

export function sqlCatalogueRepository(db: SqlClient, cache: CatalogueCache): SqlCatalogueRepository {
  const products = () =>
    (cache.products ??= db
      .query<ProductRow>(`SELECT ${PRODUCT} FROM products p ORDER BY p.seq`)
      .then((rows) => rows.map(toProduct)));
  const productsById = () =>
    (cache.productsById ??= products().then(
      (list) => new Map(list.map((product) => [product._id, product])),
    ));
  const categories = () =>
    (cache.categories ??= db.query<Category>(
      `SELECT _id, category_name AS "categoryName", description FROM categories ORDER BY seq`,
    ));
  return {
    products,
    productsById,
    product: async (productId) => (await products()).find((p) => p._id === productId) ?? null,
    categories,
    category: async (categoryId) => (await categories()).find((c) => c._id === categoryId) ?? null,
  };
}
