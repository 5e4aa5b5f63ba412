/**
 * A local stand-in for the parts of Stripe's API the shop calls (create, retrieve and expire a
 * Checkout Session, with a one-off coupon taken off its total; refund its PaymentIntent), answering in the shapes of Stripe's API reference. It records every request
 * so tests can check what the SDK sent, honours Idempotency-Key like Stripe, and lets a test play
 * the shopper: pay a session, let it expire, or make the API fail.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { OrderRepository } from '../orders/repository';
import { SAMPLE_ADDRESS, client, signUp, startTestServer, type TestServer } from './helpers';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The form-encoded body, decoded into nested objects and arrays as Stripe reads it. */
  body: Record<string, any>;
}

export type StandInSession = Record<string, any> & {
  id: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
};

/** Decodes `a[b][0][c]=x` pairs into { a: { b: [{ c: 'x' }] } }. */
function decodeForm(text: string): Record<string, any> {
  const root: Record<string, any> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: any = root;
    path.forEach((part, index) => {
      const last = index === path.length - 1;
      if (last) {
        node[part] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(path[index + 1] ?? '');
      node[part] ??= nextIsIndex ? [] : {};
      node = node[part];
    });
  }
  return root;
}

function stripeError(
  status: number,
  message: string,
  extra: Record<string, string> = {},
): [number, unknown] {
  return [status, { error: { type: 'invalid_request_error', message, ...extra } }];
}

export class StripeStandIn {
  readonly requests: RecordedRequest[] = [];
  readonly sessions = new Map<string, StandInSession>();
  /** Coupons made (a promo code's discount), by id. */
  readonly coupons = new Map<string, Record<string, any>>();
  /** While positive, session creation answers 500 (and counts down). */
  failCreates = 0;
  /** While positive, reading a session answers 500 (and counts down). */
  failRetrieves = 0;
  /** While positive, creating a refund answers 500 (and counts down; the SDK retries once). */
  failRefunds = 0;
  /** Every refund made, with the Idempotency-Key it was made with. */
  readonly refunds: Array<
    Record<string, any> & { id: string; idempotencyKey: string | undefined }
  > = [];
  /** Runs before each request is answered: lets a test change things at a precise moment. */
  beforeAnswer: ((request: RecordedRequest) => void) | undefined;
  private readonly idempotent = new Map<string, [number, unknown]>();
  private server!: Server;
  url = '';
  port = 0;

  private constructor(private readonly secretKey: string) {}

  static async start(secretKey: string): Promise<StripeStandIn> {
    const standIn = new StripeStandIn(secretKey);
    standIn.server = createServer((request, response) => {
      standIn.handle(request, response).catch((error: unknown) => {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
      });
    });
    await new Promise<void>((resolve) => standIn.server.listen(0, '127.0.0.1', resolve));
    standIn.port = (standIn.server.address() as AddressInfo).port;
    standIn.url = `http://127.0.0.1:${standIn.port}`;
    return standIn;
  }

  /** Where the app's SDK should send its calls (AppOptions.stripeApi). */
  get api() {
    return { host: '127.0.0.1', port: this.port, protocol: 'http' as const };
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  requestsTo(method: string, pathPattern: RegExp): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method && pathPattern.test(r.path));
  }

  session(id: string): StandInSession {
    const session = this.sessions.get(id);
    if (!session) throw new Error(`the stand-in has no session ${id}`);
    return session;
  }

  /** The shopper pays on the hosted page; `changes` can make Stripe report something else. */
  pay(id: string, changes: Partial<StandInSession> = {}): StandInSession {
    const session = this.session(id);
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: `pi_${randomBytes(12).toString('hex')}`,
      ...changes,
    });
    return session;
  }

  /** The shopper completes with a delayed payment method: complete, money not yet arrived. */
  completeUnpaid(id: string): StandInSession {
    return Object.assign(this.session(id), { status: 'complete', payment_status: 'unpaid' });
  }

  expire(id: string): StandInSession {
    return Object.assign(this.session(id), { status: 'expired', url: null });
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const recorded: RecordedRequest = {
      method: request.method ?? 'GET',
      path,
      headers: request.headers,
      body: decodeForm(Buffer.concat(chunks).toString('utf8')),
    };
    this.requests.push(recorded);

    const send = ([status, body]: [number, unknown], headers: Record<string, string> = {}) => {
      response.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_${randomBytes(8).toString('hex')}`,
        ...headers,
      });
      response.end(JSON.stringify(body));
    };

    if (request.headers.authorization !== `Bearer ${this.secretKey}`) {
      send([
        401,
        { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } },
      ]);
      return;
    }

    const key = request.headers['idempotency-key'];
    const idempotencyKey = typeof key === 'string' && request.method === 'POST' ? key : undefined;
    const replay = idempotencyKey && this.idempotent.get(idempotencyKey);
    if (replay) {
      send(replay, { 'idempotent-replayed': 'true' });
      return;
    }

    this.beforeAnswer?.(recorded);
    const result = this.route(recorded, idempotencyKey);
    if (!result) {
      send(stripeError(404, `Unrecognized request URL (${recorded.method}: ${path}).`));
      return;
    }
    if (result[0] >= 500) {
      send(result, { 'stripe-should-retry': 'true' });
      return;
    }
    if (idempotencyKey) this.idempotent.set(idempotencyKey, result);
    send(result);
  }

  private route(
    { method, path, body }: RecordedRequest,
    idempotencyKey: string | undefined,
  ): [number, unknown] | undefined {
    if (method === 'POST' && path === '/v1/checkout/sessions') return this.create(body);
    if (method === 'POST' && path === '/v1/refunds') return this.refund(body, idempotencyKey);
    if (method === 'POST' && path === '/v1/coupons') return this.coupon(body);
    const match = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (!match) return undefined;
    const id = decodeURIComponent(match[1] ?? '');
    const session = this.sessions.get(id);
    if (method === 'GET' && !match[2]) {
      if (this.failRetrieves > 0) {
        this.failRetrieves -= 1;
        return [500, { error: { type: 'api_error', message: 'An unknown error occurred.' } }];
      }
      return session
        ? [200, session]
        : stripeError(404, `No such checkout.session: '${id}'`, {
            code: 'resource_missing',
            param: 'session',
          });
    }
    if (method === 'POST' && match[2]) {
      if (!session)
        return stripeError(404, `No such checkout.session: '${id}'`, {
          code: 'resource_missing',
          param: 'session',
        });
      if (session.status !== 'open') {
        return stripeError(
          400,
          `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
        );
      }
      return [200, this.expire(id)];
    }
    return undefined;
  }

  /** A full refund of a paid session's PaymentIntent; a second one is refused, as Stripe does. */
  private refund(body: Record<string, any>, idempotencyKey: string | undefined): [number, unknown] {
    if (this.failRefunds > 0) {
      this.failRefunds -= 1;
      return [500, { error: { type: 'api_error', message: 'An unknown error occurred.' } }];
    }
    const intent = String(body.payment_intent ?? '');
    const session = [...this.sessions.values()].find((s) => s.payment_intent === intent);
    if (!session)
      return stripeError(404, `No such payment_intent: '${intent}'`, {
        code: 'resource_missing',
        param: 'payment_intent',
      });
    if (this.refunds.some((refund) => refund.payment_intent === intent))
      return stripeError(400, `Charge for ${intent} has already been refunded.`, {
        code: 'charge_already_refunded',
      });
    const refund = {
      id: `re_${randomBytes(12).toString('hex')}`,
      object: 'refund',
      amount: session.amount_total,
      currency: session.currency,
      created: Math.floor(Date.now() / 1000),
      metadata: body.metadata ?? {},
      payment_intent: intent,
      status: 'succeeded',
    };
    this.refunds.push({ ...refund, idempotencyKey });
    return [200, refund];
  }

  /** A fixed-amount coupon, as Stripe makes one (percent-off coupons are not the shop's). */
  private coupon(body: Record<string, any>): [number, unknown] {
    const amountOff = Number(body.amount_off);
    if (!Number.isInteger(amountOff) || amountOff < 1)
      return stripeError(400, 'Invalid positive integer', { param: 'amount_off' });
    if (!body.currency)
      return stripeError(400, 'You must pass currency when passing amount_off', {
        param: 'currency',
      });
    const coupon = {
      id: randomBytes(6).toString('hex'),
      object: 'coupon',
      amount_off: amountOff,
      currency: body.currency,
      duration: body.duration ?? 'once',
      max_redemptions: body.max_redemptions === undefined ? null : Number(body.max_redemptions),
      metadata: body.metadata ?? {},
      name: body.name ?? null,
      percent_off: null,
      times_redeemed: 0,
      valid: true,
    };
    this.coupons.set(coupon.id, coupon);
    return [200, coupon];
  }

  private create(body: Record<string, any>): [number, unknown] {
    if (this.failCreates > 0) {
      this.failCreates -= 1;
      return [
        500,
        { error: { type: 'api_error', message: 'An unknown error occurred while processing.' } },
      ];
    }
    const lines = (body.line_items ?? []) as Array<Record<string, any>>;
    const total = lines.reduce(
      (sum, line) => sum + Number(line.price_data?.unit_amount) * Number(line.quantity),
      0,
    );
    const discounts = (body.discounts ?? []) as Array<{ coupon?: string }>;
    let discount = 0;
    for (const { coupon: couponId } of discounts) {
      const coupon = couponId === undefined ? undefined : this.coupons.get(couponId);
      if (!coupon)
        return stripeError(400, `No such coupon: '${couponId}'`, {
          code: 'resource_missing',
          param: 'discounts',
        });
      if (coupon.currency !== (body.currency ?? lines[0]?.price_data?.currency))
        return stripeError(400, 'The coupon is in another currency than the session.');
      discount += Number(coupon.amount_off);
    }
    discount = Math.min(discount, total);
    const id = `cs_test_${randomBytes(24).toString('base64url').replace(/[-_]/g, 'a')}`;
    const session: StandInSession = {
      id,
      object: 'checkout.session',
      amount_subtotal: total,
      amount_total: total - discount,
      discounts: discounts.map(({ coupon }) => ({ coupon, promotion_code: null })),
      total_details: { amount_discount: discount, amount_shipping: 0, amount_tax: 0 },
      cancel_url: body.cancel_url ?? null,
      client_reference_id: body.client_reference_id ?? null,
      created: Math.floor(Date.now() / 1000),
      currency: body.currency ?? lines[0]?.price_data?.currency ?? null,
      customer: null,
      customer_email: body.customer_email ?? null,
      expires_at: Number(body.expires_at ?? Math.floor(Date.now() / 1000) + 24 * 60 * 60),
      livemode: false,
      metadata: body.metadata ?? {},
      mode: body.mode,
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      success_url: body.success_url ?? null,
      url: `${this.url}/c/pay/${id}`,
    };
    this.sessions.set(id, session);
    return [200, session];
  }
}

// ---- A shop on Stripe, for tests ----------------------------------------------------------------

const TEST_STRIPE_KEY = `sk_test_${'standin'.repeat(4)}`;
const TEST_WEBHOOK_SECRET = `whsec_${'standinsecret'.repeat(3)}`;
/** Where Stripe sends shoppers back to; fixed, so tests can expect exact return URLs. */
export const TEST_PUBLIC_URL = 'http://shop.example';

export interface StripeShop {
  server: TestServer;
  stripe: StripeStandIn;
  call: ReturnType<typeof client>;
  orders: OrderRepository;
  /** An order's status and payment flag as stored. */
  statusOf(orderId: string): Promise<{ status: string | undefined; paid: boolean | undefined }>;
  /** A shopper's cart as the API returns it. */
  cartOf(headers: Record<string, string>): Promise<Record<string, number>>;
  close(): Promise<void>;
}

/** A store configured for Stripe whose SDK talks to a fresh stand-in. */
export async function startStripeShop(
  env: Record<string, string> = { STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET },
): Promise<StripeShop> {
  const stripe = await StripeStandIn.start(TEST_STRIPE_KEY);
  const server = await startTestServer(
    { STRIPE_SECRET_KEY: TEST_STRIPE_KEY, PUBLIC_URL: TEST_PUBLIC_URL, ...env },
    { stripeApi: stripe.api },
  );
  const call = client(server.url);
  const orders = new OrderRepository(server.app.database.db, server.app.orderBus);
  return {
    server,
    stripe,
    call,
    orders,
    statusOf: async (orderId) => {
      const order = await orders.find(orderId);
      return { status: order?.status, paid: order?.paid };
    },
    cartOf: async (headers) =>
      (await call('POST', '/api/cart/get', undefined, headers)).body.cartData,
    close: async () => {
      await server.close();
      await stripe.close();
    },
  };
}

export interface FilledCart {
  shopper: Awaited<ReturnType<typeof signUp>>;
  /** The dishes in the cart: id, name, stored price, quantity. */
  dishes: Array<{ _id: string; name: string; price: number; quantity: number }>;
  /** What the shopper is shown and charged, in rupees. */
  amount: number;
}

/** A new shopper puts two dishes (the first one twice) in the cart. */
export async function fillCart(shop: StripeShop): Promise<FilledCart> {
  const { call } = shop;
  const shopper = await signUp(call);
  const menu = await call('GET', '/api/food/list');
  const [first, second] = menu.body.data as Array<{ _id: string; name: string; price: number }>;
  if (!first || !second) throw new Error('the sample menu is empty');
  for (const id of [first._id, first._id, second._id])
    await call('POST', '/api/cart/add', { itemId: id }, shopper.headers);
  const dishes = [
    { _id: first._id, name: first.name, price: first.price, quantity: 2 },
    { _id: second._id, name: second.name, price: second.price, quantity: 1 },
  ];
  const amount = dishes.reduce((sum, d) => sum + d.price * 10 * d.quantity, 0) + 50;
  return { shopper, dishes, amount };
}

export interface PlacedOrder extends FilledCart {
  orderId: string;
  sessionId: string;
  sessionUrl: string;
  reply: { status: number; body: Record<string, any> };
}

/** Places the cart's order as the shop's page does. */
export async function place(shop: StripeShop, cart: FilledCart): Promise<PlacedOrder> {
  const reply = await shop.call(
    'POST',
    '/api/order/place',
    {
      userId: cart.shopper.userId,
      address: SAMPLE_ADDRESS,
      items: cart.dishes.map((d) => ({ ...d })),
      amount: cart.amount,
    },
    cart.shopper.headers,
  );
  const orderId = (reply.body.orderId as string | undefined) ?? '';
  const order = orderId ? await shop.orders.find(orderId) : undefined;
  return {
    ...cart,
    orderId,
    sessionId: order?.sessionId ?? '',
    sessionUrl: reply.body.session_url as string,
    reply,
  };
}

/** A new shopper fills a cart and places the order. */
export async function placeOrder(shop: StripeShop): Promise<PlacedOrder> {
  return place(shop, await fillCart(shop));
}

const signer = new Stripe(TEST_STRIPE_KEY);

/** The Stripe-Signature header Stripe would send with this payload. */
export function signPayload(payload: string, secret = TEST_WEBHOOK_SECRET): string {
  return signer.webhooks.generateTestHeaderString({ payload, secret });
}

/** A Stripe event as Stripe sends it, about a Checkout Session. */
export function sessionEvent(type: string, session: Record<string, unknown>, id?: string) {
  return {
    id: id ?? `evt_${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    data: { object: structuredClone(session) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

/** Delivers an event to the shop's webhook, signed with `secret` as Stripe signs it. */
export async function deliver(
  shop: StripeShop,
  event: unknown,
  { secret = TEST_WEBHOOK_SECRET, signature }: { secret?: string; signature?: string | null } = {},
) {
  const payload = typeof event === 'string' ? event : JSON.stringify(event);
  const header = signature === undefined ? signPayload(payload, secret) : signature;
  const response = await fetch(`${shop.server.url}/api/payments/stripe/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(header === null ? {} : { 'stripe-signature': header }),
    },
    body: payload,
  });
  const text = await response.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    // keep the text
  }
  return { status: response.status, body };
}
