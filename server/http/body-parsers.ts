/**
 * Request body parsing: JSON that refuses prototype poisoning and treats an empty body as `{}`
 * (the original storefront's pages POST empty bodies), and HTML form posts, only on routes that take them
 * (the test checkout page): the API speaks JSON, so a cross-site form cannot post to it.
 */
import type { FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';
import { Refusal, SEND_JSON } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route takes HTML form posts (application/x-www-form-urlencoded). */
    formBody?: boolean;
  }
}

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

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (request, body, done) => {
      if (!request.is404 && request.routeOptions.config.formBody !== true) {
        return done(new Refusal(415, SEND_JSON), undefined);
      }
      const text = typeof body === 'string' ? body : body.toString('utf8');
      done(null, Object.fromEntries(new URLSearchParams(text)));
    },
  );
}
