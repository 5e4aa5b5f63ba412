/**
 * Settles orders that were left behind: at start and every few minutes, each order still
 * awaiting payment is checked with the payment provider and settled through the same code as
 * verify and the webhooks. Paid at the provider (a crash between the payment and the order's
 * change, a webhook that never came): fulfilled, once. Expired: `Payment failed`. Still open past
 * its expiry time: closed at the provider, then failed. So no order waits forever.
 *
 * Every instance may run it at once: settling is a conditional update, so an order changes once.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentProvider } from '../payments/provider';
import type { OrderRepository } from './repository';
import type { OrderService } from './service';

/** Orders touched more recently are left to the shopper who is paying right now. */
const QUIET_MS = 60_000;
/** At most this many orders a round; the next round takes the rest. */
const BATCH = 100;

export interface ReconcilerDeps {
  orders: OrderRepository;
  service: OrderService;
  payments: PaymentProvider;
  log: FastifyBaseLogger;
}

export class PaymentReconciler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(private readonly deps: ReconcilerDeps) {}

  /** One round now, then one every `intervalMs`; never two at once in this process. */
  start(intervalMs: number): void {
    void this.round();
    this.timer = setInterval(() => void this.round(), intervalMs).unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Checks the orders left awaiting payment; resolves to how many were settled (paid or failed). */
  round(now = new Date()): Promise<number> {
    this.running ??= this.reconcile(now).finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async reconcile(now: Date): Promise<number> {
    const { orders, service, payments, log } = this.deps;
    let settled = 0;
    let waiting;
    try {
      waiting = await orders.awaitingPayment(new Date(now.getTime() - QUIET_MS), BATCH);
    } catch (error) {
      log.warn({ err: error }, 'reconciling payments: could not list orders; next round retries');
      return 0;
    }
    for (const order of waiting) {
      if (!order.sessionId) continue;
      try {
        let status = await payments.getSession(order.sessionId);
        const pastExpiry = order.sessionExpiresAt && order.sessionExpiresAt <= now;
        if (status.state === 'open' && pastExpiry)
          status = await payments.expireSession(order.sessionId);
        if (status.state === 'open' || status.state === 'pending') continue;
        await service.settle(order, status, 'reconciled with the payment provider');
        settled += 1;
      } catch (error) {
        log.warn(
          { err: error, orderId: order.id },
          'reconciling payments: could not settle an order; next round retries',
        );
      }
    }
    if (settled > 0) log.info({ settled }, 'reconciled orders with the payment provider');
    return settled;
  }
}
