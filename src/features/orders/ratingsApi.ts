/** /MyOrders' rating calls, injected into the api slice with the page (docs/product.md#ratings). */
import type { BodyOf, ReplyOf } from '../../../contract/api';
import * as orderEndpoints from '../../../contract/endpoints/orders';
import { api } from '../../api/apiSlice';
import { request } from '../../api/request';

export type OrderRatings = Omit<ReplyOf<'orderRatings'>, 'success'>;
export type MyRating = ReplyOf<'rate'>['rating'];

const ratingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    orderRatings: build.query<OrderRatings, string>({
      query: (orderId) => request(orderEndpoints.orderRatings, { orderId }),
      transformResponse: ({ rateable, dishes }: ReplyOf<'orderRatings'>) => ({ rateable, dishes }),
    }),
    rate: build.mutation<ReplyOf<'rate'>, BodyOf<'rate'>>({
      query: (body) => request(orderEndpoints.rate, body),
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
