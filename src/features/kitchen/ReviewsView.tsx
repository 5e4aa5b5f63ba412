/**
 * The console's reviews (docs/product.md#ratings): shoppers' ratings, newest first, each with its
 * dish, stars, comment, shopper, order and date; 'Hide' asks for a reason (a hidden review leaves
 * the dish's average) and 'Show again' puts it back. All, hidden or shown ones.
 */
import { useId, useState } from 'react';
import { HIDE_REASON_MAX } from '../../../contract/rating-rules';
import { notify } from '../../lib/notify';
import { errorMessage } from '../../api/apiSlice';
import { ROUTE_MESSAGES } from '../../../contract/route-messages';
import { ConfirmDialog, LoadFailed } from './ConsoleForm';
import { CardButton } from './KitchenCard';
import {
  useReviewHideMutation,
  useReviewUnhideMutation,
  useReviewsQuery,
  type Review,
  type ReviewFilter,
} from './reviewsApi';

const FILTERS: ReadonlyArray<{ value: ReviewFilter; label: string }> = [
  { value: 'all', label: 'All reviews' },
  { value: 'no', label: 'Shown' },
  { value: 'only', label: 'Hidden' },
];

function whenText(iso: string): string {
  return new Date(iso).toLocaleString('en-IN', {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  });
}

function ReviewCard({ review, onHide }: { review: Review; onHide: () => void }) {
  const headingId = `console-review-${review.id}`;
  const [unhide, { isLoading }] = useReviewUnhideMutation();
  async function showAgain() {
    const result = await unhide({ id: review.id });
    if ('error' in result) notify.error(errorMessage(result.error, ROUTE_MESSAGES.serverError));
    else notify.success(result.data.message);
  }
  return (
    <li>
      <article
        className={`console-promo card${review.hidden ? ' console-promo--inactive' : ''}`}
        aria-labelledby={headingId}
      >
        <header className="console-promo__top">
          <h3 id={headingId} className="console-promo__code">
            {review.dish}: {review.stars} of 5 stars
          </h3>
          {review.hidden && <span className="console-badge console-badge--off">Hidden</span>}
        </header>
        {review.comment ? (
          <p className="console-review__comment">{review.comment}</p>
        ) : (
          <p className="kitchen__empty">No comment.</p>
        )}
        <p className="console-review__by">
          {review.shopper} · Order #{review.orderNumber} ·{' '}
          <time dateTime={review.ratedAt}>{whenText(review.ratedAt)}</time>
        </p>
        {review.hidden && <p>Hidden: {review.hidden.reason}</p>}
        <div className="kitchen-card__actions">
          {review.hidden ? (
            <CardButton
              quiet
              busy={isLoading}
              describedBy={headingId}
              onPress={() => void showAgain()}
            >
              Show again
            </CardButton>
          ) : (
            <CardButton quiet busy={false} describedBy={headingId} onPress={onHide}>
              Hide
            </CardButton>
          )}
        </div>
      </article>
    </li>
  );
}

function HideDialog({ review, onClose }: { review: Review; onClose: () => void }) {
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [hide] = useReviewHideMutation();
  return (
    <ConfirmDialog
      title={`Hide this review of ${review.dish}?`}
      confirmLabel="Hide review"
      keepLabel="Keep it shown"
      send={() => hide({ id: review.id, reason })}
      onClose={onClose}
    >
      <p>It no longer counts in the dish's average, and shoppers no longer see it.</p>
      <div className="field">
        <label htmlFor={reasonId}>Reason</label>
        <textarea
          id={reasonId}
          className="input"
          rows={3}
          maxLength={HIDE_REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
    </ConfirmDialog>
  );
}

export function ReviewsView() {
  const [filter, setFilter] = useState<ReviewFilter>('all');
  const filterId = useId();
  const { data, isError, error, refetch, isFetching } = useReviewsQuery(filter, {
    refetchOnMountOrArgChange: true,
  });
  const [hiding, setHiding] = useState<Review | null>(null);
  let body;
  if (isError) {
    body = <LoadFailed what="the reviews" error={error} onRetry={() => void refetch()} />;
  } else if (!data) {
    body = <p role="status">Loading the reviews…</p>;
  } else if (data.length === 0) {
    body = <p className="kitchen__empty">No reviews.</p>;
  } else {
    body = (
      <ul className="console-promos">
        {data.map((review) => (
          <ReviewCard key={review.id} review={review} onHide={() => setHiding(review)} />
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby="console-reviews-title" aria-busy={isFetching}>
      <div className="kitchen__top">
        <h2 id="console-reviews-title" className="console-view__title">
          Reviews
        </h2>
        <div className="field">
          <label htmlFor={filterId}>Show</label>
          <select
            id={filterId}
            className="input"
            value={filter}
            onChange={(event) => setFilter(event.target.value as ReviewFilter)}
          >
            {FILTERS.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {body}
      {hiding && <HideDialog review={hiding} onClose={() => setHiding(null)} />}
    </section>
  );
}
