/**
 * `/`: the hero, the category carousel and the app promo. The carousel (and Swiper with it) is
 * its own chunk, so the hero, the page's largest paint, does not wait for it.
 */
import { lazy, Suspense } from 'react';
import { useHydrated } from '../../ssr/useHydrated';
import { AppPromo } from './AppPromo';
import { ExplorePlaceholder } from './ExplorePlaceholder';
import { Hero } from './Hero';
import './home.css';

const CategoryCarousel = lazy(() =>
  import(/* webpackChunkName: "category-carousel" */ './CategoryCarousel').then((module) => ({
    default: module.CategoryCarousel,
  })),
);

export function HomePage() {
  // The prerendered page holds the placeholder: Swiper lays itself out in the browser, and the
  // categories come from the menu, which the page asks for once it has loaded.
  const hydrated = useHydrated();
  const placeholder = <ExplorePlaceholder />;
  return (
    <div className="home">
      <div className="container home__hero">
        <Hero />
      </div>
      {hydrated ? (
        <Suspense fallback={placeholder}>
          <CategoryCarousel />
        </Suspense>
      ) : (
        placeholder
      )}
      <AppPromo />
    </div>
  );
}
