/**
 * What 'Order again' on /MyOrders says (docs/product.md#tracking-an-order), apart from
 * contract/messages.ts so only that page carries it.
 */

/** 'Greek Salad', 'Greek Salad and Veg Rolls', 'A, B and C'. */
function listOf(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

export const REORDER_MESSAGES = {
  added: 'Added to your cart at today’s prices.',
  notPaid: 'Only a paid order can be ordered again.',
  nothingLeft: 'None of these dishes can be ordered right now.',
  leftOut: (names: readonly string[]) =>
    `${listOf(names)} ${names.length === 1 ? 'is' : 'are'} not available right now, so ${
      names.length === 1 ? 'it was' : 'they were'
    } left out.`,
} as const;
