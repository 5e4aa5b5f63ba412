/**
 * Each call's method and path, once, under its name in CALLS, by part of the API as in
 * contract/calls/ (whose calls take them from here: a call's method and path cannot differ
 * between the server and the SPA). Plain strings with no schema, so the SPA imports them without
 * TypeBox; it imports a part's file itself (contract/endpoints/<part>.ts), so the paths of the
 * staff's calls, say, load with the kitchen's code only. The SPA sends them through `request`
 * (src/api/request.ts), which types each call's input from the call.
 */
export * from './endpoints/menu';
export * from './endpoints/accounts';
export * from './endpoints/cart';
export * from './endpoints/orders';
export * from './endpoints/kitchen';
export * from './endpoints/store';
