import type { ProductInput, StaffProduct } from '@/shared/catalogue';
import type { Category, CatalogueProduct } from '@/shared/types';
import { firstRow, type SqlClient, type SqlValue } from '@/api/sql-client';
import type { CatalogueRepository, PictureFile, ProductArt, ProductPicture } from './repository';
import { optionalFields } from './optional-fields';
import { shopperView } from './shopper-view';

/** Tables: products, categories, product_images (src/api/sql-migrations/). */
export const PRODUCT = `p._id, p.id, p.title, p."text", p.title_hi AS "titleHi", p.text_hi AS "textHi", p.img, p.price, p.mrp,
  p.country_of_origin AS "countryOfOrigin", p.rating, p.brand, p.category, p.btn, p.color, p.shadow, p.link`;

const STAFF_PRODUCT = `${PRODUCT}, p.published`;

export type ProductRow = Omit<CatalogueProduct, 'category' | 'link' | 'titleHi' | 'textHi'> & {
  category: string[];
  link: string | null;
  titleHi: string | null;
  textHi: string | null;
};

/** As the @mswjs/data adapter answers: no empty `category`, no null `link` or Hindi text. */
export function toProduct(row: ProductRow): CatalogueProduct {
  const { category: _category, link: _link, titleHi: _titleHi, textHi: _textHi, ...rest } = row;
  return { ...rest, ...optionalFields(row) };
}

const toStaffProduct = ({ published, ...row }: ProductRow & { published: boolean }): StaffProduct => ({
  ...toProduct(row),
  published,
});

/**
 * The catalogue, read once per process and answered from memory until it changes. A change
 * empties it here at once (`forgetCatalogue`) and, through the database's NOTIFY on
 * CATALOGUE_CHANGED, in every other process (server/server.ts listens).
 */
export interface CatalogueCache {
  products?: Promise<StaffProduct[]>;
  productsById?: Promise<Map<string, StaffProduct>>;
  categories?: Promise<Category[]>;
  /** Called whenever the products are forgotten: the server forgets its kept catalogue answers too. */
  onForget?: () => void;
}

/** The channel a catalogue write notifies, in the same transaction: delivered when it commits. */
export const CATALOGUE_CHANGED = 'catalogue_changed';

export function forgetCatalogue(cache: CatalogueCache): void {
  delete cache.products;
  delete cache.productsById;
  cache.onForget?.();
}

export interface SqlCatalogueRepository extends CatalogueRepository {
  /** Every product by its `_id`, published or not, from the same cache (a cart shows unpublished lines). */
  productsById(): Promise<Map<string, StaffProduct>>;
}

const inputValues = (input: ProductInput): SqlValue[] => [
  input.title,
  input.text,
  input.brand,
  input.category,
  input.price,
  input.mrp,
  input.countryOfOrigin,
  input.published,
  input.titleHi ?? null,
  input.textHi ?? null,
];

/** Staff's writes: each answers the row as written, and notifies every process. */
function catalogueWrites(db: SqlClient, cache: CatalogueCache, catalogueWritten: () => void) {
  const written = async (text: string, params: readonly SqlValue[]) => {
    const row = await firstRow<ProductRow & { published: boolean }>(db, text, params);
    await db.query(`SELECT pg_notify('${CATALOGUE_CHANGED}', '')`);
    forgetCatalogue(cache);
    catalogueWritten();
    return row ? toStaffProduct(row) : null;
  };
  return {
    add: async (productId: string, input: ProductInput, art: ProductArt) =>
      (await written(
        `INSERT INTO products AS p (_id, title, "text", brand, category, price, mrp, country_of_origin, published,
           title_hi, text_hi, img, btn, color, shadow, rating, id, seq)
         SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, '0',
           COALESCE(MAX(id), 0) + 1, COALESCE(MAX(seq), 0) + 1 FROM products
         RETURNING ${STAFF_PRODUCT}`,
        [productId, ...inputValues(input), art.img, art.btn, art.color, art.shadow],
      )) as StaffProduct,
    update: (productId: string, input: ProductInput) =>
      written(
        `UPDATE products AS p SET title = $2, "text" = $3, brand = $4, category = $5, price = $6, mrp = $7,
           country_of_origin = $8, published = $9, title_hi = $10, text_hi = $11
         WHERE _id = $1 RETURNING ${STAFF_PRODUCT}`,
        [productId, ...inputValues(input)],
      ),
    setPicture: async (productId: string, picture: ProductPicture, url: string) => {
      const found = await firstRow(db, `SELECT 1 FROM products WHERE _id = $1`, [productId]);
      if (!found) return null;
      // The new picture's files replace every file of the one before (the route runs this in a transaction).
      await db.query(`DELETE FROM product_images WHERE product_id = $1`, [productId]);
      for (const file of picture.files) {
        await db.query(
          `INSERT INTO product_images (product_id, version, file, content_type, bytes) VALUES ($1, $2, $3, $4, $5)`,
          [productId, picture.version, file.name, file.contentType, file.bytes],
        );
      }
      return written(`UPDATE products AS p SET img = $2 WHERE _id = $1 RETURNING ${STAFF_PRODUCT}`, [
        productId,
        url,
      ]);
    },
  };
}

/** `catalogueWritten` is told of each write (a transaction forgets the cache again once committed). */
export function sqlCatalogueRepository(
  db: SqlClient,
  cache: CatalogueCache,
  catalogueWritten: () => void = () => undefined,
): SqlCatalogueRepository {
  // A failed read is not kept: the next request asks the database again (it may be back).
  const keep = <Key extends 'products' | 'productsById' | 'categories'>(
    key: Key,
    read: () => NonNullable<CatalogueCache[Key]>,
  ): NonNullable<CatalogueCache[Key]> => {
    const kept = cache[key];
    if (kept) return kept;
    const reading = read();
    cache[key] = reading;
    reading.catch(() => {
      if (cache[key] === reading) cache[key] = undefined;
    });
    return reading;
  };
  const staffProducts = () =>
    keep('products', () =>
      db
        .query<ProductRow & { published: boolean }>(`SELECT ${STAFF_PRODUCT} FROM products p ORDER BY p.seq`)
        .then((rows) => rows.map(toStaffProduct)),
    );
  const productsById = () =>
    keep('productsById', () =>
      staffProducts().then((list) => new Map(list.map((product) => [product._id, product]))),
    );
  const categories = () =>
    keep('categories', () =>
      db.query<Category>(
        `SELECT _id, category_name AS "categoryName", description FROM categories ORDER BY seq`,
      ),
    );
  return {
    products: async () => (await staffProducts()).filter((p) => p.published).map(shopperView),
    productsById,
    product: async (productId) => {
      const product = (await productsById()).get(productId);
      return product?.published ? shopperView(product) : null;
    },
    categories,
    category: async (categoryId) => (await categories()).find((c) => c._id === categoryId) ?? null,
    staffProducts,
    staffProduct: async (productId) => (await productsById()).get(productId) ?? null,
    ...catalogueWrites(db, cache, catalogueWritten),
    picture: (productId, version, name) =>
      firstRow<PictureFile>(
        db,
        `SELECT file AS name, content_type AS "contentType", bytes FROM product_images
         WHERE product_id = $1 AND version = $2 AND file = $3`,
        [productId, version, name],
      ),
  };
}
