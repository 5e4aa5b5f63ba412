/**
 * How an endpoint of the api slice makes one of our calls: `request(endpoints.contact, body)` gives
 * RTK Query the call's method and path from contract/endpoints.ts, with the input the call takes
 * in contract/calls.ts (its JSON body, its query string, or a FormData for a multipart upload),
 * checked by type from the call. No path or method is written anywhere else in the SPA.
 */
import type { FetchArgs } from '@reduxjs/toolkit/query';
import type { BodyOf, CallName, QueryOf } from '../../contract/api';
import type { CALLS } from '../../contract/calls';
import type * as endpoints from '../../contract/endpoints';

type Calls = typeof CALLS;
type Endpoints = typeof endpoints;

/** An endpoint of contract/endpoints.ts. */
export type Endpoint = Endpoints[CallName];

/** The call an endpoint is: its name in CALLS. */
export type NameOf<E extends Endpoint> = {
  [Name in CallName]: Endpoints[Name] extends E ? Name : never;
}[CallName];

/** What a query string whose fields are all optional may also be: left out. */
type MaybeEmpty<Query> = Partial<Query> extends Query ? Query | undefined : Query;

/** What a call takes: its body, its query string, a form for a multipart upload, or nothing. */
export type InputOf<E extends Endpoint> = Calls[NameOf<E>] extends { multipart: true }
  ? FormData
  : Calls[NameOf<E>] extends { body: object }
    ? BodyOf<NameOf<E>>
    : Calls[NameOf<E>] extends { querystring: object }
      ? MaybeEmpty<QueryOf<NameOf<E>>>
      : void;

/** What a call site may add: a header, keepalive, or reading the reply as text (a CSV). */
type Extra = Pick<FetchArgs, 'headers' | 'keepalive' | 'responseHandler'>;

/** The calls that take no input. */
type Bare = {
  [Name in CallName]: InputOf<Endpoints[Name]> extends void ? Endpoints[Name] : never;
}[CallName];

/**
 * The call's fetch: a GET sends its input as the query string; a POST sends it as the body (a
 * JSON `{}` when the call takes none).
 */
export function request(endpoint: Bare): FetchArgs;
export function request<E extends Endpoint>(
  endpoint: E,
  input: InputOf<E>,
  extra?: Extra,
): FetchArgs;
export function request<E extends Endpoint>(
  { method, url }: E,
  input?: InputOf<E>,
  extra?: Extra,
): FetchArgs {
  return method === 'GET'
    ? { url, params: input as FetchArgs['params'], ...extra }
    : { url, method, body: input ?? {}, ...extra };
}
