/**
 * /Menu/<slug>: one dish's own page (docs/product.md#a-page-per-dish), to link to and share: its
 * picture, name, rating, diet marks, description, options, price and 'Add to cart' (the cards'
 * control and customise dialog), then its latest reviews. An unavailable dish's page says so; a
 * removed dish's and an unknown address's are not-found pages leading back to the menu.
 */
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import type { FoodItem } from '../../../contract/api';
import {
  DISH_PAGE_MESSAGES,
  GONE_TITLE,
  dishTitle,
  unavailableMessage,
} from '../../../contract/dish-page';
import { ruleInWords } from '../../../contract/options';
import { PAGE_PATHS } from '../../../contract/routes';
import { formatRupees } from '../../../contract/rupees';
import { AddControl } from '../../components/dish/AddControl';
import { DietMarks, priceText } from '../../components/dish/FoodCard';
import { PageNotice } from '../../components/PageNotice';
import { dishImageSrcSet, dishImageUrl } from '../../lib/images';
import { DishRating, DishReviews } from './DishReviews';
import { useDishPage } from './useDishPage';
import './dish-page.css';

/** The picture's width at each screen size (dish-page.css), so the browser picks 200 or 400. */
const PICTURE_SIZES = '(min-width: 768px) 400px, min(400px, 100vw - 2rem)';

/** The page's title follows the dish (the app's other pages: PageArrival). */
function useTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

function Options({ dish }: { dish: FoodItem }) {
  const groups = dish.optionGroups ?? [];
  if (groups.length === 0) return null;
  return (
    <section className="dish-page__options" aria-labelledby="dish-options-title">
      <h2 id="dish-options-title" className="dish-page__subtitle">
        Options
      </h2>
      {groups.map((group) => (
        <div key={group.id} className="dish-page__group">
          <h3 className="dish-page__group-name">
            {group.name} <span className="dish-page__rule">· {ruleInWords(group)}</span>
          </h3>
          <ul className="dish-page__choices">
            {group.options.map((option) => (
              <li key={option.id} className={option.available ? undefined : 'is-unavailable'}>
                <span>{option.name}</span>
                <span>
                  {option.available
                    ? option.price > 0 && `+${formatRupees(option.price)}`
                    : 'Not available'}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

function Dish({ dish }: { dish: FoodItem }) {
  useTitle(dishTitle(dish.name));
  return (
    <>
      <div className="dish-page__layout">
        <div className="dish-page__media">
          <img
            src={dishImageUrl(dish.image)}
            srcSet={dishImageSrcSet(dish.image)}
            sizes={PICTURE_SIZES}
            width="400"
            height="400"
            alt={dish.name}
            fetchPriority="high"
            decoding="sync"
          />
        </div>
        <div className="dish-page__body">
          <h1 className="page-title dish-page__name">{dish.name}</h1>
          <DishRating dish={dish} />
          <DietMarks labels={dish.labels} />
          <p className="dish-page__description">{dish.description}</p>
          <Options dish={dish} />
          <div className="dish-page__buy">
            <p className="dish-page__price">{priceText(dish)}</p>
            {dish.available ? (
              <AddControl food={dish} label="Add to cart" />
            ) : (
              <p className="dish-page__unavailable">{unavailableMessage(dish.name)}</p>
            )}
          </div>
        </div>
      </div>
      <DishReviews dish={dish} />
    </>
  );
}

function Gone({ message }: { message: string }) {
  useTitle(GONE_TITLE);
  return (
    <PageNotice
      level={1}
      title={message}
      actions={
        <Link className="button" to={PAGE_PATHS.menu}>
          {DISH_PAGE_MESSAGES.backToMenu}
        </Link>
      }
    />
  );
}

/** The page's footprint while the dish loads: nothing moves when it arrives. */
function DishSkeleton() {
  return (
    <div className="dish-page__layout" aria-hidden="true">
      <div className="dish-page__media skeleton" />
      <div className="dish-page__body">
        <div className="skeleton skeleton--title" style={{ width: '60%' }} />
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--line" style={{ width: '85%' }} />
        <div className="skeleton skeleton--line" style={{ width: '30%' }} />
      </div>
    </div>
  );
}

export function DishPage() {
  const { slug = '' } = useParams();
  const view = useDishPage(slug.toLowerCase());
  return (
    <section className="page container dish-page">
      <p className="dish-page__back">
        <Link to={PAGE_PATHS.menu}>← Our Menu</Link>
      </p>
      {view.kind === 'dish' && <Dish dish={view.dish} />}
      {view.kind === 'gone' && <Gone message={view.message} />}
      {view.kind === 'loading' && <DishSkeleton />}
      {view.kind === 'failed' && (
        <PageNotice
          level={1}
          tone="danger"
          title="We couldn’t load this dish."
          actions={
            <button type="button" className="button" onClick={() => view.retry()}>
              Try again
            </button>
          }
        >
          <p>Check your connection and try again.</p>
        </PageNotice>
      )}
    </section>
  );
}
