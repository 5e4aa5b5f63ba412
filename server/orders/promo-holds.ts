/**
 * One held use of a promo code per account (docs/product.md#promo-codes). Before an account's new
 * order reserves a use of a code, the account's earlier checkouts holding that code are closed at
 * the payment provider and settled: paid after all, the order is fulfilled and its use counted;
 * closed unpaid, the order fails and its hold is given back, so the new order takes the use. A
 * closed checkout can never be paid at its discounted price, so one account never gets more
 * discounted orders than uses it held.
 *
 * A checkout that cannot be closed yet (its session is still being created by a concurrent
 * placement, or its payment is in progress at the provider) keeps its hold; the new order's
 * reservation then meets the account's hold key and is refused (reservePromoUse in
 * shop/promo-repository.ts).
 */
import type { PaymentProvider, SessionStatus } from '../payments/provider';
import type { PromoRepository } from '../shop/promo-repository';
import type { OrderRepository, StoredOrder } from './repository';

/** What closing a hold needs of the order service (service.ts): settling a paid checkout. */
interface Settles {
  settle(order: StoredOrder, status: SessionStatus, reason: string): Promise<boolean>;
}

export interface PromoHoldDeps {
  orders: OrderRepository;
  payments: PaymentProvider;
  promos: PromoRepository;
  /** How long a placement may take to create its checkout session. */
  creationWaitMs: number;
}

/** Closes the account's checkouts that hold a use of the code, where they can be closed. */
export async function closeEarlierHolds(
  deps: PromoHoldDeps,
  service: Settles,
  use: { code: string; userId: string },
): Promise<void> {
  const { orders, payments, promos } = deps;
  for (const orderId of await promos.ordersOf(use.code, use.userId, 'held')) {
    const order = await orders.find(orderId);
    if (!order) continue;
    if (!order.sessionId) {
      // Being placed right now, or left without a session by a crash mid-placement.
      if (Date.now() - Date.parse(order.createdAt) >= deps.creationWaitMs)
        await orders.markFailed(order.id, 'checkout session never created');
      continue;
    }
    const status = await payments.expireSession(order.sessionId);
    await service.settle(order, status, 'its promo code was taken by a newer checkout');
  }
}
