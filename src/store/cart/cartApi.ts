/**
 * The account's cart on the server (contract/calls/cart.ts). Signed in, the `getCart` cache is the
 * cart's one home: a change is drawn at once (`updateQueryData`), sent, and undone if the server
 * refuses it, as in redux-essentials' api slice. The server answers each change with the whole
 * cart; when there was no copy to change (the cart could not be loaded), that answer becomes it.
 */
import type { CartItemRequest, CartMergeRequest } from '../../../contract/api';
import * as cartEndpoints from '../../../contract/endpoints/cart';
import { api } from '../../api/apiSlice';
import { fromContract, request } from '../../api/request';
import { selectUserId } from '../session/sessionSlice';
import type { RootState } from '../store';
import { announceCartChange } from '../tabs';
import { changeQuantity } from './cartSlice';

export const cartApi = api.injectEndpoints({
  endpoints: (build) => {
    const contract = fromContract(build);
    const change = (
      endpoint: typeof cartEndpoints.cartAdd | typeof cartEndpoints.cartRemove,
      step: 1 | -1,
    ) =>
      contract.mutation({
        // keepalive: a tap followed at once by a page load (a link typed, a reload) still reaches
        // the server; the browser finishes the request after the page has gone.
        query: (body: CartItemRequest) => request(endpoint, body, { keepalive: true }),
        async onQueryStarted({ itemId, line }, { dispatch, getState, queryFulfilled }) {
          // The line changed: a configured one's key, else the dish's plain line (its id).
          const key = line ?? itemId;
          const patch = dispatch(
            cartApi.util.updateQueryData('getCart', undefined, (cart) =>
              changeQuantity(cart, key, step),
            ),
          );
          try {
            const { data } = await queryFulfilled;
            if (patch.patches.length === 0)
              await dispatch(cartApi.util.upsertQueryData('getCart', undefined, data.cartData));
            announceCartChange(selectUserId(getState() as RootState));
          } catch {
            // Taken back by the opposite step, not by restoring the copy from before this change:
            // of changes refused together (the database away), each takes back only its own.
            if (patch.patches.length > 0)
              dispatch(
                cartApi.util.updateQueryData('getCart', undefined, (cart) =>
                  changeQuantity(cart, key, step === 1 ? -1 : 1),
                ),
              );
          }
        },
      });
    return {
      getCart: contract.query({
        query: () => request(cartEndpoints.cartGet),
        transformResponse: (reply) => reply.cartData,
        providesTags: ['Cart'],
      }),
      addToCart: change(cartEndpoints.cartAdd, 1),
      removeFromCart: change(cartEndpoints.cartRemove, -1),
      /** Adds the logged-out cart into the account's; `token` is passed: it is not stored yet. */
      mergeCart: contract.mutation({
        query: ({ cartData, token }: CartMergeRequest & { token: string }) =>
          request(cartEndpoints.cartMerge, { cartData }, { headers: { token } }),
      }),
    };
  },
});

export const { useGetCartQuery } = cartApi;
