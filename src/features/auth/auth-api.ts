import { isAnyOf } from '@reduxjs/toolkit';
import { baseApi } from '@/kernel/api';
import type { Locale } from '@/shared/i18n/locales';
import type { PublicUser } from '@/shared/types';

export interface LoginPayload {
  email: string;
  password: string;
}

export interface SignupPayload extends LoginPayload {
  firstName: string;
  lastName: string;
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/** A session as the login and signup answers give it: the token and the account they name. */
export interface SessionAnswer {
  token: string;
  user: PublicUser;
}

/**
 * Both answers come to the same thing; the auth slice and the listeners read it in this shape.
 * The token is sent as the answer's `encodedToken` (spec §7).
 */
export const authApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    login: builder.mutation<SessionAnswer, LoginPayload>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      transformResponse: (answer: { foundUser: PublicUser; encodedToken: string }) => ({
        token: answer.encodedToken,
        user: answer.foundUser,
      }),
    }),
    /** The demo guest's credentials, or a fresh guest account's on a shared server. */
    guestAccount: builder.mutation<LoginPayload, undefined>({
      query: () => ({ url: '/auth/guest', method: 'POST' }),
    }),
    signup: builder.mutation<SessionAnswer, SignupPayload>({
      query: (body) => ({ url: '/auth/signup', method: 'POST', body }),
      transformResponse: (answer: { createdUser: PublicUser; encodedToken: string }) => ({
        token: answer.encodedToken,
        user: answer.createdUser,
      }),
    }),
    /**
     * Ends the session of `token` on the server. The token is passed, not read from the store: the
     * shop forgets it locally at once, before the request is sent.
     */
    logout: builder.mutation<null, string>({
      query: (token) => ({ url: '/auth/logout', method: 'POST', headers: { authorization: token } }),
    }),
    /** Ends every session of the account, this one too. */
    logoutAll: builder.mutation<null, undefined>({
      query: () => ({ url: '/auth/logout-all', method: 'POST' }),
    }),
    /** Keeps a logged-in shopper's choice of language on the account (issue 37). */
    saveLanguage: builder.mutation<{ language: Locale }, Locale>({
      query: (language) => ({ url: '/user/language', method: 'PUT', body: { language } }),
    }),
    /** Every other session ends; this one goes on with the fresh token the answer carries. */
    changePassword: builder.mutation<{ token: string }, PasswordChange>({
      query: (body) => ({ url: '/auth/password', method: 'POST', body }),
      transformResponse: (answer: { encodedToken: string }) => ({ token: answer.encodedToken }),
    }),
  }),
});

export const {
  useChangePasswordMutation,
  useGuestAccountMutation,
  useLoginMutation,
  useLogoutAllMutation,
  useSignupMutation,
} = authApi;

/** A session began from a login or a signup; the action carries its answer. */
export const isSessionAnswer = isAnyOf(
  authApi.endpoints.login.matchFulfilled,
  authApi.endpoints.signup.matchFulfilled,
);

/** The password was changed: this session's fresh token is in the action. */
export const isTokenRenewed = authApi.endpoints.changePassword.matchFulfilled;

/** Saves the shopper's language on the account (the language control, for a logged-in shopper). */
export const saveLanguage = (language: Locale) => authApi.endpoints.saveLanguage.initiate(language);
