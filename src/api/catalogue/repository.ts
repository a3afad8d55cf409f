import type { ProductInput, StaffProduct } from '@/shared/catalogue';
import type { Category, CatalogueProduct } from '@/shared/types';

/** One file of a product's picture, by its name in the URL: `<width>.<format>`, or '' for an upload from before variants. */
export interface PictureFile {
  name: string;
  contentType: string;
  bytes: Uint8Array;
}

/** A product's picture as stored: resized, its files under the version its URL carries. */
export interface ProductPicture {
  version: string;
  files: PictureFile[];
}

/** The art a new product is drawn with until staff upload its picture. */
export type ProductArt = Pick<CatalogueProduct, 'img' | 'btn' | 'color' | 'shadow'>;

export interface CatalogueRepository {
  /** What shoppers see: published products only. */
  products(): Promise<CatalogueProduct[]>;
  /** A published product, else null. */
  product(productId: string): Promise<CatalogueProduct | null>;
  categories(): Promise<Category[]>;
  category(categoryId: string): Promise<Category | null>;
  /** Every product, published or not (the staff console). */
  staffProducts(): Promise<StaffProduct[]>;
  staffProduct(productId: string): Promise<StaffProduct | null>;
  /** Adds a product numbered one above the highest `id`, rated by nobody yet. */
  add(productId: string, input: ProductInput, art: ProductArt): Promise<StaffProduct>;
  /** Staff's fields of a product (never its rating); null when there is no such product. */
  update(productId: string, input: ProductInput): Promise<StaffProduct | null>;
  /** Stores the product's picture and points its `img` at `url`; null when there is no such product. */
  setPicture(productId: string, picture: ProductPicture, url: string): Promise<StaffProduct | null>;
  /** The file `name` of the product's picture when `version` is its current one, else null. */
  picture(productId: string, version: string, name: string): Promise<PictureFile | null>;
}
