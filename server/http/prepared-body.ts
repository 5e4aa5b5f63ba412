/**
 * A reply body prepared once and served many times: the bytes, their ETag and their brotli and
 * gzip forms. Compressing per request costs ten times more than sending prepared bytes.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliCompressSync,
  constants as zlib,
  gzip,
  gzipSync,
  type BrotliOptions,
} from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface PreparedBody {
  etag: string;
  contentType: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** Below this, compression saves less than the headers it adds. */
const COMPRESS_MIN_BYTES = 1024;

/**
 * Brotli's best quality is worth its time on files the size of a script or a 32-dish menu; on the
 * menu of 10,000 dishes it is far slower than quality 6, which gives a few percent more bytes
 * (docs/operations.md#benchmarks). The build's files are compressed once, at start, so they
 * always get the best.
 */
const BEST_QUALITY_MAX_BYTES = 256 * 1024;

function brotliOptions(body: Buffer, best = body.length <= BEST_QUALITY_MAX_BYTES): BrotliOptions {
  const quality = best ? 11 : 6;
  return {
    params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
  };
}

const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** Prepares a body at start-up (static files): compressed here and now. */
export function prepareBody(
  body: Buffer,
  contentType: string,
  { compress = true } = {},
): PreparedBody {
  const worth = compress && body.length >= COMPRESS_MIN_BYTES;
  return {
    etag: etagOf(body),
    contentType,
    identity: body,
    br: worth ? brotliCompressSync(body, brotliOptions(body, true)) : body,
    gzip: worth ? gzipSync(body, { level: 9 }) : body,
  };
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Prepares a body while the server is answering requests (the menu after a change): compressed
 * on libuv's thread pool, so the event loop keeps serving everyone else meanwhile.
 */
export async function prepareBodyInBackground(
  body: Buffer,
  contentType: string,
): Promise<PreparedBody> {
  if (body.length < COMPRESS_MIN_BYTES) return prepareBody(body, contentType);
  const [br, gzipped] = await Promise.all([
    brotliAsync(body, brotliOptions(body)),
    gzipAsync(body, { level: 9 }),
  ]);
  return { etag: etagOf(body), contentType, identity: body, br, gzip: gzipped };
}

/** Which encoding the client accepts, brotli first; q=0 refuses one. */
function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/** True when the client's If-None-Match names this ETag (weak or strong). */
function isNotModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  body: PreparedBody,
  cacheControl: string,
): FastifyReply {
  reply
    .header('cache-control', cacheControl)
    .header('etag', body.etag)
    .header('vary', 'accept-encoding');
  if (isNotModified(request, body.etag)) return reply.code(304).send();
  reply.type(body.contentType);
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (encoding && body[encoding] !== body.identity) {
    reply.header('content-encoding', encoding);
    return reply.send(body[encoding]);
  }
  return reply.send(body.identity);
}
