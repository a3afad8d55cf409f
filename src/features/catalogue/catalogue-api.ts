import { baseApi } from '@/kernel/api';
import type { Product } from '@/shared/types';

/** The catalogue is read-only: its queries provide no tags, as nothing the shop does changes it. */
const catalogueApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    getProducts: builder.query<Product[], undefined>({
      query: () => '/products',
      transformResponse: (response: { products: Product[] }) => response.products,
    }),
    getProduct: builder.query<Product, string>({
      query: (productId) => `/products/${encodeURIComponent(productId)}`,
      transformResponse: (response: { product: Product }) => response.product,
    }),
  }),
});

export const { useGetProductsQuery, useGetProductQuery } = catalogueApi;

/**
 * The catalogue's requests as actions a page can send before its screen renders (src/index.tsx),
 * so the answer is on its way while the screen's chunk loads; the screen's own query then finds it.
 */
export const prefetchProducts = () => catalogueApi.util.prefetch('getProducts', undefined, {});
export const prefetchProduct = (productId: string) => catalogueApi.util.prefetch('getProduct', productId, {});
