import { baseApi } from '@/app/api';
import type { Category, Product } from '@/shared/types';

export const catalogueApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    getProducts: builder.query<Product[], undefined>({
      query: () => '/products',
      transformResponse: (response: { products: Product[] }) => response.products,
      providesTags: (products = []) => [
        { type: 'Product', id: 'LIST' },
        ...products.map(({ _id }) => ({ type: 'Product' as const, id: _id })),
      ],
    }),
    getProduct: builder.query<Product, string>({
      query: (productId) => `/products/${encodeURIComponent(productId)}`,
      transformResponse: (response: { product: Product }) => response.product,
      providesTags: (_result, _error, productId) => [{ type: 'Product', id: productId }],
    }),
    getCategories: builder.query<Category[], undefined>({
      query: () => '/categories',
      transformResponse: (response: { categories: Category[] }) => response.categories,
      providesTags: [{ type: 'Category', id: 'LIST' }],
    }),
  }),
});

export const { useGetProductsQuery, useGetProductQuery, useGetCategoriesQuery } = catalogueApi;
