import type { Category, CatalogueProduct } from '@/shared/types';

export interface CatalogueRepository {
  products(): Promise<CatalogueProduct[]>;
  product(productId: string): Promise<CatalogueProduct | null>;
  categories(): Promise<Category[]>;
  category(categoryId: string): Promise<Category | null>;
}
