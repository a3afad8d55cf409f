import { baseApi } from '@/kernel/api';
import type { AppDispatch } from '@/kernel/root-reducer';
import type { ProductInput, StaffProduct } from '@/shared/catalogue';
import type { StockAdjustment, StockAdjustmentAnswer, StockPage } from '@/shared/staff';

/**
 * The product the server answered a save with, in the console's list at once, and again when a
 * list request that was on its way meanwhile lands. Until then the list still held the product as
 * it was: Publish, which sends the whole product (the route takes it so), sent the old fields and
 * undid the save (a Hindi title saved, then Publish tapped before the list came back, was lost).
 */
function keepInList(dispatch: AppDispatch, product: StaffProduct): void {
  const write = () =>
    dispatch(
      staffProductsApi.util.updateQueryData('staffProducts', undefined, (list) => {
        const at = list.products.findIndex((each) => each._id === product._id);
        if (at === -1) list.products.push(product);
        else list.products[at] = product;
      }),
    );
  const running = dispatch(staffProductsApi.util.getRunningQueryThunk('staffProducts', undefined));
  write();
  void running?.then(write);
}

/** As a save's `onQueryStarted`: its answer kept in the list (keepInList); a refusal changes nothing. */
async function keepAnswerInList(
  _input: unknown,
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: AppDispatch; queryFulfilled: Promise<{ data: { product: StaffProduct } }> },
): Promise<void> {
  try {
    keepInList(dispatch, (await queryFulfilled).data.product);
  } catch {
    // Refused: the form says why, and the list is as it was.
  }
}

/** The console's catalogue: every product as staff write it, its picture, and its pairs in stock. */
const staffProductsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    staffProducts: build.query<{ products: StaffProduct[] }, undefined>({
      query: () => '/staff/products',
      providesTags: ['StaffProduct'],
    }),
    addProduct: build.mutation<{ product: StaffProduct }, ProductInput>({
      query: (body) => ({ url: '/staff/products', method: 'POST', body }),
      onQueryStarted: keepAnswerInList,
      invalidatesTags: (_answer, error) => (error ? [] : ['StaffProduct', 'Stock', 'Audit']),
    }),
    updateProduct: build.mutation<{ product: StaffProduct }, { productId: string; input: ProductInput }>({
      query: ({ productId, input }) => ({
        url: `/staff/products/${encodeURIComponent(productId)}`,
        method: 'PUT',
        body: input,
      }),
      onQueryStarted: keepAnswerInList,
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
