/**
 * The hero: four pictures taking turns every 4 s (wrapping), with a headline and 'View Menu' over
 * them. Only the first picture loads with the page; each other one loads when first shown.
 * A button pauses and resumes; with reduced motion it starts paused. Dots pick a slide.
 */
import { PAGE_PATHS } from '../../../contract/routes';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { HERO_INTERVAL_MS, HERO_SIZES, HERO_SLIDES, heroSrc, heroSrcSet } from './heroSlides';
import { usePrefersReducedMotion } from './useMediaQuery';
import './hero.css';

export function Hero() {
  const reducedMotion = usePrefersReducedMotion();
  const [current, setCurrent] = useState(0);
  const [pausedByUser, setPausedByUser] = useState<boolean | null>(null);
  const [shown, setShown] = useState<ReadonlySet<number>>(() => new Set([0]));
  // Until the shopper decides, reduced motion means a still picture.
  const paused = pausedByUser ?? reducedMotion;

  function show(index: number) {
    setCurrent(index);
    setShown((before) => (before.has(index) ? before : new Set(before).add(index)));
  }

  useEffect(() => {
    if (paused) return;
    // Restarts whenever the slide changes, so a picked slide also gets its full 4 s.
    const timer = window.setTimeout(
      () => show((current + 1) % HERO_SLIDES.length),
      HERO_INTERVAL_MS,
    );
    return () => window.clearTimeout(timer);
  }, [current, paused]);

  return (
    <section className="hero" aria-roledescription="carousel" aria-label="Featured dishes">
      <div className="hero__slides" aria-live={paused ? 'polite' : 'off'}>
        {HERO_SLIDES.map((slide, index) => (
          <div
            key={slide.image}
            className={`hero__slide${index === current ? ' hero__slide--current' : ''}`}
            style={{ backgroundColor: slide.color }}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${HERO_SLIDES.length}`}
            aria-hidden={index !== current}
          >
            {shown.has(index) && (
              <img
                src={heroSrc(slide.image)}
                srcSet={heroSrcSet(slide.image)}
                sizes={HERO_SIZES}
                width="1280"
                height="560"
                alt={slide.alt}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                decoding={index === 0 ? 'sync' : 'async'}
              />
            )}
          </div>
        ))}
      </div>

      <div className="hero__content">
        <h1 className="hero__title">Order your favourite food here</h1>
        <p className="hero__text">
          Crisp salads, saucy pasta, warm rolls and sweet treats, cooked fresh and delivered hot.
        </p>
        <Link to={PAGE_PATHS.menu} className="button hero__cta">
          View Menu
        </Link>
      </div>

      <div className="hero__controls">
        <button
          type="button"
          className="hero__pause"
          aria-label={paused ? 'Play slideshow' : 'Pause slideshow'}
          onClick={() => setPausedByUser(!paused)}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            {paused ? (
              <path d="M8 5v14l11-7z" fill="currentColor" />
            ) : (
              <path d="M7 5h4v14H7zM13 5h4v14h-4z" fill="currentColor" />
            )}
          </svg>
        </button>
        <div className="hero__dots">
          {HERO_SLIDES.map((slide, index) => (
            <button
              key={slide.image}
              type="button"
              className="hero__dot"
              aria-label={`Show slide ${index + 1}`}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => show(index)}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
