import { baseApi } from '@/kernel/api';
import type {
  OrderReturn,
  ReturnState,
  ReturnTransitionInput,
  StaffRefundsAnswer,
  StaffReturnsAnswer,
} from '@/shared/returns';
import type { Refund } from '@/shared/refunds';

/** The console's returns queue and the UPI payouts of Cash on Delivery returns. */
const returnsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    staffReturns: build.query<StaffReturnsAnswer, ReturnState | ''>({
      query: (state) => `/staff/returns${state ? `?state=${state}` : ''}`,
      providesTags: ['StaffReturn'],
    }),
    // A 409 says the return moved under this page (another member): read the queue again.
    moveReturn: build.mutation<{ return: OrderReturn }, ReturnTransitionInput & { returnId: string }>({
      query: ({ returnId, ...body }) => ({
        url: `/staff/returns/${encodeURIComponent(returnId)}/transitions`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_answer, error) =>
        error && error.status !== 409 ? [] : ['StaffReturn', 'Stock', 'Audit'],
    }),
    pendingPayouts: build.query<StaffRefundsAnswer, undefined>({
      query: () => '/staff/refunds?route=upi&state=pending',
      providesTags: ['StaffReturn'],
    }),
    markPayoutPaid: build.mutation<{ refund: Refund }, { refundId: string; reference: string }>({
      query: ({ refundId, reference }) => ({
        url: `/staff/refunds/${encodeURIComponent(refundId)}/paid`,
        method: 'POST',
        body: { reference },
      }),
      invalidatesTags: (_answer, error) => (error && error.status !== 409 ? [] : ['StaffReturn', 'Audit']),
    }),
  }),
});

export const {
  useStaffReturnsQuery,
  useMoveReturnMutation,
  usePendingPayoutsQuery,
  useMarkPayoutPaidMutation,
} = returnsApi;
