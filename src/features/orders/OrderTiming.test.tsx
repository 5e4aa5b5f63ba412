/**
 * Where and when an order goes, on its card in /MyOrders (OrderTiming.tsx): 'Scheduled · 9:30 AM'
 * while a scheduled order waits, 'Due 8:15 PM' once it is on its way, on the shop's clock; 'Pickup'
 * instead of the address for a pickup order.
 */
import { screen, waitFor } from '@testing-library/react';
import { EventSource } from 'eventsource';
import type { Order } from '../../../contract/api';
import { DEFAULT_OPENING_HOURS } from '../../../contract/shop-rules';
import { ADDRESS } from '../../test/address';
import { fakeApiForThisFile } from '../../test/fakeApi';
import { renderPage, signedIn } from '../../test/renderPage';
import { MyOrdersPage } from './MyOrdersPage';

/** Placed at 3 AM on Sunday 29 November 2026 in Asia/Kolkata. */
const PLACED = '2026-11-28T21:30:00.000Z';

function order(id: string, fields: Partial<Order>): Order {
  return {
    _id: id,
    items: [{ name: 'Greek Salad', price: 12, quantity: 1 }],
    amount: 170,
    address: ADDRESS,
    status: 'Food Processing',
    payment: true,
    date: PLACED,
    number: id.toUpperCase(),
    timeline: [],
    refunded: false,
    discount: 0,
    ...fields,
  };
}

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
  api.on('GET /api/shop', {
    body: {
      success: true,
      settings: { hours: DEFAULT_OPENING_HOURS, timeZone: 'Asia/Kolkata', minimumOrder: 0 },
      open: false,
      closedMessage: 'We are closed now. We open at 10 AM.',
    },
  });
});

const card = async (number: string) =>
  (await screen.findByText(`Order #${number}`)).closest('li') as HTMLElement;

test("a scheduled order says its slot, an order on its way its due time, pickup 'Pickup'", async () => {
  api.on('POST /api/order/userorders', {
    body: {
      success: true,
      data: [
        // 9:30 AM the same day, waiting for its release to the kitchen.
        order('o1', { fulfilment: 'delivery', dueAt: '2026-11-29T04:00:00.000Z', scheduled: true }),
        // 8:15 PM, on its way; a pickup.
        order('o2', { fulfilment: 'pickup', dueAt: '2026-11-29T14:45:00.000Z', scheduled: false }),
        // Scheduled for the next day: the day is named.
        order('o3', { dueAt: '2026-11-30T04:00:00.000Z', scheduled: true }),
        // Delivered: nothing left to promise.
        order('o4', { dueAt: '2026-11-29T04:00:00.000Z', status: 'Delivered' }),
      ],
    },
  });
  renderPage(<MyOrdersPage />, { route: '/MyOrders', preloadedState: { session: signedIn() } });
  const first = await card('O1');
  await waitFor(() => expect(first).toHaveTextContent('Scheduled · 9:30 AM'));
  expect(first).toHaveTextContent('4 Lake View Road, Bengaluru');
  expect(first).not.toHaveTextContent('Pickup');

  const second = await card('O2');
  expect(second).toHaveTextContent('Due 8:15 PM');
  expect(second).toHaveTextContent('Pickup');
  expect(second).not.toHaveTextContent('Lake View Road');

  expect(await card('O3')).toHaveTextContent('Scheduled · 9:30 AM, Mon 30 Nov');
  const delivered = await card('O4');
  expect(delivered).not.toHaveTextContent(/Due|Scheduled/);
});

test("an order to be paid at the door says 'Pay on delivery' until it is paid", async () => {
  api.on('POST /api/order/userorders', {
    body: {
      success: true,
      data: [
        order('o5', {
          paymentMethod: 'on-delivery',
          payment: false,
          dueAt: '2026-11-29T14:45:00.000Z',
        }),
        order('o6', { paymentMethod: 'on-delivery', payment: true, status: 'Delivered' }),
      ],
    },
  });
  renderPage(<MyOrdersPage />, { route: '/MyOrders', preloadedState: { session: signedIn() } });
  const unpaid = await card('O5');
  await waitFor(() => expect(unpaid).toHaveTextContent('Due 8:15 PM · Pay on delivery'));
  expect(await card('O6')).not.toHaveTextContent('Pay on delivery');
});
