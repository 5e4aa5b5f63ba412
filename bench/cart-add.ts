/**
 * POST /api/cart/add under load, as autocannon requests (bench/stream.ts) and as a wrk script
 * (bench/api.ts): the shoppers' tokens round-robin, each walking the dishes one add per round, so
 * no cart line reaches the per-dish limit in a bench's run.
 */
import type autocannon from 'autocannon';
import { luaString } from './wrk';

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

/** The same walk as a wrk script; the token goes in `Authorization: Bearer`. */
export function cartAddLua(tokens: readonly string[], dishIds: readonly string[]): string {
  const list = (items: readonly string[]) => `{ ${items.map(luaString).join(', ')} }`;
  return `
local tokens = ${list(tokens)}
local dishes = ${list(dishIds)}
local sent = 0
request = function()
  sent = sent + 1
  local token = tokens[(sent % #tokens) + 1]
  local dish = dishes[(math.floor(sent / #tokens) % #dishes) + 1]
  return wrk.format('POST', '/api/cart/add', {
    ['Content-Type'] = 'application/json',
    ['Authorization'] = 'Bearer ' .. token,
  }, '{"itemId":"' .. dish .. '"}')
end
`;
}
