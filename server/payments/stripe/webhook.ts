/**
 * POST /api/payments/stripe/webhook: Stripe tells the shop a Checkout Session was paid, failed or
 * expired. The signature is checked on the exact bytes Stripe sent, so this route lives in its own
 * plugin scope whose body parser keeps the raw body (every other route parses JSON). Each event
 * changes an order at most once: settling is idempotent, and handled events are recorded.
 */
import type {
  FastifyBaseLogger,
  FastifyError,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import type Stripe from 'stripe';
import { CALLS } from '../../../contract/calls';
import { endpoint } from '../../http/endpoint';
import { refusal } from '../../http/errors';
import type { StoredOrder } from '../../orders/repository';
import type { PaymentHooks } from '../provider';
import type { PaymentEventRepository } from './event-repository';
import { statusFromSession } from './provider';

/** Checkout Session events are a few kilobytes; the shop's usual 100 KB limit is tight for them. */
const WEBHOOK_BODY_LIMIT_BYTES = 512 * 1024;

export const WEBHOOK_MESSAGES = {
  notConfigured:
    'Stripe webhooks are not configured on this server (STRIPE_WEBHOOK_SECRET is not set).',
  noSignature: 'The Stripe-Signature header is missing.',
  badSignature: 'The Stripe-Signature header does not match the request body.',
  notAnEvent: 'The request body is not a Stripe event.',
  tooLarge: `The webhook body is too large (the limit is ${WEBHOOK_BODY_LIMIT_BYTES / 1024} KB).`,
} as const;

const PAID_EVENTS = new Set<string>([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
]);
const FAILED_EVENTS = new Set<string>([
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

export interface WebhookReply {
  success: true;
  received: true;
  message?: string;
}

export interface StripeWebhookDeps {
  stripe: Stripe;
  webhookSecret: string | undefined;
  hooks: PaymentHooks;
  events: PaymentEventRepository;
}

/** The order a session belongs to: by its metadata, else by the session id stored on the order. */
async function orderOf(
  session: Stripe.Checkout.Session,
  hooks: PaymentHooks,
): Promise<StoredOrder | undefined> {
  const orderId = session.metadata?.order_id ?? session.client_reference_id;
  const order = typeof orderId === 'string' ? await hooks.orders.find(orderId) : undefined;
  if (order || typeof session.id !== 'string') return order;
  return hooks.orders.findBySession(session.id);
}

async function handleSessionEvent(
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
  hooks: PaymentHooks,
  log: FastifyBaseLogger,
): Promise<void> {
  const order = await orderOf(session, hooks);
  const context = { eventId: event.id, type: event.type, sessionId: session.id };
  if (!order) {
    // Not one of ours (or long gone): acknowledge, or Stripe retries for days.
    log.warn(context, 'stripe webhook for an unknown order; ignored');
    return;
  }
  const reason = `stripe webhook ${event.type}`;
  if (PAID_EVENTS.has(event.type)) {
    await hooks.settle(order, statusFromSession(session), reason);
    return;
  }
  if (order.sessionId && order.sessionId !== session.id) {
    // An old session of this order failing says nothing about the order's current one.
    log.warn({ ...context, orderId: order.id }, 'stripe webhook for a replaced session; ignored');
    return;
  }
  await hooks.orders.markFailed(order.id, reason);
}

export const stripeWebhookRoutes: FastifyPluginAsync<StripeWebhookDeps> = async (app, deps) => {
  const { stripe, webhookSecret, hooks, events } = deps;

  async function receive(request: FastifyRequest, reply: FastifyReply) {
    if (!webhookSecret) return reply.code(503).send(refusal(WEBHOOK_MESSAGES.notConfigured));
    const signature = request.headers['stripe-signature'];
    if (typeof signature !== 'string' || signature === '')
      return reply.code(400).send(refusal(WEBHOOK_MESSAGES.noSignature));
    const payload = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);

    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(payload, signature, webhookSecret);
    } catch (error) {
      const badSignature =
        (error as { type?: unknown }).type === 'StripeSignatureVerificationError';
      request.log.warn({ err: error }, 'stripe webhook refused');
      return reply
        .code(400)
        .send(refusal(badSignature ? WEBHOOK_MESSAGES.badSignature : WEBHOOK_MESSAGES.notAnEvent));
    }
    if (typeof event?.id !== 'string' || typeof event.type !== 'string' || !event.data?.object)
      return reply.code(400).send(refusal(WEBHOOK_MESSAGES.notAnEvent));

    const received: WebhookReply = { success: true, received: true };
    if (!PAID_EVENTS.has(event.type) && !FAILED_EVENTS.has(event.type)) return received;
    if (await events.isProcessed(event.id))
      return { ...received, message: 'This event was already handled.' };

    await handleSessionEvent(
      event,
      event.data.object as Stripe.Checkout.Session,
      hooks,
      request.log,
    );
    // Recorded only once handled: a failure above leaves it unrecorded for Stripe's retry.
    await events.markProcessed(event.id, event.type);
    return received;
  }

  // The signature is over the exact bytes: this scope keeps the body raw.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return reply.code(413).send(refusal(WEBHOOK_MESSAGES.tooLarge));
    throw error; // to the app's error handler
  });
  app.route({
    ...endpoint(app, CALLS.stripeWebhook),
    bodyLimit: WEBHOOK_BODY_LIMIT_BYTES,
    handler: receive,
  });
};
