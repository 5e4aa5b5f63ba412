/**
 * POST /api/order/place under load, for bench/api.ts (a wrk script). Every request places a cart no earlier
 * request placed for that shopper (the pair dish/quantity walks through 32 dishes x 100
 * quantities per shopper), so the "same cart returns the same open order" rule never answers
 * from an earlier order: each request prices the cart, inserts an order and opens a session at
 * the built-in test checkout.
 */
import type { Address, FoodItem, PlaceOrderRequest } from '../contract/api';
import { QUANTITY_MAX } from '../contract/rules';
import { orderTotal } from '../contract/money';
import { luaString } from './wrk';

const ADDRESS: Address = {
  firstname: 'Bench',
  lastname: 'Shopper',
  email: 'bench@example.com',
  street: '1 Load Street',
  city: 'Pune',
  state: 'MH',
  zipcode: '411001',
  country: 'India',
  phone: '9999999999',
};

/** The n-th distinct cart a shopper places: one line of one dish, quantity 1..100. */
export function nthCart(dishes: FoodItem[], n: number): PlaceOrderRequest {
  const dish = dishes[Math.floor(n / QUANTITY_MAX) % dishes.length]!;
  const quantity = (n % QUANTITY_MAX) + 1;
  return {
    address: ADDRESS,
    items: [{ _id: dish._id, name: dish.name, price: dish.price, quantity }],
    amount: orderTotal([{ price: dish.price, quantity }]),
  };
}

/**
 * A wrk script placing orders round-robin over the shoppers' tokens, each shopper walking the
 * distinct carts of `nthCart`; and how many distinct carts there are before one repeats.
 */
export function placeOrderLua(
  tokens: readonly string[],
  dishes: FoodItem[],
): { lua: string; distinctCarts: number } {
  const bodies = Array.from({ length: dishes.length * QUANTITY_MAX }, (_, n) =>
    luaString(JSON.stringify(nthCart(dishes, n))),
  );
  const lua = `
local tokens = { ${tokens.map(luaString).join(', ')} }
local bodies = {
${bodies.join(',\n')}
}
local sent = 0
request = function()
  local token = tokens[(sent % #tokens) + 1]
  local body = bodies[(math.floor(sent / #tokens) % #bodies) + 1]
  sent = sent + 1
  return wrk.format('POST', '/api/order/place', {
    ['Content-Type'] = 'application/json',
    ['Authorization'] = 'Bearer ' .. token,
  }, body)
end
`;
  return { lua, distinctCarts: tokens.length * bodies.length };
}
