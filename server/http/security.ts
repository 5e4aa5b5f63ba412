/**
 * Security headers on every reply. Scripts only from this origin; forms may post here and return
 * to the shop's public address (the test checkout's redirect); nobody may frame the shop.
 * A script, style sheet, picture or font that a page loads keeps only the few that a browser
 * heeds on such a file (keepSubresourceHeadersOnly); a reply of the API carries the set made for
 * APIs (apiHelmetOptions).
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { CART_PENDING_SCRIPT } from '../../contract/firstPaint';

/**
 * The headers helmet sets that only a document (a page) acts on: its policy for scripts and
 * frames, who may frame it, its referrer, its browsing context. On a script, style sheet, picture
 * or font they do nothing but cost ~550 bytes per reply. What such a file keeps:
 * X-Content-Type-Options (no sniffing a picture into a script), Cross-Origin-Resource-Policy
 * (other sites may not embed it) and Strict-Transport-Security when it is set.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/**
 * Types that are documents when opened on their own: an HTML file, or an SVG (which can carry
 * script). They keep every header, wherever they are served from.
 */
const DOCUMENT_TYPE = /^(text\/html|image\/svg\+xml)\s*(;|$)/i;

/**
 * Called by a route about to send a static file that pages load as a subresource (content-hashed
 * build files, dish pictures), 200 or 304: drops the document-only headers helmet set on its
 * reply. Any other reply (a page, the API, a refusal, an error) keeps them all.
 */
export function keepSubresourceHeadersOnly(reply: FastifyReply, contentType: string): void {
  if (DOCUMENT_TYPE.test(contentType)) return;
  for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
}

/** The pages' one inline script, allowed by its hash (contract/firstPaint.ts). */
const FIRST_PAINT_SCRIPT = `'sha256-${createHash('sha256').update(CART_PENDING_SCRIPT).digest('base64')}'`;

/** HSTS when the shop is served over https: a year, the usual floor for browsers' preload lists. */
function strictTransportSecurity(publicUrl: string): HelmetOptions['strictTransportSecurity'] {
  return publicUrl.startsWith('https:') ? { maxAge: 31_536_000, includeSubDomains: true } : false;
}

/** The one configuration of the security headers: helmet's, for every reply. */
function helmetOptions(publicUrl: string): HelmetOptions {
  const publicOrigin = new URL(publicUrl).origin;
  const https = publicUrl.startsWith('https:');
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // No page of ours has a <base>; none may be injected to redirect relative URLs.
        baseUri: ["'none'"],
        scriptSrc: ["'self'", FIRST_PAINT_SCRIPT],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The web app manifest (public/manifest.webmanifest) and the service worker (/sw.js).
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        formAction: ["'self'", publicOrigin, 'https://checkout.stripe.com'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: strictTransportSecurity(publicUrl),
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * What a reply of the API carries (JSON and event streams, never drawn as a page): the headers
 * OWASP's REST Security Cheat Sheet lists for API replies. A policy that allows nothing and no
 * framing (`default-src 'none'; frame-ancestors 'none'`, and X-Frame-Options for browsers without
 * CSP), no sniffing, the resource policy (another site's page may not read a reply through a
 * no-cors request) and HSTS over HTTPS. The headers only a page acts on (its script policy, its
 * referrer, its browsing context) would add about 550 bytes to every reply for nothing.
 */
function apiHelmetOptions(publicUrl: string): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    strictTransportSecurity: strictTransportSecurity(publicUrl),
    crossOriginResourcePolicy: { policy: 'same-origin' },
    xContentTypeOptions: true,
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  };
}

/**
 * The API's headers as a plain map: for the refusals Fastify's hooks never see (a URL that cannot
 * be decoded, malformed HTTP, 431), which are JSON like every other reply of the API.
 */
export function apiSecurityHeaders(publicUrl: string): Record<string, string> {
  return headersOf(apiHelmetOptions(publicUrl));
}

/** The headers helmet sets with these options, run once on a stand-in response. */
function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Puts helmet's headers on every reply: the API's set on a URL for which `isApi` is true, the
 * pages' set on any other. They are the same for every request, so helmet runs once, here, and
 * each request only copies the prepared pairs among the reply's own headers (where
 * keepSubresourceHeadersOnly finds them, and a stream's head takes them too), instead of running
 * helmet's dozen middlewares again.
 */
export function installSecurityHeaders(
  app: FastifyInstance,
  publicUrl: string,
  isApi: (url: string) => boolean,
): void {
  const pageHeaders = headersOf(helmetOptions(publicUrl));
  const apiHeaders = apiSecurityHeaders(publicUrl);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApi(request.url) ? apiHeaders : pageHeaders);
    done();
  });
}
