/** Checkout's calls, injected into the api slice with the checkout and /verify pages. */
import type { PlaceOrderRequest, VerifyOrderRequest } from '../../../contract/api';
import * as accountEndpoints from '../../../contract/endpoints/accounts';
import * as orderEndpoints from '../../../contract/endpoints/orders';
import { api } from '../../api/apiSlice';
import { fromContract, request } from '../../api/request';

export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => {
    const contract = fromContract(build);
    return {
      placeOrder: contract.mutation({
        query: (body: PlaceOrderRequest) => request(orderEndpoints.placeOrder, body),
        invalidatesTags: ['Orders'],
      }),
      verifyOrder: contract.mutation({
        query: (body: VerifyOrderRequest) => request(orderEndpoints.verifyOrder, body),
        invalidatesTags: ['Orders', 'Cart'],
      }),
      /** The account's name and email and its latest delivery address: what checkout starts from. */
      profile: contract.query({
        query: () => request(accountEndpoints.profile),
      }),
    };
  },
});

export const { usePlaceOrderMutation, useVerifyOrderMutation, useProfileQuery } = checkoutApi;
