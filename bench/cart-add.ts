/**
 * POST /api/cart/add under load, for bench/api.ts and bench/stream.ts: the shoppers' tokens
 * round-robin, each walking the dishes one add per round, so no cart line reaches the per-dish
 * limit in a bench's run.
 */
import type autocannon from 'autocannon';

export function cartAddRequests(
  tokens: readonly string[],
  dishIds: readonly string[],
): autocannon.Request[] {
  let sent = 0;
  return [
    {
      method: 'POST',
      path: '/api/cart/add',
      setupRequest: (request) => {
        sent += 1;
        return {
          ...request,
          headers: { 'content-type': 'application/json', token: tokens[sent % tokens.length]! },
          body: JSON.stringify({
            itemId: dishIds[Math.floor(sent / tokens.length) % dishIds.length],
          }),
        };
      },
    },
  ];
}
