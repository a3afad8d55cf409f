import { baseApi } from '@/app/api';
import type { Order } from '@/shared/types';

export interface PaymentConfirmation {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export const ordersApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    /** The argument is the session's token, so each login gets its own cache entry. */
    getOrders: builder.query<Order[], string>({
      query: () => '/user/orders',
      transformResponse: (response: { orders: Order[] }) => response.orders,
      providesTags: [{ type: 'Order', id: 'LIST' }],
    }),
    /** The same idempotency key returns the same order: a double submission places one. */
    createOrder: builder.mutation<Order, { addressId: string; idempotencyKey: string }>({
      query: (body) => ({ url: '/user/orders', method: 'POST', body }),
      transformResponse: (response: { order: Order }) => response.order,
    }),
    /** The server checks the signature and empties the cart; the cart and history refetch. */
    confirmPayment: builder.mutation<Order, { orderId: string; payment: PaymentConfirmation }>({
      query: ({ orderId, payment }) => ({
        url: `/user/orders/${encodeURIComponent(orderId)}/payment`,
        method: 'POST',
        body: payment,
      }),
      transformResponse: (response: { order: Order }) => response.order,
      invalidatesTags: [
        { type: 'Order', id: 'LIST' },
        { type: 'Cart', id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetOrdersQuery, useCreateOrderMutation, useConfirmPaymentMutation } = ordersApi;
