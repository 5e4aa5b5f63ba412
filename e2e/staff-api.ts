/**
 * Staff's side through the API, for journeys that need a dish of their own or an order moved on:
 * a staff member made with support.ts' makeStaff, then the console's own calls
 * (contract/calls.ts: dishAdd, dishEdit, dishAvailability, dishRemove, the board's advance); and
 * other shoppers' ratings of a dish, from delivered orders.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import type { BodyOf, ReplyOf } from '../contract/api';
import { makeStaff, paidThroughApi, registeredShopper, type Shopper } from './support';

/** The token a shopper's login answers with. */
export async function tokenOf(request: APIRequestContext, shopper: Shopper): Promise<string> {
  const reply = await request.post('/api/user/login', {
    data: { email: shopper.email, password: shopper.password },
  });
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { token: string }).token;
}

/** A new staff member's token, as the console sends it. */
export async function staffToken(request: APIRequestContext): Promise<string> {
  const staff = await registeredShopper(request, 'Chef Arjun');
  makeStaff(staff);
  return tokenOf(request, staff);
}

/** Moves a paid order on to 'Delivered', as staff do on the board. */
export async function deliver(
  request: APIRequestContext,
  staff: string,
  orderId: string,
): Promise<void> {
  for (const to of ['Out for delivery', 'Delivered']) {
    const moved = await request.post('/api/kitchen/advance', {
      data: { orderId, to },
      headers: { token: staff },
    });
    expect(moved.status()).toBe(200);
  }
}

/** The console's dish calls, by their name in contract/calls.ts. */
const DISH_CALLS = {
  dishAdd: '/api/kitchen/dishes/add',
  dishEdit: '/api/kitchen/dishes/edit',
  dishAvailability: '/api/kitchen/dishes/availability',
  dishRemove: '/api/kitchen/dishes/remove',
} as const;

/** One of the console's dish calls, which must succeed; its reply (the dish, but for a removal). */
export async function changeDish<Call extends keyof typeof DISH_CALLS>(
  request: APIRequestContext,
  staff: string,
  call: Call,
  body: BodyOf<Call>,
): Promise<ReplyOf<Call>> {
  const reply = await request.post(DISH_CALLS[call], { data: body, headers: { token: staff } });
  expect(reply.status(), await reply.text()).toBe(call === 'dishAdd' ? 201 : 200);
  return (await reply.json()) as ReplyOf<Call>;
}

/**
 * A dish of the journey's own, added through the API with a shipped picture; its name ends in a
 * tag unique to the run, so no other journey meets it by name.
 */
export function ownDish(name: string, extra: Partial<BodyOf<'dishAdd'>> = {}): BodyOf<'dishAdd'> {
  return {
    name: `${name} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`,
    description: 'Slow-set saffron and pistachio milk ice.',
    price: 150,
    category: 'Desserts',
    image: 'vanilla-ice-cream.webp',
    labels: ['vegetarian', 'nuts'],
    ...extra,
  };
}

/**
 * Another shopper's delivered order of the dish, rated `stars` (and `comment`, if given) through
 * the API, as they would from /MyOrders.
 */
export async function ratedThroughApi(
  request: APIRequestContext,
  staff: string,
  dish: { _id: string; price: number },
  stars: number,
  comment?: string,
): Promise<void> {
  const token = await tokenOf(request, await registeredShopper(request, 'Meera Iyer'));
  const headers = { token };
  const address = {
    firstname: 'Meera',
    lastname: 'Iyer',
    email: 'meera@example.com',
    street: '4 Park Street',
    city: 'Kolkata',
    state: 'West Bengal',
    zipcode: '700016',
    country: 'India',
    phone: '+91 98300 12345',
  };
  const orderId = await paidThroughApi(request, headers, dish, address);
  await deliver(request, staff, orderId);
  const rated = await request.post('/api/rating/rate', {
    data: { orderId, foodId: dish._id, stars, comment },
    headers,
  });
  expect(rated.status()).toBe(200);
}
