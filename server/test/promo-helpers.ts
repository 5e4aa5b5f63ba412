/** For tests of promo codes: staff's codes, placing with a code, and what the database keeps. */
import type { PromoCode } from '../../contract/api';
import {
  expectedAmount,
  orderBody,
  payOnTestCheckout,
  type Call,
  type Lines,
  type Shopper,
  type TestServer,
} from './helpers';

/** Creates a code as staff (10% off unless `fields` say otherwise); fails the test if refused. */
export async function addPromo(
  call: Call,
  staff: Shopper,
  fields: Record<string, unknown>,
): Promise<PromoCode> {
  const reply = await call<{ promo: PromoCode }>(
    'POST',
    '/api/kitchen/promos/add',
    { kind: 'percent', value: 10, ...fields },
    staff.headers,
  );
  if (reply.status !== 201) throw new Error(`adding failed: ${JSON.stringify(reply.body)}`);
  return reply.body.promo;
}

/** Places the lines with the code (none when undefined), expecting `discount` rupees off. */
export function placeWithCode(
  call: Call,
  shopper: Shopper,
  code: string | undefined,
  discount: number,
  lines: Lines,
) {
  return call(
    'POST',
    '/api/order/place',
    orderBody(shopper, lines, {
      amount: expectedAmount(lines) - discount,
      ...(code === undefined ? {} : { promoCode: code }),
    }),
    shopper.headers,
  );
}

/** The code's row as stored. */
export async function promoRow(server: TestServer, code: string) {
  return server.app.database.db
    .selectFrom('promo_codes')
    .selectAll()
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
}

/** The code's redemptions (one per order that used it) as stored. */
export async function redemptions(server: TestServer, code: string) {
  return server.app.database.db
    .selectFrom('promo_redemptions')
    .selectAll()
    .where('code', '=', code)
    .execute();
}

/** Pays the session on the test checkout; fails the test when the payment is not taken. */
export async function payOrFail(server: TestServer, sessionUrl: string): Promise<void> {
  const paid = await payOnTestCheckout(server, sessionUrl);
  if (paid.status !== 303) throw new Error(`paying failed: ${paid.status}`);
}
