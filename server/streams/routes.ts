/**
 * POST /api/stream/ticket, GET /api/order/stream and GET /api/kitchen/stream (docs/api.md): a
 * signed-in page takes a single-use ticket with its token, then opens its EventSource with the
 * ticket in the URL (an EventSource sends no headers; the ticket is redacted from the logs).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CALLS } from '../../contract/calls';
import { ACCOUNT_MESSAGES, KITCHEN_MESSAGES } from '../../contract/messages';
import { ROLES } from '../../contract/rules';
import { endpoint } from '../http/endpoint';
import { Refusal } from '../http/errors';
import type { StreamSink } from './hub';
import type { StreamName } from './ticket-repository';

const STREAM_URLS: Record<StreamName, string> = {
  orders: CALLS.orderStream.url,
  kitchen: CALLS.kitchenStream.url,
};

const EVENT_ID = /^[0-9]{1,15}$/;

/** Tickets an account may take in a minute: a page reconnecting now and then needs a few. */
const TICKETS_PER_MINUTE = 60;

/** When a page refused a stream for the limits may try again. */
const STREAM_RETRY_AFTER_SECONDS = 30;

/** The Last-Event-ID header (EventSource's own reconnects) or the query's (a page's new ticket). */
function lastEventIdOf(request: FastifyRequest, fromQuery: string | undefined): number | undefined {
  const header = request.headers['last-event-id'];
  const value = (Array.isArray(header) ? header[0] : header)?.trim() || fromQuery;
  return value !== undefined && EVENT_ID.test(value) ? Number(value) : undefined;
}

export const streamRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { streamHub, streamTickets, shopperOnly, users, limiter, auth } = app;
  const isStaff = async (userId: string) => (await users.roleOf(userId)) === ROLES.staff;

  app.route({
    ...endpoint(app, CALLS.streamTicket),
    preHandler: shopperOnly,
    handler: async (request, reply) => {
      const { stream } = request.body;
      if (stream === 'kitchen' && !(await isStaff(request.shopperId)))
        throw new Refusal(403, KITCHEN_MESSAGES.staffOnly);
      const reservation = await limiter.reserve([
        { key: `stream-ticket:${request.shopperId}`, max: TICKETS_PER_MINUTE, windowSeconds: 60 },
      ]);
      if (!reservation.allowed) {
        reply.header('retry-after', String(reservation.retryAfter));
        throw new Refusal(429, ACCOUNT_MESSAGES.tooManyAttempts);
      }
      const ticket = await streamTickets.issue(request.session!, stream);
      return { success: true as const, ticket, url: `${STREAM_URLS[stream]}?ticket=${ticket}` };
    },
  });

  /**
   * Past the limits (docs/operations.md#live-stream-limits): 429 for one address's share, 503
   * when the instance holds all the streams it may; the page tries again after Retry-After.
   */
  const refuseOverLimit = (address: string, reply: FastifyReply): void => {
    const refusal = streamHub.refusal(address);
    if (!refusal) return;
    reply.header('retry-after', String(STREAM_RETRY_AFTER_SECONDS));
    if (refusal === 'address') throw new Refusal(429, KITCHEN_MESSAGES.tooManyStreams);
    throw new Refusal(503, KITCHEN_MESSAGES.streamsFull);
  };

  /** Opens a stream: the ticket is checked (and used up) before anything is streamed. */
  const openStream =
    (stream: StreamName) =>
    async (
      request: FastifyRequest<{ Querystring: { ticket: string; lastEventId?: string } }>,
      reply: FastifyReply,
    ): Promise<void> => {
      const session = await streamTickets.consume(request.query.ticket, stream);
      if (!session || !(await auth.isCurrent(session)))
        throw new Refusal(401, KITCHEN_MESSAGES.badTicket);
      const { userId } = session;
      const kitchen = stream === 'kitchen';
      if (kitchen && !(await isStaff(userId))) throw new Refusal(403, KITCHEN_MESSAGES.staffOnly);
      refuseOverLimit(request.ip, reply);

      const { sse } = reply;
      sse.keepAlive();
      reply.header('cache-control', 'no-store');
      sse.sendHeaders(200);
      // Node holds the head back until the first write: the page learns at once that it is open.
      reply.raw.flushHeaders();
      const sink: StreamSink = {
        send: (eventId, data) => {
          if (!sse.isConnected) return;
          sse.send({ id: String(eventId), event: 'order', data }).catch(() => {
            // The page went away mid-write: its close ends the stream.
          });
        },
        cart: (data) => {
          if (!sse.isConnected) return;
          sse.send({ event: 'cart', data }).catch(() => {
            // As above.
          });
        },
        close: (reason) => {
          if (!reason || !sse.isConnected) return sse.close();
          // The page is told why, so it does not take the stream straight back.
          sse
            .send({ event: 'end', data: JSON.stringify({ reason }) })
            .catch(() => {})
            .finally(() => sse.close());
        },
      };
      let stop: () => void;
      try {
        stop = await streamHub.open({
          session,
          kitchen,
          address: request.ip,
          sink,
          lastEventId: lastEventIdOf(request, request.query.lastEventId),
        });
      } catch (error) {
        // The stream has started: end it; the page reconnects and asks again.
        request.log.error({ err: error }, 'could not replay the missed order changes');
        sse.close();
        return;
      }
      sse.onClose(stop);
      // The page may have left while its replay was read (its close callbacks have run).
      if (!sse.isConnected) stop();
    };

  // `data` is the order's JSON, serialised once for every stream it goes to (streams/hub.ts).
  const sse = { kind: 'manual', serializer: (data: string) => data } as const;

  // No HEAD twin: a ticket opens a stream, not a peek at its headers.
  app.route({
    ...endpoint(app, CALLS.orderStream),
    exposeHeadRoute: false,
    sse,
    handler: openStream('orders'),
  });

  app.route({
    ...endpoint(app, CALLS.kitchenStream),
    exposeHeadRoute: false,
    sse,
    handler: openStream('kitchen'),
  });
};
