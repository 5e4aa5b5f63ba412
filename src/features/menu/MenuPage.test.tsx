import { act, screen, waitFor, within } from '@testing-library/react';
import type { FoodItem } from '../../../contract/api';
import { fakeApiForThisFile } from '../../test/fakeApi';
import { renderPage, signedIn } from '../../test/renderPage';
import { firstScreenOf } from '../../ssr/firstScreen';
import { writeKeptMenu } from '../../sw/keptMenu';
import { installCacheStorage } from '../../test/cacheStorage';
import { MenuPage } from './MenuPage';

const DISHES: FoodItem[] = [
  {
    _id: 'd1',
    name: 'Greek Salad',
    description: 'Feta and olives.',
    price: 12,
    image: 'greek-salad.webp',
    category: 'Salad',
    available: true,
    labels: ['vegetarian', 'gluten-free'],
    rating: { average: 4.3, count: 27 },
  },
  {
    _id: 'd2',
    name: 'Veg Salad',
    description: 'Garden greens.',
    price: 18,
    image: 'veg-salad.webp',
    category: 'Salad',
    available: true,
    labels: ['vegetarian', 'vegan', 'gluten-free'],
  },
  {
    _id: 'd3',
    name: 'Tomato Pasta',
    description: 'Slow tomato sauce.',
    price: 18,
    image: 'tomato-pasta.webp',
    category: 'Pasta',
    available: true,
    labels: ['vegetarian', 'vegan'],
  },
  {
    _id: 'd4',
    name: 'Cup Cake',
    description: 'Vanilla sponge.',
    price: 14,
    image: 'cup-cake.webp',
    category: 'Cake',
    available: true,
    labels: ['egg'],
  },
];

const api = fakeApiForThisFile();

beforeEach(() => {
  api.reset();
  api.on('GET /api/food/list', { body: { success: true, data: DISHES } });
});

const dishNames = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

test('shows every dish with its picture, rating, description and price', async () => {
  renderPage(<MenuPage />, { route: '/Menu' });
  expect(await screen.findByRole('heading', { name: 'Greek Salad' })).toBeInTheDocument();
  expect(dishNames()).toEqual(['Greek Salad', 'Veg Salad', 'Tomato Pasta', 'Cup Cake']);

  const card = screen.getByRole('heading', { name: 'Greek Salad' }).closest('article')!;
  const picture = within(card).getByRole('img', { name: 'Greek Salad' });
  expect(picture).toHaveAttribute('src', `${api.url}/uploads/greek-salad.webp`);
  expect(picture).toHaveAttribute('srcset', expect.stringContaining('greek-salad-200.webp 200w'));
  expect(picture).toHaveAttribute('width', '400');
  expect(picture).toHaveAttribute('loading', 'eager');
  // Its true rating, in words for a screen reader; a dish without enough ratings says it is new.
  expect(within(card).getByText('Rated 4.3 out of 5 from 27 ratings')).toBeInTheDocument();
  const salad = screen.getByRole('heading', { name: 'Veg Salad' }).closest('article')!;
  expect(within(salad).getByText('New dish, not rated enough yet')).toBeInTheDocument();
  expect(within(card).getByText('Feta and olives.')).toBeInTheDocument();
  expect(within(card).getByText('₹120')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  // Its dietary labels: the vegetarian mark, named, and the others in words.
  expect(within(card).getByRole('img', { name: 'Vegetarian' })).toBeInTheDocument();
  expect(within(card).getByText('Gluten-free')).toBeInTheDocument();
  const cake = screen.getByRole('heading', { name: 'Cup Cake' }).closest('article')!;
  expect(within(cake).getByText('Contains egg')).toBeInTheDocument();
  // Egg is non-vegetarian, as Indian menus mark it.
  expect(within(cake).getByRole('img', { name: 'Non-vegetarian' })).toBeInTheDocument();
});

test('the add control: one add button, then minus / quantity / plus, and back', async () => {
  const { user, store } = renderPage(<MenuPage />, { route: '/Menu' });
  await user.click(await screen.findByRole('button', { name: 'Add Greek Salad to cart' }));

  const group = screen.getByRole('group', { name: 'Greek Salad in cart' });
  expect(within(group).getByText('1')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add Greek Salad to cart' })).not.toBeInTheDocument();
  // Focus moves to the control that replaced the pressed one.
  expect(within(group).getByRole('button', { name: 'Add one more Greek Salad' })).toHaveFocus();
  expect(screen.getByText('1 Greek Salad in cart')).toHaveAttribute('aria-live', 'polite');

  await user.click(within(group).getByRole('button', { name: 'Add one more Greek Salad' }));
  expect(within(group).getByText('2')).toBeInTheDocument();
  expect(store.getState().cart.items).toEqual({ d1: 2 });

  await user.click(within(group).getByRole('button', { name: 'Remove one Greek Salad' }));
  await user.click(within(group).getByRole('button', { name: 'Remove one Greek Salad' }));
  expect(screen.queryByRole('group', { name: 'Greek Salad in cart' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add Greek Salad to cart' })).toHaveFocus();
  expect(store.getState().cart.items).toEqual({});
  // Logged out, the cart lives in the browser only.
  expect(api.requestsTo('/api/cart/add')).toHaveLength(0);
});

test('logged in, each change is also sent with the token', async () => {
  api.on('POST /api/cart/add', { body: { success: true, cartData: { d3: 1 } } });
  const { user } = renderPage(<MenuPage />, {
    route: '/Menu',
    preloadedState: {
      session: signedIn(),
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Add Tomato Pasta to cart' }));
  await waitFor(() => expect(api.requestsTo('/api/cart/add')).toHaveLength(1));
  const [sent] = api.requestsTo('/api/cart/add');
  expect(sent?.body).toEqual({ itemId: 'd3' });
  expect(sent?.headers.token).toBe('token-1');
});

test('?category= in the address filters the menu; chips change it', async () => {
  const { user, location } = renderPage(<MenuPage />, { route: '/Menu?category=Salad' });
  await screen.findByRole('heading', { name: 'Greek Salad' });
  expect(dishNames()).toEqual(['Greek Salad', 'Veg Salad']);
  expect(screen.getByRole('button', { name: 'Salad' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');

  await user.click(screen.getByRole('button', { name: 'Pasta' }));
  expect(location().search).toBe('?category=Pasta');
  expect(dishNames()).toEqual(['Tomato Pasta']);

  await user.click(screen.getByRole('button', { name: 'All' }));
  expect(location().search).toBe('');
  expect(dishNames()).toHaveLength(4);
});

test('a category with no dishes says so and offers the whole menu', async () => {
  const { user } = renderPage(<MenuPage />, { route: '/Menu?category=noodles' });
  expect(await screen.findByText('No dishes in “Noodles” right now.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Noodles' })).toHaveAttribute('aria-pressed', 'true');
  await user.click(screen.getByRole('button', { name: 'Show all dishes' }));
  expect(dishNames()).toHaveLength(4);
});

test('while loading, fixed-size placeholders; on failure, Try again fetches again', async () => {
  let fail = true;
  api.on('GET /api/food/list', () =>
    fail
      ? { status: 500, body: { success: false, message: 'Database unavailable.' } }
      : { body: { success: true, data: DISHES } },
  );
  const { user } = renderPage(<MenuPage />, { route: '/Menu' });
  expect(screen.getByRole('list', { name: 'Loading dishes' })).toHaveAttribute('aria-busy', 'true');

  const retry = await screen.findByRole('button', { name: 'Try again' });
  expect(screen.getByRole('alert')).toHaveTextContent('We couldn’t load the menu');
  fail = false;
  await user.click(retry);
  expect(await screen.findByRole('heading', { name: 'Cup Cake' })).toBeInTheDocument();
});

test('the first screen the HTML brought shows at once, until the whole menu replaces it', async () => {
  let answer: (value: { body: unknown }) => void = () => undefined;
  api.on('GET /api/food/list', () => new Promise((resolve) => (answer = resolve)));
  const { user } = renderPage(<MenuPage />, {
    route: '/Menu',
    preloadedState: { menuFirstScreen: firstScreenOf(DISHES, 2) },
  });
  // No placeholders: the dishes of the first screen, and the count of the whole menu.
  expect(dishNames()).toEqual(['Greek Salad', 'Veg Salad']);
  expect(screen.getByRole('status')).toHaveTextContent('4 dishes');
  // The cart works on them already.
  await user.click(screen.getByRole('button', { name: 'Add Veg Salad to cart' }));
  expect(screen.getByRole('group', { name: 'Veg Salad in cart' })).toBeInTheDocument();

  answer({ body: { success: true, data: DISHES } });
  await waitFor(() => expect(dishNames()).toHaveLength(4));
  expect(screen.getByRole('group', { name: 'Veg Salad in cart' })).toBeInTheDocument();
});

test('a filtered menu does not show the first screen, which holds other dishes', async () => {
  renderPage(<MenuPage />, {
    route: '/Menu?category=Pasta',
    preloadedState: { menuFirstScreen: firstScreenOf(DISHES, 2) },
  });
  expect(screen.getByRole('list', { name: 'Loading dishes' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Tomato Pasta' })).toBeInTheDocument();
  expect(dishNames()).toEqual(['Tomato Pasta']);
});

test("the chips are the menu's categories: a new one shows, one without dishes does not", async () => {
  const soup: FoodItem = {
    _id: 'd5',
    name: 'Tomato Soup',
    description: 'Hot.',
    price: 9,
    image: 'tomato-soup.webp',
    category: 'Soups',
    available: true,
    labels: [],
  };
  api.on('GET /api/food/list', { body: { success: true, data: [...DISHES, soup] } });
  const { user } = renderPage(<MenuPage />, { route: '/Menu' });
  await screen.findByRole('heading', { name: 'Tomato Soup' });
  const chips = within(screen.getByRole('group', { name: 'Filter by category' }));
  expect(chips.getAllByRole('button').map((chip) => chip.textContent)).toEqual([
    'All',
    'Salad',
    'Pasta',
    'Cake',
    'Soups',
  ]);
  expect(chips.queryByRole('button', { name: 'Noodles' })).not.toBeInTheDocument();
  await user.click(chips.getByRole('button', { name: 'Soups' }));
  expect(dishNames()).toEqual(['Tomato Soup']);
});

test("the first screen's HTML brings every category for the chips, before the whole menu", async () => {
  api.on('GET /api/food/list', () => new Promise(() => undefined));
  renderPage(<MenuPage />, {
    route: '/Menu',
    preloadedState: {
      menuFirstScreen: { ...firstScreenOf(DISHES, 2), categories: ['Salad', 'Pasta', 'Cake'] },
    },
  });
  expect(dishNames()).toEqual(['Greek Salad', 'Veg Salad']);
  const chips = within(screen.getByRole('group', { name: 'Filter by category' }));
  expect(chips.getAllByRole('button').map((chip) => chip.textContent)).toEqual([
    'All',
    'Salad',
    'Pasta',
    'Cake',
  ]);
});

test('while the menu loads, only All is offered', () => {
  api.on('GET /api/food/list', () => new Promise(() => undefined));
  renderPage(<MenuPage />, { route: '/Menu' });
  const chips = within(screen.getByRole('group', { name: 'Filter by category' }));
  expect(chips.getAllByRole('button').map((chip) => chip.textContent)).toEqual(['All']);
});

test('a dish the kitchen marked unavailable is not on the menu, nor is a category it leaves empty', async () => {
  const unavailable = (names: string[]) =>
    DISHES.map((dish) => (names.includes(dish.name) ? { ...dish, available: false } : dish));
  api.on('GET /api/food/list', {
    body: { success: true, data: unavailable(['Veg Salad', 'Tomato Pasta']) },
  });
  renderPage(<MenuPage />, { route: '/Menu' });
  await screen.findByRole('heading', { name: 'Greek Salad' });
  expect(dishNames()).toEqual(['Greek Salad', 'Cup Cake']);
  expect(screen.getByText('2 dishes')).toBeInTheDocument();
  const chips = within(screen.getByRole('group', { name: 'Filter by category' }));
  expect(chips.getAllByRole('button').map((chip) => chip.textContent)).toEqual([
    'All',
    'Salad',
    'Cake',
  ]);
});

describe('diet filters', () => {
  const CHICKEN: FoodItem = {
    _id: 'd6',
    name: 'Chicken Pasta',
    description: 'Grilled chicken and pesto.',
    price: 24,
    image: 'chicken-pasta.webp',
    category: 'Pasta',
    available: true,
    labels: ['nuts'],
  };
  const SPICY: FoodItem = {
    _id: 'd7',
    name: 'Arrabbiata',
    description: 'Fiery tomato and chilli.',
    price: 16,
    image: 'arrabbiata.webp',
    category: 'Pasta',
    available: true,
    labels: ['vegetarian', 'vegan', 'spicy'],
  };
  beforeEach(() => {
    api.on('GET /api/food/list', { body: { success: true, data: [...DISHES, CHICKEN, SPICY] } });
  });
  const dietChip = (name: string) =>
    within(screen.getByRole('group', { name: 'Filter by diet' })).getByRole('button', { name });

  test('five toggle chips; several at once must all hold, with the category; each in the address', async () => {
    const { user, location } = renderPage(<MenuPage />, { route: '/Menu?category=Pasta' });
    await screen.findByRole('heading', { name: 'Chicken Pasta' });
    const chips = within(screen.getByRole('group', { name: 'Filter by diet' }));
    expect(chips.getAllByRole('button').map((chip) => chip.textContent)).toEqual([
      'Veg',
      'Vegan',
      'No nuts',
      'Gluten-free',
      'Not spicy',
    ]);
    for (const chip of chips.getAllByRole('button'))
      expect(chip).toHaveAttribute('aria-pressed', 'false');
    expect(dishNames()).toEqual(['Tomato Pasta', 'Chicken Pasta', 'Arrabbiata']);

    await user.click(dietChip('Veg'));
    expect(dietChip('Veg')).toHaveAttribute('aria-pressed', 'true');
    expect(location().search).toBe('?category=Pasta&diet=veg');
    expect(dishNames()).toEqual(['Tomato Pasta', 'Arrabbiata']);
    expect(screen.getByRole('status')).toHaveTextContent('2 dishes in Pasta (Veg)');

    await user.click(dietChip('Not spicy'));
    expect(location().search).toBe('?category=Pasta&diet=veg,not-spicy');
    expect(dishNames()).toEqual(['Tomato Pasta']);

    // Another category keeps the diet filters.
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(new URLSearchParams(location().search).get('diet')).toBe('veg,not-spicy');
    expect(dishNames()).toEqual(['Greek Salad', 'Veg Salad', 'Tomato Pasta']);

    await user.click(dietChip('Veg'));
    await user.click(dietChip('Not spicy'));
    expect(location().search).toBe('');
    expect(dishNames()).toHaveLength(6);
    // No nuts: every dish without the label.
    await user.click(dietChip('No nuts'));
    expect(dishNames()).not.toContain('Chicken Pasta');
    expect(dishNames()).toHaveLength(5);
  });

  test('the address sets them (unknown values ignored); Back and Forward step through them', async () => {
    const { user, location, go } = renderPage(<MenuPage />, {
      route: '/Menu?category=Salad&diet=vegan,halal',
    });
    await screen.findByRole('heading', { name: 'Veg Salad' });
    expect(dishNames()).toEqual(['Veg Salad']);
    expect(dietChip('Vegan')).toHaveAttribute('aria-pressed', 'true');
    expect(dietChip('Veg')).toHaveAttribute('aria-pressed', 'false');

    await user.click(dietChip('Vegan'));
    expect(location().search).toBe('?category=Salad');
    expect(dishNames()).toEqual(['Greek Salad', 'Veg Salad']);
    await user.click(dietChip('Gluten-free'));
    expect(location().search).toBe('?category=Salad&diet=gluten-free');

    go(-1);
    expect(location().search).toBe('?category=Salad');
    expect(dietChip('Gluten-free')).toHaveAttribute('aria-pressed', 'false');
    go(-1);
    expect(dietChip('Vegan')).toHaveAttribute('aria-pressed', 'true');
    expect(dishNames()).toEqual(['Veg Salad']);
    go(1);
    expect(dietChip('Vegan')).toHaveAttribute('aria-pressed', 'false');
    expect(dishNames()).toEqual(['Greek Salad', 'Veg Salad']);
  });

  test('nothing left: a clear sentence and a way to clear the diet filters', async () => {
    const { user, location } = renderPage(<MenuPage />, {
      route: '/Menu?category=Cake&diet=vegan',
    });
    expect(
      await screen.findByText('No dishes in “Cake” match these diet filters.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear diet filters' }));
    expect(location().search).toBe('?category=Cake');
    expect(dishNames()).toEqual(['Cup Cake']);
  });

  test('while the menu loads, a diet-filtered menu shows placeholders, never the unfiltered first screen', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    api.on('GET /api/food/list', () => new Promise((resolve) => (answer = resolve)));
    renderPage(<MenuPage />, {
      route: '/Menu?diet=gluten-free',
      preloadedState: { menuFirstScreen: firstScreenOf([...DISHES, CHICKEN], 6) },
    });
    expect(screen.getByRole('list', { name: 'Loading dishes' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
    await waitFor(() => expect(api.requestsTo('/api/food/list')).not.toHaveLength(0));
    expect(screen.queryByRole('article')).toBeNull();
    answer({ body: { success: true, data: [...DISHES, CHICKEN] } });
    await screen.findByRole('heading', { name: 'Greek Salad' });
    expect(dishNames()).toEqual(['Greek Salad', 'Veg Salad']);
  });

  test('a dish without the Vegetarian label carries the non-vegetarian mark', async () => {
    renderPage(<MenuPage />, { route: '/Menu?category=Pasta' });
    const card = (await screen.findByRole('heading', { name: 'Chicken Pasta' })).closest(
      'article',
    )!;
    expect(within(card).getByRole('img', { name: 'Non-vegetarian' })).toBeInTheDocument();
    expect(within(card).queryByRole('img', { name: 'Vegetarian' })).toBeNull();
    expect(within(card).getByText('Contains nuts')).toBeInTheDocument();
  });
});

describe('offline (docs/product.md#offline)', () => {
  const storage = installCacheStorage();
  let online = true;
  const OFFLINE_NOTICE = /^You are offline: showing the menu from \d{1,2}:\d{2} (AM|PM)\.$/;

  beforeEach(async () => {
    online = true;
    // The browser's Cache Storage, where the service worker keeps the last menu.
    storage.clear();
    // The browser's own flag: the page reads it, and its events, as a browser gives them.
    jest.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
  });
  afterEach(() => jest.restoreAllMocks());

  /**
   * A visit online, whose menu the service worker keeps (as its own code does: jsdom has no
   * worker; journey 19b sees a real one keep it).
   */
  async function visitOnline() {
    const visit = renderPage(<MenuPage />, { route: '/Menu' });
    expect(await screen.findByRole('heading', { name: 'Cup Cake' })).toBeInTheDocument();
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
    await writeKeptMenu(JSON.stringify({ success: true, data: DISHES }), Date.now());
    visit.unmount();
  }

  test('offline, the menu of the last visit shows, saying from when; back online, the current one', async () => {
    await visitOnline();
    online = false;
    api.on('GET /api/food/list', 'drop');
    renderPage(<MenuPage />, { route: '/Menu' });
    expect(await screen.findByText(OFFLINE_NOTICE)).toBeInTheDocument();
    await waitFor(() =>
      expect(dishNames()).toEqual(['Greek Salad', 'Veg Salad', 'Tomato Pasta', 'Cup Cake']),
    );

    // Back online, the menu is asked again: the current one replaces the kept one, and the
    // notice goes with it.
    api.on('GET /api/food/list', { body: { success: true, data: DISHES.slice(0, 2) } });
    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(dishNames()).toEqual(['Greek Salad', 'Veg Salad']));
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
  });

  test('online, a menu that fails to load is an error, never the kept one', async () => {
    await visitOnline();
    api.on('GET /api/food/list', 'drop');
    renderPage(<MenuPage />, { route: '/Menu' });
    // Online, a lost connection is tried again a few times first (api/baseQuery.ts).
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'We couldn’t load the menu',
    );
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
  });

  test('offline with no menu kept: the page says it could not load the menu', async () => {
    online = false;
    api.on('GET /api/food/list', 'drop');
    renderPage(<MenuPage />, { route: '/Menu' });
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t load the menu');
  });
});
