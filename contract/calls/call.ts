/** What every call is made of (CallSchema), and the refusals many calls share. */
import type { TSchema } from '@sinclair/typebox';
import type * as ENDPOINTS from '../endpoints';
import { Refusal, type FieldMessages } from '../schemas/common';

export type { FieldMessages, SchemaKeyword } from '../schemas/common';

export interface CallSchema {
  method: 'GET' | 'POST';
  url: string;
  summary: string;
  /**
   * What the call does beyond what its schemas say, in Markdown (contract/calls/descriptions/):
   * the rules, the refusals in the shop's words. The OpenAPI document shows it under the call.
   */
  description?: string;
  tag: 'menu' | 'accounts' | 'cart' | 'orders' | 'kitchen' | 'contact' | 'payments' | 'store';
  /** Needs a current session token (the `token` header). */
  signedIn: boolean;
  /** Needs an account with the staff role, read from the database on every request (403). */
  staff?: boolean;
  body?: TSchema;
  querystring?: TSchema;
  /** Answers `text/event-stream` (its 200 schema describes each event's `data`). */
  eventStream?: boolean;
  /** Takes `multipart/form-data` (a file), not JSON; its parts are described in `summary`. */
  multipart?: boolean;
  response: Record<number, TSchema>;
  /** The shop's own sentences for refusals of the body or query schema (FieldMessages). */
  messages?: FieldMessages;
}

/** Refusals any JSON call can give: a malformed body (400), too large (413), not JSON (415). */
export const BODY_REFUSALS = [400, 413, 415] as const;
export const SIGNED_IN = [...BODY_REFUSALS, 401] as const;
export const STAFF = [...SIGNED_IN, 403] as const;

export function call<const C extends CallSchema>(definition: C): C {
  // Every call may fail on our side: a 500 with an apology, never a stack trace; and while the
  // database cannot be reached, a 503 with Retry-After (docs/operations.md).
  return { ...definition, response: { 503: Refusal, ...definition.response, 500: Refusal } };
}

/**
 * Some of the calls, each under its name in contract/endpoints.ts with that name's method and
 * path: a file of calls checks its own with `satisfies`.
 */
export type EndpointsIn = { [Name in keyof typeof ENDPOINTS]?: (typeof ENDPOINTS)[Name] };
