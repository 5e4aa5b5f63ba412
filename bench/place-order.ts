/**
 * POST /api/order/place under load, for bench/api.ts. Every request places a cart no earlier
 * request placed for that shopper (the pair dish/quantity walks through 32 dishes x 100
 * quantities per shopper), so the "same cart returns the same open order" rule never answers
 * from an earlier order: each request prices the cart, inserts an order and opens a session at
 * the built-in test checkout.
 */
import type autocannon from 'autocannon';
import type { Address, FoodItem, PlaceOrderRequest } from '../contract/api';
import { QUANTITY_MAX } from '../contract/rules';
import { orderTotal } from '../contract/money';

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

/** autocannon options for placing orders round-robin over the shoppers' tokens. */
export function placeOrderLoad(
  url: string,
  tokens: string[],
  dishes: FoodItem[],
): { options: autocannon.Options; distinctCarts: number } {
  let sent = 0;
  const options: autocannon.Options = {
    url,
    requests: [
      {
        method: 'POST',
        path: '/api/order/place',
        setupRequest: (request) => {
          const shopper = sent % tokens.length;
          const nth = Math.floor(sent / tokens.length);
          sent += 1;
          return {
            ...request,
            headers: { 'content-type': 'application/json', token: tokens[shopper]! },
            body: JSON.stringify(nthCart(dishes, nth)),
          };
        },
      },
    ],
  };
  return { options, distinctCarts: tokens.length * dishes.length * QUANTITY_MAX };
}
