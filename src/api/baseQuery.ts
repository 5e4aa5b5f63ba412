/**
 * Every call goes through here: the configured API base, the `token` header (docs/api.md) from the
 * session, a 15-second timeout, and a 401 on a signed-in call logs the shopper out with a word
 * (once, however many calls the ended session had in flight). A read that meets the store without
 * its database (503) or a lost connection is asked again with backoff; a call that still finds the
 * database away tells the shopper in the shop's words (docs/product.md#when-the-database-is-away).
 */
import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { createAction } from '@reduxjs/toolkit';
import { env } from '../config/env';
import { PAGE_MESSAGES } from '../../contract/page-messages';
import { notify } from '../lib/notify';
import { mayPass } from './failures';
import type { afterFailure, isDatabaseAway } from './outage';

/**
 * A 401 ended the session the calls were sent with: the session slice (above, in store/) clears
 * it, as on a log-out.
 */
export const sessionRefused = createAction('api/sessionRefused');

/** What the base query reads of the store's state: the session's token. */
type WithSession = { session: { token: string | null } };

const REQUEST_TIMEOUT_MS = 15_000;

const rawBaseQuery = (baseUrl: string) =>
  fetchBaseQuery({
    baseUrl,
    timeout: REQUEST_TIMEOUT_MS,
    prepareHeaders(headers, { getState }) {
      const token = (getState() as WithSession).session.token;
      if (token && !headers.has('token')) headers.set('token', token);
      return headers;
    },
  });

interface OutageModule {
  afterFailure: typeof afterFailure;
  isDatabaseAway: typeof isDatabaseAway;
}

let outage: Promise<OutageModule> | undefined;

/**
 * The outage module (outage.ts), loaded on the first failure that may pass and kept; tried again
 * on a later failure if it could not load.
 */
export function loadOutage(): Promise<OutageModule> {
  outage ??= import('./outage').catch((error: unknown) => {
    outage = undefined;
    throw error;
  });
  return outage;
}

export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const session = () => (api.getState() as WithSession).session;
  const { token } = session();
  const send = rawBaseQuery(env.apiBaseUrl);
  let result = await send(args, api, extraOptions);
  // Asked again, or told, by the outage module; if even it cannot load, the failure stands.
  if (result.error && mayPass(result.error.status)) {
    const failed = result;
    result = await loadOutage()
      .then(({ afterFailure }) => afterFailure(send, failed, args, api, extraOptions))
      .catch(() => failed);
  }
  // Only while the session the call was sent with is still the shopper's: of several calls refused
  // together, the first logs out and says so once; one sent before a new sign-in ends nothing.
  if (
    result.error?.status === 401 &&
    token &&
    token === session().token &&
    api.endpoint !== 'login'
  ) {
    api.dispatch(sessionRefused());
    notify.warning(PAGE_MESSAGES.sessionExpired);
  }
  return result;
};
