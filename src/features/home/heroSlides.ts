/** The hero's four pictures (public/images), with what they show and a colour to show meanwhile. */
export interface HeroSlide {
  image: string;
  alt: string;
  /** Shown while the picture loads, so a slide never flashes empty. */
  color: string;
}

export const HERO_SLIDES: readonly HeroSlide[] = [
  { image: 'hero-1', alt: 'Spaghetti in tomato sauce on a white plate', color: '#d9531f' },
  { image: 'hero-2', alt: 'A bowl of green salad with tomato and avocado', color: '#c98a24' },
  { image: 'hero-3', alt: 'An ice cream sundae beside a cupcake and cherries', color: '#c9406f' },
  { image: 'hero-4', alt: 'A bowl of noodles lifted with chopsticks', color: '#8a3c17' },
];

export const HERO_INTERVAL_MS = 4000;

/** The hero spans the screen up to the container's 1280px. */
export const HERO_SIZES = '(min-width: 1280px) 1280px, 100vw';

export const heroSrc = (image: string) => `/images/${image}.webp`;
export const heroSrcSet = (image: string) =>
  `/images/${image}-640.webp 640w, /images/${image}.webp 1280w`;
