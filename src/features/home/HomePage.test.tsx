import { screen, within } from '@testing-library/react';
import type { FoodItem } from '../../../contract/api';
import categoryAnyStub from '../../../test/category-any-stub';
import fileStub from '../../../test/file-stub';
import { fakeApiForThisFile } from '../../test/fakeApi';
import { renderPage } from '../../test/renderPage';
import { carouselSettingsFor } from './carouselSettings';
import { HomePage } from './HomePage';

/** A menu with a dish in each of the given categories, in that order. */
const menuOf = (...categories: string[]): FoodItem[] =>
  categories.map((category, index) => ({
    _id: `d${index}`,
    name: `${category} special`,
    description: 'Tasty.',
    price: 10,
    image: 'dish.webp',
    category,
    available: true,
    labels: [],
  }));

const SAMPLE_CATEGORIES = [
  'Salad',
  'Rolls',
  'Desserts',
  'Sandwich',
  'Cake',
  'Pure Veg',
  'Pasta',
  'Noodles',
];

const api = fakeApiForThisFile();

beforeEach(() => {
  api.reset();
  api.on('GET /api/food/list', { body: { success: true, data: menuOf(...SAMPLE_CATEGORIES) } });
});

const carousel = async () =>
  (await screen.findByRole('heading', { name: 'Explore Our Menu' })).closest('section')!;

test('the carousel offers every category, each opening the menu filtered to it', async () => {
  const { user, location } = renderPage(<HomePage />);
  const section = (await screen.findByRole('heading', { name: 'Explore Our Menu' })).closest(
    'section',
  )!;
  const links = within(section).getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual([
    'Salad',
    'Rolls',
    'Desserts',
    'Sandwich',
    'Cake',
    'Pure Veg',
    'Pasta',
    'Noodles',
  ]);
  expect(within(section).getByRole('link', { name: 'Pure Veg' })).toHaveAttribute(
    'href',
    '/Menu?category=Pure%20Veg',
  );
  await user.click(within(section).getByRole('link', { name: 'Pasta' }));
  expect(location().pathname).toBe('/Menu');
  expect(new URLSearchParams(location().search).get('category')).toBe('Pasta');
});

test('a category whose dishes are all unavailable is not offered', async () => {
  const menu = menuOf(...SAMPLE_CATEGORIES).map((dish) =>
    dish.category === 'Rolls' ? { ...dish, available: false } : dish,
  );
  api.on('GET /api/food/list', { body: { success: true, data: menu } });
  renderPage(<HomePage />);
  const links = within(await carousel()).getAllByRole('link');
  expect(links.map((link) => link.textContent)).not.toContain('Rolls');
  expect(links).toHaveLength(7);
});

test('the app promo links to both stores', () => {
  renderPage(<HomePage />);
  expect(
    screen.getByRole('heading', { name: /for better experience download tomato app/i }),
  ).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Get it on Google Play' }).closest('a')).toHaveAttribute(
    'href',
  );
  expect(
    screen.getByRole('img', { name: 'Download on the App Store' }).closest('a'),
  ).toHaveAttribute('href');
});

test('carousel settings follow docs/product.md at each width', () => {
  const at = (width: number) =>
    carouselSettingsFor({ wide: width > 1024, tablet: width > 600, phablet: width > 480 });
  expect(at(1280)).toMatchObject({ slidesPerView: 5, slidesPerGroup: 4, loop: false });
  expect(at(1024)).toMatchObject({ slidesPerView: 4, slidesPerGroup: 3, loop: true });
  expect(at(601)).toMatchObject({ slidesPerView: 4, slidesPerGroup: 3, loop: true });
  // 'Starts at slide 2': the second slide, index 1.
  expect(at(600)).toMatchObject({
    slidesPerView: 2,
    slidesPerGroup: 2,
    initialSlide: 1,
    slidesPerGroupSkip: 1,
  });
  expect(at(481)).toMatchObject({ slidesPerView: 2, slidesPerGroup: 2, initialSlide: 1 });
  expect(at(480)).toMatchObject({ slidesPerView: 1, slidesPerGroup: 1 });
  expect(at(360)).toMatchObject({ slidesPerView: 1, slidesPerGroup: 1, initialSlide: 0 });
});

test("the carousel's categories are the menu's: a new one with a neutral picture, none empty", async () => {
  api.on('GET /api/food/list', {
    body: { success: true, data: menuOf('Salad', 'Soups', 'Pasta', 'Soups', 'Salad') },
  });
  renderPage(<HomePage />);
  const section = await carousel();
  const links = within(section).getAllByRole('link');
  // Each category once, in the menu's order; Noodles has no dishes, so it is not offered.
  expect(links.map((link) => link.textContent)).toEqual(['Salad', 'Soups', 'Pasta']);
  expect(within(section).getByText(/^Three kitchens in one:/)).toBeInTheDocument();
  // Soups has no picture of its own: the neutral one; Salad keeps its own.
  const picture = (name: string) =>
    within(section).getByRole('link', { name }).querySelector('img');
  expect(picture('Soups')).toHaveAttribute('src', categoryAnyStub);
  expect(picture('Salad')).toHaveAttribute('src', fileStub);
  expect(within(section).getByRole('link', { name: 'Soups' })).toHaveAttribute(
    'href',
    '/Menu?category=Soups',
  );
});

test('until the menu arrives no category shows; if it fails, Try again loads it', async () => {
  let fail = true;
  api.on('GET /api/food/list', () =>
    fail
      ? { status: 500, body: { success: false, message: 'Database unavailable.' } }
      : { body: { success: true, data: menuOf('Cake') } },
  );
  const { user } = renderPage(<HomePage />);
  expect(screen.queryByRole('link', { name: 'Salad' })).not.toBeInTheDocument();
  const retry = await screen.findByRole('button', { name: 'Try again' });
  expect(screen.getByRole('alert')).toHaveTextContent('We couldn’t load the menu');
  expect(within(retry.closest('section')!).queryAllByRole('link')).toHaveLength(0);
  fail = false;
  await user.click(retry);
  // The section that said so is replaced by the carousel.
  const section = (await screen.findByRole('link', { name: 'Cake' })).closest('section')!;
  expect(
    within(section)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Cake']);
  expect(within(section).getByText(/^One kitchen:/)).toBeInTheDocument();
});
