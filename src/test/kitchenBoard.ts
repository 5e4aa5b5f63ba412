/**
 * What a test of /kitchen sets up on its fake API: the board's stream (a ticket, then an open
 * event stream) and the board's orders, and an order as the board gets it.
 */
import { EventSource } from 'eventsource';
import type { KitchenOrder } from '../../contract/api';
import { ADDRESS } from './address';
import type { FakeApi } from './fakeApi';

/**
 * Before each test: the fake API forgets the last test, and answers the board's stream and
 * `orders` (the board's list; a test may answer it again).
 */
export function kitchenBoardOn(api: Pick<FakeApi, 'on' | 'reset'>, orders: KitchenOrder[] = []) {
  beforeAll(() => {
    // jsdom has no EventSource: the maintained implementation for Node stands in for the browser's.
    (globalThis as { EventSource?: unknown }).EventSource = EventSource;
  });
  beforeEach(() => {
    api.reset();
    window.localStorage.clear();
    api.on('GET /api/kitchen/orders', { body: { success: true, data: orders } });
    api.on('POST /api/stream/ticket', () => ({
      body: { success: true, ticket: 'ticket-1', url: '/api/kitchen/stream?ticket=ticket-1' },
    }));
    api.on('GET /api/kitchen/stream', 'stream');
  });
}

/** A paid card order for delivery, cooking since five minutes ago, with `fields` over it. */
export function boardOrder(id: string, fields: Partial<KitchenOrder> = {}): KitchenOrder {
  const paidAt = new Date(Date.now() - 5 * 60_000).toISOString();
  return {
    _id: id,
    number: id.slice(-6).toUpperCase(),
    lines: [{ name: 'Cup Cake', quantity: 1 }],
    amount: 190,
    address: ADDRESS,
    status: 'Food Processing',
    paidAt,
    updatedAt: paidAt,
    refunded: false,
    fulfilment: 'delivery',
    paymentMethod: 'card',
    deliveryFee: 50,
    ...fields,
  };
}
