/**
 * 'Rate dishes' on a delivered order (docs/product.md#ratings): it opens the order's dishes, each
 * with 1 to 5 stars (a radio group: arrow keys move between the stars), an optional comment and
 * its own 'Rate' button. A rating can be changed for 7 days after it was first given; after that
 * it is shown as given. The server decides all of it; a refusal's sentence is shown by the form.
 */
import { useId, useState, type FormEvent } from 'react';
import type { Order } from '../../../contract/api';
import { RATING_COMMENT_MAX, RATING_MESSAGES, STARS_MAX } from '../../../contract/rating-rules';
import { ROUTE_MESSAGES } from '../../../contract/route-messages';
import { ORDER_STATUS } from '../../../contract/rules';
import { errorMessage } from '../../api/apiSlice';
import { notify } from '../../lib/notify';
import {
  useOrderRatingsQuery,
  useRateMutation,
  type MyRating,
  type OrderRatings,
} from './ratingsApi';
import './rate-dishes.css';

const STAR_VALUES = Array.from({ length: STARS_MAX }, (_, index) => index + 1);

const starsName = (stars: number) => `${stars} ${stars === 1 ? 'star' : 'stars'}`;

/** '2 Dec' */
function dayText(iso: string): string {
  return new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short' });
}

function Stars({
  name,
  legend,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  value: number;
  onChange: (stars: number) => void;
}) {
  return (
    <fieldset className="rate-stars">
      <legend className="rate-stars__legend">{legend}</legend>
      {STAR_VALUES.map((stars) => (
        <label key={stars} className={`rate-stars__star${stars <= value ? ' is-on' : ''}`}>
          <input
            className="rate-stars__input"
            type="radio"
            name={name}
            value={stars}
            checked={stars === value}
            onChange={() => onChange(stars)}
          />
          <span aria-hidden="true">★</span>
          <span className="visually-hidden">{starsName(stars)}</span>
        </label>
      ))}
    </fieldset>
  );
}

function GivenRating({ rating }: { rating: MyRating }) {
  return (
    <p className="rate-dish__given">
      You gave it {starsName(rating.stars)}
      {rating.comment && <q className="rate-dish__comment">{rating.comment}</q>}
    </p>
  );
}

function RateDish({ orderId, dish }: { orderId: string; dish: OrderRatings['dishes'][number] }) {
  const id = useId();
  const { rating } = dish;
  const [stars, setStars] = useState(rating?.stars ?? 0);
  const [comment, setComment] = useState(rating?.comment ?? '');
  const [problem, setProblem] = useState('');
  const [rate, { isLoading }] = useRateMutation();

  if (rating && !rating.changeable) {
    return (
      <li className="rate-dish">
        <p className="rate-dish__name">{dish.name}</p>
        <GivenRating rating={rating} />
      </li>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isLoading) return;
    if (stars === 0) {
      setProblem(RATING_MESSAGES.stars);
      return;
    }
    const result = await rate({ orderId, foodId: dish.foodId, stars, comment });
    if ('error' in result) {
      setProblem(errorMessage(result.error, ROUTE_MESSAGES.serverError));
      return;
    }
    setProblem('');
    notify.success(result.data.message);
  }

  return (
    <li className="rate-dish">
      <form className="rate-dish__form" onSubmit={(event) => void submit(event)} noValidate>
        <p className="rate-dish__name">{dish.name}</p>
        <Stars
          name={`${id}-stars`}
          legend={`Your rating of ${dish.name}`}
          value={stars}
          onChange={(value) => {
            setStars(value);
            setProblem('');
          }}
        />
        <div className="field rate-dish__field">
          <label htmlFor={`${id}-comment`}>Comment (optional)</label>
          <textarea
            id={`${id}-comment`}
            className="input rate-dish__text"
            rows={2}
            maxLength={RATING_COMMENT_MAX}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            aria-describedby={`${id}-count`}
          />
          <span id={`${id}-count`} className="rate-dish__count">
            {comment.length} of {RATING_COMMENT_MAX} characters
          </span>
        </div>
        <p className="rate-dish__problem" role="alert">
          {problem}
        </p>
        <div className="rate-dish__end">
          <button type="submit" className="button rate-dish__send" aria-disabled={isLoading}>
            {rating ? 'Change rating' : 'Rate'}
            <span className="visually-hidden"> {dish.name}</span>
          </button>
          {rating && (
            <span className="rate-dish__until">
              You can change it until {dayText(rating.changeableUntil)}.
            </span>
          )}
        </div>
      </form>
    </li>
  );
}

function OrderDishes({ orderId }: { orderId: string }) {
  const { data, isLoading, isError, error, refetch } = useOrderRatingsQuery(orderId);
  if (isLoading) return <p role="status">Loading the dishes…</p>;
  if (isError || !data)
    return (
      <p role="alert">
        {errorMessage(error, 'We could not load the dishes.')}{' '}
        <button type="button" className="button button--quiet" onClick={() => void refetch()}>
          Try again
        </button>
      </p>
    );
  return (
    <ul className="rate-dishes__list">
      {data.dishes.map((dish) => (
        <RateDish key={dish.foodId} orderId={orderId} dish={dish} />
      ))}
    </ul>
  );
}

/** Nothing for an order that is not delivered. */
export function RateDishes({ order }: { order: Order }) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  if (order.status !== ORDER_STATUS.delivered) return null;
  return (
    <div className="rate-dishes">
      <button
        type="button"
        className="button button--quiet rate-dishes__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((now) => !now)}
      >
        Rate dishes<span className="visually-hidden"> of order #{order.number}</span>
      </button>
      <div id={panelId} hidden={!open}>
        {open && <OrderDishes orderId={order._id} />}
      </div>
    </div>
  );
}
