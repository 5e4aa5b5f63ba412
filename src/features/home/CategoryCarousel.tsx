/**
 * 'Explore Our Menu': the menu's categories on a Swiper carousel (loaded only with this chunk).
 * Each slide opens the menu filtered to its category. Until the menu is known the placeholder
 * keeps holding the carousel's place, so no category is shown that the menu does not have.
 *
 * Swiper's own core, not its React wrapper: React draws the slides once and Swiper takes the
 * track over (the wrapper is more of what `/` sends in its first seconds). React never
 * redraws a track Swiper holds: any change of settings or categories draws a new one (its key).
 * The slides' roles and labels are in the markup, and the track brings a slide the keyboard
 * focuses into view itself: the three things Swiper's A11y module would do here, without its
 * bytes (the arrows are our own labelled buttons, so the rest of the module has nothing to do).
 * What both would cost: docs/operations.md#figures-behind-choices-in-the-code.
 */
import { PAGE_PATHS, pageHref } from '../../../contract/routes';
import { useDeferredValue, useEffect, useRef, useState, type FocusEvent } from 'react';
import { Link } from 'react-router';
import Swiper from 'swiper';
import type { SwiperOptions } from 'swiper/types';
// The same file as 'swiper/css'; the .css name lets Jest's style stub catch it.
import 'swiper/swiper.css';
import { useFoodListQuery } from '../../api/apiSlice';
import { useAppSelector } from '../../store/hooks';
import { selectCategories, type Category } from '../../store/menu/selectors';
import { CAROUSEL_QUERIES, CAROUSEL_SPEED_MS, carouselSettingsFor } from './carouselSettings';
import { ExplorePlaceholder } from './ExplorePlaceholder';
import { useMediaQuery, usePrefersReducedMotion } from './useMediaQuery';
import './explore.css';

function ArrowIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const COUNT_WORDS = ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten'];

function kitchens(count: number): string {
  return count === 1 ? 'One kitchen' : `${COUNT_WORDS[count - 1] ?? count} kitchens in one`;
}

export function CategoryCarousel() {
  const { isError, refetch } = useFoodListQuery();
  // The menu arrives as a store update, which React renders at once and in one piece; deferred,
  // the carousel's slides are drawn in slices the browser can interleave with a tap or a paint.
  const categories = useDeferredValue(useAppSelector(selectCategories));
  if (categories) return categories.length > 0 ? <Carousel categories={categories} /> : null;
  if (!isError) return <ExplorePlaceholder />;
  return (
    <ExplorePlaceholder>
      <section className="explore container" aria-labelledby="explore-title">
        <h2 id="explore-title" className="section-title">
          Explore Our Menu
        </h2>
        <div className="explore__state" role="alert">
          <p>We couldn’t load the menu. Please check your connection.</p>
          <button type="button" className="button" onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      </section>
    </ExplorePlaceholder>
  );
}

function Carousel({ categories }: { categories: readonly Category[] }) {
  const settings = carouselSettingsFor({
    wide: useMediaQuery(CAROUSEL_QUERIES.wide),
    tablet: useMediaQuery(CAROUSEL_QUERIES.tablet),
    phablet: useMediaQuery(CAROUSEL_QUERIES.phablet),
  });
  const reducedMotion = usePrefersReducedMotion();
  const [swiper, setSwiper] = useState<Swiper | null>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  // Swiper loops only with a screenful and a scroll's worth of slides.
  const loop =
    settings.loop && categories.length >= settings.slidesPerView + settings.slidesPerGroup;
  const options: SwiperOptions = {
    slidesPerView: settings.slidesPerView,
    slidesPerGroup: settings.slidesPerGroup,
    slidesPerGroupSkip: settings.slidesPerGroupSkip,
    loop,
    // 8 slides in groups of 3 would otherwise get an empty slide to even the groups out.
    loopAddBlankSlides: false,
    initialSlide: settings.initialSlide,
    speed: reducedMotion ? 0 : CAROUSEL_SPEED_MS,
    spaceBetween: 16,
    // Marks the slides on screen (`swiper-slide-visible`): focus moves the track only for others.
    watchSlidesProgress: true,
  };
  const trackKey = [settings.range, loop, reducedMotion, ...categories.map(({ name }) => name)];

  return (
    <section className="explore container" aria-labelledby="explore-title">
      <div className="explore__head">
        <div>
          <h2 id="explore-title" className="section-title">
            Explore Our Menu
          </h2>
          <p className="lead">
            {kitchens(categories.length)}: pick a category and see every dish we cook in it.
          </p>
        </div>
        <div className="explore__arrows">
          <button
            type="button"
            className="explore__arrow"
            aria-label="Previous categories"
            disabled={!loop && edges.start}
            onClick={() => swiper?.slidePrev()}
          >
            <ArrowIcon direction="left" />
          </button>
          <button
            type="button"
            className="explore__arrow"
            aria-label="Next categories"
            disabled={!loop && edges.end}
            onClick={() => swiper?.slideNext()}
          >
            <ArrowIcon direction="right" />
          </button>
        </div>
      </div>
      <CategoryTrack
        key={JSON.stringify(trackKey)}
        categories={categories}
        options={options}
        onStart={setSwiper}
        onEdges={setEdges}
      />
    </section>
  );
}

interface TrackProps {
  categories: readonly Category[];
  /** Read once: the track is drawn afresh (a new key) for other options. */
  options: SwiperOptions;
  onStart: (swiper: Swiper | null) => void;
  onEdges: (edges: { start: boolean; end: boolean }) => void;
}

/** The slides as Swiper's markup; Swiper starts on them once they are on the page. */
function CategoryTrack({ categories, options, onStart, onEdges }: TrackProps) {
  const container = useRef<HTMLDivElement>(null);
  const swiper = useRef<Swiper | null>(null);
  const first = useRef({ options, onStart, onEdges });

  // Tab onto a category off screen: the browser scrolls the clipped track to show it, which
  // Swiper does not know of. Undo that and let Swiper bring the slide into view instead.
  function showFocused(event: FocusEvent<HTMLDivElement>) {
    const slide = event.target.closest('.swiper-slide');
    const instance = swiper.current;
    if (!instance || !slide || slide.classList.contains('swiper-slide-visible')) return;
    event.currentTarget.scrollLeft = 0;
    instance.slideTo(instance.slides.indexOf(slide as HTMLElement), 0);
  }

  useEffect(() => {
    const { options: start, onStart: started, onEdges: edges } = first.current;
    const track = (instance: Swiper) => edges({ start: instance.isBeginning, end: instance.isEnd });
    const instance = new Swiper(container.current!, { ...start, on: { slideChange: track } });
    swiper.current = instance;
    started(instance);
    track(instance);
    return () => {
      swiper.current = null;
      started(null);
      // Puts a looped track's slides back in React's order before React lets go of them.
      instance.destroy(true, true);
    };
  }, []);

  return (
    <div
      ref={container}
      className="swiper explore__carousel"
      role="group"
      aria-roledescription="carousel"
      aria-label="Menu categories"
      onFocus={showFocused}
    >
      <div className="swiper-wrapper">
        {categories.map((category, index) => (
          <div
            key={category.name}
            className="swiper-slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${categories.length}`}
          >
            <Link
              className="explore__item"
              to={pageHref(PAGE_PATHS.menu, { category: category.name })}
            >
              <img src={category.image} alt="" width="240" height="240" loading="lazy" />
              <span className="explore__name">{category.name}</span>
            </Link>
          </div>
        ))}
      </div>
    </div>
  );
}
