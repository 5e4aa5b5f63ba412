/**
 * An order's lines priced from the shop's own menu (docs/product.md#money): for each line the
 * dish's price plus its chosen options' prices, as the menu has them now, times the quantity. What
 * the browser says a line costs is checked, never used.
 */
import { createHash } from 'node:crypto';
import type { OrderLineRequest } from '../../contract/api';
import { displayPrice } from '../../contract/money';
import { ORDER_MESSAGES } from '../../contract/messages';
import { QUANTITY_MAX } from '../../contract/rules';
import { unavailableMessage } from '../../contract/shop-messages';
import { resolveLine, type LineDish, type ResolvedLine } from '../cart/lines';
import type { CartRepository } from '../cart/repository';
import { Refusal } from '../http/errors';
import type { StoredLine } from './stored';

/** A stored line's cart line key: its own, or its dish id for a plain line. */
export function lineKeyOfStored(line: Pick<StoredLine, 'foodId' | 'line'>): string {
  return line.line ?? line.foodId;
}

/**
 * The cart's lines and its promo code: the same cart with another code is another order. Keys are
 * URI-encoded, so a note's ',' or ':' cannot make two carts look alike.
 */
export function cartKeyOf(
  lines: ReadonlyArray<Pick<StoredLine, 'foodId' | 'line' | 'quantity'>>,
  promoCode: string | undefined,
): string {
  const canonical = lines
    .map((line) => ({ key: encodeURIComponent(lineKeyOfStored(line)), quantity: line.quantity }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((line) => `${line.key}:${line.quantity}`)
    .join(',');
  return createHash('sha256')
    .update(promoCode ? `${canonical}|promo:${promoCode}` : canonical)
    .digest('hex');
}

/** One line as the order keeps it: the dish, the price of one with its options, the choices. */
function storedLine(dish: LineDish, line: ResolvedLine, quantity: number): StoredLine {
  return {
    foodId: dish.id,
    name: dish.name,
    // Whole rupees over 10: the wire's base number, exact for money.ts (displayPrice).
    price: (displayPrice(dish.price) + line.extra) / 10,
    quantity,
    ...(line.key !== dish.id ? { line: line.key } : {}),
    ...(line.chosen.length ? { options: line.chosen } : {}),
    ...(line.note ? { note: line.note } : {}),
  };
}

interface WantedLine {
  dish: LineDish;
  line: ResolvedLine;
  quantity: number;
  /** What the browser showed for one: the dish's price or the line's; checked, never used. */
  claimed?: number;
}

/**
 * Resolves one requested line against its dish, or refuses it with the sentence saying why. Its
 * quantity is a whole number from 1 to QUANTITY_MAX: the call's schema refuses any other
 * (PLACE_ORDER_MESSAGES).
 */
function resolveRequested(dishes: Map<string, LineDish>, item: OrderLineRequest): WantedLine {
  const dish = dishes.get(item._id);
  if (!dish) throw new Refusal(409, ORDER_MESSAGES.unknownDish);
  if (!dish.available) throw new Refusal(409, unavailableMessage(dish.name));
  const line = resolveLine(dish, item.line);
  // A key or note the shop never writes is bad input; a choice the menu no longer allows is not.
  if (!line.ok) throw new Refusal(line.malformed ? 400 : 409, line.message);
  return { dish, line, quantity: item.quantity, claimed: item.price };
}

/**
 * The order's lines from the menu now: requests for the same line are added together, each line
 * at most QUANTITY_MAX (the call's schema bounds one request and refuses an empty order; the sum
 * is for here). Refused (nothing stored) for an unknown or unavailable dish or option, a choice
 * against a group's rule, a bad key or note, or a price the browser showed that is not the dish's
 * or the line's now.
 */
export async function priceLines(
  carts: Pick<CartRepository, 'dishes'>,
  items: readonly OrderLineRequest[],
): Promise<StoredLine[]> {
  const dishes = await carts.dishes(items.map((item) => item._id));
  const byKey = new Map<string, WantedLine>();
  for (const item of items) {
    const wanted = resolveRequested(dishes, item);
    const same = byKey.get(wanted.line.key);
    byKey.set(wanted.line.key, {
      ...wanted,
      quantity: wanted.quantity + (same?.quantity ?? 0),
      claimed: wanted.claimed ?? same?.claimed,
    });
  }
  return [...byKey.values()].map(({ dish, line, quantity, claimed }) => {
    if (quantity > QUANTITY_MAX) throw new Refusal(400, ORDER_MESSAGES.tooMany);
    const priced = storedLine(dish, line, quantity);
    if (claimed !== undefined && claimed !== dish.price && claimed !== priced.price)
      throw new Refusal(409, ORDER_MESSAGES.priceChanged);
    return priced;
  });
}
