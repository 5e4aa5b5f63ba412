/**
 * POST /api/contact: the contact form's messages, validated as the form is (by the call's schema)
 * and stored. Limited per client address (a few a minute, a few dozen a day), so one client
 * cannot fill the database.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CALLS } from '../../contract/calls';
import { CONTACT_MESSAGES } from '../../contract/messages';
import { endpoint } from '../http/endpoint';
import { Refusal } from '../http/errors';
import { ContactRepository } from './repository';

export const contactRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { limiter, config } = app;
  const messages = new ContactRepository(app.database.db);
  app.route({
    ...endpoint(app, CALLS.contact),
    handler: async (request, reply) => {
      // The schema has refused a missing field, a bad email and a name or message too long, in
      // the spec's words (contract/schemas/contact.ts).
      const name = request.body.name.trim();
      const email = request.body.email.trim();
      const message = request.body.message.trim();
      // Only messages that would be stored count: a form the shopper must correct costs nothing.
      const sending = await limiter.reserve([
        {
          key: `contact:minute:${request.ip}`,
          max: config.contactLimitPerMinute,
          windowSeconds: 60,
        },
        {
          key: `contact:day:${request.ip}`,
          max: config.contactLimitPerDay,
          windowSeconds: 24 * 60 * 60,
        },
      ]);
      if (!sending.allowed) {
        reply.header('retry-after', String(sending.retryAfter));
        throw new Refusal(429, CONTACT_MESSAGES.tooMany);
      }
      await messages.add({ name, email, message }, new Date());
      return reply.code(201).send({ success: true, message: CONTACT_MESSAGES.sent });
    },
  });
};
