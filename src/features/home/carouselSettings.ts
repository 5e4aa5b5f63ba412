/**
 * The category carousel's settings per screen width, as docs/product.md words them (max-widths):
 * default 5 shown / 4 scrolled, no loop; up to 1024px 4/3 with loop; up to 600px 2/2 starting at
 * slide 2; up to 480px 1/1. Swiper cannot switch loop or the first slide at a breakpoint, so the
 * carousel is rebuilt (keyed by range) whenever the width crosses into another range.
 */
export interface CarouselSettings {
  range: 'wide' | 'tablet' | 'phablet' | 'phone';
  slidesPerView: number;
  slidesPerGroup: number;
  loop: boolean;
  /** 0-based: 'starting at the second' is index 1. */
  initialSlide: number;
  /**
   * Swiper snaps a start slide to its group (index 1 in groups of 2 would show slides 1-2), so
   * the first slide scrolls on its own there; after it, slides move in groups again.
   */
  slidesPerGroupSkip: number;
}

export const CAROUSEL_SPEED_MS = 500;

export const CAROUSEL_QUERIES = {
  wide: '(min-width: 1025px)',
  tablet: '(min-width: 601px)',
  phablet: '(min-width: 481px)',
} as const;

export function carouselSettingsFor(matches: {
  wide: boolean;
  tablet: boolean;
  phablet: boolean;
}): CarouselSettings {
  if (matches.wide) {
    return {
      range: 'wide',
      slidesPerView: 5,
      slidesPerGroup: 4,
      loop: false,
      initialSlide: 0,
      slidesPerGroupSkip: 0,
    };
  }
  if (matches.tablet) {
    return {
      range: 'tablet',
      slidesPerView: 4,
      slidesPerGroup: 3,
      loop: true,
      initialSlide: 0,
      slidesPerGroupSkip: 0,
    };
  }
  if (matches.phablet) {
    return {
      range: 'phablet',
      slidesPerView: 2,
      slidesPerGroup: 2,
      loop: false,
      initialSlide: 1,
      slidesPerGroupSkip: 1,
    };
  }
  return {
    range: 'phone',
    slidesPerView: 1,
    slidesPerGroup: 1,
    loop: false,
    initialSlide: 0,
    slidesPerGroupSkip: 0,
  };
}
