import { act, screen, waitFor, within } from '@testing-library/react';
import { EventSource } from 'eventsource';
import type { KitchenOrder } from '../../../contract/api';
import { KITCHEN_MESSAGES } from '../../../contract/kitchen-messages';
import { ADDRESS } from '../../test/address';
import { fakeApiForThisFile } from '../../test/fakeApi';
import { renderPage, signedIn } from '../../test/renderPage';
import { loggedOut } from '../../store/session/sessionSlice';
import { KitchenPage } from './KitchenPage';

const MINUTE = 60_000;
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString();

function kitchenOrder(id: string, fields: Partial<KitchenOrder>): KitchenOrder {
  return {
    _id: id,
    number: id.slice(-6).toUpperCase(),
    lines: [{ name: 'Cup Cake', quantity: 1 }],
    amount: 190,
    address: ADDRESS,
    status: 'Food Processing',
    paidAt: ago(12),
    updatedAt: ago(12),
    refunded: false,
    // Accepted: 'Preparing'. A new order (KitchenAccept.test.tsx) leaves it out.
    acceptedAt: ago(10),
    ...fields,
  };
}

const COOKING = kitchenOrder('order-abc123', {
  lines: [
    { name: 'Greek Salad', quantity: 2 },
    { name: 'Tomato Pasta', quantity: 1 },
  ],
  amount: 1450,
});
const ON_ITS_WAY = kitchenOrder('order-def456', {
  status: 'Out for delivery',
  paidAt: ago(40),
});
const DELIVERED = kitchenOrder('order-ghi789', { status: 'Delivered', paidAt: ago(75) });

const api = fakeApiForThisFile();

beforeAll(() => {
  // jsdom has no EventSource: the maintained implementation for Node stands in for the browser's.
  (globalThis as { EventSource?: unknown }).EventSource = EventSource;
});

beforeEach(() => {
  api.reset();
  window.localStorage.clear();
  api.on('POST /api/stream/ticket', () => ({
    body: { success: true, ticket: 'ticket-1', url: '/api/kitchen/stream?ticket=ticket-1' },
  }));
  api.on('GET /api/kitchen/stream', 'stream');
});

const staffBoard = (orders: KitchenOrder[]) =>
  api.on('GET /api/kitchen/orders', { body: { success: true, data: orders } });

const renderBoard = () =>
  renderPage(<KitchenPage />, { route: '/kitchen', preloadedState: { session: signedIn() } });

const column = (name: RegExp) => within(screen.getByRole('region', { name }) as HTMLElement);

const card = (number: string) => within(screen.getByRole('article', { name: `Order #${number}` }));

describe('KitchenPage', () => {
  it("tells a visitor 'Staff only.' with Sign In, and asks the server nothing", async () => {
    const { user, store } = renderPage(<KitchenPage />, { route: '/kitchen' });
    expect(screen.getByRole('heading', { level: 1, name: 'Staff only.' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(store.getState().ui.openDialog).toBe('login');
    expect(api.requests).toHaveLength(0);
  });

  it("tells a shopper the server refused (403) 'Staff only.', and draws no board", async () => {
    api.on('GET /api/kitchen/orders', {
      status: 403,
      body: { success: false, message: KITCHEN_MESSAGES.staffOnly },
    });
    renderBoard();
    expect(screen.queryByRole('heading', { name: /Preparing/ })).toBeNull();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Staff only.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Preparing/ })).toBeNull();
    expect(api.requestsTo('/api/kitchen/orders')[0]?.headers.token).toBe('token-1');
    expect(api.requestsTo('/api/stream/ticket')).toHaveLength(0);
  });

  it('shows three columns, each card with its number, wait, dishes, total, address and phone', async () => {
    staffBoard([COOKING, ON_ITS_WAY, DELIVERED]);
    renderBoard();
    await screen.findByRole('region', { name: /Preparing/ });
    expect(screen.getByRole('heading', { level: 1, name: 'Kitchen' })).toBeInTheDocument();
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'Scheduled (0)',
      'New (0)',
      'Preparing (1)',
      'Out for delivery (1)',
      'Delivered today (1)',
    ]);

    const cooking = column(/Preparing/);
    const first = within(cooking.getByRole('article', { name: 'Order #ABC123' }));
    expect(first.getByText('12 min ago')).toHaveAttribute('datetime', COOKING.paidAt);
    expect(
      within(first.getByRole('list', { name: 'Dishes' }))
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['Greek Salad x 2', 'Tomato Pasta x 1']);
    expect(first.getByText('Total ₹1,450')).toBeInTheDocument();
    expect(first.getByText(/4 Lake View Road, Bengaluru, Karnataka 560001, India/)).toBeVisible();
    expect(first.getByRole('link', { name: '+91 98450 12345' })).toHaveAttribute(
      'href',
      'tel:+919845012345',
    );
    expect(first.getByRole('button', { name: 'Out for delivery' })).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();

    const second = within(column(/Out for delivery/).getByRole('article'));
    expect(second.getByText('40 min ago')).toBeInTheDocument();
    expect(second.getByRole('button', { name: 'Delivered' })).toBeInTheDocument();
    const third = within(column(/Delivered/).getByRole('article'));
    expect(third.getByText('1 h 15 min ago')).toBeInTheDocument();
    expect(third.queryByRole('button')).toBeNull();
  });

  it("shows each line's options and note, and the promo code's discount under the total", async () => {
    const configured = kitchenOrder('order-opt111', {
      lines: [
        {
          name: 'Margherita Pizza',
          quantity: 2,
          options: [
            { group: 'Size', name: 'Large', price: 150 },
            { group: 'Extras', name: 'Extra cheese', price: 30 },
          ],
          note: 'cut in 8',
        },
        { name: 'Greek Salad', quantity: 1 },
      ],
      amount: 1208,
      promoCode: 'TASTY10',
      discount: 42,
    });
    staffBoard([configured, { ...ON_ITS_WAY, discount: 0 }]);
    renderBoard();
    const first = within(await screen.findByRole('article', { name: 'Order #OPT111' }));
    expect(
      within(first.getByRole('list', { name: 'Dishes' }))
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['Margherita Pizza · Large · Extra cheese — "cut in 8" x 2', 'Greek Salad x 1']);
    expect(first.getByText('Total ₹1,208')).toBeInTheDocument();
    expect(first.getByText('Discount (TASTY10) −₹42')).toBeInTheDocument();
    // No code, or one that took nothing off: no discount line.
    expect(
      within(column(/Out for delivery/).getByRole('article')).queryByText(/Discount/),
    ).toBeNull();
  });

  it('moves an order on with one button, busy while sending, and follows it with the focus', async () => {
    staffBoard([COOKING]);
    let release: () => void = () => {};
    api.on(
      'POST /api/kitchen/advance',
      () =>
        new Promise((resolve) => {
          release = () =>
            resolve({
              body: {
                success: true,
                message: KITCHEN_MESSAGES.moved,
                order: { ...COOKING, status: 'Out for delivery' },
              },
            });
        }),
    );
    const { user } = renderBoard();
    const button = await screen.findByRole('button', { name: 'Out for delivery' });
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    expect(api.requestsTo('/api/kitchen/advance')[0]?.body).toEqual({
      orderId: COOKING._id,
      to: 'Out for delivery',
    });
    release();

    const moved = await within(screen.getByRole('region', { name: /Out for delivery/ })).findByRole(
      'article',
      { name: 'Order #ABC123' },
    );
    expect(within(moved).getByRole('button', { name: 'Delivered' })).toBeInTheDocument();
    expect(column(/Preparing/).queryByRole('article')).toBeNull();
    await waitFor(() => expect(moved).toHaveFocus());
  });

  it("on a 409 fetches the board again and shows the server's message", async () => {
    staffBoard([COOKING]);
    api.on('POST /api/kitchen/advance', {
      status: 409,
      body: { success: false, message: KITCHEN_MESSAGES.movedOn },
    });
    const { user } = renderBoard();
    const button = await screen.findByRole('button', { name: 'Out for delivery' });
    staffBoard([{ ...COOKING, status: 'Delivered' }]);
    await user.click(button);

    expect(await screen.findByText(KITCHEN_MESSAGES.movedOn)).toBeInTheDocument();
    expect(
      await column(/Delivered/).findByRole('article', { name: 'Order #ABC123' }),
    ).toBeInTheDocument();
    expect(api.requestsTo('/api/kitchen/orders')).toHaveLength(2);
  });

  it('asks a reason to cancel (required), keeps the focus in the dialog, and gives it back', async () => {
    staffBoard([COOKING]);
    api.on('POST /api/kitchen/cancel', {
      body: {
        success: true,
        message: KITCHEN_MESSAGES.cancelled,
        order: { ...COOKING, status: 'Cancelled', refunded: true },
      },
    });
    const { user } = renderBoard();
    const cancel = await screen.findByRole('button', { name: 'Cancel order' });
    await user.click(cancel);

    const dialog = screen.getByRole('dialog', { name: 'Cancel order #ABC123' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason for cancelling' });
    expect(reason).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(KITCHEN_MESSAGES.reasonRequired);
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(api.requestsTo('/api/kitchen/cancel')).toHaveLength(0);

    // Tab cycles inside the dialog.
    const inside = () => dialog.contains(document.activeElement);
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(inside()).toBe(true);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(cancel).toHaveFocus();

    await user.click(cancel);
    await user.type(screen.getByRole('textbox', { name: 'Reason for cancelling' }), 'Out of basil');
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel order' }),
    );
    expect(await screen.findByText(KITCHEN_MESSAGES.cancelled)).toBeInTheDocument();
    expect(api.requestsTo('/api/kitchen/cancel')[0]?.body).toEqual({
      orderId: COOKING._id,
      reason: 'Out of basil',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('article', { name: 'Order #ABC123' })).toBeNull();
  });

  it('a refund that failed (502) shows its message, and the card offers Cancel order again', async () => {
    staffBoard([ON_ITS_WAY]);
    api.on('POST /api/kitchen/cancel', {
      status: 502,
      body: { success: false, message: KITCHEN_MESSAGES.refundFailed },
    });
    const { user } = renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await user.type(screen.getByRole('textbox', { name: 'Reason for cancelling' }), 'No rider');
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel order' }),
    );
    expect(await screen.findAllByText(/the refund did not go through/)).not.toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    const waiting = card('DEF456');
    expect(waiting.getByText(/Press Cancel order again to retry/)).toBeInTheDocument();
    expect(waiting.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    expect(waiting.queryByRole('button', { name: 'Delivered' })).toBeNull();
  });

  it('a paid order streamed in appears highlighted and announced; the stream reopens with a new ticket', async () => {
    staffBoard([COOKING]);
    renderBoard();
    await screen.findByRole('article', { name: 'Order #ABC123' });
    const stream = await api.nextStream('/api/kitchen/stream');
    expect(stream.request.query.get('ticket')).toBe('ticket-1');
    expect(api.requestsTo('/api/stream/ticket').at(-1)?.body).toEqual({ stream: 'kitchen' });
    expect(api.requestsTo('/api/stream/ticket').at(-1)?.headers.token).toBe('token-1');

    const fresh = kitchenOrder('order-new001', {
      paidAt: ago(0),
      updatedAt: ago(0),
      acceptedAt: undefined,
    });
    stream.send({ id: '41', event: 'order', data: fresh });
    const arrived = await column(/^New/).findByRole('article', {
      name: 'Order #NEW001',
    });
    expect(within(arrived).getByText('New')).toBeInTheDocument();
    expect(within(arrived).getByText('just now')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('New order #NEW001');

    // A status change moves the card; a cancelled order leaves the board.
    stream.send({ id: '42', event: 'order', data: { ...COOKING, status: 'Out for delivery' } });
    expect(
      await column(/Out for delivery/).findByRole('article', { name: 'Order #ABC123' }),
    ).toBeInTheDocument();
    stream.send({
      id: '43',
      event: 'order',
      data: { ...fresh, status: 'Cancelled', refunded: true },
    });
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Order #NEW001' })).toBeNull(),
    );

    // The server goes away: a new ticket, and the last event's id, after a short wait.
    api.on('POST /api/stream/ticket', () => ({
      body: { success: true, ticket: 'ticket-2', url: '/api/kitchen/stream?ticket=ticket-2' },
    }));
    stream.close();
    const again = await api.nextStream('/api/kitchen/stream');
    expect(again.request.query.get('ticket')).toBe('ticket-2');
    expect(again.request.query.get('lastEventId')).toBe('43');
  });

  it("gives way to 'Staff only.' when the stream's ticket is refused (staff no longer)", async () => {
    staffBoard([COOKING]);
    api.on('POST /api/stream/ticket', () => {
      api.on('GET /api/kitchen/orders', {
        status: 403,
        body: { success: false, message: KITCHEN_MESSAGES.staffOnly },
      });
      return { status: 403, body: { success: false, message: KITCHEN_MESSAGES.staffOnly } };
    });
    renderBoard();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Staff only.' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('closes the stream on logout, and the board gives way to Staff only.', async () => {
    staffBoard([COOKING]);
    const { store } = renderBoard();
    const stream = await api.nextStream('/api/kitchen/stream');
    await screen.findByRole('article', { name: 'Order #ABC123' });
    await act(async () => {
      store.dispatch(loggedOut());
      await stream.ended;
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Staff only.' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
  });

  describe('the safety net: the board is fetched again', () => {
    it('when the stream comes back after a break: an order it missed appears highlighted and announced', async () => {
      staffBoard([COOKING]);
      renderBoard();
      await screen.findByRole('article', { name: 'Order #ABC123' });
      const stream = await api.nextStream('/api/kitchen/stream');
      const missed = kitchenOrder('order-mis001', {
        paidAt: ago(1),
        updatedAt: ago(1),
        acceptedAt: undefined,
      });
      staffBoard([COOKING, missed]);
      stream.close();
      await api.nextStream('/api/kitchen/stream');
      const arrived = await column(/^New/).findByRole('article', {
        name: 'Order #MIS001',
      });
      expect(within(arrived).getByText('New')).toBeInTheDocument();
      expect(screen.getByRole('status', { name: '' })).toHaveTextContent('New order #MIS001');
      expect(api.requestsTo('/api/kitchen/orders').length).toBeGreaterThanOrEqual(2);
    });

    it('every 30 s while the board is open, whatever the stream says', async () => {
      jest.useFakeTimers({ advanceTimers: true });
      try {
        staffBoard([COOKING]);
        renderBoard();
        await screen.findByRole('article', { name: 'Order #ABC123' });
        await api.nextStream('/api/kitchen/stream');
        staffBoard([COOKING, ON_ITS_WAY]);
        await act(async () => {
          jest.advanceTimersByTime(29_000);
        });
        expect(api.requestsTo('/api/kitchen/orders')).toHaveLength(1);
        await act(async () => {
          jest.advanceTimersByTime(1_000);
        });
        expect(
          await column(/Out for delivery/).findByRole('article', { name: 'Order #DEF456' }),
        ).toBeInTheDocument();
        expect(api.requestsTo('/api/kitchen/orders')).toHaveLength(2);
      } finally {
        jest.useRealTimers();
      }
    });
  });

  it('a stream the server ends as replaced (a newer tab) is taken back only once the page is looked at again', async () => {
    staffBoard([COOKING]);
    renderBoard();
    const stream = await api.nextStream('/api/kitchen/stream');
    const tickets = api.requestsTo('/api/stream/ticket').length;
    stream.send({ event: 'end', data: { reason: 'replaced' } });
    await stream.ended;
    // Past the first reconnect wait (1 s): no new ticket, so the tabs do not take turns.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(api.requestsTo('/api/stream/ticket')).toHaveLength(tickets);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await api.nextStream('/api/kitchen/stream');
    expect(api.requestsTo('/api/stream/ticket')).toHaveLength(tickets + 1);
  });
});
