import { baseApi, updateTags } from '@/kernel/api';
import { storeCart } from '@/kernel/cart-query-api';
import { storeAnswerInSessionList } from '@/kernel/session-lists';
import type { CancelInput, OrderAfterSales } from '@/shared/orders';
import type { CreditNote } from '@/shared/refunds';
import type { TaxInvoice } from '@/shared/gst/tax-invoice';
import type { Order, OrderAnswer, PaymentMethod } from '@/shared/types';

export interface PaymentConfirmation {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/**
 * The order page: the order, its GST tax invoice once it is paid or confirmed, and what came after
 * the sale (refunds, credit notes, returns).
 */
export interface OrderPage {
  order: Order;
  invoice: TaxInvoice | null;
  afterSales: OrderAfterSales;
}

/** A credit note's page: the note, and the invoice it is against (the parties printed on it). */
export interface CreditNotePage {
  creditNote: CreditNote;
  invoice: TaxInvoice | null;
}

/** Which checkout.js to load and with which key: the backend's Razorpay account decides. */
export interface PaymentConfig {
  keyId: string;
  scriptUrl: string;
}

/**
 * The `onQueryStarted` of a request that may take lines out of the cart (a Cash on Delivery order,
 * a payment; `tookLines` says whether this answer's order did): the cart the server answers with is
 * what `getCart` holds from then on, so it shows at once (the header badge too). A server that
 * leaves the cart out gets it asked for again (docs/api.md). A refusal changed nothing; the caller
 * shows why.
 */
const storeCartLeft = (tookLines: (order: Order) => boolean) =>
  storeAnswerInSessionList<OrderAnswer>(({ order, cart }, sessionKey) => {
    if (cart) return storeCart(cart, sessionKey);
    return tookLines(order) ? baseApi.util.invalidateTags([{ type: 'Cart', id: 'LIST' }]) : null;
  });

export const ordersApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    getPaymentConfig: builder.query<PaymentConfig, undefined>({
      query: () => '/payments/config',
    }),
    /** The argument is the session key (`selectSessionKey`), so each account gets its own cache entry. */
    getOrders: builder.query<Order[], string>({
      query: () => '/user/orders',
      transformResponse: (response: { orders: Order[] }) => response.orders,
      providesTags: [{ type: 'Order', id: 'LIST' }],
    }),
    getOrder: builder.query<OrderPage, string>({
      query: (orderId) => `/user/orders/${encodeURIComponent(orderId)}`,
      providesTags: (_result, _error, orderId) => [{ type: 'Order', id: orderId }],
    }),
    /**
     * The same idempotency key returns the same order: a double submission places one. A Cash on
     * Delivery order is confirmed at once: the cart it answers shows at once, as after a payment.
     */
    createOrder: builder.mutation<
      OrderAnswer,
      { addressId: string; idempotencyKey: string; paymentMethod: PaymentMethod }
    >({
      query: (body) => ({ url: '/user/orders', method: 'POST', body }),
      onQueryStarted: storeCartLeft((order) => order.status === 'confirmed'),
      // Placing reserves pairs, and a refusal for want of them means the stock shown is stale.
      invalidatesTags: (result) => [
        'Stock',
        ...(result?.order.status === 'confirmed' ? [{ type: 'Order' as const, id: 'LIST' }] : []),
      ],
    }),
    /**
     * The server checks the signature and takes the order's lines out of the cart. The cart it
     * answers with shows at once (the header badge too); the order and the history refetch.
     */
    confirmPayment: builder.mutation<OrderAnswer, { orderId: string; payment: PaymentConfirmation }>({
      query: ({ orderId, payment }) => ({
        url: `/user/orders/${encodeURIComponent(orderId)}/payment`,
        method: 'POST',
        body: payment,
      }),
      onQueryStarted: storeCartLeft(() => true),
      invalidatesTags: (_result, _error, { orderId }) => [
        { type: 'Order', id: 'LIST' },
        { type: 'Order', id: orderId },
      ],
    }),
    /** The shopper cancels: the order and its refunds and credit notes, as the order page shows them. */
    cancelOrder: builder.mutation<Omit<OrderPage, 'invoice'>, { orderId: string } & CancelInput>({
      query: ({ orderId, ...body }) => ({
        url: `/user/orders/${encodeURIComponent(orderId)}/cancel`,
        method: 'POST',
        body,
      }),
      // The pairs are back on sale, the order page shows the refund, and Updates tell of both.
      invalidatesTags: (_result, _error, { orderId }) => [
        'Stock',
        { type: 'Order', id: 'LIST' },
        { type: 'Order', id: orderId },
        updateTags.count,
        updateTags.list,
      ],
    }),
    getCreditNote: builder.query<CreditNotePage, { orderId: string; number: string }>({
      query: ({ orderId, number }) =>
        `/user/orders/${encodeURIComponent(orderId)}/credit-notes/${encodeURIComponent(number)}`,
      providesTags: (_result, _error, { orderId }) => [{ type: 'Order', id: orderId }],
    }),
  }),
});

export const {
  useGetOrdersQuery,
  useGetOrderQuery,
  useCreateOrderMutation,
  useConfirmPaymentMutation,
  useCancelOrderMutation,
  useGetCreditNoteQuery,
} = ordersApi;
