import { baseApi, updateTags } from '@/kernel/api';
import type { OrderReturn, ReturnInput } from '@/shared/returns';

export const returnsApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    /** The shopper asks to return pairs: the order page refetches and shows the return's steps. */
    requestReturn: builder.mutation<{ return: OrderReturn }, { orderId: string } & ReturnInput>({
      query: ({ orderId, ...body }) => ({
        url: `/user/orders/${encodeURIComponent(orderId)}/returns`,
        method: 'POST',
        body,
      }),
      // The order page shows the return's steps; Updates tell of the request.
      invalidatesTags: (_result, _error, { orderId }) => [
        { type: 'Order', id: orderId },
        updateTags.count,
        updateTags.list,
      ],
    }),
  }),
});

export const { useRequestReturnMutation } = returnsApi;
