import { isAnyOf } from '@reduxjs/toolkit';
import { baseApi } from '@/kernel/api';
import type { PublicUser } from '@/shared/types';

export interface LoginPayload {
  email: string;
  password: string;
}

export interface SignupPayload extends LoginPayload {
  firstName: string;
  lastName: string;
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
  }),
});

export const { useGuestAccountMutation, useLoginMutation, useSignupMutation } = authApi;

/** A session began from a login or a signup; the action carries its answer. */
export const isSessionAnswer = isAnyOf(
  authApi.endpoints.login.matchFulfilled,
  authApi.endpoints.signup.matchFulfilled,
);
