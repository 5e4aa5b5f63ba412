/**
 * Sends scheduled orders to the kitchen (docs/product.md#ordering-ahead): an order for a later
 * slot waits in the board's 'Scheduled' column until its due time less the shop's preparation
 * time arrives on the shop's clock (SHOP_CLOCK, else real time); then it becomes a 'New' order
 * to accept and cook. At start and every RELEASE_INTERVAL_SECONDS (15), every instance releases
 * what is due.
 *
 * Releasing is one conditional UPDATE (`released_at` set only where it is still null), with the
 * order events written in the same transaction: of any number of instances ticking at once,
 * exactly one releases each order, and only that one announces it. The announcement goes out on
 * the order bus (PostgreSQL's notifications across instances), so every open board moves the
 * card without reload. The release's SQL: scheduled-order-repository.ts.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ShopSettingsRepository } from '../shop/settings-repository';
import type { ShopClock } from '../shop/shop-time';
import type { ScheduledOrderRepository } from './scheduled-order-repository';

const MS_PER_MINUTE = 60_000;

export interface ReleaseDeps {
  orders: ScheduledOrderRepository;
  settings: ShopSettingsRepository;
  clock: ShopClock;
  log: FastifyBaseLogger;
}

export class ScheduledRelease {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<string[]> | undefined;

  constructor(private readonly deps: ReleaseDeps) {}

  /** One round now, then one every `intervalMs`; never two at once in this process. */
  start(intervalMs: number): void {
    void this.round();
    this.timer = setInterval(() => void this.round(), intervalMs).unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Releases what is due at `now` (the shop's clock); resolves to the ids this round released. */
  round(now = this.deps.clock.now()): Promise<string[]> {
    this.running ??= this.release(now).finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async release(now: Date): Promise<string[]> {
    const { orders, settings, log } = this.deps;
    try {
      const { preparationMinutes } = await settings.get();
      const dueBy = new Date(now.getTime() + preparationMinutes * MS_PER_MINUTE).toISOString();
      const released = await orders.releaseDue(dueBy);
      if (released.length > 0) log.info({ released }, 'released scheduled orders to the kitchen');
      return released;
    } catch (error) {
      log.warn({ err: error }, 'releasing scheduled orders failed; next round retries');
      return [];
    }
  }
}
