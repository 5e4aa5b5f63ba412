/** Checkout's calls, injected into the api slice with the checkout and /verify pages. */
import type {
  PlaceOrderReply,
  PlaceOrderRequest,
  ProfileReply,
  VerifyOrderReply,
  VerifyOrderRequest,
} from '../../../contract/api';
import { api } from '../../api/apiSlice';

export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    placeOrder: build.mutation<PlaceOrderReply, PlaceOrderRequest>({
      query: (body) => ({ url: '/api/order/place', method: 'POST', body }),
      invalidatesTags: ['Orders'],
    }),
    verifyOrder: build.mutation<VerifyOrderReply, VerifyOrderRequest>({
      query: (body) => ({ url: '/api/order/verify', method: 'POST', body }),
      invalidatesTags: ['Orders', 'Cart'],
    }),
    /** The account's name and email and its latest delivery address: what checkout starts from. */
    profile: build.query<ProfileReply, void>({
      query: () => '/api/user/profile',
    }),
  }),
});

export const { usePlaceOrderMutation, useVerifyOrderMutation, useProfileQuery } = checkoutApi;
