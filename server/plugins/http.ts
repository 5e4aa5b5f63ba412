/**
 * The HTTP edge for every route: JSON bodies only (http/body-parsers.ts), one reply shape for
 * every refusal and error (http/errors.ts), and the security headers (http/security.ts): the API's
 * set on its replies, the pages' on every other.
 */
import fp from 'fastify-plugin';
import { installBodyParsers } from '../http/body-parsers';
import { installErrorHandling } from '../http/errors';
import { installSecurityHeaders } from '../http/security';
import { API_DOCS_PATH } from './openapi';

/**
 * The API's replies: every URL under /api/ but the one page there, Swagger UI (and its files),
 * which keeps the pages' headers.
 */
const isApi = (url: string) => url.startsWith('/api/') && !url.startsWith(API_DOCS_PATH);

export default fp(
  async (app) => {
    installErrorHandling(app);
    installBodyParsers(app);
    installSecurityHeaders(app, app.config.publicUrl, isApi);
  },
  { name: 'http', dependencies: ['config'] },
);
