/** /MyOrders' rating calls, injected into the api slice with the page (docs/product.md#ratings). */
import type { BodyOf, ReplyOf } from '../../../contract/api';
import * as orderEndpoints from '../../../contract/endpoints/orders';
import { api } from '../../api/apiSlice';
import { fromContract, request } from '../../api/request';

export type OrderRatings = Omit<ReplyOf<'orderRatings'>, 'success'>;
export type MyRating = ReplyOf<'rate'>['rating'];

const ratingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    orderRatings: fromContract(build).query({
      query: (orderId: string) => request(orderEndpoints.orderRatings, { orderId }),
      transformResponse: ({ rateable, dishes }): OrderRatings => ({ rateable, dishes }),
    }),
    rate: fromContract(build).mutation({
      query: (body: BodyOf<'rate'>) => request(orderEndpoints.rate, body),
      // The reply is the rating as kept: the order's list shows it at once.
      async onQueryStarted({ orderId, foodId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            ratingsApi.util.updateQueryData('orderRatings', orderId, (draft) => {
              const dish = draft.dishes.find((one) => one.foodId === foodId);
              if (dish) dish.rating = data.rating;
            }),
          );
        } catch {
          // Refused: nothing changed; the form says why.
        }
      },
    }),
  }),
});

export const { useOrderRatingsQuery, useRateMutation } = ratingsApi;
