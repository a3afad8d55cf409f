import type { Category, Product } from '@/shared/types';

export interface CatalogueRepository {
  products(): Promise<Product[]>;
  product(productId: string): Promise<Product | null>;
  categories(): Promise<Category[]>;
  category(categoryId: string): Promise<Category | null>;
}
