/**
 * 'Order again' (docs/product.md#tracking-an-order): a paid order's lines go into the shopper's
 * cart, each with its choices and note, added to what is there, at today's prices (the cart holds
 * lines, never prices; checkout prices them from the menu). A line whose dish is removed or
 * unavailable, or whose choice the dish no longer allows, is left out and named with its choices
 * ('Chocolate Cake · Large').
 */
import type { CartData } from '../../contract/api';
import { ORDER_MESSAGES } from '../../contract/messages';
import { REORDER_MESSAGES } from '../../contract/reorder-messages';
import { describeLine } from '../../contract/options';
import { resolveLine } from '../cart/lines';
import type { CartRepository } from '../cart/repository';
import { Refusal } from '../http/errors';
import type { OrderRepository } from './repository';

export interface Reordered {
  message: string;
  cartData: CartData;
  leftOut: string[];
}

export async function reorder(
  deps: { orders: OrderRepository; carts: CartRepository },
  shopperId: string,
  orderId: string,
): Promise<Reordered> {
  const order = await deps.orders.find(orderId);
  if (!order || order.userId !== shopperId) throw new Refusal(404, ORDER_MESSAGES.notFound);
  if (!order.paid) throw new Refusal(409, REORDER_MESSAGES.notPaid);
  const menu = await deps.carts.dishes(order.lines.map((line) => line.foodId));
  const leftOut: string[] = [];
  const lines = [];
  for (const line of order.lines) {
    const dish = menu.get(line.foodId);
    // A line of an order from before its dish had options takes the dish's defaults now.
    const resolved = dish?.available ? resolveLine(dish, line.line) : undefined;
    if (resolved?.ok)
      lines.push({ foodId: line.foodId, quantity: line.quantity, lineKey: resolved.key });
    else leftOut.push(describeLine(dish?.name ?? line.name, line.options ?? []));
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
