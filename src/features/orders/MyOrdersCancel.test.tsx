/**
 * /MyOrders and a cancelled or cancellable order (docs/product.md#tracking-an-order): the
 * restaurant's reason with the refund, and the shopper cancelling their own order while the
 * kitchen has not accepted it.
 */
import { screen, within } from '@testing-library/react';
import { EventSource } from 'eventsource';
import { ACCEPTANCE_MESSAGES } from '../../../contract/acceptance';
import type { Order } from '../../../contract/api';
import { ADDRESS } from '../../test/address';
import { fakeApiForThisFile } from '../../test/fakeApi';
import { renderPage, signedIn } from '../../test/renderPage';
import { MyOrdersPage } from './MyOrdersPage';

const api = fakeApiForThisFile();

function order(id: string, fields: Partial<Order>): Order {
  return {
    _id: id,
    items: [{ name: 'Greek Salad', price: 12, quantity: 2 }],
    amount: 290,
    address: ADDRESS,
    status: 'Food Processing',
    payment: true,
    date: '2025-03-14T12:30:00.000Z',
    number: id.toUpperCase(),
    timeline: [{ status: 'Food Processing', at: '2025-03-14T12:31:00.000Z' }],
    refunded: false,
    discount: 0,
    ...fields,
  };
}

beforeAll(() => {
  (globalThis as { EventSource?: unknown }).EventSource = EventSource;
});

beforeEach(() => {
  api.reset();
  api.on('POST /api/stream/ticket', {
    body: { success: true, ticket: 'ticket-9', url: '/api/order/stream?ticket=ticket-9' },
  });
  api.on('GET /api/order/stream', 'stream');
});

const renderOrders = () =>
  renderPage(<MyOrdersPage />, { route: '/MyOrders', preloadedState: { session: signedIn() } });

const cards = async () =>
  [...(await screen.findByRole('list', { name: 'My Orders' })).children] as HTMLElement[];

describe('a cancelled order on /MyOrders', () => {
  it("says 'Cancelled by the restaurant: <reason> · Refunded', without 'Track Order'", async () => {
    const rejected = order('o1', {
      status: 'Cancelled',
      refunded: true,
      cancelledBy: 'restaurant',
      cancelReason: 'Out of feta tonight',
    });
    const own = order('o2', { status: 'Cancelled', refunded: true, cancelledBy: 'shopper' });
    api.on('POST /api/order/userorders', { body: { success: true, data: [rejected, own] } });
    renderOrders();
    const [first, second] = await cards();
    expect(first!.querySelector('.order__status')).toHaveTextContent(
      'Cancelled by the restaurant: Out of feta tonight · Refunded',
    );
    expect(second!.querySelector('.order__status')).toHaveTextContent(
      'Cancelled by you · Refunded',
    );
    for (const card of [first!, second!]) {
      expect(within(card).queryByRole('button', { name: 'Track Order' })).toBeNull();
      expect(within(card).queryByRole('button', { name: 'Cancel order' })).toBeNull();
    }
  });
});

describe("cancelling one's own order", () => {
  it('is offered while the order is New, asked once more, and the card shows it refunded', async () => {
    const fresh = order('o3', {});
    api.on('POST /api/order/userorders', { body: { success: true, data: [fresh] } });
    api.on('POST /api/order/cancel', {
      body: {
        success: true,
        message: ACCEPTANCE_MESSAGES.shopperCancelled,
        order: { ...fresh, status: 'Cancelled', refunded: true, cancelledBy: 'shopper' },
      },
    });
    const { user } = renderOrders();
    const [card] = await cards();
    await user.click(within(card!).getByRole('button', { name: 'Cancel order' }));
    expect(api.requestsTo('/api/order/cancel')).toHaveLength(0);
    const question = within(card!).getByRole('group', { name: /Cancel this order\?/ });
    expect(within(question).getByRole('button', { name: 'Keep my order' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText(ACCEPTANCE_MESSAGES.shopperCancelled)).toBeInTheDocument();
    expect(card!.querySelector('.order__status')).toHaveTextContent('Cancelled by you · Refunded');
    expect(within(card!).queryByRole('button', { name: 'Cancel order' })).toBeNull();
    const [request] = api.requestsTo('/api/order/cancel');
    expect(request?.body).toEqual({ orderId: 'o3' });
  });

  it('is not offered once the kitchen accepted the order, and a late press says why', async () => {
    const accepted = order('o4', { acceptedAt: '2025-03-14T12:33:00.000Z' });
    const fresh = order('o5', {});
    api.on('POST /api/order/userorders', { body: { success: true, data: [accepted, fresh] } });
    api.on('POST /api/order/cancel', {
      status: 409,
      body: { success: false, message: ACCEPTANCE_MESSAGES.tooLateToCancel },
    });
    const { user } = renderOrders();
    const [first, second] = await cards();
    expect(within(first!).queryByRole('button', { name: 'Cancel order' })).toBeNull();
    await user.click(within(second!).getByRole('button', { name: 'Cancel order' }));
    await user.click(within(second!).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText(ACCEPTANCE_MESSAGES.tooLateToCancel)).toBeInTheDocument();
    expect(within(second!).getByRole('button', { name: 'Cancel order' })).toHaveFocus();
  });

  it("'Keep my order' closes the question and sends nothing", async () => {
    api.on('POST /api/order/userorders', { body: { success: true, data: [order('o6', {})] } });
    const { user } = renderOrders();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await user.click(screen.getByRole('button', { name: 'Keep my order' }));
    expect(screen.getByRole('button', { name: 'Cancel order' })).toHaveFocus();
    expect(api.requestsTo('/api/order/cancel')).toHaveLength(0);
  });
});
