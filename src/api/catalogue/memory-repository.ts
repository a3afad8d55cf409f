import type { ProductInput, StaffProduct } from '@/shared/catalogue';
import type { Category, CatalogueProduct } from '@/shared/types';
import { asAsync } from '@/api/memory-async';
import { db } from '@/api/memory-db';
import { pictureShelf } from './memory-pictures';
import { optionalFields } from './optional-fields';
import type { CatalogueRepository, PictureFile, ProductArt } from './repository';
import { shopperView } from './shopper-view';

type ProductRow = ReturnType<typeof db.product.getAll>[number];

export function toStaffProduct(row: ProductRow): StaffProduct {
  const { link: _link, category: _category, titleHi: _titleHi, textHi: _textHi, ...rest } = row;
  return { ...rest, brand: rest.brand as CatalogueProduct['brand'], ...optionalFields(row) };
}

/** A row's fields from what staff wrote: a Hindi text left out is none (''). */
const rowOf = ({ titleHi = '', textHi = '', ...input }: ProductInput) => ({ ...input, titleHi, textHi });

export const toProduct = (row: ProductRow): CatalogueProduct => shopperView(toStaffProduct(row));

/** Seed products (published) or staff's. */
export function insertProducts(products: readonly (CatalogueProduct & { published?: boolean })[]): void {
  for (const { published = true, ...product } of products) {
    db.product.create({
      ...product,
      published,
      category: product.category ?? [],
      link: product.link ?? '',
      titleHi: product.titleHi ?? '',
      textHi: product.textHi ?? '',
    });
  }
}

export function insertCategories(categories: readonly Category[]): void {
  for (const category of categories) db.category.create(category);
}

export function allProducts(): CatalogueProduct[] {
  return db.product.findMany({ where: { published: { equals: true } } }).map(toProduct);
}

/** Every product, published or not. */
export function allStaffProducts(): StaffProduct[] {
  return db.product.getAll().map(toStaffProduct);
}

const productRow = (productId: string) => db.product.findFirst({ where: { _id: { equals: productId } } });

export function findProduct(productId: string): CatalogueProduct | null {
  const row = productRow(productId);
  return row?.published ? toProduct(row) : null;
}

/** Any product, published or not: a cart line shows an unpublished one as unavailable. */
export function findStaffProduct(productId: string): StaffProduct | null {
  const row = productRow(productId);
  return row ? toStaffProduct(row) : null;
}

export function allCategories(): Category[] {
  return db.category.getAll();
}

export function findCategory(categoryId: string): Category | null {
  return db.category.findFirst({ where: { _id: { equals: categoryId } } });
}

function addProduct(productId: string, input: ProductInput, art: ProductArt): StaffProduct {
  const highest = Math.max(0, ...db.product.getAll().map((row) => row.id));
  const row = db.product.create({
    _id: productId,
    id: highest + 1,
    rating: '0',
    link: '',
    ...art,
    ...rowOf(input),
  });
  return toStaffProduct(row);
}

function updateProduct(productId: string, data: Partial<ProductRow>): StaffProduct | null {
  const row = db.product.update({ where: { _id: { equals: productId } }, data });
  return row ? toStaffProduct(row) : null;
}

/** Staff's publish switch alone (tests put an unpublished product in a cart with it). */
export function setProductPublished(productId: string, published: boolean): StaffProduct | null {
  return updateProduct(productId, { published });
}

const syncCatalogue = asAsync<Omit<CatalogueRepository, 'setPicture' | 'picture'>>({
  products: () => allProducts(),
  product: (productId) => findProduct(productId),
  categories: () => allCategories(),
  category: (categoryId) => findCategory(categoryId),
  staffProducts: () => allStaffProducts(),
  staffProduct: (productId) => findStaffProduct(productId),
  add: addProduct,
  update: (productId, input) => updateProduct(productId, rowOf(input)),
});

/** The catalogue over @mswjs/data; pictures on the embedded mock's shelf (./memory-pictures.ts). */
export const memoryCatalogueRepository: CatalogueRepository = {
  ...syncCatalogue,
  async setPicture(productId, picture, url) {
    if (!findStaffProduct(productId)) return null;
    await pictureShelf().put(productId, picture);
    return updateProduct(productId, { img: url });
  },
  async picture(productId, version, name): Promise<PictureFile | null> {
    const picture = await pictureShelf().get(productId);
    if (picture?.version !== version) return null;
    return picture.files.find((file) => file.name === name) ?? null;
  },
};
