/**
 * How an endpoint of the api slice makes one of our calls: `request(endpoints.contact, body)` gives
 * RTK Query the call's method and path from contract/endpoints.ts, with the input the call takes
 * in contract/calls.ts (its JSON body, its query string, or a FormData for a multipart upload),
 * checked by type from the call. No path or method is written anywhere else in the SPA.
 *
 * Its reply type comes from the call too: an endpoint is defined through `fromContract(build)`,
 * whose `query` and `mutation` read the call from what the definition's `query` returns and give
 * the endpoint the call's 2xx reply in contract/calls.ts as its result (or, with
 * `transformResponse`, what that makes of it). No reply type is written by hand, so none can
 * drift from the server's schema; the linter keeps endpoints from being defined without it.
 */
import type {
  BaseQueryMeta,
  EndpointBuilder,
  FetchArgs,
  MutationDefinition,
  MutationExtraOptions,
  QueryDefinition,
  QueryExtraOptions,
} from '@reduxjs/toolkit/query';
import type { BodyOf, CallName, QueryOf, ReplyOf } from '../../contract/api';
import type { CALLS } from '../../contract/calls';
import type * as endpoints from '../../contract/endpoints';
import type { baseQuery } from './baseQuery';

type Calls = typeof CALLS;
type Endpoints = typeof endpoints;

/** An endpoint of contract/endpoints.ts. */
export type Endpoint = Endpoints[CallName];

/** The call an endpoint is: its name in CALLS (the names of each, for several endpoints). */
export type NameOf<E extends Endpoint> = {
  [Name in CallName]: Endpoints[Name] extends E ? Name : never;
}[CallName];

/** What a call answers when it succeeds: its 2xx reply in CALLS (any of theirs, for several). */
export type ReplyTo<E extends Endpoint> = ReplyOf<NameOf<E>>;

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

/** What a call site may add: a header, keepalive. */
type Extra = Pick<FetchArgs, 'headers' | 'keepalive'>;
/** Reading the reply as text (a CSV, or a reply kept as it came): it is then a string. */
type AsText = Extra & { responseHandler: 'text' };

/** The calls that take no input. */
type Bare = {
  [Name in CallName]: InputOf<Endpoints[Name]> extends void ? Endpoints[Name] : never;
}[CallName];

/** How a reply is read: as JSON, or as text. */
type ReadAs = 'json' | 'text';
declare const CALL: unique symbol;
declare const READ_AS: unique symbol;

/**
 * A call's fetch, marked by type only (nothing is added at run time) with the endpoint it is
 * made to and how its reply is read: what `fromContract` takes the endpoint's reply type from.
 */
export type Requested<E extends Endpoint, As extends ReadAs = 'json'> = FetchArgs & {
  readonly [CALL]: E;
  readonly [READ_AS]: As;
};

/** The reply as the endpoint receives it: the call's JSON reply, or its text. */
type Received<E extends Endpoint, As> = As extends 'text' ? string : ReplyTo<E>;

/**
 * The call's fetch: a GET sends its input as the query string; a POST sends it as the body (a
 * JSON `{}` when the call takes none).
 */
export function request<E extends Bare>(endpoint: E): Requested<E>;
export function request<E extends Endpoint>(
  endpoint: E,
  input: InputOf<E>,
  extra: AsText,
): Requested<E, 'text'>;
export function request<E extends Endpoint>(
  endpoint: E,
  input: InputOf<E>,
  extra?: Extra,
): Requested<E>;
export function request<E extends Endpoint>(
  { method, url }: E,
  input?: InputOf<E>,
  extra?: Extra | AsText,
): FetchArgs {
  return method === 'GET'
    ? { url, params: input as FetchArgs['params'], ...extra }
    : { url, method, body: input ?? {}, ...extra };
}

type BaseQuery = typeof baseQuery;
type Meta = BaseQueryMeta<BaseQuery>;

/** The endpoint's call, through `request`, and what the endpoint makes of its reply. */
interface Made<E extends Endpoint, As extends ReadAs, Arg, Result> {
  query: (arg: Arg) => Requested<E, As>;
  transformResponse: (reply: Received<E, As>, meta: Meta, arg: Arg) => Result | Promise<Result>;
}
/** An endpoint whose result is the call's reply as received. */
type AsReceived<E extends Endpoint, As extends ReadAs, Arg> = Pick<
  Made<E, As, Arg, never>,
  'query'
> & {
  transformResponse?: never;
};

/** RTK Query's options and definition of each kind of endpoint, with the call's reply received. */
interface Kinds<Tags extends string, Result, Arg, Raw> {
  query: {
    options: QueryExtraOptions<Tags, Result, Arg, BaseQuery, 'api', Raw>;
    definition: QueryDefinition<Arg, BaseQuery, Tags, Result, 'api', Raw>;
  };
  mutation: {
    options: MutationExtraOptions<Tags, Result, Arg, BaseQuery, 'api', Raw>;
    definition: MutationDefinition<Arg, BaseQuery, Tags, Result, 'api', Raw>;
  };
}
type Kind = keyof Kinds<string, unknown, unknown, unknown>;

/** What else an endpoint of this kind may say: tags, `onQueryStarted`, and so on. */
type Options<K extends Kind, Tags extends string, Result, Arg, Raw> = Omit<
  Kinds<Tags, Result, NoInfer<Arg>, Raw>[K]['options'],
  'type' | 'Types'
>;
type Definition<K extends Kind, Tags extends string, Result, Arg, Raw> = Kinds<
  Tags,
  Result,
  NoInfer<Arg>,
  Raw
>[K]['definition'];

/**
 * An endpoint of one kind made from a call: its result is the call's reply as received, or what
 * `transformResponse` makes of it. The input (`Arg`) is the type of `query`'s parameter.
 */
interface Define<K extends Kind, Tags extends string> {
  <E extends Endpoint, Arg = void, As extends ReadAs = 'json'>(
    definition: AsReceived<E, As, Arg> & Options<K, Tags, Received<E, As>, Arg, Received<E, As>>,
  ): Definition<K, Tags, Received<E, As>, Arg, Received<E, As>>;
  <E extends Endpoint, Result, Arg = void, As extends ReadAs = 'json'>(
    definition: Made<E, As, Arg, Result> & Options<K, Tags, Result, Arg, Received<E, As>>,
  ): Definition<K, Tags, Result, Arg, Received<E, As>>;
}

/**
 * The api slice's endpoint builder, typed from the contract: `query` and `mutation` take a
 * definition whose `query` returns `request(...)`, and its result is the call's reply
 * (`ReplyTo`), or what `transformResponse` makes of that reply. A factory of endpoints for
 * several calls names them (`mutation<KitchenChange, InputOf<E>>`): its result is then the
 * reply of any of them. At run time each hands the definition to RTK Query's own builder.
 */
export function fromContract<Tags extends string>(
  build: EndpointBuilder<BaseQuery, Tags, 'api'>,
): { query: Define<'query', Tags>; mutation: Define<'mutation', Tags> } {
  return {
    query: (definition: object) => build.query(definition as Parameters<typeof build.query>[0]),
    mutation: (definition: object) =>
      build.mutation(definition as Parameters<typeof build.mutation>[0]),
  } as { query: Define<'query', Tags>; mutation: Define<'mutation', Tags> };
}
