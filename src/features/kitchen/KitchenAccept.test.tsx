/**
 * The board's new orders (docs/product.md#the-order-board): 'Accept · N min' and 'Reject', a new
 * order flagged once it waited too long, and kitchen tickets printed by 'Print' or on acceptance.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { EventSource } from 'eventsource';
import { ACCEPTANCE_MESSAGES } from '../../../contract/acceptance';
import type { KitchenOrder } from '../../../contract/api';
import { ADDRESS } from '../../test/address';
import { fakeApiForThisFile } from '../../test/fakeApi';
import { renderPage, signedIn } from '../../test/renderPage';
import { KitchenPage } from './KitchenPage';

const MINUTE = 60_000;
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString();

function kitchenOrder(id: string, fields: Partial<KitchenOrder> = {}): KitchenOrder {
  return {
    _id: id,
    number: id.slice(-6).toUpperCase(),
    lines: [
      {
        name: 'Margherita Pizza',
        quantity: 2,
        options: [{ group: 'Size', name: 'Large', price: 150 }],
        note: 'cut in 8',
      },
    ],
    amount: 790,
    address: ADDRESS,
    status: 'Food Processing',
    paidAt: ago(2),
    updatedAt: ago(2),
    refunded: false,
    ...fields,
  };
}

const FRESH = kitchenOrder('order-new111');

const api = fakeApiForThisFile();
let print: jest.SpyInstance;

beforeAll(() => {
  (globalThis as { EventSource?: unknown }).EventSource = EventSource;
});

beforeEach(() => {
  api.reset();
  window.localStorage.clear();
  // The browser's print dialog (jsdom has none): what the board asks of it is what is checked.
  print = jest.spyOn(window, 'print').mockImplementation(() => {});
  api.on('POST /api/stream/ticket', () => ({
    body: { success: true, ticket: 'ticket-1', url: '/api/kitchen/stream?ticket=ticket-1' },
  }));
  api.on('GET /api/kitchen/stream', 'stream');
});
afterEach(() => print.mockRestore());

const staffBoard = (orders: KitchenOrder[]) =>
  api.on('GET /api/kitchen/orders', { body: { success: true, data: orders } });

const renderBoard = () =>
  renderPage(<KitchenPage />, { route: '/kitchen', preloadedState: { session: signedIn() } });

const column = (name: RegExp) => within(screen.getByRole('region', { name }) as HTMLElement);

const accepted = (order: KitchenOrder) => ({
  body: {
    success: true,
    message: ACCEPTANCE_MESSAGES.accepted,
    order: { ...order, acceptedAt: new Date().toISOString() },
  },
});

describe('a new order on the board', () => {
  it("is 'New' with 'Accept · 20 min'; another time can be chosen, and it moves to Preparing", async () => {
    staffBoard([FRESH]);
    api.on('POST /api/kitchen/accept', accepted(FRESH));
    const { user } = renderBoard();
    await screen.findByRole('region', { name: /^New/ }, { timeout: 5000 });
    const card = within(column(/^New/).getByRole('article', { name: 'Order #NEW111' }));
    expect(card.queryByRole('button', { name: 'Out for delivery' })).toBeNull();
    expect(card.getByRole('button', { name: 'Accept · 20 min' })).toBeInTheDocument();
    const minutes = card.getByRole('combobox', { name: 'Minutes to prepare order #NEW111' });
    expect(
      within(minutes)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10 min', '15 min', '20 min', '30 min', '45 min']);
    await user.selectOptions(minutes, '15');
    await user.click(card.getByRole('button', { name: 'Accept · 15 min' }));

    const moved = await column(/Preparing/).findByRole('article', { name: 'Order #NEW111' });
    expect(api.requestsTo('/api/kitchen/accept')[0]?.body).toEqual({
      orderId: 'order-new111',
      minutes: 15,
    });
    expect(within(moved).getByRole('button', { name: 'Out for delivery' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
      'Order #NEW111 accepted: ready in 15 min',
    );
    await waitFor(() => expect(moved).toHaveFocus());
    expect(print).not.toHaveBeenCalled();
  });

  it('an accept someone else beat (409) says why and fetches the board again', async () => {
    staffBoard([FRESH]);
    api.on('POST /api/kitchen/accept', {
      status: 409,
      body: { success: false, message: ACCEPTANCE_MESSAGES.alreadyAccepted },
    });
    const { user } = renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Accept · 20 min' }));
    expect(await screen.findByText(ACCEPTANCE_MESSAGES.alreadyAccepted)).toBeInTheDocument();
    await waitFor(() =>
      expect(api.requestsTo('/api/kitchen/orders').length).toBeGreaterThanOrEqual(2),
    );
  });

  it("'Reject' asks for the reason and cancels it", async () => {
    staffBoard([FRESH]);
    api.on('POST /api/kitchen/cancel', {
      body: {
        success: true,
        message: 'Order cancelled and refunded.',
        order: { ...FRESH, status: 'Cancelled', refunded: true },
      },
    });
    const { user } = renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Reject order #NEW111' }));
    await user.type(dialog.getByRole('textbox', { name: 'Reason for rejecting' }), 'Out of basil');
    await user.click(dialog.getByRole('button', { name: 'Reject order' }));
    await waitFor(() => expect(screen.queryByRole('article')).toBeNull());
    expect(api.requestsTo('/api/kitchen/cancel')[0]?.body).toEqual({
      orderId: 'order-new111',
      reason: 'Out of basil',
    });
  });

  it('is flagged once it waited over 5 minutes, and announced politely once', async () => {
    const late = kitchenOrder('order-old222', { paidAt: ago(6), updatedAt: ago(6) });
    const onTime = kitchenOrder('order-now333', { paidAt: ago(1), updatedAt: ago(1) });
    staffBoard([late, onTime]);
    renderBoard();
    const lateCard = await screen.findByRole('article', { name: 'Order #OLD222' });
    expect(within(lateCard).getByText('Waiting over 5 min')).toBeInTheDocument();
    expect(lateCard).toHaveClass('kitchen-card--late');
    const onTimeCard = screen.getByRole('article', { name: 'Order #NOW333' });
    expect(within(onTimeCard).queryByText('Waiting over 5 min')).toBeNull();
    const status = screen.getByRole('status', { name: '' });
    expect(status).toHaveAttribute('aria-live', 'polite');
    await waitFor(() =>
      expect(status).toHaveTextContent('Order #OLD222 has waited over 5 minutes'),
    );
  });
});

describe('kitchen tickets', () => {
  it("'Print' prints the card's ticket: number, due time, lines with options and note, address", async () => {
    const due = kitchenOrder('order-pri444', {
      acceptedAt: ago(1),
      dueAt: new Date(Date.now() + 40 * MINUTE).toISOString(),
    });
    staffBoard([due]);
    const { user } = renderBoard();
    let ticket: HTMLElement | null = null;
    print.mockImplementation(() => {
      ticket = document.querySelector('.kitchen-ticket');
    });
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(ticket).not.toBeNull();
    expect(ticket!.querySelector('.kitchen-ticket__number')).toHaveTextContent('#PRI444');
    expect(ticket!.querySelector('.kitchen-ticket__due')).toHaveTextContent(/^Due \d{1,2}:\d\d/);
    expect(ticket!.querySelector('.kitchen-ticket__lines')).toHaveTextContent(
      '2 x Margherita Pizza · Large“cut in 8”',
    );
    expect(ticket).toHaveTextContent(ADDRESS.street);
    await waitFor(() => expect(document.querySelector('.kitchen-ticket')).toBeNull());
  });

  it('prints each accepted order on a device set to, and remembers the setting', async () => {
    staffBoard([FRESH]);
    api.on('POST /api/kitchen/accept', accepted(FRESH));
    const { user } = renderBoard();
    const setting = await screen.findByRole('checkbox', {
      name: 'Print each accepted order (this device)',
    });
    expect(setting).not.toBeChecked();
    await user.click(setting);
    expect(window.localStorage.getItem('kitchen.autoPrint')).toBe('on');
    await user.click(screen.getByRole('button', { name: 'Accept · 20 min' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  });
});
