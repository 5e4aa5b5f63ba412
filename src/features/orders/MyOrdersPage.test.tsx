import { screen, waitFor, within } from '@testing-library/react';
import { EventSource } from 'eventsource';
import type { Order } from '../../../contract/api';
import { TRACKING_MESSAGES } from '../../../contract/kitchen-messages';
import { ADDRESS } from '../../test/address';
import { fakeApiForThisFile } from '../../test/fakeApi';
import { renderPage, signedIn } from '../../test/renderPage';
import { MyOrdersPage } from './MyOrdersPage';

// The status as any string: the page shows whatever the server sends, capitalised.
function order(id: string, fields: Omit<Partial<Order>, 'status'> & { status: string }): Order {
  return {
    _id: id,
    items: [],
    amount: 0,
    address: ADDRESS,
    payment: true,
    date: '2025-03-14T12:30:00.000Z',
    number: id.toUpperCase(),
    timeline: [],
    refunded: false,
    ...fields,
  } as Order;
}

const FIRST = order('o1', {
  items: [
    { name: 'Greek Salad', price: 12, quantity: 2 },
    { name: 'Tomato Pasta', price: 18, quantity: 1 },
  ],
  amount: 470,
  status: 'food processing',
});
const SECOND = order('o2', {
  items: [{ name: 'Cup Cake', price: 14, quantity: 3 }],
  amount: 1250,
  status: 'Delivered',
});

const api = fakeApiForThisFile();

beforeAll(() => {
  // jsdom has no EventSource: the maintained implementation for Node stands in for the browser's.
  (globalThis as { EventSource?: unknown }).EventSource = EventSource;
});

beforeEach(() => {
  api.reset();
  api.on('POST /api/stream/ticket', {
    body: { success: true, ticket: 'ticket-9', url: '/api/order/stream?ticket=ticket-9' },
  });
  api.on('GET /api/order/stream', 'stream');
});

/** The orders' own list items (each card holds its progress, a list too). */
const orderCards = async () =>
  [...(await screen.findByRole('list', { name: 'My Orders' })).children] as HTMLElement[];

const renderOrders = () =>
  renderPage(<MyOrdersPage />, { route: '/MyOrders', preloadedState: { session: signedIn() } });

describe('MyOrdersPage', () => {
  it("shows a promo code's discount on its order: 'Discount (CODE) −₹N'", async () => {
    const discounted = { ...FIRST, amount: 428, promoCode: 'TASTY10', discount: 42 };
    api.on('POST /api/order/userorders', {
      body: { success: true, data: [discounted, { ...SECOND, discount: 0 }] },
    });
    renderOrders();
    const [first, second] = await orderCards();
    expect(within(first!).getByText('Discount (TASTY10) −₹42')).toBeInTheDocument();
    expect(first).toHaveTextContent('₹428.00 Discount (TASTY10) −₹42');
    expect(second).not.toHaveTextContent('Discount');
  });
  it('shows each line with the options and note the order kept', async () => {
    const withOptions = order('o3', {
      items: [
        {
          name: 'Margherita Pizza',
          price: 43,
          quantity: 1,
          options: [
            { group: 'Size', name: 'Large', price: 150 },
            { group: 'Extras', name: 'Extra cheese', price: 30 },
          ],
          note: 'cut in 8',
        },
        { name: 'Greek Salad', price: 12, quantity: 2 },
      ],
      amount: 720,
      status: 'food processing',
    });
    api.on('POST /api/order/userorders', { body: { success: true, data: [withOptions] } });
    renderOrders();
    const [card] = await orderCards();
    expect(card).toHaveTextContent(
      'Order #O3 Margherita Pizza · Large · Extra cheese — "cut in 8" x 1, Greek Salad x 2',
    );
  });
  it("lists each order: 'Name x quantity', the amount with '.00', the count, the status capitalised", async () => {
    api.on('POST /api/order/userorders', { body: { success: true, data: [FIRST, SECOND] } });
    renderOrders();

    expect(screen.getByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
    const items = await orderCards();
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByText('Greek Salad x 2, Tomato Pasta x 1')).toBeInTheDocument();
    expect(first.getByText('₹470.00')).toBeInTheDocument();
    // Two Greek Salads and a Tomato Pasta: three dishes, on two lines.
    expect(first.getByText('Items: 3')).toBeInTheDocument();
    expect(first.getByText('Food processing')).toBeInTheDocument();
    expect(first.getByText('Order #O1')).toBeInTheDocument();
    expect(first.getByText(/2025/)).toHaveAttribute('datetime', FIRST.date);
    const second = within(items[1]!);
    expect(second.getByText('Cup Cake x 3')).toBeInTheDocument();
    expect(second.getByText('₹1,250.00')).toBeInTheDocument();
    expect(second.getByText('Delivered', { selector: '.order__status' })).toBeInTheDocument();

    const [request] = api.requestsTo('/api/order/userorders');
    expect(request?.method).toBe('POST');
    expect(request?.headers.token).toBe('token-1');
  });

  it("'Track Order' fetches the list again and shows the new status", async () => {
    let fetches = 0;
    api.on('POST /api/order/userorders', () => {
      fetches += 1;
      const status = fetches === 1 ? 'Food Processing' : 'Out for delivery';
      return { body: { success: true, data: [{ ...FIRST, status }] } };
    });
    const { user } = renderOrders();
    const track = await screen.findByRole('button', { name: 'Track Order' });
    // The status line (the progress steps name every status, whatever the order's).
    const status = { selector: '.order__status' };
    expect(screen.getByText('Food Processing', status)).toBeInTheDocument();
    expect(api.requestsTo('/api/order/userorders')).toHaveLength(1);

    await user.click(track);
    expect(await screen.findByText('Out for delivery', status)).toBeInTheDocument();
    expect(api.requestsTo('/api/order/userorders')).toHaveLength(2);
  });

  it('shows a busy state while tracking', async () => {
    let release: () => void = () => {};
    api.on('POST /api/order/userorders', { body: { success: true, data: [FIRST] } });
    const { user } = renderOrders();
    const track = await screen.findByRole('button', { name: 'Track Order' });
    api.on(
      'POST /api/order/userorders',
      () =>
        new Promise((resolve) => {
          release = () => resolve({ body: { success: true, data: [FIRST] } });
        }),
    );
    await user.click(track);
    expect(await screen.findByText('Updating your orders…')).toBeInTheDocument();
    expect(track).toHaveAttribute('aria-disabled', 'true');
    release();
    await waitFor(() => expect(track).toHaveAttribute('aria-disabled', 'false'));
  });

  it("says 'You have no orders yet.' with a way to the menu", async () => {
    api.on('POST /api/order/userorders', { body: { success: true, data: [] } });
    renderOrders();
    expect(await screen.findByText('You have no orders yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the menu' })).toHaveAttribute('href', '/Menu');
  });

  it("shows an error with 'Try again' when the list cannot be loaded", async () => {
    api.on('POST /api/order/userorders', { status: 500, body: { success: false } });
    const { user } = renderOrders();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText('We could not load your orders')).toBeInTheDocument();
    api.on('POST /api/order/userorders', { body: { success: true, data: [SECOND] } });
    await user.click(retry);
    expect(await screen.findByText('Cup Cake x 3')).toBeInTheDocument();
  });

  it('asks a logged-out shopper to sign in and asks the server nothing', async () => {
    const { user, store } = renderPage(<MyOrdersPage />, { route: '/MyOrders' });
    expect(screen.getByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(store.getState().ui.openDialog).toBe('login');
    expect(api.requestsTo('/api/order/userorders')).toHaveLength(0);
  });

  it("offers 'Complete payment' for an unpaid order whose checkout is open, and 'Track Order' only on paid ones", async () => {
    const open = order('o3', {
      items: [{ name: 'Cup Cake', price: 14, quantity: 1 }],
      amount: 190,
      status: 'Awaiting payment',
      payment: false,
      session_url: 'http://localhost/pay/cs_test_open',
    });
    const failed = order('o4', { status: 'Payment failed', payment: false });
    api.on('POST /api/order/userorders', { body: { success: true, data: [open, failed, SECOND] } });
    renderOrders();

    const [openItem, failedItem, paidItem] = await screen.findAllByRole('listitem');
    const pay = within(openItem!).getByRole('link', { name: 'Complete payment' });
    expect(pay).toHaveAttribute('href', 'http://localhost/pay/cs_test_open');
    expect(within(openItem!).queryByRole('button', { name: 'Track Order' })).toBeNull();
    expect(within(failedItem!).queryByRole('button', { name: 'Track Order' })).toBeNull();
    expect(within(failedItem!).queryByRole('link', { name: 'Complete payment' })).toBeNull();
    expect(within(paidItem!).getByRole('button', { name: 'Track Order' })).toBeInTheDocument();
  });

  it('shows the progress of a paid order: each step with its time, the current one marked', async () => {
    const onItsWay = order('o5', {
      items: [{ name: 'Cup Cake', price: 14, quantity: 1 }],
      amount: 190,
      status: 'Out for delivery',
      timeline: [
        { status: 'Food Processing', at: '2025-03-14T12:31:00.000Z' },
        { status: 'Out for delivery', at: '2025-03-14T12:52:00.000Z' },
      ],
    });
    api.on('POST /api/order/userorders', { body: { success: true, data: [onItsWay] } });
    renderOrders();

    const progress = await screen.findByRole('list', { name: 'Progress' });
    const steps = within(progress).getAllByRole('listitem');
    expect(steps.map((step) => step.firstChild?.textContent)).toEqual([
      'Paid',
      'Preparing',
      'Out for delivery',
      'Delivered',
    ]);
    const times = steps.map((step) => step.querySelector('time')?.getAttribute('datetime'));
    expect(times).toEqual([
      '2025-03-14T12:31:00.000Z',
      '2025-03-14T12:31:00.000Z',
      '2025-03-14T12:52:00.000Z',
      undefined,
    ]);
    expect(steps.map((step) => step.getAttribute('aria-current'))).toEqual([
      null,
      null,
      'step',
      null,
    ]);
    expect(screen.getByText('Order #O5')).toBeInTheDocument();
  });

  it("shows a cancelled order as 'Cancelled' and 'Refunded', without progress", async () => {
    const cancelled = order('o6', { status: 'Cancelled', refunded: true });
    api.on('POST /api/order/userorders', { body: { success: true, data: [cancelled] } });
    renderOrders();
    const [item] = await screen.findAllByRole('listitem');
    expect(item!.querySelector('.order__status')).toHaveTextContent(
      'Cancelled by the restaurant · Refunded',
    );
    expect(screen.queryByRole('list', { name: 'Progress' })).toBeNull();
    expect(within(item!).queryByRole('button', { name: 'Track Order' })).toBeNull();
  });

  it("counts the dishes, not the lines: 'Items: 4' for 2 x Greek Salad and 2 x Veg Rolls", async () => {
    const four = order('o9', {
      items: [
        { name: 'Greek Salad', price: 12, quantity: 2 },
        { name: 'Veg Rolls', price: 10, quantity: 2 },
      ],
      status: 'Food Processing',
    });
    api.on('POST /api/order/userorders', { body: { success: true, data: [four] } });
    renderOrders();
    const [card] = await orderCards();
    expect(within(card!).getByText('Items: 4')).toBeInTheDocument();
  });

  it('follows its stream: a changed order replaces its entry, with a toast', async () => {
    const cooking = order('o7', {
      items: [{ name: 'Cup Cake', price: 14, quantity: 1 }],
      status: 'Food Processing',
      timeline: [{ status: 'Food Processing', at: '2025-03-14T12:31:00.000Z' }],
    });
    api.on('POST /api/order/userorders', { body: { success: true, data: [cooking, SECOND] } });
    renderOrders();
    await screen.findByText('Food Processing');
    const stream = await api.nextStream('/api/order/stream');
    expect(stream.request.query.get('ticket')).toBe('ticket-9');
    const [ticket] = api.requestsTo('/api/stream/ticket');
    expect(ticket?.body).toEqual({ stream: 'orders' });
    expect(ticket?.headers.token).toBe('token-1');

    stream.send({
      id: '12',
      event: 'order',
      data: {
        ...cooking,
        status: 'Out for delivery',
        timeline: [
          ...cooking.timeline,
          { status: 'Out for delivery', at: '2025-03-14T12:52:00.000Z' },
        ],
      },
    });
    expect(await screen.findByText(TRACKING_MESSAGES.outForDelivery)).toBeInTheDocument();
    const [first, second] = screen
      .getAllByRole('listitem')
      .filter((item) => item.matches('.order'));
    expect(
      within(first!).getByText('Out for delivery', { selector: '.order__status' }),
    ).toBeVisible();
    const current = within(first!).getByRole('listitem', { current: 'step' });
    expect(current).toHaveTextContent('Out for delivery');
    expect(within(second!).getByText('Cup Cake x 3')).toBeInTheDocument();
    expect(api.requestsTo('/api/order/userorders')).toHaveLength(1);
  });

  it("'Order again' puts the order's dishes in the cart and lands on /Cart, naming what was left out", async () => {
    api.on('POST /api/order/userorders', { body: { success: true, data: [FIRST] } });
    api.on('POST /api/order/reorder', {
      body: {
        success: true,
        message:
          'Added to your cart at today’s prices. Tomato Pasta is not available right now, so it was left out.',
        cartData: { d1: 2 },
        leftOut: ['Tomato Pasta'],
      },
    });
    const { user, location, store } = renderOrders();
    const again = await screen.findByRole('button', { name: 'Order again' });
    expect(again).toHaveAccessibleDescription('Order #O1 Greek Salad x 2, Tomato Pasta x 1');

    await user.click(again);
    await waitFor(() => expect(location().pathname).toBe('/Cart'));
    expect(
      await screen.findByText(/Tomato Pasta is not available right now, so it was left out\./),
    ).toBeInTheDocument();
    const [request] = api.requestsTo('/api/order/reorder');
    expect(request?.body).toEqual({ orderId: 'o1' });
    expect(request?.headers.token).toBe('token-1');
    // The answer is the account's cart at once, before any refetch.
    expect(JSON.stringify(store.getState())).toContain('"d1":2');
  });

  it("a refused 'Order again' says why and stays on /MyOrders", async () => {
    api.on('POST /api/order/userorders', { body: { success: true, data: [FIRST] } });
    api.on('POST /api/order/reorder', {
      status: 409,
      body: { success: false, message: 'None of these dishes can be ordered right now.' },
    });
    const { user, location } = renderOrders();
    await user.click(await screen.findByRole('button', { name: 'Order again' }));
    expect(
      await screen.findByText('None of these dishes can be ordered right now.'),
    ).toBeInTheDocument();
    expect(location().pathname).toBe('/MyOrders');
  });

  it('only paid orders can be ordered again', async () => {
    api.on('POST /api/order/userorders', {
      body: { success: true, data: [{ ...SECOND, payment: false, status: 'Payment failed' }] },
    });
    renderOrders();
    await orderCards();
    expect(screen.queryByRole('button', { name: 'Order again' })).not.toBeInTheDocument();
  });
  it('fetches the list again when its stream comes back after a break (an order it missed shows)', async () => {
    api.on('POST /api/order/userorders', { body: { success: true, data: [SECOND] } });
    renderOrders();
    expect(await orderCards()).toHaveLength(1);
    const stream = await api.nextStream('/api/order/stream');
    api.on('POST /api/order/userorders', { body: { success: true, data: [FIRST, SECOND] } });
    stream.close();
    await api.nextStream('/api/order/stream');
    await waitFor(async () => expect(await orderCards()).toHaveLength(2));
  });
});
