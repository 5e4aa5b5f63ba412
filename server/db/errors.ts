/** What a database error means, the same on SQLite and PostgreSQL. */

/** A unique index or primary key refused the row. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return (
    e.code === '23505' ||
    e.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    /UNIQUE constraint failed/.test(e.message ?? '')
  );
}

/**
 * PostgreSQL's codes for a server that is not there for now: shutting down or starting up (57P01,
 * 57P02, 57P03), out of connection slots (53300), and the connection classes 08xxx.
 */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

/** The socket's own failures: nobody listening, the line cut, the host not found for now. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * Said by pg and pg-pool without a code: a connection ended under a query, a connect that took
 * longer than the pool's connectionTimeoutMillis, a database held shut (ALLOW_CONNECTIONS false).
 */
const UNAVAILABLE_MESSAGES =
  /^Connection terminated|^timeout exceeded when trying to connect|is not currently accepting connections|^Client has encountered a connection error/;

function saysUnavailable(e: { code?: unknown; message?: unknown }): boolean {
  const code = typeof e.code === 'string' ? e.code : '';
  return (
    UNAVAILABLE_SQLSTATES.has(code) ||
    UNAVAILABLE_SOCKET_CODES.has(code) ||
    // SQLite: another writer held the file's lock for longer than the busy timeout.
    code === 'SQLITE_BUSY' ||
    code.startsWith('SQLITE_BUSY_') ||
    (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message))
  );
}

/**
 * The database cannot be reached for now: the call may be tried again in a moment, and the reply
 * says so (503 with Retry-After, http/errors.ts) rather than that something broke. Looks through
 * an error's `cause` and, for a connect tried on several addresses, its `errors`.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const e = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (saysUnavailable(e)) return true;
  if (isDatabaseUnavailable(e.cause, depth + 1)) return true;
  return Array.isArray(e.errors) && e.errors.some((one) => isDatabaseUnavailable(one, depth + 1));
}
