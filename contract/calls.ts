/**
 * Every call of the API, once, by part of the API in contract/calls/: its method and path (from
 * contract/endpoints.ts, which the SPA imports without the schemas), body, headers and every
 * reply, refusals included. The server registers its routes from these (validation, reply
 * serialisation: nothing leaves that a reply schema does not name), the OpenAPI document at
 * /api/openapi.json is made from them, and contract/api.ts derives the types both sides use.
 * Change a field there and all of them change. What each call does beyond its schemas, in words:
 * its `description` (calls/descriptions/); the conventions all of them keep: docs/api.md.
 */
import type * as ENDPOINTS from './endpoints';
import { ACCOUNT_CALLS } from './calls/accounts';
import { CART_CALLS } from './calls/cart';
import { KITCHEN_CALLS } from './calls/kitchen';
import { MENU_CALLS } from './calls/menu';
import { ORDER_CALLS } from './calls/orders';
import { STORE_CALLS } from './calls/store';

export type { CallSchema, FieldMessages, SchemaKeyword } from './calls/call';

export const CALLS = {
  ...MENU_CALLS,
  ...ACCOUNT_CALLS,
  ...CART_CALLS,
  ...ORDER_CALLS,
  ...KITCHEN_CALLS,
  ...STORE_CALLS,
} as const satisfies { [Name in keyof typeof ENDPOINTS]: (typeof ENDPOINTS)[Name] };
