/**
 * The console's reviews (docs/product.md#ratings): staff's list, hiding with a reason and showing
 * again; injected by the kitchen's chunk. A change puts the server's reply into the list shown.
 */
import type { BodyOf, ReplyOf } from '../../../contract/api';
import { api } from '../../api/apiSlice';

export type Review = ReplyOf<'reviews'>['data'][number];
/** Which reviews are listed: all, hidden ones only, or shown ones only. */
export type ReviewFilter = 'all' | 'only' | 'no';

const reviewsApi = api.injectEndpoints({
  endpoints: (build) => {
    const change = <Body>(url: string) =>
      build.mutation<ReplyOf<'reviewHide'>, Body>({
        query: (body) => ({ url, method: 'POST', body }),
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
      reviews: build.query<Review[], ReviewFilter>({
        query: (filter) => ({
          url: filter === 'all' ? '/api/kitchen/reviews' : `/api/kitchen/reviews?hidden=${filter}`,
        }),
        transformResponse: (reply: ReplyOf<'reviews'>) => reply.data,
      }),
      reviewHide: change<BodyOf<'reviewHide'>>('/api/kitchen/reviews/hide'),
      reviewUnhide: change<BodyOf<'reviewUnhide'>>('/api/kitchen/reviews/unhide'),
    };
  },
});

export const { useReviewsQuery, useReviewHideMutation, useReviewUnhideMutation } = reviewsApi;
