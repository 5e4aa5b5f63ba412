/** For tests of ordering ahead: a slot offered now, an order placed (and paid) for it, a board. */
import type { OrderTimesReply } from '../../contract/api';
import { CALLS } from '../../contract/calls';
import {
  client,
  orderBody,
  payOnTestCheckout,
  type Lines,
  type Shopper,
  type TestServer,
} from './helpers';
import { openSse, SseStream } from './sse-client';

/** The slots a delivery may be ordered for now, earliest first. */
export async function deliverySlots(server: TestServer): Promise<string[]> {
  const reply = await client(server.url)<OrderTimesReply>(
    'GET',
    '/api/shop/times?fulfilment=delivery',
  );
  return reply.body.slots;
}

/**
 * Puts the lines in the shopper's cart and places a delivery for `dueAt`, paid on the test
 * checkout unless `pay` is false; fails the test when either is refused. Resolves to its id.
 */
export async function placeForSlot(
  server: TestServer,
  shopper: Shopper,
  lines: Lines,
  dueAt: string,
  { pay = true }: { pay?: boolean } = {},
): Promise<string> {
  const call = client(server.url);
  const cartData = Object.fromEntries(lines.map(([dish, quantity]) => [dish._id, quantity]));
  await call('POST', '/api/cart/merge', { cartData }, shopper.headers);
  const body = orderBody(shopper, lines, { dueAt });
  const placed = await call('POST', '/api/order/place', body, shopper.headers);
  if (placed.status !== 201) throw new Error(`placing failed: ${JSON.stringify(placed.body)}`);
  if (pay) {
    const paid = await payOnTestCheckout(server, placed.body.session_url as string);
    if (paid.status !== 303) throw new Error(`paying failed: ${paid.html.slice(0, 200)}`);
  }
  return placed.body.orderId as string;
}

/** The kitchen's stream on `store`, opened with a ticket as the board opens it. */
export async function kitchenStream(server: TestServer, staff: Shopper): Promise<SseStream> {
  const ticket = await client(server.url)<{ url: string }>(
    'POST',
    CALLS.streamTicket.url,
    { stream: 'kitchen' },
    staff.headers,
  );
  const opening = await openSse(`${server.url}${ticket.body.url}`);
  if (!(opening instanceof SseStream)) throw new Error(JSON.stringify(opening.body));
  return opening;
}

/** Minutes before `iso`, as a Date: when a scheduled order due then goes to the kitchen. */
export const minutesBefore = (iso: string, minutes: number): Date =>
  new Date(Date.parse(iso) - minutes * 60_000);
