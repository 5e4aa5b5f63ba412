/**
 * Request body parsing: JSON that refuses prototype poisoning and treats an empty body as `{}`
 * (the spec's clients POST empty bodies), and HTML form posts for the test checkout page.
 */
import type { FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';
import { Refusal } from './errors';

export function installBodyParsers(app: FastifyInstance): void {
  app.removeContentTypeParser(['application/json']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(
        null,
        secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }),
      );
    } catch {
      done(new Refusal(400, 'The request body is not valid JSON.'), undefined);
    }
  });

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      done(null, Object.fromEntries(new URLSearchParams(text)));
    },
  );
}
