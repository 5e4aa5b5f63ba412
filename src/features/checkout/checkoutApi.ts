/** Checkout's calls, injected into the api slice with the checkout and /verify pages. */
import type {
  PlaceOrderReply,
  PlaceOrderRequest,
  ProfileReply,
  VerifyOrderReply,
  VerifyOrderRequest,
} from '../../../contract/api';
import * as accountEndpoints from '../../../contract/endpoints/accounts';
import * as orderEndpoints from '../../../contract/endpoints/orders';
import { api } from '../../api/apiSlice';
import { request } from '../../api/request';

export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    placeOrder: build.mutation<PlaceOrderReply, PlaceOrderRequest>({
      query: (body) => request(orderEndpoints.placeOrder, body),
      invalidatesTags: ['Orders'],
    }),
    verifyOrder: build.mutation<VerifyOrderReply, VerifyOrderRequest>({
      query: (body) => request(orderEndpoints.verifyOrder, body),
      invalidatesTags: ['Orders', 'Cart'],
    }),
    /** The account's name and email and its latest delivery address: what checkout starts from. */
    profile: build.query<ProfileReply, void>({
      query: () => request(accountEndpoints.profile),
    }),
  }),
});

export const { usePlaceOrderMutation, useVerifyOrderMutation, useProfileQuery } = checkoutApi;
