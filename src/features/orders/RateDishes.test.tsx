/**
 * 'Rate dishes' on /MyOrders (docs/product.md#ratings), against a fake API at the network: only a
 * delivered order has it; stars are a radio group the keyboard works; the comment and stars are
 * sent; a refusal's sentence is shown; a rating past its 7 days is shown, not offered for change.
 */
import axe from 'axe-core';
import { screen, waitFor, within } from '@testing-library/react';
import { EventSource } from 'eventsource';
import type { Order } from '../../../contract/api';
import { RATING_MESSAGES } from '../../../contract/rating-rules';
import { ADDRESS } from '../../test/address';
import { fakeApiForThisFile } from '../../test/fakeApi';
import { renderPage, signedIn } from '../../test/renderPage';
import { MyOrdersPage } from './MyOrdersPage';

/** axe on the page as rendered; colour contrast is left to the browser tests (no layout here). */
async function axeViolations(): Promise<string[]> {
  const { violations } = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false } },
  });
  return violations.map(
    ({ id, nodes }) => `${id}: ${nodes.map(({ target }) => target.join(' ')).join('; ')}`,
  );
}

function order(id: string, status: Order['status']): Order {
  return {
    _id: id,
    items: [
      { name: 'Greek Salad', price: 12, quantity: 2 },
      { name: 'Cup Cake', price: 14, quantity: 1 },
    ],
    amount: 430,
    address: ADDRESS,
    payment: true,
    date: '2026-11-20T12:30:00.000Z',
    number: id.toUpperCase(),
    timeline: [],
    refunded: false,
    status,
    discount: 0,
  };
}

const RATED = {
  stars: 4,
  comment: 'Crisp and fresh',
  ratedAt: '2026-11-21T10:00:00.000Z',
  changeableUntil: '2026-11-28T10:00:00.000Z',
  changeable: true,
};

const api = fakeApiForThisFile();

beforeAll(() => {
  (globalThis as { EventSource?: unknown }).EventSource = EventSource;
});

beforeEach(() => {
  api.reset();
  api.on('POST /api/stream/ticket', {
    body: { success: true, ticket: 'ticket-9', url: '/api/order/stream?ticket=ticket-9' },
  });
  api.on('GET /api/order/stream', 'stream');
  api.on('POST /api/order/userorders', {
    body: { success: true, data: [order('o1', 'Delivered'), order('o2', 'Out for delivery')] },
  });
  api.on('POST /api/rating/order', {
    body: {
      success: true,
      rateable: true,
      dishes: [
        { foodId: 'd1', name: 'Greek Salad', rating: null },
        { foodId: 'd2', name: 'Cup Cake', rating: RATED },
      ],
    },
  });
});

async function openRating() {
  const view = renderPage(<MyOrdersPage />, {
    route: '/MyOrders',
    preloadedState: { session: signedIn() },
  });
  const [delivered, onItsWay] = [
    ...(await screen.findByRole('list', { name: 'My Orders' })).children,
  ] as HTMLElement[];
  expect(within(onItsWay!).queryByRole('button', { name: /Rate dishes/ })).toBeNull();
  const toggle = within(delivered!).getByRole('button', { name: 'Rate dishes of order #O1' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await view.user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await screen.findByRole('group', { name: 'Your rating of Greek Salad' });
  return view;
}

describe('rating the dishes of a delivered order', () => {
  it('stars by keyboard, a comment, and Rate send the rating; the toast thanks', async () => {
    api.on('POST /api/rating/rate', (request) => ({
      body: {
        success: true,
        message: RATING_MESSAGES.rated,
        rating: { ...RATED, stars: (request.body as { stars: number }).stars, comment: 'Good' },
      },
    }));
    const { user } = await openRating();
    const stars = screen.getByRole('group', { name: 'Your rating of Greek Salad' });
    const radios = within(stars).getAllByRole('radio');
    expect(
      radios.map((radio) => radio.getAttribute('aria-label') ?? radio.parentElement!.textContent),
    ).toEqual(['★1 star', '★2 stars', '★3 stars', '★4 stars', '★5 stars']);
    // Into the group with Tab, then the arrow keys move the choice, as in any radio group.
    radios[0]!.focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(within(stars).getByRole('radio', { name: '4 stars' })).toBeChecked();
    const salad = stars.closest('li')!;
    await user.type(within(salad).getByLabelText('Comment (optional)'), 'Good');
    expect(within(salad).getByText('4 of 500 characters')).toBeInTheDocument();
    await user.click(within(salad).getByRole('button', { name: 'Rate Greek Salad' }));

    await waitFor(() => expect(api.requestsTo('/api/rating/rate')).toHaveLength(1));
    expect(api.requestsTo('/api/rating/rate')[0]!.body).toEqual({
      orderId: 'o1',
      foodId: 'd1',
      stars: 4,
      comment: 'Good',
    });
    expect(await screen.findByText(RATING_MESSAGES.rated)).toBeInTheDocument();
    expect(
      await within(salad).findByRole('button', { name: 'Change rating Greek Salad' }),
    ).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('a rated dish shows its stars and comment, and can be changed until its date', async () => {
    await openRating();
    const cake = screen.getByRole('group', { name: 'Your rating of Cup Cake' }).closest('li')!;
    expect(within(cake).getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(within(cake).getByLabelText('Comment (optional)')).toHaveValue('Crisp and fresh');
    expect(within(cake).getByText(/You can change it until 28 Nov/)).toBeInTheDocument();
  });

  it("no stars chosen, or the server's refusal: the sentence is shown by the dish", async () => {
    api.on('POST /api/rating/rate', {
      status: 409,
      body: { success: false, message: RATING_MESSAGES.changeClosed },
    });
    const { user } = await openRating();
    const salad = screen.getByRole('group', { name: 'Your rating of Greek Salad' }).closest('li')!;
    await user.click(within(salad).getByRole('button', { name: 'Rate Greek Salad' }));
    expect(within(salad).getByRole('alert')).toHaveTextContent(RATING_MESSAGES.stars);
    expect(api.requestsTo('/api/rating/rate')).toHaveLength(0);
    await user.click(within(salad).getByRole('radio', { name: '5 stars' }));
    await user.click(within(salad).getByRole('button', { name: 'Rate Greek Salad' }));
    await waitFor(() =>
      expect(within(salad).getByRole('alert')).toHaveTextContent(RATING_MESSAGES.changeClosed),
    );
  });

  it('a rating past its 7 days is shown as given, with no form', async () => {
    api.on('POST /api/rating/order', {
      body: {
        success: true,
        rateable: true,
        dishes: [{ foodId: 'd2', name: 'Cup Cake', rating: { ...RATED, changeable: false } }],
      },
    });
    const { user } = renderPage(<MyOrdersPage />, {
      route: '/MyOrders',
      preloadedState: { session: signedIn() },
    });
    await user.click(await screen.findByRole('button', { name: 'Rate dishes of order #O1' }));
    expect(await screen.findByText(/You gave it 4 stars/)).toHaveTextContent('Crisp and fresh');
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
