import { baseApi } from '@/kernel/api';
import type { Gstr1 } from '@/shared/reports';
import { downloadName, saveFile } from '@/shared/save-file';

/** A download as the console got it: the file's name and size (the file itself went to the browser's downloads). */
export interface Downloaded {
  filename: string;
  bytes: number;
}

/** A successful answer saved as a file there and then; a refusal read as JSON for its message. */
const saveAnswer = (fallbackName: string) => async (response: Response) => {
  if (!response.ok) return response.json() as Promise<unknown>;
  const blob = await response.blob();
  const filename = downloadName(response, fallbackName);
  saveFile(blob, filename);
  return { filename, bytes: blob.size } satisfies Downloaded;
};

/** The owner's reports and exports (src/api/reports): money figures, so owners only. */
const reportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    gstr1: build.query<Gstr1, string>({
      query: (month) => `/staff/reports/gstr1?month=${encodeURIComponent(month)}`,
      // An order's move (a cancellation's credit note) changes the month's return.
      providesTags: [{ type: 'StaffOrder', id: 'LIST' }],
    }),
    download: build.mutation<Downloaded, { path: string; filename: string }>({
      query: ({ path, filename }) => ({ url: path, responseHandler: saveAnswer(filename) }),
    }),
  }),
});

export const { useGstr1Query, useDownloadMutation } = reportsApi;
