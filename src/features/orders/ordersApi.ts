/** /MyOrders' own call, injected into the api slice with the page: 'Order again'. */
import type { BodyOf, ReplyOf } from '../../../contract/api';
import { api } from '../../api/apiSlice';
import { cartApi } from '../../store/cart/cartApi';
import { selectUserId } from '../../store/session/sessionSlice';
import type { RootState } from '../../store/store';
import { announceCartChange } from '../../store/tabs';

const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    reorder: build.mutation<ReplyOf<'reorder'>, BodyOf<'reorder'>>({
      query: (body) => ({ url: '/api/order/reorder', method: 'POST', body }),
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

export const { useReorderMutation } = ordersApi;
