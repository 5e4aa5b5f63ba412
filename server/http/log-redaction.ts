/**
 * What the request log may say. A URL can carry a bearer secret: the test checkout's payment
 * page (`/pay/<session id>`: whoever has it can pay, or see the order), a Stripe checkout link,
 * a `token` or a single-use `ticket` in a query string. Those parts are replaced before anything
 * is written (the request log's line: http/request-log.ts; a logged request: `serializeRequest`);
 * tokens and cookies in headers are removed by pino's redaction (app.ts).
 */
import type { FastifyRequest } from 'fastify';

const REDACTED = '[redacted]';
const SECRET_PATH = /^(\/pay\/)[^/?#]+/;
const SECRET_PARAMS = new Set(['token', 'ticket', 'session_id', 'session_url', 'access_token']);

/** The URL with its secret parts replaced; anything unparsable is replaced whole. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = (queryAt === -1 ? url : url.slice(0, queryAt)).replace(SECRET_PATH, `$1${REDACTED}`);
  if (queryAt === -1) return path;
  const params = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0] ?? '';
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        return REDACTED;
      }
      return SECRET_PARAMS.has(decoded.toLowerCase()) ? `${name}=${REDACTED}` : pair;
    });
  return `${path}?${params.join('&')}`;
}

/** Fastify's request serializer, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
