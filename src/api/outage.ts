/**
 * What the base query does once a call has failed in a way that may pass (a 502, 503 or 504, or no
 * answer): loaded only then, so the first load carries none of it (BUDGETS in
 * src/ssr/build/webpack-plugins.cjs).
 * A safe read is asked again with a doubling pause; a call that still finds the store without its
 * database tells the shopper once, in the shop's words (docs/product.md#when-the-database-is-away).
 */
import type {
  BaseQueryApi,
  FetchArgs,
  FetchBaseQueryError,
  FetchBaseQueryMeta,
  QueryReturnValue,
} from '@reduxjs/toolkit/query/react';
import { DATABASE_AWAY } from '../../contract/outage-messages';
import { notify } from '../lib/notify';
import { mayPass } from './failures';

type Result = QueryReturnValue<unknown, FetchBaseQueryError, FetchBaseQueryMeta>;
type Send = (
  args: string | FetchArgs,
  api: BaseQueryApi,
  extraOptions: object,
) => Result | PromiseLike<Result>;

/** How many times a read is asked again, and the first pause (doubled each time: 0.5, 1, 2 s). */
export const READ_RETRIES = 3;
const FIRST_PAUSE_MS = 500;

/** A read changes nothing, so asking again is safe: every query, and any GET. */
function isSafeRead(args: string | FetchArgs, api: BaseQueryApi): boolean {
  const method = typeof args === 'string' ? 'GET' : (args.method ?? 'GET').toUpperCase();
  return api.type === 'query' || method === 'GET';
}

/** The store answered that it cannot reach its database (server/http/errors.ts). */
export function isDatabaseAway(error: { status?: unknown; data?: unknown } | undefined): boolean {
  const data = error?.data as { message?: unknown } | undefined;
  return error?.status === 503 && data?.message === DATABASE_AWAY;
}

/**
 * After `failed`: a safe read is sent up to READ_RETRIES more times, not offline (the page's own
 * fallback answers then, and reconnecting asks again) and not once the call is no longer wanted.
 * A loop of our own rather than RTK Query's `retry`, which would have to wrap every call from the
 * first load on.
 */
export async function afterFailure(
  send: Send,
  failed: Result,
  args: string | FetchArgs,
  api: BaseQueryApi,
  extraOptions: object,
): Promise<Result> {
  let result = failed;
  for (
    let attempt = 1;
    result.error &&
    attempt <= READ_RETRIES &&
    !api.signal.aborted &&
    globalThis.navigator?.onLine !== false &&
    mayPass(result.error.status) &&
    isSafeRead(args, api);
    attempt += 1
  ) {
    await new Promise((resolve) => setTimeout(resolve, FIRST_PAUSE_MS * 2 ** (attempt - 1)));
    result = await send(args, api, extraOptions);
  }
  // One toast however many calls fail together: the toasts show a message once at a time.
  if (isDatabaseAway(result.error)) notify.warning(DATABASE_AWAY);
  return result;
}
