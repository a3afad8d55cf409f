import { baseApi } from '@/kernel/api';
import { cursorPaging, listQuery } from '@/shared/cursor-list';
import type { OrderStatus, TransitionInput } from '@/shared/order-lifecycle';
import type {
  AuditKind,
  AuditPage,
  CouriersAnswer,
  FailedEmailsAnswer,
  NewStaffInput,
  StaffLoginAnswer,
  StaffMember,
  StaffMemberChange,
  StaffOrderAnswer,
  StaffOrderCounts,
  StaffOrderPage,
  StaffPasswordAnswer,
} from '@/shared/staff';
import type { PaymentMethod } from '@/shared/types';

/** The order list's filters, as its URL says them (empty = any). */
export interface StaffOrderFilters {
  status: OrderStatus | '';
  payment: PaymentMethod | '';
  /** YYYY-MM-DD, both inclusive. */
  from: string;
  to: string;
  q: string;
}

/** The audit log's filters, as its URL says them (empty = any). */
export interface AuditFilters {
  staffId: string;
  kind: AuditKind | '';
  /** YYYY-MM-DD, both inclusive. */
  from: string;
  to: string;
}

/** The console's sign-in, orders, team and audit log (products and stock: staff-products-api.ts). */
const staffApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    staffLogin: build.mutation<StaffLoginAnswer, { email: string; password: string }>({
      query: (body) => ({ url: '/staff/login', method: 'POST', body }),
    }),
    staffLogout: build.mutation<unknown, undefined>({
      query: () => ({ url: '/staff/logout', method: 'POST' }),
    }),
    staffOrders: build.infiniteQuery<StaffOrderPage, StaffOrderFilters, string | null>({
      infiniteQueryOptions: cursorPaging,
      query: ({ queryArg, pageParam }) => `/staff/orders${listQuery({ ...queryArg }, pageParam)}`,
      providesTags: [{ type: 'StaffOrder', id: 'LIST' }],
    }),
    staffOrderCounts: build.query<StaffOrderCounts, undefined>({
      query: () => '/staff/orders/counts',
      providesTags: [{ type: 'StaffOrder', id: 'LIST' }],
    }),
    couriers: build.query<CouriersAnswer, undefined>({
      query: () => '/staff/couriers',
    }),
    staffOrder: build.query<StaffOrderAnswer, string>({
      query: (orderId) => `/staff/orders/${encodeURIComponent(orderId)}`,
      providesTags: (_answer, _error, orderId) => [{ type: 'StaffOrder', id: orderId }],
    }),
    moveOrder: build.mutation<unknown, TransitionInput & { orderId: string }>({
      query: ({ orderId, ...body }) => ({
        url: `/staff/orders/${encodeURIComponent(orderId)}/transitions`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_answer, error, { orderId }) => {
        const read = [
          { type: 'StaffOrder', id: orderId },
          { type: 'StaffOrder', id: 'LIST' },
        ] as const;
        // A refusal (409) says the order moved under this page (another member, the clock): read it
        // again, so the page offers only the moves it still has.
        if (error) return error.status === 409 ? [...read] : [];
        return [...read, 'Stock', 'Audit'];
      },
    }),
    staffMembers: build.query<{ members: StaffMember[] }, undefined>({
      query: () => '/staff/members',
      providesTags: ['StaffMember'],
    }),
    addMember: build.mutation<{ member: StaffMember }, NewStaffInput>({
      query: (body) => ({ url: '/staff/members', method: 'POST', body }),
      invalidatesTags: (_answer, error) => (error ? [] : ['StaffMember', 'Audit']),
    }),
    changeMember: build.mutation<{ member: StaffMember }, StaffMemberChange & { staffId: string }>({
      query: ({ staffId, ...body }) => ({
        url: `/staff/members/${encodeURIComponent(staffId)}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_answer, error) => (error ? [] : ['StaffMember', 'Audit']),
    }),
    endMemberSessions: build.mutation<unknown, string>({
      query: (staffId) => ({
        url: `/staff/members/${encodeURIComponent(staffId)}/sessions`,
        method: 'DELETE',
      }),
      invalidatesTags: (_answer, error) => (error ? [] : ['Audit']),
    }),
    changeStaffPassword: build.mutation<
      StaffPasswordAnswer,
      { currentPassword: string; newPassword: string }
    >({
      query: (body) => ({ url: '/staff/password', method: 'POST', body }),
      invalidatesTags: (_answer, error) => (error ? [] : ['Audit']),
    }),
    failedEmails: build.query<FailedEmailsAnswer, undefined>({
      query: () => '/staff/emails/failed',
    }),
    audit: build.infiniteQuery<AuditPage, AuditFilters, string | null>({
      infiniteQueryOptions: cursorPaging,
      query: ({ queryArg, pageParam }) => `/staff/audit${listQuery({ ...queryArg }, pageParam)}`,
      providesTags: ['Audit'],
    }),
  }),
});

export const {
  useStaffLoginMutation,
  useStaffLogoutMutation,
  useStaffOrdersInfiniteQuery,
  useStaffOrderQuery,
  useStaffOrderCountsQuery,
  useCouriersQuery,
  useMoveOrderMutation,
  useStaffMembersQuery,
  useAddMemberMutation,
  useChangeMemberMutation,
  useEndMemberSessionsMutation,
  useChangeStaffPasswordMutation,
  useAuditInfiniteQuery,
  useFailedEmailsQuery,
} = staffApi;

export const { staffLogin, changeStaffPassword } = staffApi.endpoints;
