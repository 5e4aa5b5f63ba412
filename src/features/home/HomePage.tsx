/**
 * `/`: the hero, the category carousel and the app promo. The carousel (and Swiper with it) is
 * its own chunk, so the hero, the page's largest paint, does not wait for it.
 */
import { lazy, Suspense } from 'react';
import { AppPromo } from './AppPromo';
import { Hero } from './Hero';
import './home.css';

const CategoryCarousel = lazy(() =>
  import(/* webpackChunkName: "category-carousel" */ './CategoryCarousel').then((module) => ({
    default: module.CategoryCarousel,
  })),
);

export function HomePage() {
  return (
    <div className="home">
      <div className="container home__hero">
        <Hero />
      </div>
      <Suspense fallback={<div className="explore-placeholder" aria-hidden="true" />}>
        <CategoryCarousel />
      </Suspense>
      <AppPromo />
    </div>
  );
}
