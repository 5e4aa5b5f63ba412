/**
 * A dish card's rating (docs/product.md#ratings): the average to one decimal with its count, or
 * 'New' below three ratings, in the place the stars stood, with words a screen reader says.
 */
import axe from 'axe-core';
import { screen, within } from '@testing-library/react';
import { testDish } from '../../test/dishOptions';
import { renderPage } from '../../test/renderPage';
import { FoodCard } from './FoodCard';

/** axe on the page as rendered; colour contrast is left to the browser tests (no layout here). */
async function axeViolations(): Promise<string[]> {
  const { violations } = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false } },
  });
  return violations.map(
    ({ id, nodes }) => `${id}: ${nodes.map(({ target }) => target.join(' ')).join('; ')}`,
  );
}

const dish = (id: string, name: string, rating?: { average: number; count: number }) => ({
  ...testDish(id, name, 12),
  ...(rating ? { rating } : {}),
});

function renderCards() {
  renderPage(
    <main>
      <ul>
        {[
          dish('d1', 'Greek Salad', { average: 4.3, count: 27 }),
          dish('d2', 'Tomato Pasta', { average: 5, count: 3 }),
          dish('d3', 'Cup Cake', { average: 4, count: 2 }),
          dish('d4', 'Veg Noodles', { average: 0, count: 0 }),
          dish('d5', 'Lasagna Rolls'),
        ].map((food) => (
          <li key={food._id}>
            <FoodCard food={food} />
          </li>
        ))}
      </ul>
    </main>,
  );
  return screen.getAllByRole('article');
}

describe("a dish card's rating", () => {
  it("shows '4.3 · 27 ratings', one decimal always, and 'New' below 3 ratings", () => {
    const [rated, three, two, none, missing] = renderCards();
    const shown = (card: HTMLElement | undefined) =>
      card!.querySelector('.food-card__rating [aria-hidden="true"]')?.textContent;
    expect(shown(rated)).toBe('★ 4.3 · 27 ratings');
    expect(shown(three)).toBe('★ 5.0 · 3 ratings');
    expect(shown(two)).toBe('★ New');
    expect(shown(none)).toBe('★ New');
    expect(shown(missing)).toBe('★ New');
    expect(document.body).not.toHaveTextContent('Rated 4.5 out of 5');
  });

  it('says it in words to a screen reader, and axe finds nothing', async () => {
    const [rated, , two] = renderCards();
    expect(within(rated!).getByText('Rated 4.3 out of 5 from 27 ratings')).toHaveClass(
      'visually-hidden',
    );
    expect(within(two!).getByText('New dish, not rated enough yet')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});
