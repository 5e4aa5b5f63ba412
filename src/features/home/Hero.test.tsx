import { act, fireEvent, screen } from '@testing-library/react';
import fileStub from '../../../test/file-stub';
import { renderPage } from '../../test/renderPage';
import { Hero } from './Hero';
import { HERO_INTERVAL_MS } from './heroSlides';

const currentSlide = () =>
  screen
    .getAllByRole('button', { name: /^Show slide/ })
    .findIndex((dot) => dot.getAttribute('aria-current') === 'true') + 1;
const pictures = () => screen.queryAllByRole('img', { hidden: true });
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

/** A browser whose system setting asks for reduced motion (jsdom has no matchMedia). */
function preferReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  delete (window as Partial<Window>).matchMedia;
});

test('rotates every 4 seconds and wraps from the fourth picture to the first', () => {
  renderPage(<Hero />);
  expect(HERO_INTERVAL_MS).toBe(4000);
  expect(currentSlide()).toBe(1);
  advance(3999);
  expect(currentSlide()).toBe(1);
  advance(1);
  expect(currentSlide()).toBe(2);
  advance(4000);
  advance(4000);
  expect(currentSlide()).toBe(4);
  advance(4000);
  expect(currentSlide()).toBe(1);
});

test('only the first picture loads with the page, eagerly and first; others when shown', () => {
  renderPage(<Hero />);
  const [first, ...rest] = pictures();
  expect(rest).toHaveLength(0);
  // Jest maps every picture import to one stub URL; the build gives each its hashed file.
  expect(first).toHaveAttribute('src', fileStub);
  expect(first).toHaveAttribute('srcset', `${fileStub} 640w, ${fileStub} 1280w`);
  expect(first).toHaveAttribute('fetchpriority', 'high');
  expect(first).toHaveAttribute('width', '1280');
  expect(first).toHaveAttribute('height', '560');
  expect(first).toHaveAccessibleName(/spaghetti/i);

  advance(4000);
  expect(pictures()).toHaveLength(2);
  expect(pictures()[1]).toHaveAccessibleName(/green salad/i);
  expect(pictures()[1]).toHaveAttribute('src', fileStub);
  expect(pictures()[1]).toHaveAttribute('loading', 'lazy');
});

test('Pause slideshow stops the rotation and Play slideshow resumes it', () => {
  renderPage(<Hero />);
  fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
  advance(20000);
  expect(currentSlide()).toBe(1);

  fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
  advance(4000);
  expect(currentSlide()).toBe(2);
});

test('a dot picks a slide, which then gets its full 4 seconds', () => {
  renderPage(<Hero />);
  advance(3000);
  fireEvent.click(screen.getByRole('button', { name: 'Show slide 3' }));
  expect(currentSlide()).toBe(3);
  expect(pictures().map((img) => img.getAttribute('alt'))).toEqual([
    expect.stringMatching(/spaghetti/i),
    expect.stringMatching(/ice cream/i),
  ]);
  advance(3999);
  expect(currentSlide()).toBe(3);
  advance(1);
  expect(currentSlide()).toBe(4);
});

test('with reduced motion the hero holds still until asked to play', () => {
  preferReducedMotion(true);
  renderPage(<Hero />);
  expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  advance(12000);
  expect(currentSlide()).toBe(1);
});

test('the headline and View Menu sit over the pictures', () => {
  renderPage(<Hero />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/order your favourite food/i);
  expect(screen.getByRole('link', { name: 'View Menu' })).toHaveAttribute('href', '/Menu');
});
