import { baseApi } from './api';
import type { PincodeAnswer } from '@/shared/types';

/**
 * GET /api/pincodes/:pincode: where a pincode is and by when an order arrives there. In the kernel,
 * not a feature, because two features read it: delivery (the date on the product page, cart and
 * checkout) and addresses (the form fills city and state from it).
 */
export const pincodesApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    getPincode: builder.query<PincodeAnswer, string>({
      query: (pincode) => `/pincodes/${encodeURIComponent(pincode)}`,
    }),
  }),
});

export const { useGetPincodeQuery, useLazyGetPincodeQuery } = pincodesApi;
