/**
 * Every refusal is `{ success: false, message }` with a 4xx status and a sentence a person can
 * read, and `field` when it is about one property of the body or query (a form shows it there);
 * nothing unexpected ever shows a stack trace, only a 500 with an apology (and a log line).
 * A database that cannot be reached for now is not a fault of ours: a 503 with Retry-After and
 * the shop's words (docs/operations.md#when-the-database-is-away).
 */
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifySchemaValidationError,
} from 'fastify';
import type { Reply } from '../../contract/api';
import type { FieldMessages, SchemaKeyword } from '../../contract/calls';
import { REQUEST_MESSAGES } from '../../contract/messages';
import { isDatabaseUnavailable } from '../db/errors';

/** How long a client waits before asking again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/** A refusal a handler throws; the error handler turns it into the reply. */
export class Refusal extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** The body or query property it is about: 'email', 'address.zipcode'. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'Refusal';
  }
}

export function refusal(message: string, field?: string): Reply {
  return field === undefined ? { success: false, message } : { success: false, message, field };
}

/** The property a schema error is about, as a dotted path; '' for the whole body or query. */
function fieldPath(error: FastifySchemaValidationError): string {
  const path = error.instancePath
    .replace(/^\//, '')
    .split('/')
    .filter(Boolean)
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'));
  const missing = error.params.missingProperty;
  if (error.keyword === 'required' && typeof missing === 'string') path.push(missing);
  return path.join('.');
}

/** The path with each array index as '*', as FieldMessages names any line: 'items.*.quantity'. */
function anyIndex(path: string): string {
  return path
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? '*' : part))
    .join('.');
}

function describeField(error: FastifySchemaValidationError, dataVar: string): string {
  const path = fieldPath(error);
  if (error.keyword === 'required') return `'${path}' is required.`;
  const field = path ? `'${path}'` : `The request ${dataVar}`;
  switch (error.keyword) {
    case 'type':
      return `${field} must be ${String(error.params.type).startsWith('o') ? 'an' : 'a'} ${String(error.params.type)}.`;
    case 'maxLength':
      return `${field} must be at most ${String(error.params.limit)} characters long.`;
    case 'minLength':
      return `${field} must not be empty.`;
    case 'maxItems':
      return `${field} may hold at most ${String(error.params.limit)} entries.`;
    case 'maxProperties':
      return `${field} may hold at most ${String(error.params.limit)} entries.`;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
      return `${field} ${error.message ?? 'is out of range'}.`;
    case 'pattern':
    case 'propertyNames':
      return `${field} is not in the expected form.`;
    default:
      return `${field} ${error.message ?? 'is not valid'}.`;
  }
}

/** The fields a refusal may name: the body's and the query's, never a header's. */
const NAMED_PARTS = new Set(['body', 'querystring']);

/**
 * The one place a schema's refusal becomes a sentence: the call's own (its `messages`, the
 * spec's words where it has them) for the field and keyword that refused, else a generic one
 * naming the field. Ajv stops at the first problem, in the schema's order of checks.
 */
export function schemaRefusals(messages: FieldMessages = {}) {
  return (errors: FastifySchemaValidationError[], dataVar: string): Refusal => {
    const first = errors[0];
    if (!first) return new Refusal(400, 'The request is not valid.');
    const named = NAMED_PARTS.has(dataVar);
    const field = named ? fieldPath(first) : '';
    const keyword = first.keyword as SchemaKeyword;
    const own = named
      ? (messages[field]?.[keyword] ?? messages[anyIndex(field)]?.[keyword])
      : undefined;
    const sentence = typeof own === 'function' ? own(Number(first.params.limit)) : own;
    return new Refusal(400, sentence ?? describeField(first, dataVar), field || undefined);
  };
}

/** The refusal of a schema that has no sentences of its own. */
export const formatSchemaErrors = schemaRefusals();

function statusOf(error: FastifyError): number {
  const status = error.statusCode ?? 500;
  return status >= 400 && status < 600 ? status : 500;
}

const READABLE_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large (the limit is 100 KB).',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: REQUEST_MESSAGES.sendJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
};

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply: FastifyReply) => {
    if (error instanceof Refusal)
      return reply.code(error.statusCode).send(refusal(error.message, error.field));
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'the database cannot be reached');
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(refusal(REQUEST_MESSAGES.databaseAway));
    }
    const status = statusOf(error);
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(refusal(REQUEST_MESSAGES.serverError));
    }
    const message =
      (error.code && READABLE_MESSAGES[error.code]) || error.message || 'The request is not valid.';
    return reply.code(status).send(refusal(message));
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send(refusal(`There is no ${request.method} ${request.url.split('?')[0]} here.`)),
  );
}
