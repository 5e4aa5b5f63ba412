/**
 * The request log: one line per request, written once the reply has gone, with the request's id
 * (`reqId`), method, URL (its secrets replaced: http/log-redaction.ts), status and the time to
 * answer in milliseconds; at `error` with the error when the reply failed. It is Fastify's
 * `logController` (app.ts): Fastify's own lines per request (`incoming request`, `request
 * completed`) are these; its other lines (a failed handler's error, a serializer's failure)
 * stay as they are.
 *
 * A request's line is the line pino writes for `log.info({ reqId, method, url, status, ms },
 * 'request')`, the same fields in the same order, but made from a template and written straight
 * to the logger's destination: its five fields are known, so pino's general path (walking the
 * object, its serializers and redaction) is not needed. It is written only when the server's
 * logger is at `info` or below, and into the same destination as every other line, so lines
 * never interleave. A failed request's line carries the error, and goes through pino and the
 * request's own logger, redaction included. What the template saves:
 * docs/operations.md#the-request-log.
 *
 * The destination (`logDestination`) is pino's asynchronous one, holding bytes: a request only
 * appends its line, made bytes, to a list, and the list is written in the background once it
 * holds 4 KB, at least every second, and when the store stops (plugins/lifecycle.ts flushes it;
 * pino writes what is left when the process exits). Why bytes and not a transport:
 * docs/operations.md#the-request-log.
 */
import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import pino, { type Logger } from 'pino';
import { redactUrl } from './log-redaction';

/** Bytes gathered before a write; and the longest a line waits in the buffer. */
const BUFFER_BYTES = 4096;
const FLUSH_EVERY_MS = 1_000;

/** What pino needs of a destination: its lines, and a flush (at the store's stop, and `fatal`). */
export interface LogDestination extends pino.DestinationStream {
  flush(done: (error?: Error) => void): void;
  flushSync(): void;
}

/**
 * stdout (or another file descriptor or file), written asynchronously in batches. pino's
 * destination keeps the lines in the form it is given: each line is handed to it as bytes, so a
 * batch is written as it is, where lines kept as text are measured again for every line and
 * encoded twice for every write.
 */
export function logDestination(dest: number | string = 1): LogDestination {
  const file = pino.destination({
    dest,
    sync: false,
    minLength: BUFFER_BYTES,
    periodicFlush: FLUSH_EVERY_MS,
    contentMode: 'buffer',
  });
  return {
    // sonic-boom's types name text only; in its 'buffer' mode it takes bytes.
    write: (line: string) => file.write(Buffer.from(line) as unknown as string),
    flush: (done) => file.flush(done),
    flushSync: () => file.flushSync(),
  };
}

/** What a line is made of that does not change from one request to the next. */
interface LineParts {
  logger: Logger;
  /** `{"level":30,"time":` with the logger's number for `info`. */
  start: string;
  /** The logger's own bindings (`,"pid":…,"hostname":…`), as pino writes them. */
  bindings: string;
  /** Where the logger writes its lines. */
  destination: { write(line: string): unknown };
}

/** The parts of a pino logger's lines; false for a logger that is not pino's (logger: false). */
function linePartsOf(log: FastifyBaseLogger): LineParts | false {
  const logger = log as Logger & Record<symbol, unknown>;
  const destination = logger[pino.symbols.streamSym] as LineParts['destination'] | undefined;
  if (!destination || typeof logger.isLevelEnabled !== 'function') return false;
  return {
    logger,
    start: `{"level":${logger.levels.values.info},"time":`,
    bindings: String(logger[pino.symbols.chindingsSym] ?? ''),
    destination,
  };
}

export class RequestLog extends LogController {
  /** The server's logger's parts, taken on the first line. */
  private parts?: LineParts | false;

  override incomingRequest(): void {}

  /** The 404's line is the request's own. */
  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    if (error) {
      const { method, url } = request;
      const line = { method, url: redactUrl(url), status: reply.statusCode, ms, err: error };
      reply.log.error(line, 'request failed');
      return;
    }
    const parts = (this.parts ??= linePartsOf(request.server.log));
    if (!parts || !parts.logger.isLevelEnabled('info')) return;
    parts.destination.write(
      `${parts.start}${Date.now()}${parts.bindings},"reqId":${JSON.stringify(request.id)}` +
        `,"method":${JSON.stringify(request.method)},"url":${JSON.stringify(redactUrl(request.url))}` +
        `,"status":${reply.statusCode},"ms":${ms},"msg":"request"}\n`,
    );
  }
}
