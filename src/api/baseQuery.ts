/**
 * Every call goes through here: the configured API base, the `token` header (docs/api.md) from the
 * session, a 15-second timeout, and a 401 on a signed-in call logs the shopper out with a word
 * (once, however many calls the ended session had in flight). A read that meets the store without
 * its database (503) or a lost connection is asked again with backoff; a call that still finds the
 * database away tells the shopper in the shop's words (docs/product.md#when-the-database-is-away).
 */
import {
  fetchBaseQuery,
  retry,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { env } from '../config/env';
import { PAGE_MESSAGES, REQUEST_MESSAGES } from '../../contract/messages';
import { notify } from '../store/notify';
import { loggedOut } from '../store/session/sessionSlice';
import type { SessionState } from '../store/session/sessionSlice';

const REQUEST_TIMEOUT_MS = 15_000;

const rawBaseQuery = (baseUrl: string) =>
  fetchBaseQuery({
    baseUrl,
    timeout: REQUEST_TIMEOUT_MS,
    prepareHeaders(headers, { getState }) {
      const token = (getState() as { session: SessionState }).session.token;
      if (token && !headers.has('token')) headers.set('token', token);
      return headers;
    },
  });

/** How many times a read is asked again, RTK Query's backoff apart (about 0.5, 1 and 2 s). */
export const READ_RETRIES = 3;

/** A read changes nothing, so asking again is safe: every query, and any GET. */
function isSafeRead(args: string | FetchArgs, api: BaseQueryApi): boolean {
  const method = typeof args === 'string' ? 'GET' : (args.method ?? 'GET').toUpperCase();
  return api.type === 'query' || method === 'GET';
}

/** Worth asking again in a moment: the store or the balancer in front says so, or no answer came. */
const isPassing = (error: FetchBaseQueryError) =>
  error.status === 'FETCH_ERROR' ||
  error.status === 502 ||
  error.status === 503 ||
  error.status === 504;

const withRetries = retry(
  (args: string | FetchArgs, api, extraOptions) =>
    rawBaseQuery(env.apiBaseUrl)(args, api, extraOptions),
  {
    // Offline, the page's own fallback answers at once (the kept menu) and reconnecting asks again.
    retryCondition: (error, args, { attempt, baseQueryApi }) =>
      attempt <= READ_RETRIES &&
      globalThis.navigator?.onLine !== false &&
      isPassing(error as FetchBaseQueryError) &&
      isSafeRead(args as string | FetchArgs, baseQueryApi),
  },
);

/** The store answered that it cannot reach its database (server/http/errors.ts). */
export function isDatabaseAway(error: { status?: unknown; data?: unknown } | undefined): boolean {
  const data = error?.data as { message?: unknown } | undefined;
  return error?.status === 503 && data?.message === REQUEST_MESSAGES.databaseAway;
}

export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const session = () => (api.getState() as { session: SessionState }).session;
  const { token } = session();
  const result = await withRetries(args, api, extraOptions);
  // One toast however many calls fail together: the toasts show a message once at a time.
  if (isDatabaseAway(result.error)) notify.warning(REQUEST_MESSAGES.databaseAway);
  // Only while the session the call was sent with is still the shopper's: of several calls refused
  // together, the first logs out and says so once; one sent before a new sign-in ends nothing.
  if (
    result.error?.status === 401 &&
    token &&
    token === session().token &&
    api.endpoint !== 'login'
  ) {
    api.dispatch(loggedOut());
    notify.warning(PAGE_MESSAGES.sessionExpired);
  }
  return result;
};
