/**
 * The HTTP edge for every route: JSON bodies only (http/body-parsers.ts), one reply shape for
 * every refusal and error (http/errors.ts), and the security headers (http/security.ts).
 */
import fp from 'fastify-plugin';
import { installBodyParsers } from '../http/body-parsers';
import { installErrorHandling } from '../http/errors';
import { installSecurityHeaders } from '../http/security';

export default fp(
  async (app) => {
    installErrorHandling(app);
    installBodyParsers(app);
    installSecurityHeaders(app, app.config.publicUrl);
  },
  { name: 'http', dependencies: ['config'] },
);
