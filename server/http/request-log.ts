/**
 * The request log: one line per request, written once the reply has gone, with the request's id
 * (`reqId`), method, URL (its secrets replaced: http/log-redaction.ts), status and the time to
 * answer in milliseconds; at `error` with the error when the reply failed. It is Fastify's
 * `logController` (app.ts): Fastify's own lines per request (`incoming request`, `request
 * completed`, `Route ... not found`) are these; its other lines (a failed handler's error, a
 * serializer's failure) stay as they are.
 *
 * The lines go to stdout through pino's asynchronous destination (`logDestination`): a request
 * only appends its line to a buffer, and the buffer is written in the background once it holds
 * 4 KB, at least every second, and when the store stops (plugins/lifecycle.ts flushes it; pino
 * writes what is left when the process exits). Why not a transport: docs/operations.md#benchmarks.
 *
 * A request's line holds only what this class puts in it, its URL already redacted, so it is
 * written by a logger without pino's redaction (app.ts), which would otherwise run its wildcard
 * paths over every field of every line: a third of the line's cost
 * (docs/operations.md#figures-behind-choices-in-the-code). A failed request's line carries the
 * error, and goes through the request's own logger, redaction included.
 */
import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import pino from 'pino';
import { redactUrl } from './log-redaction';

/** Bytes gathered before a write; and the longest a line waits in the buffer. */
const BUFFER_BYTES = 4096;
const FLUSH_EVERY_MS = 1_000;

/** stdout (or another file descriptor or file), written asynchronously in batches. */
export function logDestination(dest: number | string = 1): pino.DestinationStream {
  return pino.destination({
    dest,
    sync: false,
    minLength: BUFFER_BYTES,
    periodicFlush: FLUSH_EVERY_MS,
  });
}

export class RequestLog extends LogController {
  /** The server's logger without redaction, made on the first line. */
  private lines?: FastifyBaseLogger;

  override incomingRequest(): void {}

  /** The 404's line is the request's own. */
  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else {
      this.lines ??= request.server.log.child({}, { redact: { paths: [] } });
      this.lines.info({ reqId: request.id, ...line }, 'request');
    }
  }
}
