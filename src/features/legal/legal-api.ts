import { baseApi } from '@/kernel/api';
import { cursorPaging, listQuery } from '@/shared/cursor-list';
import type {
  ComplaintAnswer,
  ComplaintInput,
  ComplaintPage,
  ComplaintStatus,
  ComplaintStatusInput,
} from '@/shared/complaints';
import type { SellerAnswer } from '@/shared/seller';

/** The list's filter: one status, or every complaint (''). */
export type ComplaintFilter = ComplaintStatus | '';

const legalApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    seller: build.query<SellerAnswer, undefined>({
      query: () => '/seller',
      // The seller's settings change with a deploy, not while a page is open.
      keepUnusedDataFor: 60 * 60,
    }),
    fileComplaint: build.mutation<ComplaintAnswer, ComplaintInput>({
      query: (body) => ({ url: '/complaints', method: 'POST', body }),
    }),
    staffComplaints: build.infiniteQuery<ComplaintPage, ComplaintFilter, string | null>({
      infiniteQueryOptions: cursorPaging,
      query: ({ queryArg: status, pageParam }) => `/staff/complaints${listQuery({ status }, pageParam)}`,
      providesTags: ['Complaint'],
    }),
    moveComplaint: build.mutation<ComplaintAnswer, ComplaintStatusInput & { ticket: string }>({
      query: ({ ticket, status }) => ({
        url: `/staff/complaints/${encodeURIComponent(ticket)}/status`,
        method: 'POST',
        body: { status },
      }),
      // A 409 says another member moved it first: read the list again either way.
      invalidatesTags: (_answer, error) =>
        error ? (error.status === 409 ? ['Complaint'] : []) : ['Complaint', 'Audit'],
    }),
  }),
});

export const {
  useSellerQuery,
  useFileComplaintMutation,
  useStaffComplaintsInfiniteQuery,
  useMoveComplaintMutation,
} = legalApi;

/** The footer's read of the seller, as the store holds it (tests wait for it to settle). */
export const selectSellerRead = legalApi.endpoints.seller.select(undefined);

/** Every page's footer names the seller: a server-rendered page is rendered with it. */
export const prefetchSeller = () => legalApi.util.prefetch('seller', undefined, {});
