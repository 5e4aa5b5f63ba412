/**
 * The dish page's rating and latest reviews (docs/product.md#a-page-per-dish).
 *
 * The rating is the cards' (RatingText); the reviews are the ratings' public call,
 * GET /api/rating/dish (`dishReviews` in contract/calls.ts), injected with this page's code: only
 * this page asks for it (/MyOrders' ratings calls are in src/features/orders/ratingsApi.ts).
 */
import type { FoodItem } from '../../../contract/api';
import * as menuEndpoints from '../../../contract/endpoints/menu';
import { api } from '../../api/apiSlice';
import { fromContract, request } from '../../api/request';
import { RatingText } from '../../components/dish/RatingText';

const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    dishReviews: fromContract(build).query({
      query: (dish: string) => request(menuEndpoints.dishReviews, { dish }),
      transformResponse: (reply) => reply.data,
    }),
  }),
});

/** The dish's rating: '4.3 · 27 ratings', or 'New' below three ratings. */
export function DishRating({ dish }: { dish: FoodItem }) {
  return (
    <p className="dish-page__rating">
      <RatingText rating={dish.rating} />
    </p>
  );
}

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * The latest reviews with a comment, asked for once the page is shown (they are not in its HTML:
 * below the dish, they need not paint first). The section keeps its height while they load.
 */
export function DishReviews({ dish }: { dish: FoodItem }) {
  const { data, isError } = reviewsApi.useDishReviewsQuery(dish._id);
  return (
    <section className="dish-page__reviews" aria-labelledby="dish-reviews-title">
      <h2 id="dish-reviews-title" className="section-title">
        Reviews
      </h2>
      {data && data.length === 0 && <p className="lead">No reviews yet.</p>}
      {isError && <p className="lead">The reviews could not be loaded.</p>}
      {data && data.length > 0 && (
        <ul className="dish-page__review-list">
          {data.map((review) => (
            <li key={`${review.name}-${review.at}`} className="dish-page__review">
              <p className="dish-page__review-head">
                <span role="img" aria-label={`${review.stars} out of 5 stars`}>
                  {'★'.repeat(review.stars)}
                  <span className="dish-page__review-empty">{'★'.repeat(5 - review.stars)}</span>
                </span>{' '}
                <strong>{review.name}</strong> ·{' '}
                <time dateTime={review.at}>{dateOf(review.at)}</time>
              </p>
              <p>{review.comment}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
