/**
 * Request body parsing for the whole app: JSON only, refusing prototype poisoning and treating an
 * empty body as `{}` (the original storefront's pages POST empty bodies). Any other type is
 * refused with 415, so a cross-site form cannot post to the API; the test checkout's page parses
 * its own form posts, in its own plugin (payments/test-checkout/pages.ts).
 */
import type { FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';
import { Refusal } from './errors';

const NUL_REFUSED = 'The request body holds a NUL character (\\u0000), which no field accepts.';
const ILL_FORMED_REFUSED =
  'The request body holds text that is not valid Unicode (a lone surrogate), which no field accepts.';

/** With the u flag this matches a surrogate only when it is not half of a pair. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/**
 * PostgreSQL text cannot hold U+0000 and no field of ours needs it; a lone surrogate cannot be
 * stored as UTF-8 at all (it came back as replacement characters). Both are refused, in keys and
 * values, before anything is stored.
 */
function refuseUnstorableText(key: string, value: unknown): unknown {
  for (const text of [key, value]) {
    if (typeof text !== 'string') continue;
    if (text.includes('\u0000')) throw new Refusal(400, NUL_REFUSED);
    if (LONE_SURROGATE.test(text)) throw new Refusal(400, ILL_FORMED_REFUSED);
  }
  return value;
}

export function installBodyParsers(app: FastifyInstance): void {
  app.removeContentTypeParser(['application/json']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(
        null,
        secureJson.parse(text, refuseUnstorableText, {
          protoAction: 'error',
          constructorAction: 'error',
        }),
      );
    } catch (error) {
      done(
        error instanceof Refusal ? error : new Refusal(400, 'The request body is not valid JSON.'),
        undefined,
      );
    }
  });
}
