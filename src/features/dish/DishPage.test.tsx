/**
 * A dish's own page (docs/product.md#a-page-per-dish), in the app's own code against a real HTTP
 * server standing in for the API: the dish from the menu, opened from its card, unavailable,
 * an earlier address followed to the new one, a removed dish, what the page's HTML brought, and
 * its reviews.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { FoodItem } from '../../../contract/api';
import { removedMessage } from '../../../contract/dish-page';
import { DISH_ROUTE, PAGE_PATHS } from '../../../contract/routes';
import { fakeApiForThisFile } from '../../test/fakeApi';
import { renderPage } from '../../test/renderPage';
import { FoodCard } from '../../components/dish/FoodCard';
import { DishPage } from './DishPage';
import { dishPageScript } from './dishPageData';

const SALAD: FoodItem = {
  _id: 'd1',
  name: 'Greek Salad',
  description: 'Feta and olives.',
  price: 12,
  image: 'greek-salad.webp',
  category: 'Salad',
  available: true,
  labels: ['vegetarian', 'gluten-free'],
  slug: 'greek-salad',
  rating: { average: 4.3, count: 27 },
};
const CAKE: FoodItem = {
  _id: 'd2',
  name: 'Cup Cake',
  description: 'Vanilla sponge.',
  price: 14,
  image: 'cup-cake.webp',
  category: 'Cake',
  available: true,
  labels: ['egg'],
  slug: 'cup-cake',
  optionGroups: [
    {
      id: 'size',
      name: 'Size',
      kind: 'one',
      min: 1,
      max: 1,
      options: [
        { id: 'regular', name: 'Regular', price: 0, available: true, isDefault: true },
        { id: 'large', name: 'Large', price: 60, available: true },
      ],
    },
  ],
};

const api = fakeApiForThisFile();

beforeEach(() => {
  api.reset();
  api.on('GET /api/food/list', { body: { success: true, data: [SALAD, CAKE] } });
  api.on('GET /api/rating/dish', { body: { success: true, data: [] } });
  document.getElementById('dish-page')?.remove();
});

const openAt = (route: string) =>
  renderPage(
    <Routes>
      <Route path={PAGE_PATHS.menu} element={<FoodCard food={SALAD} />} />
      <Route path={DISH_ROUTE} element={<DishPage />} />
    </Routes>,
    { route },
  );

test("a dish's page: picture, name, rating, diet marks, description, price and 'Add to cart'", async () => {
  const { user, store } = openAt('/Menu/greek-salad');
  const heading = await screen.findByRole('heading', { level: 1, name: 'Greek Salad' });
  expect(heading).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Greek Salad' })).toHaveAttribute(
    'src',
    expect.stringMatching(/\/uploads\/greek-salad\.webp$/),
  );
  expect(screen.getByText('Rated 4.3 out of 5 from 27 ratings')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Vegetarian' })).toBeInTheDocument();
  expect(screen.getByText('Gluten-free')).toBeInTheDocument();
  expect(screen.getByText('Feta and olives.')).toBeInTheDocument();
  expect(screen.getByText('₹120')).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Greek Salad · Tomato'));

  await user.click(screen.getByRole('button', { name: 'Add to cart' }));
  expect(await screen.findByRole('button', { name: 'Add one more Greek Salad' })).toHaveFocus();
  expect(store.getState().cart.items).toEqual({ d1: 1 });
});

test("a dish with options lists them, and 'Add to cart' opens the customise dialog", async () => {
  const { user } = openAt('/Menu/cup-cake');
  await screen.findByRole('heading', { level: 1, name: 'Cup Cake' });
  const options = screen.getByRole('region', { name: 'Options' });
  expect(within(options).getByText('Size')).toBeInTheDocument();
  expect(within(options).getByText('+₹60')).toBeInTheDocument();
  expect(screen.getByText('from ₹140')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Add to cart' }));
  expect(await screen.findByRole('dialog')).toBeInTheDocument();
});

test('a card leads to its dish by the dish name', async () => {
  const { user, location } = openAt('/Menu');
  await user.click(await screen.findByRole('link', { name: 'Greek Salad' }));
  expect(location().pathname).toBe('/Menu/greek-salad');
  expect(await screen.findByRole('heading', { level: 1, name: 'Greek Salad' })).toBeVisible();
});

test("an unavailable dish's page says so and offers no 'Add to cart'", async () => {
  api.on('GET /api/food/list', {
    body: { success: true, data: [{ ...SALAD, available: false }, CAKE] },
  });
  openAt('/Menu/greek-salad');
  expect(
    await screen.findByText('Sorry, Greek Salad is not available right now.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
});

test("an earlier address of a renamed dish leads to the dish's address", async () => {
  api.on('GET /api/food/dish', { body: { success: true, data: SALAD } });
  const { location } = openAt('/Menu/old-greek-salad');
  await waitFor(() => expect(location().pathname).toBe('/Menu/greek-salad'));
  expect(api.requestsTo('/api/food/dish')[0]!.query.get('slug')).toBe('old-greek-salad');
  expect(await screen.findByRole('heading', { level: 1, name: 'Greek Salad' })).toBeVisible();
});

test("a removed dish's page says so and leads back to the menu", async () => {
  api.on('GET /api/food/dish', {
    status: 404,
    body: { success: false, message: removedMessage('Paneer Tikka') },
  });
  const { user, location } = openAt('/Menu/paneer-tikka');
  expect(
    await screen.findByRole('heading', {
      level: 1,
      name: 'Paneer Tikka is no longer on the menu.',
    }),
  ).toBeVisible();
  await user.click(screen.getByRole('link', { name: 'Browse the menu' }));
  expect(location().pathname).toBe('/Menu');
});

test('the dish the HTML brought is shown before the menu arrives', async () => {
  // The menu never answers in this test: the page must not need it.
  api.on('GET /api/food/list', () => new Promise(() => {}));
  document.body.insertAdjacentHTML(
    'beforeend',
    dishPageScript({ slug: 'greek-salad', dish: { ...SALAD, description: 'From the HTML.' } }),
  );
  openAt('/Menu/greek-salad');
  expect(screen.getByRole('heading', { level: 1, name: 'Greek Salad' })).toBeVisible();
  expect(screen.getByText('From the HTML.')).toBeVisible();
});

test('the latest reviews are shown under the dish', async () => {
  api.on('GET /api/rating/dish', {
    body: {
      success: true,
      data: [{ stars: 4, comment: 'Crisp and fresh.', name: 'Asha', at: '2026-11-20T10:00:00Z' }],
    },
  });
  openAt('/Menu/greek-salad');
  const reviews = await screen.findByRole('region', { name: 'Reviews' });
  expect(await within(reviews).findByText('Crisp and fresh.')).toBeVisible();
  expect(within(reviews).getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  expect(api.requestsTo('/api/rating/dish')[0]!.query.get('dish')).toBe('d1');
});
