/**
 * Orders as a busy evening brings them to the board, for its layout journeys: three lines (a
 * sandwich with two extras and a note, a large cake, rolls with a note), a promo code's discount
 * and a delivery address of a usual length, placed and paid through the API.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import type { OptionGroup } from '../contract/options';
import { lineKeyOf } from '../contract/options';
import { displayPrice } from '../contract/money';
import { tokenOf } from './staff-api';
import { makeStaff, payPlaced, registeredShopper, type StoreData } from './support';

interface MenuDish {
  _id: string;
  name: string;
  price: number;
  optionGroups?: OptionGroup[];
}

const LINES = [
  { dish: 'Chicken Sandwich', optionIds: ['cheese', 'egg'], note: 'no onions, extra crispy' },
  { dish: 'Butterscotch Cake', optionIds: ['large'], note: '' },
  { dish: 'Veg Rolls', optionIds: [], note: 'mild, please' },
];

const ADDRESS = {
  firstname: 'Asha',
  lastname: 'Verma',
  email: 'asha@example.com',
  street: 'Flat 4B, Lakeview Apartments, 221 Residency Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipcode: '560025',
  country: 'India',
  phone: '+91 98450 12345',
};

const DISCOUNT = 30;
const FEE = 50;

/** A ₹30-off code, made by a staff member of the store `data` names. */
async function promoCode(request: APIRequestContext, data: StoreData): Promise<string> {
  const staff = await registeredShopper(request, 'Chef Arjun');
  makeStaff(staff, data);
  const code = `RUSH${Date.now().toString(36).toUpperCase()}`;
  const reply = await request.post('/api/kitchen/promos/add', {
    headers: { token: await tokenOf(request, staff) },
    data: { code, kind: 'fixed', value: DISCOUNT },
  });
  expect(reply.status(), await reply.text()).toBe(201);
  return code;
}

/** Rupees for one of `dish` with the options `optionIds`. */
function linePrice(dish: MenuDish, optionIds: readonly string[]): number {
  const options = (dish.optionGroups ?? []).flatMap((group) => group.options);
  const extra = options
    .filter(({ id }) => optionIds.includes(id))
    .reduce((sum, { price }) => sum + price, 0);
  return displayPrice(dish.price) + extra;
}

/**
 * The ids of `count` paid orders like an evening's, each its own quantities, placed by one
 * shopper on the store `data` names (its staff make the promo code).
 */
export async function eveningOrders(
  request: APIRequestContext,
  data: StoreData,
  count: number,
): Promise<string[]> {
  const menu = ((await (await request.get('/api/food/list')).json()) as { data: MenuDish[] }).data;
  const promo = await promoCode(request, data);
  const shopper = await registeredShopper(request);
  const headers = { token: await tokenOf(request, shopper) };
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const lines = LINES.map(({ dish, optionIds, note }, index) => {
      const found = menu.find(({ name }) => name === dish)!;
      const quantity = 1 + ((i + index) % 3);
      const line = lineKeyOf({ itemId: found._id, optionIds, note });
      return { item: { _id: found._id, quantity, line }, rupees: linePrice(found, optionIds) };
    });
    const subtotal = lines.reduce((sum, { item, rupees }) => sum + rupees * item.quantity, 0);
    const placed = await request.post('/api/order/place', {
      headers,
      data: {
        address: ADDRESS,
        items: lines.map(({ item }) => item),
        promoCode: promo,
        amount: subtotal - DISCOUNT + FEE,
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    ids.push(await payPlaced(request, placed));
  }
  return ids;
}
