import { baseApi, updateTags } from '@/kernel/api';
import type { MarkReadInput, UpdatesAnswer } from '@/shared/updates';

/** A page of the shopper's updates: the session's key (each account its own entry) and the page's cursor. */
export interface UpdatesPageArg {
  sessionKey: string;
  before?: string;
}

/** How often the header asks for the unread count while the tab is open (and on each return to it). */
export const UNREAD_POLL_MS = 60_000;

export const updatesApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    /** The header's count: one update's worth of answer, for `unread`. Keyed by the session. */
    getUnreadUpdates: builder.query<number, string>({
      query: () => '/user/updates?limit=1',
      transformResponse: (answer: UpdatesAnswer) => answer.unread,
      providesTags: [updateTags.count],
    }),
    getUpdates: builder.query<UpdatesAnswer, UpdatesPageArg>({
      query: ({ before }) =>
        before ? `/user/updates?before=${encodeURIComponent(before)}` : '/user/updates',
      providesTags: [updateTags.list],
    }),
    /** The page keeps showing which updates were new when it opened; the header's count drops at once. */
    markUpdatesRead: builder.mutation<{ unread: number }, MarkReadInput>({
      query: (body) => ({ url: '/user/updates/read', method: 'POST', body }),
      invalidatesTags: [updateTags.count],
    }),
  }),
});

export const { useGetUnreadUpdatesQuery, useGetUpdatesQuery, useMarkUpdatesReadMutation } = updatesApi;
