import { baseApi } from '@/kernel/api';
import type { DashboardAnswer, MorningNoteSetting } from '@/shared/dashboard';

/** The period the owner chose (India days, both inclusive); undefined: the last 30 days. */
export type DashboardPeriod = { from: string; to: string } | undefined;

/** The console's home and the owner's morning-note setting (issue 38). */
const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    staffDashboard: build.query<DashboardAnswer, DashboardPeriod>({
      query: (period) =>
        period ? `/staff/dashboard?${new URLSearchParams(period).toString()}` : '/staff/dashboard',
      // Counts go stale as the shop works: read again whenever the home is opened.
      keepUnusedDataFor: 0,
      providesTags: [{ type: 'StaffDashboard', id: 'HOME' }],
    }),
    morningNote: build.query<MorningNoteSetting, undefined>({
      query: () => '/staff/me/morning-note',
      providesTags: [{ type: 'StaffDashboard', id: 'NOTE' }],
    }),
    setMorningNote: build.mutation<MorningNoteSetting, MorningNoteSetting>({
      query: (body) => ({ url: '/staff/me/morning-note', method: 'PUT', body }),
      invalidatesTags: (_answer, error) => (error ? [] : [{ type: 'StaffDashboard', id: 'NOTE' }, 'Audit']),
    }),
  }),
});

export const { useStaffDashboardQuery, useMorningNoteQuery, useSetMorningNoteMutation } = dashboardApi;
