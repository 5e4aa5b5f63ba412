/**
 * The SQL of sending scheduled orders to the kitchen (release.ts): one conditional UPDATE
 * (`released_at` set only where it is still null) with the order events in the same transaction,
 * so of any number of instances ticking at once exactly one releases each order.
 */
import { ORDER_STATUS } from '../../contract/rules';
import { timestamp } from '../clock';
import { OrderRepository } from './repository';
import { forTheKitchen } from './stored';

export class ScheduledOrderRepository extends OrderRepository {
  /**
   * Releases every paid (or paid-at-the-door) scheduled order due by `dueBy` (ISO), once, and
   * announces each; resolves to the ids this call released.
   */
  async releaseDue(dueBy: string): Promise<string[]> {
    return this.db.transaction().execute(async (trx) => {
      const now = timestamp();
      const released = await trx
        .updateTable('orders')
        .set({ scheduled: 0, released_at: now, updated_at: now })
        .where('scheduled', '=', 1)
        .where('released_at', 'is', null)
        .where('status', '=', ORDER_STATUS.processing)
        .where(forTheKitchen)
        // Both are ISO instants in UTC, written alike: as text they sort as the times do.
        .where('due_at', '<=', dueBy)
        .returning('id')
        .execute();
      const ids = released.map((row) => row.id).sort();
      for (const id of ids)
        await this.addEvent(trx, id, ORDER_STATUS.processing, 'released to the kitchen', null, now);
      return ids;
    });
  }
}
