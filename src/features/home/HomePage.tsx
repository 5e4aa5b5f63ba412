/**
 * `/`: the hero, the category carousel and the app promo. The carousel (and Swiper with it) comes
 * in the page's own file but runs only once the page has hydrated: `/` needs both within a
 * fraction of a second, and one response instead of two saves a phone a round trip and a
 * response's overhead (docs/architecture.md). The hero, the page's largest paint, is in the HTML and waits for neither.
 */
import { lazy, Suspense } from 'react';
import { useHydrated } from '../../hooks/useHydrated';
import { AppPromo } from './AppPromo';
import { ExplorePlaceholder } from './ExplorePlaceholder';
import { Hero } from './Hero';
import './home.css';

const CategoryCarousel = lazy(() =>
  import(/* webpackMode: "eager" */ './CategoryCarousel').then((module) => ({
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
