import { act, screen, waitFor, within } from '@testing-library/react';
import type { FoodItem } from '../../../contract/api';
import { fakeApiForThisFile } from '../../test/fakeApi';
import { renderPage } from '../../test/renderPage';
import { SearchPage } from './SearchPage';

/** Shown at ₹120, ₹180, ₹160, ₹240 and ₹140. */
const DISHES: FoodItem[] = [
  {
    _id: 'd1',
    name: 'Greek Salad',
    description: 'Crisp.',
    price: 12,
    image: 'greek.webp',
    category: 'Salad',
    available: true,
    labels: ['vegetarian', 'gluten-free'],
  },
  {
    _id: 'd2',
    name: 'Tomato Pasta',
    description: 'Rich.',
    price: 18,
    image: 'tpasta.webp',
    category: 'Pasta',
    available: true,
    labels: ['vegetarian', 'vegan'],
  },
  {
    _id: 'd3',
    name: 'Creamy Pasta',
    description: 'Smooth.',
    price: 16,
    image: 'cpasta.webp',
    category: 'Pasta',
    available: true,
    labels: ['vegetarian'],
  },
  {
    _id: 'd4',
    name: 'Chicken Salad',
    description: 'Hearty.',
    price: 24,
    image: 'chicken.webp',
    category: 'Salad',
    available: true,
    labels: ['egg', 'gluten-free'],
  },
  {
    _id: 'd5',
    name: 'Cup Cake',
    description: 'Sweet.',
    price: 14,
    image: 'cup.webp',
    category: 'Cake',
    available: true,
    labels: ['egg', 'nuts'],
  },
];

const api = fakeApiForThisFile();

beforeEach(() => {
  api.reset();
  api.on('GET /api/food/list', { body: { success: true, data: DISHES } });
});

function shownDishes(): string[] {
  const results = screen.queryByRole('list', { name: 'Search results' });
  if (!results) return [];
  return within(results)
    .getAllByRole('heading')
    .map((heading) => heading.textContent ?? '');
}

describe('SearchPage', () => {
  it('finds no dish the kitchen marked unavailable', async () => {
    api.on('GET /api/food/list', {
      body: {
        success: true,
        data: DISHES.map((dish) =>
          dish.name === 'Tomato Pasta' ? { ...dish, available: false } : dish,
        ),
      },
    });
    const { user } = renderPage(<SearchPage />, { route: '/SearchFood' });
    expect(await screen.findByText('4 dishes found')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), 'pasta');
    expect(await screen.findByText('1 dish found')).toBeInTheDocument();
    expect(shownDishes()).toEqual(['Creamy Pasta']);
  });
  it('shows every dish with its picture and price before anything is typed', async () => {
    renderPage(<SearchPage />, { route: '/SearchFood' });
    expect(screen.getByRole('heading', { level: 1, name: 'Search Food' })).toBeInTheDocument();
    expect(await screen.findByText('5 dishes found')).toBeInTheDocument();
    expect(shownDishes()).toEqual([
      'Greek Salad',
      'Tomato Pasta',
      'Creamy Pasta',
      'Chicken Salad',
      'Cup Cake',
    ]);
    const picture = screen.getByRole('img', { name: 'Greek Salad' });
    expect(picture).toHaveAttribute('src', `${api.url}/uploads/greek.webp`);
    expect(picture).toHaveAttribute('width');
    expect(picture).toHaveAttribute('height');
    expect(screen.getByText('₹120')).toBeInTheDocument();
  });

  it('finds dishes as the shopper types, by the start of their words, ignoring case, and keeps the search in the address', async () => {
    const { user, location } = renderPage(<SearchPage />, { route: '/SearchFood' });
    await screen.findByText('5 dishes found');
    const box = screen.getByRole('searchbox', { name: 'Search dishes' });

    await user.type(box, 'PAS');
    expect(shownDishes()).toEqual(['Tomato Pasta', 'Creamy Pasta']);
    expect(screen.getByRole('status')).toHaveTextContent('2 dishes found');
    await waitFor(() => expect(location().search).toBe('?q=PAS'));

    await user.type(box, 'TA');
    expect(shownDishes()).toEqual(['Tomato Pasta', 'Creamy Pasta']);
    await user.clear(box);
    await user.type(box, 'c');
    // A single letter: names with a word starting with it (not 'Crisp.' in Greek Salad's text).
    expect(shownDishes()).toEqual(['Creamy Pasta', 'Chicken Salad', 'Cup Cake']);
    await user.type(box, 'ake');
    expect(shownDishes()).toEqual(['Cup Cake']);
    await waitFor(() => expect(location().search).toBe('?q=cake'));
  });

  it('updates the address once typing pauses, and a pending update never undoes Back', async () => {
    const { user, location, go } = renderPage(<SearchPage />, { route: '/SearchFood' });
    await screen.findByText('5 dishes found');
    await user.click(screen.getByRole('button', { name: 'Veg' }));
    const box = screen.getByRole('searchbox', { name: 'Search dishes' });

    await user.type(box, 'sal');
    // The results follow each key; the address waits for the pause (one update, not three).
    expect(shownDishes()).toEqual(['Greek Salad']);
    expect(location().search).toBe('?diet=veg');
    await waitFor(() => expect(location().search).toBe('?q=sal&diet=veg'));

    await user.type(box, 'ad');
    go(-1);
    // Past both pauses (the address's and the results' growth), inside act as React asks.
    await act(() => new Promise((resolve) => setTimeout(resolve, 1200)));
    expect(location().search).toBe('');
  });

  it('reads the page’s scroll position on scrolls, never on a key', async () => {
    // Reading it after a key's render makes the browser lay the page out inside the key's frame.
    let reads = 0;
    const scrollY = Object.getOwnPropertyDescriptor(window, 'scrollY');
    Object.defineProperty(window, 'scrollY', {
      configurable: true,
      get: () => {
        reads += 1;
        return 0;
      },
    });
    try {
      const { user } = renderPage(<SearchPage />, { route: '/SearchFood' });
      await screen.findByText('5 dishes found');
      await act(() => new Promise((resolve) => setTimeout(resolve, 1200)));
      const before = reads;
      await user.type(screen.getByRole('searchbox', { name: 'Search dishes' }), 'pas');
      expect(shownDishes()).toEqual(['Tomato Pasta', 'Creamy Pasta']);
      expect(reads).toBe(before);
    } finally {
      if (scrollY) Object.defineProperty(window, 'scrollY', scrollY);
    }
  });

  it('starts from the search in the address', async () => {
    renderPage(<SearchPage />, { route: '/SearchFood?q=salad' });
    expect(await screen.findByText('2 dishes found')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search dishes' })).toHaveValue('salad');
    expect(shownDishes()).toEqual(['Greek Salad', 'Chicken Salad']);
  });

  it('filters by price in rupees as displayed, inclusive, combined with the name', async () => {
    const { user, location } = renderPage(<SearchPage />, { route: '/SearchFood' });
    await screen.findByText('5 dishes found');

    await user.type(screen.getByLabelText('Min price (₹)'), '140');
    // One bound alone filters nothing.
    expect(shownDishes()).toHaveLength(5);
    await user.type(screen.getByLabelText('Max price (₹)'), '180');
    expect(shownDishes()).toEqual(['Tomato Pasta', 'Creamy Pasta', 'Cup Cake']);
    await waitFor(() => expect(location().search).toBe('?min=140&max=180'));

    await user.type(screen.getByRole('searchbox', { name: 'Search dishes' }), 'pasta');
    expect(shownDishes()).toEqual(['Tomato Pasta', 'Creamy Pasta']);
  });

  it('leaves the list unchanged, and says why, when max is not above min', async () => {
    const { user } = renderPage(<SearchPage />, { route: '/SearchFood?min=200&max=100' });
    await screen.findByText('5 dishes found');
    expect(screen.getByText(/The price range is not applied/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Max price (₹)'));
    await user.type(screen.getByLabelText('Max price (₹)'), '240');
    expect(shownDishes()).toEqual(['Chicken Salad']);
  });

  it("says '😞 No food items found.' when nothing matches", async () => {
    const { user } = renderPage(<SearchPage />, { route: '/SearchFood' });
    await screen.findByText('5 dishes found');
    await user.type(screen.getByRole('searchbox', { name: 'Search dishes' }), 'pizza');
    expect(screen.getByRole('status')).toHaveTextContent('😞 No food items found.');
    expect(shownDishes()).toEqual([]);
  });

  it('forgives typos, finds words in descriptions, marks what matched', async () => {
    const { user } = renderPage(<SearchPage />, { route: '/SearchFood' });
    await screen.findByText('5 dishes found');
    const box = screen.getByRole('searchbox', { name: 'Search dishes' });
    await user.type(box, 'chiken');
    expect(shownDishes()).toEqual(['Chicken Salad']);
    const [mark] = screen.getAllByText('Chicken', { selector: 'mark' });
    expect(mark!.closest('h2')).toHaveTextContent('Chicken Salad');
    await user.clear(box);
    await user.type(box, 'smooth');
    expect(shownDishes()).toEqual(['Creamy Pasta']);
  });

  it('offers the closest dishes when nothing matches every word', async () => {
    const { user } = renderPage(<SearchPage />, { route: '/SearchFood' });
    await screen.findByText('5 dishes found');
    await user.type(screen.getByRole('searchbox', { name: 'Search dishes' }), 'pasta pizza');
    expect(screen.getByRole('status')).toHaveTextContent('😞 No food items found.');
    const closest = screen.getByRole('list', { name: 'Closest dishes' });
    expect(
      within(closest)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Tomato Pasta', 'Creamy Pasta']);
  });

  it('adds a found dish to the cart', async () => {
    const { user, store } = renderPage(<SearchPage />, { route: '/SearchFood?q=cup' });
    await user.click(await screen.findByRole('button', { name: 'Add Cup Cake to cart' }));
    expect(store.getState().cart.items).toEqual({ d5: 1 });
  });

  it('offers to try again when the menu cannot be loaded', async () => {
    api.on('GET /api/food/list', { status: 500, body: { success: false } });
    const { user } = renderPage(<SearchPage />, { route: '/SearchFood' });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    api.on('GET /api/food/list', { body: { success: true, data: DISHES } });
    await user.click(retry);
    expect(await screen.findByText('5 dishes found')).toBeInTheDocument();
  });

  describe('diet filters', () => {
    const dietChip = (name: string) =>
      within(screen.getByRole('group', { name: 'Filter by diet' })).getByRole('button', { name });

    it('combine with the name and the price, and live in the address with them', async () => {
      const { user, location } = renderPage(<SearchPage />, { route: '/SearchFood' });
      await screen.findByText('5 dishes found');
      await user.click(dietChip('Veg'));
      expect(dietChip('Veg')).toHaveAttribute('aria-pressed', 'true');
      expect(location().search).toBe('?diet=veg');
      // Cup Cake has egg: not vegetarian (docs/product.md#dietary-labels).
      expect(shownDishes()).toEqual(['Greek Salad', 'Tomato Pasta', 'Creamy Pasta']);

      await user.type(screen.getByRole('spinbutton', { name: 'Min price (₹)' }), '130');
      await user.type(screen.getByRole('spinbutton', { name: 'Max price (₹)' }), '200');
      expect(shownDishes()).toEqual(['Tomato Pasta', 'Creamy Pasta']);
      expect(new URLSearchParams(location().search).get('diet')).toBe('veg');

      await user.click(dietChip('No nuts'));
      expect(shownDishes()).toEqual(['Tomato Pasta', 'Creamy Pasta']);
      expect(location().search).toBe('?min=130&max=200&diet=veg,no-nuts');

      await user.type(screen.getByRole('searchbox', { name: 'Search dishes' }), 'pasta');
      expect(shownDishes()).toEqual(['Tomato Pasta', 'Creamy Pasta']);
      await user.click(dietChip('Vegan'));
      expect(shownDishes()).toEqual(['Tomato Pasta']);
      expect(screen.getByRole('status')).toHaveTextContent('1 dish found');
      expect(new URLSearchParams(location().search).get('q')).toBe('pasta');
      expect(new URLSearchParams(location().search).get('diet')).toBe('veg,vegan,no-nuts');
    });

    it('start from the address (unknown values ignored) and follow Back and Forward', async () => {
      const { user, location, go } = renderPage(<SearchPage />, {
        route: '/SearchFood?q=salad&diet=gluten-free,keto',
      });
      expect(await screen.findByText('2 dishes found')).toBeInTheDocument();
      expect(dietChip('Gluten-free')).toHaveAttribute('aria-pressed', 'true');
      await user.click(dietChip('Veg'));
      expect(shownDishes()).toEqual(['Greek Salad']);
      expect(location().search).toBe('?q=salad&diet=veg,gluten-free');
      go(-1);
      expect(dietChip('Veg')).toHaveAttribute('aria-pressed', 'false');
      expect(shownDishes()).toEqual(['Greek Salad', 'Chicken Salad']);
      go(1);
      expect(dietChip('Veg')).toHaveAttribute('aria-pressed', 'true');
      expect(shownDishes()).toEqual(['Greek Salad']);
    });

    it('nothing left: the shop’s sentence and a way to clear the diet filters', async () => {
      const { user, location } = renderPage(<SearchPage />, {
        route: '/SearchFood?q=cake&diet=vegan',
      });
      expect(await screen.findByText('😞 No food items found.')).toBeInTheDocument();
      expect(
        screen.getByText('Try a shorter name, a wider price range or fewer diet filters.'),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Clear diet filters' }));
      expect(location().search).toBe('?q=cake');
      expect(shownDishes()).toEqual(['Cup Cake']);
    });
  });
});
