import { baseApi } from '@/app/api';
import { sessionStarted } from '@/app/session';
import type { PublicUser } from '@/shared/types';

export interface LoginPayload {
  email: string;
  password: string;
}

export interface SignupPayload extends LoginPayload {
  firstName: string;
  lastName: string;
}

const toSession = (user: PublicUser, token: string) => ({
  token,
  user: {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    cart: user.cart,
    wishlist: user.wishlist,
  },
});

const authApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    login: builder.mutation<{ foundUser: PublicUser; encodedToken: string }, LoginPayload>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(sessionStarted(toSession(data.foundUser, data.encodedToken)));
      },
    }),
    /** The demo guest's credentials, or a fresh guest account's on a shared server. */
    guestAccount: builder.mutation<LoginPayload, undefined>({
      query: () => ({ url: '/auth/guest', method: 'POST' }),
    }),
    signup: builder.mutation<{ createdUser: PublicUser; encodedToken: string }, SignupPayload>({
      query: (body) => ({ url: '/auth/signup', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(sessionStarted(toSession(data.createdUser, data.encodedToken)));
      },
    }),
  }),
});

export const { useGuestAccountMutation, useLoginMutation, useSignupMutation } = authApi;
