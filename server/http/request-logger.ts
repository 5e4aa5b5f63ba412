/**
 * Each request's own logger (`request.log`), made when the request first logs through it.
 *
 * Fastify gives every request a child of the server's logger that carries the request's id
 * (`reqId`). pino does its work for a child when the child is made: it writes the bindings out
 * as JSON, through the log's redaction. Most requests never log a line of their own (the request
 * log's line is written from the request itself: http/request-log.ts), so here the child is made
 * on the first line that goes through it, from the same parent, bindings and options, and every
 * later call goes straight to it. What it saves: docs/operations.md#the-request-log.
 */
import type { FastifyBaseLogger, LogLevel } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

class RequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get logger(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  get level(): LogLevel | string {
    return this.made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: LogLevel | string) {
    this.logger.level = level;
  }

  fatal(...args: unknown[]): void {
    this.log('fatal', args);
  }
  error(...args: unknown[]): void {
    this.log('error', args);
  }
  warn(...args: unknown[]): void {
    this.log('warn', args);
  }
  info(...args: unknown[]): void {
    this.log('info', args);
  }
  debug(...args: unknown[]): void {
    this.log('debug', args);
  }
  trace(...args: unknown[]): void {
    this.log('trace', args);
  }
  silent(...args: unknown[]): void {
    this.log('silent', args);
  }

  /** pino's methods read `this`: each is called on the child itself. */
  private log(level: Exclude<keyof FastifyBaseLogger, 'level' | 'child'>, args: unknown[]): void {
    const logger = this.logger;
    (logger[level] as (...line: unknown[]) => void).apply(logger, args);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory` (app.ts). */
export function requestLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new RequestLogger(parent, bindings, options);
}
