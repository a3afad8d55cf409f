/** The catalogue: products, categories, their pictures, and the console's product editing. What other resources and the server use of it. */
export { productInputOf } from './product-input';
export type { CatalogueRepository } from './repository';
export { STOCK_MAX_AGE_SECONDS, catalogueRoutes, type BeforeStockRead } from './routes';
export { seedCategories, seedProducts } from './seed/data';
export { shopperView } from './shopper-view';
export {
  CATALOGUE_CHANGED,
  PRODUCT,
  forgetCatalogue,
  toProduct,
  type CatalogueCache,
  type ProductRow,
} from './sql-repository';
export { staffCatalogueRoutes } from './staff-routes';
