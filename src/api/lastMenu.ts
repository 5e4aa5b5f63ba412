/**
 * The last menu this browser received, as the service worker keeps it (src/sw/sw.ts: the page
 * hands it over with `keepMenu`, sw/register.ts), read back when the shop cannot be reached
 * because the browser is offline (apiSlice's foodList; docs/product.md#offline). It is never
 * shown as the current menu: the list it gives carries `receivedAt`, and the pages that show it
 * say it is an old one (OfflineMenuNotice). Loaded on its own (`import()`), only to be read.
 *
 * Kept as the text of the server's reply, in the worker's Cache Storage: a large menu is
 * megabytes, and the page neither stores it nor loads storage code to do so (IndexedDB copied it
 * on the page's thread, a long task on a phone, and its code was a script of its own in `/`'s
 * first seconds).
 */
import type { FoodItem, FoodListReply } from '../../contract/api';
import { readKeptMenu } from '../sw/keptMenu';

/** The menu as the pages get it: `receivedAt` (ms since the epoch) only on a kept, older one. */
export type Menu = FoodItem[] & { receivedAt?: number };

/** The kept menu, marked with when it arrived; undefined when none (or not readable) is kept. */
export async function keptMenu(): Promise<Menu | undefined> {
  const kept = await readKeptMenu();
  if (!kept) return undefined;
  try {
    const { data } = JSON.parse(kept.reply) as Partial<FoodListReply>;
    return Array.isArray(data) ? Object.assign(data, { receivedAt: kept.at }) : undefined;
  } catch {
    // Not a menu's reply.
    return undefined;
  }
}
