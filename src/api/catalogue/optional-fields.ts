import type { CatalogueProduct } from '@/shared/types';

/** How both stores keep a product's optional fields: every one there, empty ('' or null) for none. */
export interface StoredOptionalFields {
  category: readonly string[];
  link: string | null;
  titleHi: string | null;
  textHi: string | null;
}

/** The optional fields a product answer carries: only those it has (no empty `category`, no blank text). */
export const optionalFields = ({
  category,
  link,
  titleHi,
  textHi,
}: StoredOptionalFields): Pick<CatalogueProduct, 'category' | 'link' | 'titleHi' | 'textHi'> => ({
  ...(category.length > 0 ? { category: category as CatalogueProduct['category'] } : {}),
  ...(link ? { link } : {}),
  ...(titleHi ? { titleHi } : {}),
  ...(textHi ? { textHi } : {}),
});
