/**
 * 'Order again' (docs/product.md#tracking-an-order): a paid order's dishes go into the shopper's
 * cart, added to what is there, at today's prices (the cart holds dishes, never prices; checkout
 * prices them from the menu). Dishes removed from the menu or unavailable now are left out and
 * named.
 */
import type { CartData } from '../../contract/api';
import { ORDER_MESSAGES } from '../../contract/messages';
import { REORDER_MESSAGES } from '../../contract/reorder-messages';
import type { CartRepository } from '../cart/repository';
import type { FoodRepository } from '../food/repository';
import { Refusal } from '../http/errors';
import type { OrderRepository } from './repository';

export interface Reordered {
  message: string;
  cartData: CartData;
  leftOut: string[];
}

export async function reorder(
  deps: { orders: OrderRepository; food: FoodRepository; carts: CartRepository },
  shopperId: string,
  orderId: string,
): Promise<Reordered> {
  const order = await deps.orders.find(orderId);
  if (!order || order.userId !== shopperId) throw new Refusal(404, ORDER_MESSAGES.notFound);
  if (!order.paid) throw new Refusal(409, REORDER_MESSAGES.notPaid);
  const menu = await deps.food.pricesOf(order.lines.map((line) => line.foodId));
  const leftOut: string[] = [];
  const lines = [];
  for (const line of order.lines) {
    const dish = menu.get(line.foodId);
    if (dish?.available) lines.push({ foodId: line.foodId, quantity: line.quantity });
    else leftOut.push(dish?.name ?? line.name);
  }
  if (lines.length === 0) throw new Refusal(409, REORDER_MESSAGES.nothingLeft);
  await deps.carts.merge(shopperId, lines);
  return {
    message: [
      REORDER_MESSAGES.added,
      ...(leftOut.length ? [REORDER_MESSAGES.leftOut(leftOut)] : []),
    ].join(' '),
    cartData: await deps.carts.get(shopperId),
    leftOut,
  };
}
