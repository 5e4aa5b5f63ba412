/** The hero's four pictures (public/images), with what they show and a colour to show meanwhile. */
import hero1Small from '../../../public/images/hero-1-640.webp';
import hero1 from '../../../public/images/hero-1.webp';
import hero2Small from '../../../public/images/hero-2-640.webp';
import hero2 from '../../../public/images/hero-2.webp';
import hero3Small from '../../../public/images/hero-3-640.webp';
import hero3 from '../../../public/images/hero-3.webp';
import hero4Small from '../../../public/images/hero-4-640.webp';
import hero4 from '../../../public/images/hero-4.webp';

/** Each picture's content-hashed URLs, 1280px and 640px wide. */
const PICTURES = {
  'hero-1': { wide: hero1, narrow: hero1Small },
  'hero-2': { wide: hero2, narrow: hero2Small },
  'hero-3': { wide: hero3, narrow: hero3Small },
  'hero-4': { wide: hero4, narrow: hero4Small },
} satisfies Record<string, { wide: string; narrow: string }>;

export type HeroImage = keyof typeof PICTURES;

export interface HeroSlide {
  image: HeroImage;
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

export const heroSrc = (image: HeroImage) => PICTURES[image].wide;
export const heroSrcSet = (image: HeroImage) =>
  `${PICTURES[image].narrow} 640w, ${PICTURES[image].wide} 1280w`;
