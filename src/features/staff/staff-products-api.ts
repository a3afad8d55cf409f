import { baseApi } from '@/kernel/api';
import type { ProductInput, StaffProduct } from '@/shared/catalogue';
import type { StockAdjustment, StockAdjustmentAnswer, StockPage } from '@/shared/staff';

/** The console's catalogue: every product as staff write it, its picture, and its pairs in stock. */
const staffProductsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    staffProducts: build.query<{ products: StaffProduct[] }, undefined>({
      query: () => '/staff/products',
      providesTags: ['StaffProduct'],
    }),
    addProduct: build.mutation<{ product: StaffProduct }, ProductInput>({
      query: (body) => ({ url: '/staff/products', method: 'POST', body }),
      invalidatesTags: (_answer, error) => (error ? [] : ['StaffProduct', 'Stock', 'Audit']),
    }),
    updateProduct: build.mutation<{ product: StaffProduct }, { productId: string; input: ProductInput }>({
      query: ({ productId, input }) => ({
        url: `/staff/products/${encodeURIComponent(productId)}`,
        method: 'PUT',
        body: input,
      }),
      invalidatesTags: (_answer, error) => (error ? [] : ['StaffProduct', 'Audit']),
    }),
    uploadProductImage: build.mutation<unknown, { productId: string; type: string; bytes: ArrayBuffer }>({
      // The one raw body of the API: the picture's bytes, named by their own Content-Type.
      query: ({ productId, type, bytes }) => ({
        url: `/staff/products/${encodeURIComponent(productId)}/image`,
        method: 'PUT',
        headers: { 'content-type': type },
        body: bytes,
      }),
      invalidatesTags: (_answer, error) => (error ? [] : ['StaffProduct', 'Audit']),
    }),
    stock: build.query<StockPage, { low: boolean }>({
      query: ({ low }) => `/staff/stock${low ? '?low=1' : ''}`,
      providesTags: ['Stock'],
    }),
    adjustStock: build.mutation<StockAdjustmentAnswer, StockAdjustment & { productId: string }>({
      query: ({ productId, ...body }) => ({
        url: `/staff/products/${encodeURIComponent(productId)}/stock`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_answer, error) => (error ? [] : ['Stock', 'Audit']),
    }),
  }),
});

export const {
  useStaffProductsQuery,
  useAddProductMutation,
  useUpdateProductMutation,
  useUploadProductImageMutation,
  useStockQuery,
  useAdjustStockMutation,
} = staffProductsApi;
