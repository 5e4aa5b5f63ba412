/**
 * What the shop says while its database cannot be reached (docs/operations.md#when-the-database-is-away).
 * A module of its own, plain data: only the code that says it (src/api/outage.ts, loaded once a
 * call fails) carries it, not the first load; contract/messages.ts names it among the requests'
 * refusals for the server.
 */
export const DATABASE_AWAY =
  "We could not reach our kitchen's records. Please try again in a moment.";
