/**
 * The console's reviews (docs/product.md#ratings): staff's list, hiding with a reason and showing
 * again; injected by the kitchen's chunk. A change puts the server's reply into the list shown.
 */
import type { ReplyOf } from '../../../contract/api';
import * as kitchenEndpoints from '../../../contract/endpoints/kitchen';
import { api } from '../../api/apiSlice';
import { fromContract, request, type InputOf } from '../../api/request';

export type Review = ReplyOf<'reviews'>['data'][number];
/** Which reviews are listed: all, hidden ones only, or shown ones only. */
export type ReviewFilter = 'all' | 'only' | 'no';
/** The calls that hide or show a review: each answers with the review. */
type ReviewChange = typeof kitchenEndpoints.reviewHide | typeof kitchenEndpoints.reviewUnhide;

const reviewsApi = api.injectEndpoints({
  endpoints: (build) => {
    const contract = fromContract(build);
    const change = <E extends ReviewChange>(endpoint: E) =>
      contract.mutation<ReviewChange, InputOf<E>>({
        query: (body) => request(endpoint, body),
        async onQueryStarted(_body, { dispatch, getState, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            // Every list this review is in: the one shown, and any other filter's.
            const entries = reviewsApi.util.selectCachedArgsForQuery(getState(), 'reviews');
            for (const filter of entries)
              dispatch(
                reviewsApi.util.updateQueryData('reviews', filter, (draft) => {
                  const index = draft.findIndex(({ id }) => id === data.review.id);
                  if (index >= 0) draft[index] = data.review;
                }),
              );
          } catch {
            // Refused: the dialog says why.
          }
        },
      });
    return {
      reviews: contract.query({
        query: (filter: ReviewFilter) =>
          request(kitchenEndpoints.reviews, filter === 'all' ? undefined : { hidden: filter }),
        transformResponse: (reply) => reply.data,
      }),
      reviewHide: change(kitchenEndpoints.reviewHide),
      reviewUnhide: change(kitchenEndpoints.reviewUnhide),
    };
  },
});

export const { useReviewsQuery, useReviewHideMutation, useReviewUnhideMutation } = reviewsApi;
