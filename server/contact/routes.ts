/**
 * POST /api/contact: the contact form's messages, validated as the form is and stored. Limited per
 * client address (a few a minute, a few dozen a day), so one client cannot fill the database.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ContactRequest, Reply } from '../../contract/api';
import { CONTACT_MESSAGE_MAX, NAME_MAX, isEmail } from '../../contract/rules';
import type { Database } from '../db/schema';
import { Refusal } from '../http/errors';
import { objectBody, text } from '../http/schemas';
import type { RateLimiter } from '../limits/rate-limiter';

export const CONTACT_MESSAGES = {
  fillAll: 'Please fill all the fields',
  invalidEmail: 'Invalid email address',
  tooLong: `Your message must be at most ${CONTACT_MESSAGE_MAX} characters long.`,
  longName: `Name must be at most ${NAME_MAX} characters long`,
  sent: 'Message Sent Successfully!',
  tooMany: 'You have sent several messages already. Please wait a while before sending another.',
} as const;

const contactBody = objectBody({ name: text(1000), email: text(1000), message: text(20000) });

export interface ContactRouteDeps {
  db: Kysely<Database>;
  limiter: RateLimiter;
  perMinute: number;
  perDay: number;
}

export function contactRoutes(app: FastifyInstance, deps: ContactRouteDeps): void {
  const { db, limiter } = deps;
  app.post<{ Body: Partial<ContactRequest> }>(
    '/api/contact',
    { schema: { body: contactBody } },
    async (request, reply) => {
      const name = request.body.name?.trim() ?? '';
      const email = request.body.email?.trim() ?? '';
      const message = request.body.message?.trim() ?? '';
      if (!name || !email || !message) throw new Refusal(400, CONTACT_MESSAGES.fillAll);
      if (!isEmail(email)) throw new Refusal(400, CONTACT_MESSAGES.invalidEmail);
      if (name.length > NAME_MAX) throw new Refusal(400, CONTACT_MESSAGES.longName);
      if (message.length > CONTACT_MESSAGE_MAX) throw new Refusal(400, CONTACT_MESSAGES.tooLong);
      // Only messages that would be stored count: a form the shopper must correct costs nothing.
      const sending = await limiter.reserve([
        { key: `contact:minute:${request.ip}`, max: deps.perMinute, windowSeconds: 60 },
        { key: `contact:day:${request.ip}`, max: deps.perDay, windowSeconds: 24 * 60 * 60 },
      ]);
      if (!sending.allowed) {
        reply.header('retry-after', String(sending.retryAfter));
        throw new Refusal(429, CONTACT_MESSAGES.tooMany);
      }
      await db
        .insertInto('contact_messages')
        .values({ id: randomUUID(), name, email, message, created_at: new Date().toISOString() })
        .execute();
      const body: Reply = { success: true, message: CONTACT_MESSAGES.sent };
      return reply.code(201).send(body);
    },
  );
}
