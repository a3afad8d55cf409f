import { baseApi } from '@/kernel/api';
import type {
  PasswordResetAnswer,
  PasswordResetConfirm,
  PasswordResetRequest,
  TestMailboxAnswer,
} from '@/shared/password-reset';

/** Forgot password's two requests, and the embedded mock's test mailbox. */
export const passwordResetApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    requestPasswordReset: builder.mutation<PasswordResetAnswer, PasswordResetRequest>({
      query: (body) => ({ url: '/auth/password-reset', method: 'POST', body }),
    }),
    confirmPasswordReset: builder.mutation<PasswordResetAnswer, PasswordResetConfirm>({
      query: (body) => ({ url: '/auth/password-reset/confirm', method: 'POST', body }),
    }),
    testMailbox: builder.query<TestMailboxAnswer, undefined>({
      query: () => ({ url: '/test-mailbox' }),
      // The mailbox fills from other pages: read afresh each time it is shown.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useConfirmPasswordResetMutation, useRequestPasswordResetMutation, useTestMailboxQuery } =
  passwordResetApi;
