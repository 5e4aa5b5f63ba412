/** /MyOrders' own call, injected into the api slice with the page: 'Order again'. */
import type { BodyOf } from '../../../contract/api';
import * as orderEndpoints from '../../../contract/endpoints/orders';
import { api } from '../../api/apiSlice';
import { fromContract, request } from '../../api/request';
import { cartApi } from '../../store/cart/cartApi';
import { selectUserId } from '../../store/session/sessionSlice';
import type { RootState } from '../../store/store';
import { announceCartChange } from '../../store/tabs';

const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The shopper's own order cancelled while still 'New': the reply replaces it in the list. */
    orderCancel: fromContract(build).mutation({
      query: (body: BodyOf<'orderCancel'>) => request(orderEndpoints.orderCancel, body),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            api.util.updateQueryData('userOrders', undefined, (orders) => {
              const index = orders.findIndex(({ _id }) => _id === data.order._id);
              if (index >= 0) orders[index] = data.order;
            }),
          );
        } catch {
          // Refused: the page says why, and the order's stream shows where it is.
        }
      },
    }),
    reorder: fromContract(build).mutation({
      query: (body: BodyOf<'reorder'>) => request(orderEndpoints.reorder, body),
      // The server answers with the whole cart: it becomes the cart's one home at once.
      async onQueryStarted(_body, { dispatch, getState, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          await dispatch(cartApi.util.upsertQueryData('getCart', undefined, data.cartData));
          announceCartChange(selectUserId(getState() as RootState));
        } catch {
          // Refused: the cart did not change; the page says why.
        }
      },
    }),
  }),
});

export const { useOrderCancelMutation, useReorderMutation } = ordersApi;
